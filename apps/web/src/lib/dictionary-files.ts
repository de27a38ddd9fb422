import type { DictionaryLoader, DictionaryLookup } from "@lotus/ui/i18n/i18n";

/**
 * The site's dictionary files in a production build (issue #10, docs/adr/0011): the build writes
 * each language's namespaces as small script modules under res/js (`siteDictionaries`, beside the
 * Vite config), the first screen's namespaces together in one start-up file per language, and hands
 * the site this table. Each file's address is built from it, so the first screen carries a few
 * hundred bytes instead of a loader per language and namespace (the glob's map was 59 KB).
 */
export interface DictionaryTable {
  /** The languages with dictionary files (i18next names: en, vi, fil, …). */
  readonly languages: readonly string[];
  /** The namespaces every language's start-up file holds. */
  readonly startup: readonly string[];
  /** Each file group (`startup` or a namespace) and the hash of its files in every language. */
  readonly hashes: Readonly<Record<string, string>>;
  /** "lng/namespace" texts a language lacks: it reads EN's file in their place. */
  readonly missing: readonly string[];
}

/** The group of the first screen's namespaces; the e2e journeys hold `startup-en-*.js` back. */
export const STARTUP_GROUP = "startup";

/** Where a group's file of one language lies in the build, relative to the site's base. */
export function dictionaryFileName(group: string, lng: string, hash: string): string {
  return `res/js/${group}-${lng}-${hash}.js`;
}

type ModuleLoader = (url: string) => Promise<{ default: Record<string, unknown> }>;

/**
 * The dictionary lookup of a built site: a namespace's loader imports its language's file (a
 * start-up namespace, its language's start-up file, fetched once for all of them and picked from).
 */
export function tableDictionaries(
  table: DictionaryTable,
  base: string,
  load: ModuleLoader,
): DictionaryLookup {
  const languages = new Set(table.languages);
  const startup = new Set(table.startup);
  const missing = new Set(table.missing);
  return (lng, namespace): DictionaryLoader | undefined => {
    const group = startup.has(namespace) ? STARTUP_GROUP : namespace;
    const hash = table.hashes[group];
    if (!hash || !languages.has(lng) || missing.has(`${lng}/${namespace}`)) return undefined;
    const url = `${base}${dictionaryFileName(group, lng, hash)}`;
    if (group !== STARTUP_GROUP) return () => load(url);
    return () => load(url).then((module) => ({ default: pick(module.default, namespace) }));
  };
}

function pick(bundle: Record<string, unknown>, namespace: string): Record<string, unknown> {
  const dictionary = bundle[namespace];
  return dictionary && typeof dictionary === "object" ? (dictionary as Record<string, unknown>) : {};
}
