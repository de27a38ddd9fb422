import { applyTheme, storedTheme, storeTheme, type Theme } from "@lotus/ui/browser/theme";
import { create } from "zustand";

export type { Theme };

/** The console starts light unless the operator switched. */
const THEME_KEY = "lotus.backoffice.theme";

function initialTheme(): Theme {
  return storedTheme(THEME_KEY) ?? "light";
}

interface ThemeState {
  theme: Theme;
  toggle: () => void;
}

export const useTheme = create<ThemeState>((set, get) => {
  const theme = initialTheme();
  applyTheme(theme);
  return {
    theme,
    toggle: () => {
      const next: Theme = get().theme === "dark" ? "light" : "dark";
      storeTheme(THEME_KEY, next);
      applyTheme(next);
      set({ theme: next });
    },
  };
});
