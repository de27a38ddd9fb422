// Global styles first: later component styles (and lazy chunks) must come after them in the cascade.
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/ui.css";
import "./features/shell/components/shell.css";
import "./features/site/components/site.css";
import "./lib/theme";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { Providers } from "./app/providers";
import { initI18n } from "./lib/i18n";
import { initialLanguage } from "./lib/language";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

// Translations for the first screen are loaded before the first render, so no text flashes.
initI18n(initialLanguage()).then(
  () => {
    createRoot(container).render(
      <StrictMode>
        <Providers>
          <App />
        </Providers>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error("translations failed to load", error);
    container.textContent = "Network link is abnormal, please try again";
  },
);
