import { describe, expect, it } from "vitest";
import { kitLocaleLoader, UI_PRIMITIVES_LANGUAGES, UI_PRIMITIVES_NS } from "./ui-primitives-locales";

describe("kit texts", () => {
  it("loads the kit namespace in Vietnamese", async () => {
    const load = kitLocaleLoader("vi", UI_PRIMITIVES_NS);
    expect((await load?.())?.default.copied).toBe("Đã sao chép");
  });

  it("leaves the apps' own namespaces to them", () => {
    expect(kitLocaleLoader("en", "common")).toBeUndefined();
  });

  it("has every language with the same keys as EN", async () => {
    const english = Object.keys((await kitLocaleLoader("en", UI_PRIMITIVES_NS)?.())?.default ?? {}).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const lng of UI_PRIMITIVES_LANGUAGES) {
      const texts = (await kitLocaleLoader(lng, UI_PRIMITIVES_NS)?.())?.default ?? {};
      expect(Object.keys(texts).sort(), lng).toEqual(english);
      for (const text of Object.values(texts)) expect(text.trim(), lng).not.toBe("");
    }
  });
});
