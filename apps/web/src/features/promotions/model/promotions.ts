import type { BadgeTone } from "@lotus/ui/status/Badge";

/** SPEC §4 labels: how each state of the member's participation looks. */
export const LABEL_TONES: Record<string, BadgeTone> = {
  join: "info",
  claim: "warning",
  applying: "info",
  close: "neutral",
  rejected: "danger",
  issued: "success",
  claimed: "success",
  process: "warning",
  signed: "success",
  joined: "success",
  coming_soon: "neutral",
};

/** The site's tabs: everything, then each category the server knows. */
export const PROMOTION_TABS = ["all", "deposit", "checkin", "event", "raffle"] as const;
export type PromotionTab = (typeof PROMOTION_TABS)[number];

export function isPromotionTab(value: string | null): value is PromotionTab {
  return PROMOTION_TABS.includes(value as PromotionTab);
}

const DEVICE_KEY = "lotus.device";

/**
 * A random id this browser keeps, sent with promotion actions for the "one bonus per person" rule
 * (the operator's report shows accounts that share it). Not a tracker: it never leaves promotions.
 */
export function deviceId(
  storage: Pick<Storage, "getItem" | "setItem"> | undefined = globalThis.localStorage,
): string | undefined {
  if (!storage) return undefined;
  try {
    const kept = storage.getItem(DEVICE_KEY);
    if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
    const made = crypto.randomUUID().replaceAll("-", "");
    storage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return undefined;
  }
}
