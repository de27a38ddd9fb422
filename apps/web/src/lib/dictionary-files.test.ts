import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildDictionaryFiles } from "../../vite-dictionaries";
import { tableDictionaries } from "./dictionary-files";

/** Two locale folders as the build reads them: the site's and the kit's. */
const root = mkdtempSync(join(tmpdir(), "dictionaries-"));
const FILES: Record<string, unknown> = {
  "site/en/common.json": { hello: "Hello" },
  "site/en/games.json": { tile: { hot: "Hot" } },
  "site/en/wallet.json": { deposit: "Deposit" },
  "site/vi/common.json": { hello: "Xin chào" },
  "site/vi/games.json": { tile: { hot: "Nổi bật" } },
  "site/vi/wallet.json": { deposit: "Nạp tiền" },
  // A language without the games texts nor a wallet file.
  "site/fr/common.json": { hello: "Bonjour" },
  "kit/en/ui-primitives.json": { close: "Close" },
  "kit/vi/ui-primitives.json": { close: "Đóng" },
  "kit/fr/ui-primitives.json": { close: "Fermer" },
};
for (const [path, dictionary] of Object.entries(FILES)) {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), JSON.stringify(dictionary, null, 2));
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const options = {
  folders: [join(root, "site"), join(root, "kit")],
  startup: ["common", "games", "uiPrimitives"],
};

/** The built site: each file imported by address, as the browser would, counting the imports. */
function builtSite() {
  const { table, files } = buildDictionaryFiles(options);
  const imported: string[] = [];
  const dictionaries = tableDictionaries(table, "/", async (url) => {
    imported.push(url);
    const source = files.get(url.slice(1));
    if (!source) throw new Error(`404 ${url}`);
    return import(`data:text/javascript,${encodeURIComponent(source)}`);
  });
  return { table, files, dictionaries, imported };
}

describe("the site's dictionary files", () => {
  it("writes one start-up file per language and one file per language and other namespace", () => {
    const { table, files } = builtSite();
    expect(table.languages).toEqual(["en", "fr", "vi"]);
    expect(table.missing).toEqual(["fr/games", "fr/wallet"]);
    expect(Object.keys(table.hashes).sort()).toEqual(["startup", "wallet"]);
    expect([...files.keys()].sort()).toEqual([
      `res/js/startup-en-${table.hashes.startup}.js`,
      `res/js/startup-fr-${table.hashes.startup}.js`,
      `res/js/startup-vi-${table.hashes.startup}.js`,
      `res/js/wallet-en-${table.hashes.wallet}.js`,
      `res/js/wallet-vi-${table.hashes.wallet}.js`,
    ]);
  });

  it("reads a start-up namespace from its language's start-up file, the kit's texts among them", async () => {
    const { table, dictionaries, imported } = builtSite();
    expect((await dictionaries("vi", "common")?.())?.default).toEqual({ hello: "Xin chào" });
    expect((await dictionaries("vi", "uiPrimitives")?.())?.default).toEqual({ close: "Đóng" });
    expect((await dictionaries("vi", "wallet")?.())?.default).toEqual({ deposit: "Nạp tiền" });
    expect(imported).toEqual([
      `/res/js/startup-vi-${table.hashes.startup}.js`,
      `/res/js/startup-vi-${table.hashes.startup}.js`,
      `/res/js/wallet-vi-${table.hashes.wallet}.js`,
    ]);
  });

  it("has no loader for what a language lacks (i18next then reads EN's), nor for unknown names", () => {
    const { dictionaries } = builtSite();
    expect(dictionaries("fr", "common")).toBeDefined();
    expect(dictionaries("fr", "games")).toBeUndefined();
    expect(dictionaries("fr", "wallet")).toBeUndefined();
    expect(dictionaries("xx", "common")).toBeUndefined();
    expect(dictionaries("en", "nothing")).toBeUndefined();
  });

  it("renames a namespace's files when its texts change, and only that namespace's", () => {
    const before = buildDictionaryFiles(options).table.hashes;
    writeFileSync(join(root, "site/fr/common.json"), JSON.stringify({ hello: "Salut" }));
    const after = buildDictionaryFiles(options).table.hashes;
    expect(after.startup).not.toBe(before.startup);
    expect(after.wallet).toBe(before.wallet);
  });
});
