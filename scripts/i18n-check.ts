/**
 * `npm run i18n:check`: keeps the player site's translations in step (DESIGN §7).
 *
 * - Every language folder (EN and VI hand-checked, the others may be machine-made) must have EN's
 *   namespace files with exactly EN's keys: a missing file, a missing key or an extra key fails. The
 *   player site must have a folder for every language it offers (`LANGUAGES`).
 * - A language may add the plural forms i18next asks of it (`_zero`, `_two`, `_few`, `_many`) beside
 *   a key EN has as `_one`/`_other`; they keep the placeholders of EN's `_other`.
 * - Every translated text must keep the {{placeholders}} and the <tags> of its EN text (the site fills
 *   tags with links and emphasis), and every leaf must be a string.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES } from "../packages/contracts/src/languages";

/** Every SPA's translations follow the same rules; the site offers every language, the back office EN and VI. */
const OFFERED = LANGUAGES.map((code) => code.toLowerCase());
const SITES = [
  { name: "site", locales: new URL("../apps/web/src/locales/", import.meta.url).pathname, required: OFFERED },
  {
    name: "back office",
    locales: new URL("../apps/backoffice/src/locales/", import.meta.url).pathname,
    required: ["en", "vi"],
  },
  {
    name: "UI kit",
    locales: new URL("../packages/ui/src/locales/", import.meta.url).pathname,
    required: OFFERED,
  },
];
const BASE = "en";
const EXTRA_PLURALS = ["zero", "two", "few", "many"];

type Flat = Map<string, string>;

function flatten(value: unknown, prefix: string, into: Flat, problems: string[]): Flat {
  if (typeof value === "string") {
    into.set(prefix, value);
  } else if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, into, problems);
  } else {
    problems.push(`${prefix || "(root)"} is not a string`);
  }
  return into;
}

function placeholders(text: string): string {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join(",");
}

/** The <tag>/</tag> and <0/> markers Trans components fill, in any order. */
function tags(text: string): string {
  return [...text.matchAll(/<\/?([A-Za-z0-9]+)\s*\/?>/g)]
    .map((match) => match[0].replace(/\s+/g, ""))
    .sort()
    .join("");
}

/** `key_few` → the EN key it stands beside (`key_other`), when the suffix is a plural form. */
function pluralSource(key: string, expected: Flat): string | undefined {
  const match = /^(.*)_([a-z]+)$/.exec(key);
  if (!match || !EXTRA_PLURALS.includes(match[2] ?? "")) return undefined;
  const other = `${match[1]}_other`;
  return expected.has(other) ? other : undefined;
}

function readNamespaces(
  localesDir: string,
  language: string,
): Map<string, { keys: Flat; problems: string[] }> {
  const dir = join(localesDir, language);
  const result = new Map<string, { keys: Flat; problems: string[] }>();
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()) {
    const problems: string[] = [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(join(dir, file), "utf8"));
    } catch (error) {
      problems.push(`is not valid JSON (${(error as Error).message})`);
    }
    result.set(file.replace(/\.json$/, ""), {
      keys: flatten(parsed ?? {}, "", new Map(), problems),
      problems,
    });
  }
  return result;
}

function checkSite(site: string, localesDir: string, required: readonly string[]): number {
  if (!existsSync(localesDir)) {
    console.error(`i18n: no locales folder at ${localesDir}`);
    return 1;
  }
  const languages = readdirSync(localesDir)
    .filter((name) => statSync(join(localesDir, name)).isDirectory())
    .sort();
  const failures: string[] = [];
  for (const language of required) {
    if (!languages.includes(language)) failures.push(`${language}: the language folder is missing`);
  }
  if (!languages.includes(BASE)) {
    for (const line of failures) console.error(`✗ ${line}`);
    return 1;
  }
  const base = readNamespaces(localesDir, BASE);

  for (const language of languages) {
    const namespaces = readNamespaces(localesDir, language);
    for (const [namespace, { problems }] of namespaces) {
      for (const problem of problems) failures.push(`${language}/${namespace}.json: ${problem}`);
    }
    if (language === BASE) continue;

    const names = new Set([...base.keys(), ...namespaces.keys()]);
    for (const namespace of [...names].sort()) {
      const expected = base.get(namespace)?.keys;
      const actual = namespaces.get(namespace)?.keys;
      const file = `${language}/${namespace}.json`;
      if (!expected) {
        failures.push(`${file}: namespace does not exist in ${BASE}`);
        continue;
      }
      if (!actual) {
        failures.push(`${file}: file is missing`);
        continue;
      }
      const missing = [...expected.keys()].filter((key) => !actual.has(key));
      const extra = [...actual.keys()].filter((key) => !expected.has(key) && !pluralSource(key, expected));
      if (missing.length > 0)
        failures.push(`${file}: missing ${missing.length} key(s): ${missing.join(", ")}`);
      if (extra.length > 0)
        failures.push(`${file}: ${extra.length} key(s) ${BASE} lacks: ${extra.join(", ")}`);
      for (const [key, text] of actual) {
        const source = expected.get(key) ?? expected.get(pluralSource(key, expected) ?? "");
        if (source === undefined) continue;
        if (placeholders(source) !== placeholders(text)) {
          failures.push(
            `${file}: ${key} has placeholders {${placeholders(text)}}, ${BASE} has {${placeholders(source)}}`,
          );
        }
        if (tags(source) !== tags(text))
          failures.push(
            `${file}: ${key} has tags ${tags(text) || "none"}, ${BASE} has ${tags(source) || "none"}`,
          );
      }
    }
  }

  for (const failure of failures) console.error(`✗ ${site}: ${failure}`);
  if (failures.length > 0) {
    console.error(`i18n: ${site}: ${failures.length} problem(s) in ${languages.join(", ")}`);
    return 1;
  }
  const keyCount = [...base.values()].reduce((sum, namespace) => sum + namespace.keys.size, 0);
  console.info(`i18n: ${site}: ${languages.join(", ")} in step (${base.size} namespaces, ${keyCount} keys)`);
  return 0;
}

process.exitCode = SITES.map((site) => checkSite(site.name, site.locales, site.required)).some(
  (code) => code !== 0,
)
  ? 1
  : 0;
