import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveSpa } from "./static-site";

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "lotus-static-"));
  mkdirSync(join(dist, "res/js"), { recursive: true });
  writeFileSync(join(dist, "index.html"), "<p>site</p>");
  writeFileSync(join(dist, "play.html"), "<p>game</p>");
  writeFileSync(join(dist, "res/js/play-1.js"), "export {};");
  app = Fastify();
  // The site's own policy, as helmet sets it in app.ts.
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("content-security-policy", "default-src 'self'");
  });
  await serveSpa(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the sandboxed game page (docs/adr/0007)", () => {
  it("serves /play/* from its own entry under a sandbox without same-origin", async () => {
    const response = await app.inject({ url: "/play/lotus-fortune?t=abc&lang=EN" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("game");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/sandbox allow-scripts/);
    expect(csp).not.toContain("allow-same-origin");
  });

  it("keeps the site's pages unsandboxed and its entry unreachable by name", async () => {
    const home = await app.inject({ url: "/rng" });
    expect(home.body).toContain("site");
    expect(String(home.headers["content-security-policy"])).not.toContain("sandbox");
    expect((await app.inject({ url: "/play.html" })).statusCode).toBe(404);
  });

  it("lets an opaque origin load the built scripts", async () => {
    const script = await app.inject({ url: "/res/js/play-1.js" });
    expect(script.headers["access-control-allow-origin"]).toBe("*");
    expect(script.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });
});
