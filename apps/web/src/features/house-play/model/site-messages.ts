/**
 * Messages from a house game page (slot or lottery) to the site around it (the /game iframe, the
 * popup, or its opener): "lotus:balance" after every spin, slip or settled draw so the header
 * refreshes the balance, "lotus:close" to close the game. Addressed to the site's origin only:
 * the page itself runs sandboxed in an opaque origin (docs/adr/0007), but its address still names
 * the site.
 */
export type SiteMessage = { type: "lotus:balance" } | { type: "lotus:close" };

interface WindowLike {
  parent: WindowLike | null;
  opener?: WindowLike | null;
  location?: { origin: string };
  postMessage(message: unknown, targetOrigin: string): void;
}

export function postToSite(
  message: SiteMessage,
  current: WindowLike = window as unknown as WindowLike,
): void {
  const origin = current.location?.origin ?? "/";
  const targets = new Set<WindowLike>();
  if (current.parent) targets.add(current.parent);
  if (current.opener && current.opener !== current) targets.add(current.opener);
  for (const target of targets) {
    try {
      target.postMessage(message, origin);
    } catch {
      // A closed opener or a foreign-origin parent: nothing to tell.
    }
  }
}

/** True when the page runs inside the site's game frame (or a popup the site opened). */
export function isEmbedded(current: WindowLike = window as unknown as WindowLike): boolean {
  return (current.parent !== null && current.parent !== current) || Boolean(current.opener);
}
