import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressDir } from "./precompress";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("precompressDir", () => {
  it("writes brotli and gzip copies of the built text files that decompress to the original", async () => {
    dir = mkdtempSync(join(tmpdir(), "lotus-precompress-"));
    mkdirSync(join(dir, "res/js"), { recursive: true });
    const script = `export const rows = [${Array.from({ length: 300 }, (_, row) => `"row ${row}"`).join(",")}];`;
    writeFileSync(join(dir, "res/js/index-1.js"), script);
    writeFileSync(join(dir, "index.html"), `<!doctype html>${"<p>Lotus</p>".repeat(80)}`);
    writeFileSync(join(dir, "res/js/tiny-1.js"), "export {};");
    writeFileSync(join(dir, "photo.png"), Buffer.alloc(4096, 7));

    const summary = await precompressDir(dir);

    expect(summary.files).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dir, "res/js/index-1.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, "res/js/index-1.js.gz"))).toString()).toBe(script);
    expect(existsSync(join(dir, "index.html.br"))).toBe(true);
    expect(summary.brotliBytes).toBeLessThan(summary.rawBytes / 4);
    // Too small to gain anything, or not text: left alone.
    expect(existsSync(join(dir, "res/js/tiny-1.js.br"))).toBe(false);
    expect(existsSync(join(dir, "photo.png.gz"))).toBe(false);
  });
});
