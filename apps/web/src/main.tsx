// Global styles first: later component styles (and lazy chunks) must come after them in the cascade.
import "@lotus/ui/styles/tokens.css";
import "./styles/tokens.css";
import "@lotus/ui/styles/base.css";
import "@lotus/ui/primitives/primitives.css";
import "@lotus/ui/styles/states.css";
import "./styles/base.css";
import "./styles/ui.css";
// The kit's component styles after the app's base rules they build on.
import "@lotus/ui/styles/badge.css";
import "./features/shell/components/shell.css";
import "./features/site/components/site.css";
import "./lib/theme";
import type { Language } from "@lotus/contracts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { Providers } from "./app/providers";
import { initI18n } from "./lib/i18n";
import { initialLanguage, storedLanguage } from "./lib/language";
import { settingsQuery } from "./lib/queries";
import { queryClient } from "./lib/query-client";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

/**
 * The first screen's language: the visitor's stored choice, else the brand's default (SPEC §1).
 * The brand settings the first screen needs anyway are asked for at once, so a first visit fetches
 * only that language's dictionaries instead of the browser's language first and the brand's after.
 */
async function startLanguage(): Promise<Language> {
  const settings = queryClient.fetchQuery(settingsQuery());
  const stored = storedLanguage();
  if (stored) {
    // The settings gate shows the failure (with a retry) once the site renders.
    settings.catch(() => undefined);
    return stored;
  }
  return settings.then(
    (value) => value.info.whitelabel.defaultLanguage,
    () => initialLanguage(),
  );
}

// Translations for the first screen are loaded before the first render, so no text flashes.
startLanguage()
  .then(initI18n)
  .then(
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
