import { type Language, parseLanguage, RTL_LANGUAGES } from "@lotus/contracts";
import i18next, { type BackendModule, type i18n as I18nInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { readItem, writeItem } from "../browser/storage.ts";
import { KIT_NAMESPACES } from "./kit-namespaces.ts";
import { kitLocaleLoader } from "./ui-primitives-locales.ts";

/**
 * The i18n plumbing both SPAs share (DESIGN §7): one namespace per feature, dictionaries fetched
 * per language and namespace on demand, EN as the fallback only where a language may miss keys.
 */

/** One dictionary file's loader: resolves to the module whose default export is the dictionary. */
export type DictionaryLoader = () => Promise<{ default: Record<string, unknown> }>;

/** What `import.meta.glob("../locales/*\/*.json")` returns: one loader per dictionary file. */
export type DictionaryLoaders = Record<string, DictionaryLoader>;

/** The loader of a language's namespace file (i18next names: en, vi, …), undefined when it has none. */
export type DictionaryLookup = (lng: string, namespace: string) => DictionaryLoader | undefined;

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

/**
 * The dictionaries of an SPA's `import.meta.glob` of its locales folder (whatever folder prefix it
 * used), then the kit's own namespaces (its components' texts), each file its own small chunk.
 */
export function globDictionaries(loaders: DictionaryLoaders): DictionaryLookup {
  const index = new Map<string, DictionaryLoader>();
  for (const [path, load] of Object.entries(loaders)) {
    const match = /([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match) index.set(`${match[1]}/${match[2]}`, load);
  }
  return (lng, namespace) => index.get(`${lng}/${namespace}`) ?? kitLocaleLoader(lng, namespace);
}

/**
 * An i18next backend over an SPA's dictionary files.
 *
 * A language without a namespace's file reads EN's file in its place. Answering with an empty
 * dictionary instead would let i18next count the namespace as loaded (hasLoadedNamespace trusts any
 * bundle of the current language) while EN's file is still on its way: a screen rendering in that
 * moment shows raw keys ("tile.hot", drawn "TILE.HOT" by its CSS) and nothing re-renders it after.
 */
export function dictionaryBackend(dictionaries: DictionaryLookup): BackendModule {
  return {
    type: "backend",
    init: () => {},
    read(lng, namespace, callback) {
      const load = dictionaries(lng, namespace) ?? dictionaries(FALLBACK_LNG, namespace);
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

export interface I18nOptions<L extends Language> {
  /** Where each language's namespace file comes from (`globDictionaries`, or the SPA's own table). */
  dictionaries: DictionaryLookup;
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

/** The setup of an SPA whose dictionaries are its `import.meta.glob` of its locales folder. */
export interface I18nSetup<L extends Language> extends Omit<I18nOptions<L>, "dictionaries"> {
  /** The SPA's `import.meta.glob` of its locales folder, lazy. */
  loaders: DictionaryLoaders;
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

/** The SPA's i18n over its `import.meta.glob` dictionaries and the kit's own. */
export function createSpaI18n<L extends Language>(setup: I18nSetup<L>): SpaI18n<L> {
  const { loaders, ...options } = setup;
  return createI18n({ ...options, dictionaries: globDictionaries(loaders) });
}

/**
 * The SPA's i18n over any dictionary lookup: a build that serves its dictionaries from a compact
 * table (the player site's, issue #10) never bundles the glob's loader map nor the kit's.
 */
export function createI18n<L extends Language>(setup: I18nOptions<L>): SpaI18n<L> {
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
        .use(dictionaryBackend(setup.dictionaries))
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
