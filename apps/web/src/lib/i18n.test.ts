import { describe, expect, it } from "vitest";
import { currentLanguage, i18n, initI18n, languageChosen, loadNamespaces } from "./i18n";

/**
 * The router asks for the first route's namespaces while the brand settings load, before i18next
 * has started; i18next alone drops such a request, and the page then suspends on its first render
 * (issue #10: the home's banner painted 300 ms late).
 */
describe("the site's i18n start-up", () => {
  it("loads namespaces asked for before start-up once the start language is known", async () => {
    const asked = loadNamespaces(["games", "help"]);
    expect(currentLanguage()).toBe("EN");
    const started = initI18n("VI");
    // The first calls may go out at once, in the start language, while the dictionaries load.
    await expect(languageChosen()).resolves.toBe("VI");
    expect(currentLanguage()).toBe("VI");
    await Promise.all([started, asked]);
    expect(i18n.hasLoadedNamespace("games")).toBe(true);
    expect(i18n.hasLoadedNamespace("help")).toBe(true);
    expect(i18n.t("games:tile.hot")).not.toBe("tile.hot");
  });
});
