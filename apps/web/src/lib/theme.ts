import { create } from "zustand";
import { readItem, writeItem } from "./storage";

export type Theme = "dark" | "light";
const THEME_KEY = "lotus.theme";

function storedTheme(): Theme | undefined {
  const value = readItem("local", THEME_KEY);
  return value === "dark" || value === "light" ? value : undefined;
}

/** Themes switch CSS variables only (DESIGN §7): the whole switch is this attribute. */
function applyTheme(theme: Theme): void {
  globalThis.document?.documentElement.setAttribute("data-theme", theme);
}

interface ThemeState {
  theme: Theme;
  /** True once the visitor picked a theme; the brand default no longer applies. */
  chosen: boolean;
  setTheme: (theme: Theme) => void;
  applyBrandDefault: (theme: Theme) => void;
}

export const useTheme = create<ThemeState>((set, get) => {
  const stored = storedTheme();
  applyTheme(stored ?? "dark");
  return {
    theme: stored ?? "dark",
    chosen: stored !== undefined,
    setTheme: (theme) => {
      writeItem("local", THEME_KEY, theme);
      applyTheme(theme);
      set({ theme, chosen: true });
    },
    applyBrandDefault: (theme) => {
      if (get().chosen) return;
      applyTheme(theme);
      set({ theme });
    },
  };
});
