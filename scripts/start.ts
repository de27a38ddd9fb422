/**
 * `npm start`: builds the sites when their sources changed, then runs the server, which migrates,
 * seeds the demo brand once and serves everything on PORT (default 8080).
 */
import { spawn } from "node:child_process";
import { buildSitesIfNeeded, ROOT } from "./build-sites";

buildSitesIfNeeded();
const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: ROOT,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
