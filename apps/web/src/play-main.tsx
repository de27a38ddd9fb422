// The in-house game page (/play/:gameId) as its own entry: the server serves it sandboxed without
// same-origin (docs/adr/0007), so it must not need the site's settings, storage or /wps calls.
import "@lotus/ui/styles/tokens.css";
import "./styles/tokens.css";
import "@lotus/ui/styles/base.css";
import "@lotus/ui/primitives/primitives.css";
import "@lotus/ui/styles/states.css";
import "./styles/base.css";
import "./styles/ui.css";
import "./lib/theme";
import { isHouseLiveTableId, isHouseLotteryId } from "@lotus/contracts";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { playGameId, readLaunchParams } from "./features/house-play/model/launch";
import { i18n, initI18n } from "./lib/i18n";
import { initialLanguage } from "./lib/language";
import { queryClient } from "./lib/query-client";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from play.html");

// The launch link names the language; the site's stored choice is out of reach here by design.
const language = readLaunchParams(window.location.search).language ?? initialLanguage();

// A house lottery gets the lottery page, a live table the table page, any other house game the slot
// page: each in its own chunk, fetched while the translations load.
const gameId = playGameId(window.location.pathname);
const lottery = gameId !== undefined && isHouseLotteryId(gameId);
const live = gameId !== undefined && isHouseLiveTableId(gameId);

// One function per chunk: the build then preloads each chunk with its own style sheets.
async function lotteryPage(): Promise<ComponentType> {
  const module = await import("./features/lottery/components/LotteryPage");
  return module.LotteryPage;
}

async function livePage(): Promise<ComponentType> {
  const module = await import("./features/live/components/LivePage");
  return module.LivePage;
}

async function slotPage(): Promise<ComponentType> {
  const module = await import("./features/slots/components/PlayPage");
  return module.PlayPage;
}

const page = lottery ? lotteryPage() : live ? livePage() : slotPage();

Promise.all([
  initI18n(language).then(() => i18n.loadNamespaces(["play", lottery ? "lottery" : live ? "live" : "slots"])),
  page,
]).then(
  ([, Page]) => {
    createRoot(container).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <Page />
          </QueryClientProvider>
        </I18nextProvider>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error("the game page failed to load", error);
    container.textContent = "Network link is abnormal, please try again";
  },
);
