import { readItem, writeItem } from "./storage.ts";

/** Both SPAs draw a light and a dark theme from the same tokens; each keeps its own default and key. */
export type Theme = "dark" | "light";

export function isTheme(value: unknown): value is Theme {
  return value === "dark" || value === "light";
}

/** The theme the user picked earlier, if any. */
export function storedTheme(storageKey: string): Theme | undefined {
  const value = readItem("local", storageKey);
  return isTheme(value) ? value : undefined;
}

export function storeTheme(storageKey: string, theme: Theme): void {
  writeItem("local", storageKey, theme);
}

/** Themes switch CSS variables only (DESIGN §7): the whole switch is the data-theme attribute. */
export function applyTheme(theme: Theme): void {
  globalThis.document?.documentElement.setAttribute("data-theme", theme);
}
