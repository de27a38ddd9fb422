import { applyTheme, storedTheme, storeTheme, type Theme } from "@lotus/ui/browser/theme";
import { create } from "zustand";

export type { Theme };

/** The site starts dark unless the visitor or the brand chose otherwise. */
const THEME_KEY = "lotus.theme";

interface ThemeState {
  theme: Theme;
  /** True once the visitor picked a theme; the brand default no longer applies. */
  chosen: boolean;
  setTheme: (theme: Theme) => void;
  applyBrandDefault: (theme: Theme) => void;
}

export const useTheme = create<ThemeState>((set, get) => {
  const stored = storedTheme(THEME_KEY);
  applyTheme(stored ?? "dark");
  return {
    theme: stored ?? "dark",
    chosen: stored !== undefined,
    setTheme: (theme) => {
      storeTheme(THEME_KEY, theme);
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
