import { create } from "zustand";
import { readItem, writeItem } from "./storage";

export type Theme = "light" | "dark";
const THEME_KEY = "lotus.backoffice.theme";

/** Themes switch the CSS variables only: the whole switch is the data-theme attribute. */
function applyTheme(theme: Theme): void {
  globalThis.document?.documentElement.setAttribute("data-theme", theme);
}

function initialTheme(): Theme {
  return readItem("local", THEME_KEY) === "dark" ? "dark" : "light";
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
      writeItem("local", THEME_KEY, next);
      applyTheme(next);
      set({ theme: next });
    },
  };
});
