/** The kit's own texts (Retry, No records, page x of y, …) as the `ui` namespace, in every language
 *  the site offers. Each SPA's i18n loads them from here; one chunk per language. */
export { UI_NAMESPACE } from "./kit-namespaces.ts";

type Dictionary = { default: Record<string, unknown> };

const loaders: Record<string, () => Promise<Dictionary>> = {
  ar: () => import("../locales/ar/ui.json"),
  bn: () => import("../locales/bn/ui.json"),
  cn: () => import("../locales/cn/ui.json"),
  cs: () => import("../locales/cs/ui.json"),
  de: () => import("../locales/de/ui.json"),
  el: () => import("../locales/el/ui.json"),
  en: () => import("../locales/en/ui.json"),
  es: () => import("../locales/es/ui.json"),
  fil: () => import("../locales/fil/ui.json"),
  fr: () => import("../locales/fr/ui.json"),
  he: () => import("../locales/he/ui.json"),
  hi: () => import("../locales/hi/ui.json"),
  id: () => import("../locales/id/ui.json"),
  it: () => import("../locales/it/ui.json"),
  ja: () => import("../locales/ja/ui.json"),
  km: () => import("../locales/km/ui.json"),
  ko: () => import("../locales/ko/ui.json"),
  lo: () => import("../locales/lo/ui.json"),
  ms: () => import("../locales/ms/ui.json"),
  my: () => import("../locales/my/ui.json"),
  nl: () => import("../locales/nl/ui.json"),
  pl: () => import("../locales/pl/ui.json"),
  pt: () => import("../locales/pt/ui.json"),
  ru: () => import("../locales/ru/ui.json"),
  sv: () => import("../locales/sv/ui.json"),
  th: () => import("../locales/th/ui.json"),
  tr: () => import("../locales/tr/ui.json"),
  tw: () => import("../locales/tw/ui.json"),
  uk: () => import("../locales/uk/ui.json"),
  vi: () => import("../locales/vi/ui.json"),
};

/** The loader of the kit dictionary for an i18next language (en, vi, cn, …), shaped as Vite's
 *  import.meta.glob loaders; undefined for a language the kit lacks (i18next falls back to EN). */
export function uiDictionaryLoader(lng: string): (() => Promise<Dictionary>) | undefined {
  return loaders[lng];
}
