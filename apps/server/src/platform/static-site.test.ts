import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveSpa } from "./static-site";

let outside: string;
let dist: string;
let app: FastifyInstance;

const SCRIPT = `export const greeting = "${"xin chào ".repeat(200)}";`;
const PAGE = `<!doctype html><div id="root"></div>${"<!-- site -->".repeat(100)}`;

/** A file with the .br and .gz copies the build writes beside it (scripts/precompress.ts). */
function writeWithVariants(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  outside = mkdtempSync(join(tmpdir(), "lotus-static-outside-"));
  writeFileSync(join(outside, "secret.txt"), "not for the web");
  dist = join(outside, "dist");
  mkdirSync(join(dist, "res/js"), { recursive: true });
  writeWithVariants(join(dist, "index.html"), `<p>site</p>${PAGE}`);
  writeWithVariants(join(dist, "res/js/index-abc123.js"), SCRIPT);
  writeFileSync(join(dist, "res/js/small-1.js"), "export {};");
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
  rmSync(outside, { recursive: true, force: true });
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

describe("compressed delivery", () => {
  const script = "/res/js/index-abc123.js";
  const fetchWith = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });

  it("sends the brotli copy when the browser accepts it, with the script's own type and length", async () => {
    const response = await fetchWith(script, "gzip, deflate, br, zstd");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(String(response.headers["content-type"])).toMatch(/^(text|application)\/javascript/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it("falls back to gzip, and to the plain file when no encoding is accepted", async () => {
    const gzipped = await fetchWith(script, "gzip, deflate");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    for (const header of [undefined, "identity", "compress"]) {
      const plain = await fetchWith(script, header);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
      expect(Number(plain.headers["content-length"])).toBe(Buffer.byteLength(SCRIPT));
      expect(plain.body).toBe(SCRIPT);
    }
  });

  it("honours q=0 as a refusal", async () => {
    expect((await fetchWith(script, "br;q=0, gzip")).headers["content-encoding"]).toBe("gzip");
    expect((await fetchWith(script, "br;q=0, gzip;q=0")).headers["content-encoding"]).toBeUndefined();
  });

  it("serves a file without a compressed copy as it is", async () => {
    const response = await fetchWith("/res/js/small-1.js", "br, gzip");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe("export {};");
  });

  it("caches hashed files for a year and compresses the page itself, which is never cached stale", async () => {
    expect(String((await fetchWith(script, "br")).headers["cache-control"])).toMatch(
      /max-age=31536000.*immutable/,
    );
    for (const url of ["/", "/rng", "/index.html"]) {
      const page = await fetchWith(url, "br, gzip");
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-encoding"]).toBe("br");
      expect(String(page.headers["content-type"])).toMatch(/^text\/html/);
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain("<p>site</p>");
    }
  });

  it("never serves a file outside the build, in any encoding", async () => {
    for (const url of [
      "/res/../../secret.txt",
      "/res/js/..%2f..%2f..%2fsecret.txt",
      "/res/%2e%2e/%2e%2e/secret.txt",
      "/res/js/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt",
    ]) {
      for (const encoding of ["br, gzip", "identity"]) {
        const response = await fetchWith(url, encoding);
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.body).not.toContain("not for the web");
      }
    }
  });
});

describe("a page written per request", () => {
  it("carries what pageHead returns before </head>, compressed as the client accepts", async () => {
    const site = Fastify();
    const seen: string[] = [];
    writeFileSync(join(dist, "index.html"), "<!doctype html><head><title>t</title></head><p>site</p>");
    try {
      await serveSpa(site, dist, "/", async (_request, path) => {
        seen.push(path);
        return `<meta name="boot" content="${path || "home"}">`;
      });
      await site.ready();
      const plain = await site.inject({ url: "/rng" });
      expect(plain.body).toBe(
        '<!doctype html><head><title>t</title><meta name="boot" content="rng"></head><p>site</p>',
      );
      expect(plain.headers["content-type"]).toContain("text/html");
      const br = await site.inject({ url: "/", headers: { "accept-encoding": "gzip, br" } });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(br.rawPayload).toString()).toContain('content="home"');
      const gz = await site.inject({ url: "/index.html", headers: { "accept-encoding": "gzip" } });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.rawPayload).toString()).toContain('content="index.html"');
      // Files are still files: no head is computed for them.
      await site.inject({ url: "/res/js/index-abc123.js" });
      expect(seen).toEqual(["rng", "", "index.html"]);
    } finally {
      await site.close();
      writeWithVariants(join(dist, "index.html"), `<p>site</p>${PAGE}`);
    }
  });
});
