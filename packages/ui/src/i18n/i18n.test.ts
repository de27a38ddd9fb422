import { LANGUAGES } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { createSpaI18n, type DictionaryLoaders, fallbackFor } from "./i18n";

const DICTIONARIES: Record<string, Record<string, unknown>> = {
  "en/common": { hello: "Hello", tile: { hot: "Hot" } },
  "en/wallet": { deposit: "Deposit" },
  "vi/common": { hello: "Xin chào", tile: { hot: "Nổi bật" } },
  "vi/wallet": { deposit: "Nạp tiền" },
  // A third language translated only in part: no tile texts, no wallet file at all.
  "fr/common": { hello: "Bonjour" },
};

/**
 * Loaders shaped like an SPA's import.meta.glob, recording which files were fetched; like the
 * browser's module cache, a file is fetched once. `delay` holds a file back until released.
 */
function loaders(delay: Record<string, Promise<void>> = {}) {
  const fetched: string[] = [];
  const entries = Object.entries(DICTIONARIES).map(([file, dictionary]) => {
    let module: Promise<{ default: Record<string, unknown> }> | undefined;
    const load = () => {
      module ??= (async () => {
        fetched.push(file);
        await delay[file];
        return { default: dictionary };
      })();
      return module;
    };
    return [`../locales/${file}.json`, load];
  });
  return { fetched, loaders: Object.fromEntries(entries) as DictionaryLoaders };
}

function setup(delay: Record<string, Promise<void>> = {}) {
  const files = loaders(delay);
  const spa = createSpaI18n({
    loaders: files.loaders,
    languages: LANGUAGES,
    complete: ["EN", "VI"],
    startupNamespaces: ["common"],
    suspense: true,
    storageKey: "test.language",
  });
  return { spa, fetched: files.fetched };
}

describe("createSpaI18n", () => {
  it("fetches only the visitor's language and only the startup namespaces for the first screen", async () => {
    const { spa, fetched } = setup();
    await spa.init("VI");
    expect(fetched).toEqual(["vi/common"]);
    expect(spa.i18n.t("hello")).toBe("Xin chào");
    expect(spa.currentLanguage()).toBe("VI");
  });

  it("fetches a feature namespace when the feature asks for it, still in one language", async () => {
    const { spa, fetched } = setup();
    await spa.init("VI");
    await spa.i18n.loadNamespaces("wallet");
    expect(spa.i18n.t("deposit", { ns: "wallet" })).toBe("Nạp tiền");
    expect(fetched.sort()).toEqual(["vi/common", "vi/wallet"]);
  });

  it("shows EN texts, never raw keys, for what a third language has not translated", async () => {
    const { spa, fetched } = setup();
    await spa.init("FR");
    await spa.i18n.loadNamespaces("wallet");
    expect(spa.i18n.t("hello")).toBe("Bonjour");
    expect(spa.i18n.t("tile.hot")).toBe("Hot");
    expect(spa.i18n.t("deposit", { ns: "wallet" })).toBe("Deposit");
    expect(fetched.sort()).toEqual(["en/common", "en/wallet", "fr/common"]);
    expect(spa.currentLanguage()).toBe("FR");
  });

  it("counts a namespace a third language lacks as loaded only once EN's texts are in", async () => {
    let release = () => {};
    const { spa } = setup({ "en/wallet": new Promise<void>((resolve) => (release = resolve)) });
    await spa.init("FR");
    const loading = spa.i18n.loadNamespaces("wallet");
    // What a screen rendering in the meantime sees (react-i18next asks hasLoadedNamespace).
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(spa.i18n.hasLoadedNamespace("wallet")).toBe(false);
    release();
    await loading;
    expect(spa.i18n.hasLoadedNamespace("wallet")).toBe(true);
    expect(spa.i18n.t("deposit", { ns: "wallet" })).toBe("Deposit");
  });

  it("switches language with every namespace in use loaded first", async () => {
    const { spa, fetched } = setup();
    await spa.init("EN");
    await spa.i18n.loadNamespaces("wallet");
    await spa.changeLanguage("VI");
    expect(spa.i18n.t("deposit", { ns: "wallet" })).toBe("Nạp tiền");
    expect(spa.i18n.t("tile.hot")).toBe("Nổi bật");
    expect(fetched.sort()).toEqual(["en/common", "en/wallet", "vi/common", "vi/wallet"]);
  });

  it("reads an unknown or missing language as EN", () => {
    const { spa } = setup();
    expect(spa.currentLanguage()).toBe("EN");
    expect(spa.storedLanguage()).toBeUndefined();
    expect(spa.initialLanguage()).toBe(globalThis.navigator?.language?.startsWith("vi") ? "VI" : "EN");
  });

  it("refuses a setup that does not offer EN, the fallback", () => {
    expect(() =>
      createSpaI18n({
        loaders: {},
        languages: ["VI"],
        complete: ["VI"],
        startupNamespaces: [],
        suspense: false,
        storageKey: "k",
      }),
    ).toThrow(/EN must be offered/);
  });
});

describe("fallbackFor", () => {
  it("gives complete languages no fallback and every other language EN", () => {
    const fallback = fallbackFor(["EN", "VI"]);
    expect(fallback("vi")).toEqual([]);
    expect(fallback("en")).toEqual([]);
    expect(fallback("ar")).toEqual(["en"]);
    expect(fallback("fil")).toEqual(["en"]);
  });
});
