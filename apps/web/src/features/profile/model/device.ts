/**
 * A browser and system named from a user agent, for the sessions and login history lists
 * ("Chrome · Windows"). Pure; order matters, as Edge and Opera also say Chrome, Chrome says Safari.
 */

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bZalo\b/i, "Zalo"],
  [/\bCoc_?Coc\b|\bcoc_coc_browser\//i, "Cốc Cốc"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\bHeadlessChrome\b/, "Chrome"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

export interface Device {
  browser?: string;
  system?: string;
}

export function describeDevice(userAgent: string | null | undefined): Device {
  if (!userAgent) return {};
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return { browser, system };
}

/** "Chrome · Windows", one of them when only one is known, undefined when neither is. */
export function deviceName(userAgent: string | null | undefined): string | undefined {
  const { browser, system } = describeDevice(userAgent);
  const parts = [browser, system].filter(Boolean);
  return parts.length ? parts.join(" · ") : undefined;
}

/** Login outcomes the history names; anything else reads as a plain success or failure. */
const KNOWN_METHODS = ["password", "sms", "remember", "register", "recovery", "freeplay"] as const;
const KNOWN_FAILURES = [
  "password",
  "unknown",
  "sms_code",
  "locked",
  "non_member",
  "ip_verification_required",
  "ip_verification",
] as const;

export type LoginOutcome =
  | { success: true; method: (typeof KNOWN_METHODS)[number] | "other" }
  | { success: false; failure: (typeof KNOWN_FAILURES)[number] | "other" };

/** What a login-history row says happened, from its success flag and stored reason. */
export function loginOutcome(entry: { success: boolean; reason: string | null }): LoginOutcome {
  const reason = entry.reason ?? "";
  if (entry.success) {
    const method = (KNOWN_METHODS as readonly string[]).includes(reason) ? reason : "other";
    return { success: true, method: method as (typeof KNOWN_METHODS)[number] | "other" };
  }
  // ip_verification_sms, ip_verification_totp…: a wrong answer at the new-address step.
  const base =
    reason.startsWith("ip_verification_") && reason !== "ip_verification_required"
      ? "ip_verification"
      : reason;
  const failure = (KNOWN_FAILURES as readonly string[]).includes(base) ? base : "other";
  return { success: false, failure: failure as (typeof KNOWN_FAILURES)[number] | "other" };
}
