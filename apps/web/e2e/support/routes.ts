import { readFileSync } from "node:fs";

const ROOT = new URL("../../../../", import.meta.url).pathname;

/**
 * Every route of both SPAs, read from their routers' sources so a screen added there is checked
 * without touching the journeys (importing the routers would pull React, CSS and Vite globals into
 * the test process).
 */

/** Paths that render the same screen as another one: checking one of them is enough. */
const SITE_ALIASES: Record<string, string> = {
  index: "/",
  "index.html": "/",
  home: "/",
  "register.html": "/register",
  download: "/app",
};

/** The catch-all route is reached through a path no screen owns. */
const SITE_NOT_FOUND = "/no-such-page";

export function siteRoutes(): string[] {
  const source = readFileSync(`${ROOT}apps/web/src/app/router.tsx`, "utf8");
  const paths = [...source.matchAll(/page\(\s*"([^"]+)"/g)].map((match) => match[1] ?? "");
  const visits = new Set<string>(["/"]);
  for (const path of paths) {
    if (path in SITE_ALIASES) continue;
    visits.add(path === "*" ? SITE_NOT_FOUND : `/${path}`);
  }
  return [...visits];
}

/** A back-office path as the router declares it (`members/:memberId`), under /backoffice/. */
export function backofficeRoutes(): string[] {
  const source = readFileSync(`${ROOT}apps/backoffice/src/app/routes.ts`, "utf8");
  const declared = [...source.matchAll(/^\s+path: "([^"]+)"/gm)].map((match) => match[1] ?? "");
  return ["login", ...declared, "no-such-screen"];
}

/** The ids a parametrised back-office route needs, e.g. { brandId: "…" }. */
export function fillParams(path: string, ids: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = ids[name];
    if (!value) throw new Error(`no ${name} to open /backoffice/${path}`);
    return encodeURIComponent(value);
  });
}
