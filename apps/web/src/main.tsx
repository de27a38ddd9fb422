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
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App, firstRouteLoaded } from "./app/App";
import { Providers } from "./app/providers";
import { initI18n } from "./lib/i18n";
import { initialLanguage, storedLanguage } from "./lib/language";
import { settingsQuery, statusQuery } from "./lib/queries";
import { queryClient } from "./lib/query-client";
import { seedForLanguage, seedSettings } from "./lib/site-boot";

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

/** The longest the first render waits for the first page's data before drawing its placeholders. */
const FIRST_PAGE_WAIT_MS = 2500;

/**
 * Translations for the first screen are loaded before the first render, so no text flashes; the
 * site's start-up status and the first page's data are awaited too (up to FIRST_PAGE_WAIT_MS), so
 * the page renders once, whole, in a render that yields to the browser.
 */
async function prepareFirstScreen(): Promise<void> {
  seedSettings();
  const language = await startLanguage();
  seedForLanguage(language);
  const status = queryClient.prefetchQuery(statusQuery(window.location.host, language));
  await initI18n(language);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patience = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FIRST_PAGE_WAIT_MS);
  });
  await Promise.race([Promise.all([status, firstRouteLoaded()]), patience]);
  clearTimeout(timer);
}

prepareFirstScreen().then(
  () => {
    const root = createRoot(container);
    // A transition renders in slices that yield to the browser, so the first screen's render is
    // not one long task that blocks input (a phone's main thread is the site's scarcest resource).
    startTransition(() => {
      root.render(
        <StrictMode>
          <Providers>
            <App />
          </Providers>
        </StrictMode>,
      );
    });
  },
  (error: unknown) => {
    console.error("translations failed to load", error);
    container.textContent = "Network link is abnormal, please try again";
  },
);
