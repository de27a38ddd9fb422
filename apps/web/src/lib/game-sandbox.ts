/**
 * The sandbox of a game frame (docs/adr/0007). A frame on the site's own origin never gets
 * allow-same-origin: with allow-scripts that would let it lift its own sandbox and read the site's
 * storage and session. The in-house game is served there on purpose, sandboxed, and calls its API
 * from an opaque origin. A vendor on its own origin keeps that origin (its cookies and storage,
 * never ours) and gets what lobbies need: forms, pop-ups, an exit button that leaves the site.
 */
const HOUSE_GAME_SANDBOX = ["allow-scripts", "allow-popups", "allow-popups-to-escape-sandbox"];

const VENDOR_GAME_SANDBOX = [
  "allow-scripts",
  "allow-same-origin",
  "allow-forms",
  "allow-popups",
  "allow-popups-to-escape-sandbox",
  "allow-pointer-lock",
  "allow-orientation-lock",
  "allow-top-navigation-by-user-activation",
];

export function gameFrameSandbox(src: string, siteOrigin: string): string {
  let origin: string;
  try {
    origin = new URL(src, siteOrigin).origin;
  } catch {
    return HOUSE_GAME_SANDBOX.join(" ");
  }
  // Anything that is not clearly another origin is treated as ours (about:, data:, blob: included).
  const foreign = /^https?:\/\//.test(origin) && origin !== siteOrigin;
  return (foreign ? VENDOR_GAME_SANDBOX : HOUSE_GAME_SANDBOX).join(" ");
}
