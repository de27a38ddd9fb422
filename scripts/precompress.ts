/**
 * Brotli and gzip copies of a built SPA's text files (`x.js.br`, `x.js.gz` beside `x.js`), made once
 * at build so the server never compresses on a request (apps/server/src/platform/static-site.ts
 * picks the variant by Accept-Encoding). Used as a Vite plugin by both SPAs.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 512;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export interface PrecompressSummary {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Writes the .br and .gz copy of every compressible file in `dir` that compression makes smaller. */
export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = filesUnder(dir).filter((path) => COMPRESSIBLE.test(path) && statSync(path).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (path) => {
      const raw = readFileSync(path);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      summary.files += 1;
      summary.rawBytes += raw.length;
      if (br.length < raw.length) {
        writeFileSync(`${path}.br`, br);
        summary.brotliBytes += br.length;
      }
      if (gz.length < raw.length) {
        writeFileSync(`${path}.gz`, gz);
        summary.gzipBytes += gz.length;
      }
    }),
  );
  return summary;
}

/** The Vite plugin: compresses the output folder once the bundle is written (build only). */
export function precompress() {
  let outDir = "";
  return {
    name: "lotus-precompress",
    apply: "build" as const,
    configResolved(config: { root: string; build: { outDir: string } }) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const { files, rawBytes, brotliBytes } = await precompressDir(outDir);
      const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
      console.info(`precompressed ${files} files: ${kb(rawBytes)} raw, ${kb(brotliBytes)} brotli`);
    },
  };
}
