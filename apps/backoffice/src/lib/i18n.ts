import { createSpaI18n } from "@lotus/ui/i18n/i18n";

/** One namespace per feature (DESIGN §7); files at src/locales/<lng>/<namespace>.json. */
export const NAMESPACES = [
  "common",
  "auth",
  "dashboard",
  "brands",
  "site",
  "register",
  "members",
  "agents",
  "finance",
  "games",
  "lottery",
  "live",
  "content",
  "outbox",
  "mall",
  "missions",
  "messages",
  "reports",
  "contracts",
  "vip",
  "rewards",
  "promotions",
  "support",
  "chat",
  "operators",
  "permissions",
  "audit",
  "kit",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The console works in the two working languages of SPEC §1, both complete. */
export const UI_LANGUAGES = ["EN", "VI"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export function isUiLanguage(value: unknown): value is UiLanguage {
  return value === "EN" || value === "VI";
}

/**
 * Only the operator's language is fetched, every namespace of it before the first render (the
 * console's screens are not split by language chunk), so no screen ever shows a raw key.
 */
const consoleI18n = createSpaI18n({
  loaders: import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json"),
  languages: UI_LANGUAGES,
  complete: UI_LANGUAGES,
  startupNamespaces: NAMESPACES,
  suspense: false,
  storageKey: "lotus.backoffice.language",
});

export const i18n = consoleI18n.i18n;
export const initI18n = consoleI18n.init;
export const initialLanguage = consoleI18n.initialLanguage;
export const currentLanguage = consoleI18n.currentLanguage;

export async function switchLanguage(language: UiLanguage): Promise<void> {
  await consoleI18n.changeLanguage(language);
  consoleI18n.storeLanguage(language);
}
