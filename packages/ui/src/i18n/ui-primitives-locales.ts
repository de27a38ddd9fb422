import { UI_NAMESPACE, UI_PRIMITIVES_NS } from "./kit-namespaces.ts";
import { uiDictionaryLoader } from "./ui-locales.ts";

export { KIT_NAMESPACES, UI_PRIMITIVES_NS } from "./kit-namespaces.ts";

type Dictionary = { default: Record<string, string> };

/** One small chunk per language, so a visitor downloads only their own (every language of the site). */
const FILES: Record<string, () => Promise<Dictionary>> = {
  ar: () => import("../locales/ar/ui-primitives.json"),
  bn: () => import("../locales/bn/ui-primitives.json"),
  cn: () => import("../locales/cn/ui-primitives.json"),
  cs: () => import("../locales/cs/ui-primitives.json"),
  de: () => import("../locales/de/ui-primitives.json"),
  el: () => import("../locales/el/ui-primitives.json"),
  en: () => import("../locales/en/ui-primitives.json"),
  es: () => import("../locales/es/ui-primitives.json"),
  fil: () => import("../locales/fil/ui-primitives.json"),
  fr: () => import("../locales/fr/ui-primitives.json"),
  he: () => import("../locales/he/ui-primitives.json"),
  hi: () => import("../locales/hi/ui-primitives.json"),
  id: () => import("../locales/id/ui-primitives.json"),
  it: () => import("../locales/it/ui-primitives.json"),
  ja: () => import("../locales/ja/ui-primitives.json"),
  km: () => import("../locales/km/ui-primitives.json"),
  ko: () => import("../locales/ko/ui-primitives.json"),
  lo: () => import("../locales/lo/ui-primitives.json"),
  ms: () => import("../locales/ms/ui-primitives.json"),
  my: () => import("../locales/my/ui-primitives.json"),
  nl: () => import("../locales/nl/ui-primitives.json"),
  pl: () => import("../locales/pl/ui-primitives.json"),
  pt: () => import("../locales/pt/ui-primitives.json"),
  ru: () => import("../locales/ru/ui-primitives.json"),
  sv: () => import("../locales/sv/ui-primitives.json"),
  th: () => import("../locales/th/ui-primitives.json"),
  tr: () => import("../locales/tr/ui-primitives.json"),
  tw: () => import("../locales/tw/ui-primitives.json"),
  uk: () => import("../locales/uk/ui-primitives.json"),
  vi: () => import("../locales/vi/ui-primitives.json"),
};

/**
 * Languages the kit's texts are written in. Marked pure: a build that never asks for these loaders
 * (the player site builds its own dictionary files) otherwise still writes a file per language.
 */
export const UI_PRIMITIVES_LANGUAGES = /* @__PURE__ */ Object.keys(FILES);

/**
 * The loader of a kit namespace file, for an app's i18n backend: undefined for the app's own
 * namespaces and for languages the kit has no file for (i18next then falls back to EN).
 */
export function kitLocaleLoader(lng: string, namespace: string): (() => Promise<Dictionary>) | undefined {
  if (namespace === UI_NAMESPACE) return uiDictionaryLoader(lng) as (() => Promise<Dictionary>) | undefined;
  if (namespace !== UI_PRIMITIVES_NS) return undefined;
  return FILES[lng];
}
