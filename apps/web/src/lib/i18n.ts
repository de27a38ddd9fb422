import { LANGUAGES, type Language } from "@lotus/contracts";
import { createI18n, fromLng, globDictionaries } from "@lotus/ui/i18n/i18n";
import { type DictionaryTable, tableDictionaries } from "./dictionary-files";

/** The production build's table of dictionary files (`siteDictionaries` in vite-dictionaries.ts). */
declare const __SITE_DICTIONARIES__: DictionaryTable;

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
  "play",
  "lottery",
  "live",
  "mall",
  "missions",
  "agent",
  "contracts",
  "vip",
  "rewards",
  "support",
  "inbox",
  "chat",
  "profile",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The site offers every language of SPEC §1; EN and VI are complete, the others fall back to EN.
 * Only the visitor's language is fetched, one file per namespace: the first screen waits for
 * common, shell and site, the rest arrive with the feature that uses them (app/lazy.tsx). A
 * production build imports the files by address from the build's table (issue #10: a loader per
 * language and namespace was 59 KB of the first screen); the dev server and tests use the glob.
 */
export const siteI18n = createI18n({
  dictionaries: import.meta.env.PROD
    ? tableDictionaries(
        __SITE_DICTIONARIES__,
        import.meta.env.BASE_URL,
        (url) => import(/* @vite-ignore */ url),
      )
    : globDictionaries(import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json")),
  languages: LANGUAGES,
  complete: ["EN", "VI"],
  startupNamespaces: ["common", "shell", "site"] satisfies Namespace[],
  suspense: true,
  storageKey: "lotus.language",
});

export const i18n = siteI18n.i18n;

/** The first screen's language, from the moment it is chosen (before its dictionaries arrive). */
let startLanguage: Language | undefined;
let chooseStartLanguage: (language: Language) => void = () => undefined;
const startLanguageChosen = new Promise<Language>((resolve) => {
  chooseStartLanguage = resolve;
});

/** Starts i18n in the first screen's language; resolves once its start-up dictionaries are in. */
export function initI18n(language: Language): Promise<void> {
  startLanguage = language;
  chooseStartLanguage(language);
  return siteI18n.init(language);
}

/**
 * The first screen's language as soon as it is chosen: a route's first calls go out while the
 * dictionaries load, not after them (issue #10, LCP).
 */
export function languageChosen(): Promise<Language> {
  return startLanguageChosen;
}

/** The language of the API's Language header: i18next's, or the start language until it has one. */
export function currentLanguage(): Language {
  return i18n.language || !startLanguage ? siteI18n.currentLanguage() : startLanguage;
}

/** The first screen's language, once i18next has started in it (no route renders before that). */
export function languageReady(): Promise<Language> {
  if (i18n.isInitialized) return Promise.resolve(fromLng(i18n.language));
  return new Promise((resolve) => {
    const ready = () => {
      i18n.off("initialized", ready);
      resolve(fromLng(i18n.language));
    };
    i18n.on("initialized", ready);
  });
}

/**
 * A route's or modal's namespaces in the visitor's language. Asked for before i18next has started
 * (the router resolves the first route while the brand settings load), i18next would drop the
 * request and the page would suspend on its first render, and React then holds the page back for
 * its 300 ms fallback throttle: the home's banner painted that much later (issue #10, LCP).
 */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  if (namespaces.length === 0) return;
  await languageReady();
  await i18n.loadNamespaces([...namespaces]);
}
