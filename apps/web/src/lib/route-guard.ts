/**
 * SPEC §2 loginedToHomePage: with the setting on, a visitor without a session token is sent to
 * /login, except on these paths. /resetPassword is added because the emailed reset link is opened
 * by a logged-out visitor and would otherwise never be reachable; /fair because anyone may verify a
 * house spin from its revealed seeds; the user agreement and the privacy policy because the
 * register form's terms line links them.
 */
export const GUEST_PATHS: readonly string[] = [
  "/login",
  "/register",
  "/register.html",
  "/helpmc",
  "/download",
  "/resetPassword",
  "/fair",
  "/userAgreement",
  "/privacyPolicy",
];

export const LOGIN_PATH = "/login";

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return trimmed.toLowerCase();
}

export function isGuestPath(pathname: string): boolean {
  const path = normalise(pathname);
  return GUEST_PATHS.some((guest) => guest.toLowerCase() === path);
}

/** Where the visitor must go instead, or null to stay. */
export function guardRedirect(
  pathname: string,
  options: { loginedToHomePage: boolean; hasToken: boolean },
): string | null {
  if (!options.loginedToHomePage || options.hasToken) return null;
  return isGuestPath(pathname) ? null : LOGIN_PATH;
}
