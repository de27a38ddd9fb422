import { type Language, parseLanguage } from "@lotus/contracts";

/** The game a /play/<gameId> address names, or undefined for any other address. */
export function playGameId(pathname: string): string | undefined {
  const match = /^\/play\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/** What the site's launch link hands the game page: `?t=<launch token>&lang=EN|VI&m=<merchant>`. */
export interface LaunchParams {
  launchToken: string | null;
  language: Language | undefined;
  merchant: string | undefined;
}

export function readLaunchParams(search: string): LaunchParams {
  const params = new URLSearchParams(search);
  const token = params.get("t")?.trim() ?? "";
  return {
    launchToken: token === "" ? null : token,
    language: parseLanguage(params.get("lang") ?? undefined),
    merchant: params.get("m")?.trim() || undefined,
  };
}

/**
 * The address without the launch token (kept: path, other parameters, hash), so a reload or a
 * shared address never carries the single-use token again.
 */
export function addressWithoutToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete("t");
  return `${url.pathname}${url.search}${url.hash}`;
}
