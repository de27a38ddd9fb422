/**
 * `npm run i18n:check`: keeps the player site's translations in step (DESIGN §7).
 *
 * - EN and VI (the working languages) must have the same namespace files with exactly the same
 *   keys; any missing or extra key fails.
 * - Any other language may be partial: a namespace without a file falls back to EN and is only
 *   listed, but every namespace file it has must hold exactly EN's keys of that namespace (a missing
 *   or extra key fails), and a namespace file EN does not have fails.
 * - Every translated text must keep the {{placeholders}} of its EN text, and every leaf must be a string.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every SPA's translations follow the same rules. */
const SITES = [
  { name: "site", locales: new URL("../apps/web/src/locales/", import.meta.url).pathname },
  { name: "back office", locales: new URL("../apps/backoffice/src/locales/", import.meta.url).pathname },
  { name: "UI kit", locales: new URL("../packages/ui/src/locales/", import.meta.url).pathname },
];
const BASE = "en";
const COMPLETE = ["en", "vi"];

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

function checkSite(site: string, localesDir: string): number {
  if (!existsSync(localesDir)) {
    console.error(`i18n: no locales folder at ${localesDir}`);
    return 1;
  }
  const languages = readdirSync(localesDir)
    .filter((name) => statSync(join(localesDir, name)).isDirectory())
    .sort();
  const failures: string[] = [];
  const notes: string[] = [];
  for (const required of COMPLETE) {
    if (!languages.includes(required)) failures.push(`${required}: the language folder is missing`);
  }
  if (!languages.includes(BASE)) {
    for (const line of failures) console.error(`✗ ${line}`);
    return 1;
  }
  const base = readNamespaces(localesDir, BASE);

  for (const language of languages) {
    const complete = COMPLETE.includes(language);
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
        if (complete) failures.push(`${file}: file is missing`);
        else notes.push(`${file}: not translated yet (falls back to ${BASE})`);
        continue;
      }
      const missing = [...expected.keys()].filter((key) => !actual.has(key));
      const extra = [...actual.keys()].filter((key) => !expected.has(key));
      if (missing.length > 0)
        failures.push(`${file}: missing ${missing.length} key(s): ${missing.join(", ")}`);
      if (extra.length > 0)
        failures.push(`${file}: ${extra.length} key(s) ${BASE} lacks: ${extra.join(", ")}`);
      for (const [key, text] of actual) {
        const source = expected.get(key);
        if (source !== undefined && placeholders(source) !== placeholders(text)) {
          failures.push(
            `${file}: ${key} has placeholders {${placeholders(text)}}, ${BASE} has {${placeholders(source)}}`,
          );
        }
      }
    }
  }

  if (notes.length > 0)
    console.info(`• ${site}: ${notes.length} namespace file(s) fall back to ${BASE} (not translated yet)`);
  for (const failure of failures) console.error(`✗ ${site}: ${failure}`);
  if (failures.length > 0) {
    console.error(`i18n: ${site}: ${failures.length} problem(s) in ${languages.join(", ")}`);
    return 1;
  }
  const keyCount = [...base.values()].reduce((sum, namespace) => sum + namespace.keys.size, 0);
  console.info(`i18n: ${site}: ${languages.join(", ")} in step (${base.size} namespaces, ${keyCount} keys)`);
  return 0;
}

process.exitCode = SITES.map((site) => checkSite(site.name, site.locales)).some((code) => code !== 0) ? 1 : 0;
