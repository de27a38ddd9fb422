import { LANGUAGES } from "@lotus/contracts";
import { createSpaI18n } from "@lotus/ui/i18n/i18n";

/** One namespace per feature (DESIGN §7); files at src/locales/<lng>/<namespace>.json. */
export const NAMESPACES = [
  "common",
  "shell",
  "site",
  "account",
  "notices",
  "games",
  "help",
  "app",
  "join",
  "promotions",
  "member",
  "wallet",
  "slots",
  "contracts",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The site offers every language of SPEC §1; EN and VI are complete, the others fall back to EN.
 * Only the visitor's language is fetched, one chunk per namespace: the first screen waits for
 * common, shell and site, the rest arrive with the feature that uses them (app/lazy.tsx).
 */
export const siteI18n = createSpaI18n({
  loaders: import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json"),
  languages: LANGUAGES,
  complete: ["EN", "VI"],
  startupNamespaces: ["common", "shell", "site"] satisfies Namespace[],
  suspense: true,
  storageKey: "lotus.language",
});

export const i18n = siteI18n.i18n;
export const initI18n = siteI18n.init;
export const currentLanguage = siteI18n.currentLanguage;
