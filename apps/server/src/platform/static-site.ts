import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Path prefixes that belong to the API and never fall back to the site's index.html. */
const API_PREFIXES = [
  "/wps/",
  "/lgw/",
  "/lotto/",
  "/backoffice/api/",
  "/house/api/",
  "/vendor-api/",
  "/sandbox-gateway/",
  "/docs",
  "/dev/",
  "/media/",
  "/healthz",
  "/readyz",
  "/ws",
];

/**
 * History routes that end like a file name (SPEC §2: /index.html, /register.html). No other name: the
 * game page's own entry (play.html) must never be reachable outside its sandboxed path.
 */
const HTML_ROUTE = /^(index|register)\.html$/i;

/**
 * Pages served from their own entry under a CSP sandbox without allow-same-origin, so they run in an
 * opaque origin and cannot reach the site's storage, cookies or session (docs/adr/0007). Popups may
 * escape the sandbox only to open the site's own pages (the slot's "verify" link to /fair).
 */
const SANDBOXED_PAGES = [
  {
    prefix: "play/",
    file: "play.html",
    sandbox: "sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox",
  },
];

/** The page names the current hashed files: revalidated on every visit (send's own header would be max-age=0). */
const NOT_CACHED = { cacheControl: false } as const;

/** What a page's head gains for this request (the site's start-up answers), given the history path. */
export type PageHead = (request: FastifyRequest, path: string) => Promise<string>;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
// A page of a few KB: a middle brotli level compresses it in well under a millisecond.
const PAGE_BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };

/** index.html with `head` written before </head>, compressed as the client accepts. */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  distDir: string,
  head: string,
): Promise<FastifyReply> {
  const template = await readFile(join(distDir, "index.html"), "utf8");
  const page = Buffer.from(template.replace("</head>", `${head}</head>`));
  const accepted = String(request.headers["accept-encoding"] ?? "");
  reply
    .header("cache-control", "no-cache")
    .header("vary", "accept-encoding")
    .type("text/html; charset=utf-8");
  if (/\bbr\b/.test(accepted))
    return reply.header("content-encoding", "br").send(await brotli(page, PAGE_BROTLI));
  if (/\bgzip\b/.test(accepted)) return reply.header("content-encoding", "gzip").send(await gzipped(page));
  return reply.send(page);
}

/**
 * Serves a built SPA: hashed files under res/ with long immutable caching, and index.html (no-cache)
 * for every other GET so that history-mode routes load the app; each in its precompressed brotli or
 * gzip copy when the client accepts one. With `pageHead`, index.html is written per request with
 * what it returns in its head (and compressed then).
 */
export async function serveSpa(
  app: FastifyInstance,
  distDir: string,
  basePath = "/",
  pageHead?: PageHead,
): Promise<boolean> {
  if (!existsSync(join(distDir, "index.html"))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: basePath,
    serve: false,
    // Build-time .br/.gz copies (scripts/precompress.ts) chosen by Accept-Encoding, Vary set on every answer.
    preCompressed: true,
    // Several SPAs share one sendFile decorator; each call names its own root.
    decorateReply: !app.hasReplyDecorator("sendFile"),
  });
  if (basePath !== "/") {
    // Without this, /backoffice (no slash) falls to the site's catch-all and opens the player site.
    const bare = basePath.replace(/\/$/, "");
    app.get(bare, { config: { access: "public" }, schema: { hide: true } }, (request, reply) => {
      const query = request.url.slice(bare.length);
      return reply.redirect(`${basePath}${query.startsWith("?") ? query : ""}`, 301);
    });
  }
  app.get(
    `${basePath}*`,
    { config: { access: "public" }, schema: { hide: true } },
    async (request, reply) => {
      const path = (request.params as { "*": string })["*"] ?? "";
      if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
        return reply.callNotFound();
      }
      const isAsset =
        /^(res\/|games\/|favicon|robots\.txt|manifest)/.test(path) && existsSync(join(distDir, path));
      if (isAsset) {
        const immutable = path.startsWith("res/js/") || path.startsWith("res/css/");
        // A sandboxed page has an opaque origin: its module scripts load in CORS mode, its images cross-origin.
        reply
          .header("access-control-allow-origin", "*")
          .header("cross-origin-resource-policy", "cross-origin");
        return reply.sendFile(path, distDir, { maxAge: immutable ? "365d" : "1h", immutable });
      }
      if (/\.[a-z0-9]{2,5}$/i.test(path) && !HTML_ROUTE.test(path)) return reply.callNotFound();
      const sandboxed = SANDBOXED_PAGES.find((page) => path.startsWith(page.prefix));
      if (sandboxed && existsSync(join(distDir, sandboxed.file))) {
        const policy = reply.getHeader("content-security-policy");
        const csp =
          typeof policy === "string" && policy ? `${policy};${sandboxed.sandbox}` : sandboxed.sandbox;
        return reply
          .header("content-security-policy", csp)
          .header("cache-control", "no-cache")
          .sendFile(sandboxed.file, distDir, NOT_CACHED);
      }
      if (pageHead) return sendPage(request, reply, distDir, await pageHead(request, path));
      return reply.header("cache-control", "no-cache").sendFile("index.html", distDir, NOT_CACHED);
    },
  );
  return true;
}
