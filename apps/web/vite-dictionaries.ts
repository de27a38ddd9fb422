import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { type DictionaryTable, dictionaryFileName, STARTUP_GROUP } from "./src/lib/dictionary-files";

/**
 * The site's dictionaries in a production build (issue #10, docs/adr/0011): one small script module
 * per language and namespace under res/js, the first screen's namespaces in one start-up file per
 * language, and a table of them (`DictionaryTable`) the site receives as `__SITE_DICTIONARIES__`.
 * A group's hash covers its files in every language: a release that edits a namespace (every
 * language at once, as `npm run i18n:check` demands) renames that namespace's files only.
 */
export interface DictionaryOptions {
  /** Locale folders (`<folder>/<lng>/<namespace>.json`): the site's, then the kit's. */
  folders: readonly string[];
  /** The namespaces of each language's start-up file. */
  startup: readonly string[];
}

type Dictionary = Record<string, unknown>;

/** i18next's name of a namespace file: `ui-primitives.json` is the kit's `uiPrimitives`. */
const namespaceOf = (file: string) =>
  file.replace(/\.json$/, "").replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

const subfolders = (folder: string) =>
  readdirSync(folder).filter((entry) => statSync(join(folder, entry)).isDirectory());

/** Every language's dictionaries by namespace, read from all folders. */
function readDictionaries(folders: readonly string[]): Map<string, Map<string, Dictionary>> {
  const languages = new Map<string, Map<string, Dictionary>>();
  for (const folder of folders) {
    for (const lng of subfolders(folder)) {
      const namespaces = languages.get(lng) ?? new Map<string, Dictionary>();
      languages.set(lng, namespaces);
      for (const file of readdirSync(join(folder, lng)).filter((name) => name.endsWith(".json"))) {
        const namespace = namespaceOf(file);
        if (namespaces.has(namespace)) throw new Error(`two dictionaries for ${lng}/${namespace}`);
        namespaces.set(namespace, JSON.parse(readFileSync(join(folder, lng, file), "utf8")) as Dictionary);
      }
    }
  }
  return languages;
}

/** A dictionary as a script module; JSON.parse reads a large literal faster than an object literal. */
const moduleSource = (value: unknown) =>
  `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;

const hashOf = (sources: readonly string[]) =>
  createHash("sha256").update(sources.join("\0")).digest("base64url").slice(0, 8);

/** The table and the files (name → source) of a build. */
export function buildDictionaryFiles(options: DictionaryOptions): {
  table: DictionaryTable;
  files: Map<string, string>;
} {
  const dictionaries = readDictionaries(options.folders);
  const languages = [...dictionaries.keys()].sort();
  const startup = new Set(options.startup);
  const namespaces = [
    ...new Set([...dictionaries.values()].flatMap((byNamespace) => [...byNamespace.keys()])),
  ];
  const missing = languages.flatMap((lng) =>
    namespaces
      .filter((namespace) => !dictionaries.get(lng)?.has(namespace))
      .map((namespace) => `${lng}/${namespace}`),
  );
  // Each group's file per language: the start-up namespaces together, every other namespace alone.
  const groups = new Map<string, Map<string, string>>();
  const addFile = (group: string, lng: string, value: unknown) => {
    const byLanguage = groups.get(group) ?? new Map<string, string>();
    groups.set(group, byLanguage.set(lng, moduleSource(value)));
  };
  for (const lng of languages) {
    const byNamespace = dictionaries.get(lng) ?? new Map<string, Dictionary>();
    const opening = [...byNamespace].filter(([namespace]) => startup.has(namespace));
    if (opening.length > 0) addFile(STARTUP_GROUP, lng, Object.fromEntries(opening));
    for (const [namespace, dictionary] of byNamespace)
      if (!startup.has(namespace)) addFile(namespace, lng, dictionary);
  }
  const hashes: Record<string, string> = {};
  const files = new Map<string, string>();
  for (const [group, byLanguage] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const hash = hashOf([...byLanguage].map(([lng, source]) => `${lng}\0${source}`));
    hashes[group] = hash;
    for (const [lng, source] of byLanguage) files.set(dictionaryFileName(group, lng, hash), source);
  }
  return { table: { languages, startup: [...options.startup], hashes, missing }, files };
}

/** The Vite plugin (build only; the dev server and unit tests read the locale folders by glob). */
export function siteDictionaries(options: DictionaryOptions): Plugin {
  let files = new Map<string, string>();
  return {
    name: "lotus-site-dictionaries",
    apply: "build",
    config() {
      const built = buildDictionaryFiles(options);
      files = built.files;
      return { define: { __SITE_DICTIONARIES__: JSON.stringify(built.table) } };
    },
    generateBundle() {
      for (const [fileName, source] of files) this.emitFile({ type: "asset", fileName, source });
    },
  };
}
