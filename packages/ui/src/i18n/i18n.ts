import { type Language, parseLanguage, RTL_LANGUAGES } from "@lotus/contracts";
import i18next, { type BackendModule, type i18n as I18nInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { readItem, writeItem } from "../browser/storage.ts";
import { KIT_NAMESPACES, kitLocaleLoader } from "./ui-primitives-locales.ts";

/**
 * The i18n plumbing both SPAs share (DESIGN §7): one namespace per feature, dictionaries fetched
 * per language and namespace on demand, EN as the fallback only where a language may miss keys.
 */

/** What `import.meta.glob("../locales/*\/*.json")` returns: one loader per dictionary file. */
export type DictionaryLoaders = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

/** EN holds every key (npm run i18n:check): missing texts of other languages come from it. */
const FALLBACK_LNG = "en";

/** i18next language names are the lower-case language codes (en, vi, cn, fil, …). */
export function toLng(language: Language): string {
  return language.toLowerCase();
}

export function fromLng(lng: string | undefined): Language {
  return parseLanguage(lng) ?? "EN";
}

/** The BCP 47 tag for lang attributes: the site's codes are BCP 47 apart from the two Chinese scripts. */
export function languageTag(language: Language): string {
  if (language === "CN") return "zh-Hans";
  if (language === "TW") return "zh-Hant";
  return language.toLowerCase();
}

/** `<html lang dir>` follow the language: screen readers, hyphenation and right-to-left scripts. */
export function applyDocumentLanguage(language: Language): void {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  root.lang = languageTag(language);
  root.dir = RTL_LANGUAGES.has(language) ? "rtl" : "ltr";
}

/** Loader per "lng/namespace", whatever folder prefix the SPA's glob used. */
function indexLoaders(loaders: DictionaryLoaders): Map<string, DictionaryLoaders[string]> {
  const index = new Map<string, DictionaryLoaders[string]>();
  for (const [path, load] of Object.entries(loaders)) {
    const match = /([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match) index.set(`${match[1]}/${match[2]}`, load);
  }
  return index;
}

/**
 * An i18next backend over the SPA's dictionary loaders: each file is its own small chunk.
 *
 * A language without a namespace's file reads EN's file in its place. Answering with an empty
 * dictionary instead would let i18next count the namespace as loaded (hasLoadedNamespace trusts any
 * bundle of the current language) while EN's file is still on its way: a screen rendering in that
 * moment shows raw keys ("tile.hot", drawn "TILE.HOT" by its CSS) and nothing re-renders it after.
 */
export function dictionaryBackend(loaders: DictionaryLoaders): BackendModule {
  const index = indexLoaders(loaders);
  // The SPA's own files first, then the kit's namespaces (its components' texts).
  const loaderOf = (lng: string, namespace: string) =>
    index.get(`${lng}/${namespace}`) ?? kitLocaleLoader(lng, namespace);
  return {
    type: "backend",
    init: () => {},
    read(lng, namespace, callback) {
      const load = loaderOf(lng, namespace) ?? loaderOf(FALLBACK_LNG, namespace);
      // A namespace no language has: nothing to wait for.
      if (!load) {
        callback(null, {});
        return;
      }
      load().then(
        (module) => callback(null, module.default),
        (error: unknown) => callback(error instanceof Error ? error : String(error), null),
      );
    },
  };
}

/**
 * The languages whose files are complete (EN and VI, enforced by npm run i18n:check) need no
 * fallback, so a Vietnamese visitor never downloads the English dictionaries; any other language
 * falls back to EN key by key.
 */
export function fallbackFor(complete: readonly Language[]): (lng: string) => string[] {
  const completeLngs = new Set(complete.map(toLng));
  return (lng) => (completeLngs.has(lng) ? [] : [FALLBACK_LNG]);
}

export interface I18nSetup<L extends Language> {
  /** The SPA's `import.meta.glob` of its locales folder, lazy. */
  loaders: DictionaryLoaders;
  /** The languages the SPA offers; anything else reads as EN. */
  languages: readonly L[];
  /** Languages whose dictionaries are complete. */
  complete: readonly Language[];
  /** Namespaces the first screen needs; the first render waits for these only. */
  startupNamespaces: readonly string[];
  /** Components suspend while a namespace loads (the SPA wraps lazy screens in Suspense). */
  suspense: boolean;
  /** Local-storage key of the visitor's choice. */
  storageKey: string;
}

export interface SpaI18n<L extends Language> {
  i18n: I18nInstance;
  /** Starts i18n in `language` and resolves once the startup namespaces of that language are in. */
  init: (language: L) => Promise<void>;
  /** Switches language once its dictionaries for every namespace in use have arrived. */
  changeLanguage: (language: L) => Promise<void>;
  /** The current language as the API's code, for the Language header. */
  currentLanguage: () => L;
  /** The stored choice, if it is one of the offered languages. */
  storedLanguage: () => L | undefined;
  storeLanguage: (language: L) => void;
  /** Before any brand setting: the stored choice, else the browser's language if offered, else EN. */
  initialLanguage: () => L;
}

export function createSpaI18n<L extends Language>(setup: I18nSetup<L>): SpaI18n<L> {
  const i18n = i18next.createInstance();
  const offered = (value: string | null | undefined): L | undefined => {
    const language = parseLanguage(value);
    return language && (setup.languages as readonly Language[]).includes(language)
      ? (language as L)
      : undefined;
  };
  const english = offered("EN");
  if (!english) throw new Error("EN must be offered: it is the fallback language");

  const storedLanguage = () => offered(readItem("local", setup.storageKey));

  return {
    i18n,
    async init(language) {
      applyDocumentLanguage(language);
      await i18n
        .use(dictionaryBackend(setup.loaders))
        .use(initReactI18next)
        .init({
          lng: toLng(language),
          fallbackLng: fallbackFor(setup.complete),
          load: "currentOnly",
          ns: [...setup.startupNamespaces, ...KIT_NAMESPACES],
          defaultNS: "common",
          interpolation: { escapeValue: false },
          returnNull: false,
          react: { useSuspense: setup.suspense },
        });
      i18n.on("languageChanged", (lng) => applyDocumentLanguage(fromLng(lng)));
    },
    async changeLanguage(language) {
      await i18n.changeLanguage(toLng(language));
    },
    currentLanguage: () => offered(i18n.language) ?? english,
    storedLanguage,
    storeLanguage: (language) => writeItem("local", setup.storageKey, language),
    initialLanguage: () => storedLanguage() ?? offered(globalThis.navigator?.language) ?? english,
  };
}
