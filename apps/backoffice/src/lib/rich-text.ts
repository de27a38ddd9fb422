/** HTML that shows nothing (an emptied editor leaves "<br>" or empty paragraphs behind). */
export function isBlankHtml(html: string): boolean {
  if (/<(img|iframe|video|hr)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/gi, " ")
      .trim() === ""
  );
}

/** What the editor accepts as a link or image address: web, mail and phone links, and paths on the
 *  brand's own site (e.g. /promotions, /media/…); script and protocol-relative URLs are refused. */
const URL_SCHEMES = { link: ["http:", "https:", "mailto:", "tel:"], image: ["http:", "https:"] } as const;
const SITE_PATH = /^\/(?![/\\])[^\s]*$/;

export type EditorUrlKind = keyof typeof URL_SCHEMES;
export type EditorUrlProblem = "empty" | "invalid" | "scheme";

/** The trimmed address, or why the editor refuses it (each problem has a translated message). */
export function checkEditorUrl(
  raw: string,
  kind: EditorUrlKind,
): { ok: true; url: string } | { ok: false; problem: EditorUrlProblem } {
  const url = raw.trim();
  if (url === "") return { ok: false, problem: "empty" };
  if (url.startsWith("/")) return SITE_PATH.test(url) ? { ok: true, url } : { ok: false, problem: "invalid" };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, problem: "invalid" };
  }
  const schemes: readonly string[] = URL_SCHEMES[kind];
  if (!schemes.includes(parsed.protocol)) return { ok: false, problem: "scheme" };
  if (parsed.protocol === "tel:")
    return /^\+?[0-9][0-9 ().-]{2,}$/.test(parsed.pathname)
      ? { ok: true, url }
      : { ok: false, problem: "invalid" };
  if (parsed.protocol === "mailto:" ? !/^[^@\s]+@[^@\s]+$/.test(parsed.pathname) : parsed.hostname === "")
    return { ok: false, problem: "invalid" };
  return { ok: true, url };
}
