/** The brand's feature toggles (no schemas here: the site's header reads them, docs/adr/0009). */

/** modId feature toggles of SPEC §4 (enabled "1"). */
export const FEATURE_MOD_IDS = [
  "usernameRegistration",
  "mobileRegistration",
  "mobileRegistrationWithPassword",
  "smsVerification",
  "verificationCodeLogin",
  "freePlay",
  "forcedPasswordExpiryChange",
  "phoneRecovery",
  "unregisteredIpVerification",
  "captcha",
] as const;
export type FeatureModId = (typeof FEATURE_MOD_IDS)[number];

/** A brand's toggle list, as the settings answer and the stored brand settings carry it. */
export interface FeatureToggles {
  features: readonly { modId: FeatureModId; enabled: "0" | "1" }[];
}

export function isFeatureOn(settings: FeatureToggles, modId: FeatureModId): boolean {
  return settings.features.some((toggle) => toggle.modId === modId && toggle.enabled === "1");
}
