/** Builds each SPA whose sources are newer than its last build (used by `npm start` and the e2e run). */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export const ROOT = new URL("..", import.meta.url).pathname;

const SITES = [
  {
    name: "apps/web",
    sources: [
      "apps/web/src",
      "apps/web/public",
      "apps/web/index.html",
      "apps/web/play.html",
      "apps/web/vite.config.ts",
      "apps/web/vite-dictionaries.ts",
      "packages/contracts/src",
      "packages/ui/src",
      "scripts/precompress.ts",
    ],
  },
  {
    name: "apps/backoffice",
    sources: [
      "apps/backoffice/src",
      "apps/backoffice/public",
      "apps/backoffice/index.html",
      "apps/backoffice/vite.config.ts",
      "packages/contracts/src",
      "packages/ui/src",
      "scripts/precompress.ts",
    ],
  },
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildSitesIfNeeded(): void {
  for (const site of SITES) {
    if (!existsSync(join(ROOT, site.name, "package.json"))) continue;
    const built = join(ROOT, site.name, "dist/index.html");
    const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
    const changedAt = Math.max(...site.sources.map((source) => newestMtime(join(ROOT, source))));
    if (changedAt <= builtAt) continue;
    console.info(`Building ${site.name}…`);
    const result = spawnSync("npm", ["run", "build", "--workspace", site.name], {
      cwd: ROOT,
      stdio: "inherit",
    });
    if (result.status !== 0) throw new Error(`build of ${site.name} failed`);
  }
}
