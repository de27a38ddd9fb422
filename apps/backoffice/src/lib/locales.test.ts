import { describe, expect, it } from "vitest";
import { NAMESPACES } from "./i18n";

// The kit's namespaces live in @lotus/ui; npm run i18n:check keeps them complete there.
const OWN_NAMESPACES = NAMESPACES;

const files = import.meta.glob<Record<string, unknown>>("../locales/*/*.json", {
  eager: true,
  import: "default",
});

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? "").sort();
}

function leaf(value: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

describe("console translations", () => {
  it("has a file per namespace in EN and VI, and no stray file", () => {
    const expected = ["en", "vi"]
      .flatMap((lng) => OWN_NAMESPACES.map((ns) => `../locales/${lng}/${ns}.json`))
      .sort();
    expect(Object.keys(files).sort()).toEqual(expected);
  });

  it.each(OWN_NAMESPACES)(
    "keeps EN and VI in step in %s: same keys, same placeholders, no empty text",
    (namespace) => {
      const en = files[`../locales/en/${namespace}.json`];
      const vi = files[`../locales/vi/${namespace}.json`];
      expect(keys(vi).sort()).toEqual(keys(en).sort());
      for (const key of keys(en)) {
        const english = leaf(en, key);
        const vietnamese = leaf(vi, key);
        expect(typeof english, key).toBe("string");
        expect(typeof vietnamese, key).toBe("string");
        expect(String(vietnamese).trim(), `${namespace}:${key}`).not.toBe("");
        expect(placeholders(String(vietnamese)), `${namespace}:${key}`).toEqual(
          placeholders(String(english)),
        );
      }
    },
  );
});
