import { afterEach, describe, expect, it, vi } from "vitest";
import { isTheme, storedTheme, storeTheme } from "./theme";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("stored theme", () => {
  it("keeps the user's pick under the app's own key and ignores anything else stored", () => {
    vi.stubGlobal("localStorage", memoryStorage());
    expect(storedTheme("site.theme")).toBeUndefined();
    storeTheme("site.theme", "light");
    expect(storedTheme("site.theme")).toBe("light");
    expect(storedTheme("console.theme")).toBeUndefined();
    localStorage.setItem("console.theme", "purple");
    expect(storedTheme("console.theme")).toBeUndefined();
  });

  it("reads as nothing stored when storage is unavailable", () => {
    vi.stubGlobal("localStorage", undefined);
    expect(storedTheme("site.theme")).toBeUndefined();
    expect(() => storeTheme("site.theme", "dark")).not.toThrow();
  });

  it("recognises only the two themes", () => {
    expect(isTheme("dark")).toBe(true);
    expect(isTheme("light")).toBe(true);
    expect(isTheme("Dark")).toBe(false);
  });
});
