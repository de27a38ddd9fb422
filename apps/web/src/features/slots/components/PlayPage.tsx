import { parseLanguage } from "@lotus/contracts";
import { Spinner } from "@lotus/ui/data/states";
import { Suspense, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { i18n } from "../../../lib/i18n";
import { toLng } from "../../../lib/language";
import { type HouseSession, openHouseSession } from "../api/house-api";
import { addressWithoutToken, readLaunchParams } from "../model/launch";
import { isEmbedded, postToSite } from "../model/site-messages";
import { SymbolDefs } from "./art/SymbolDefs";
import { SlotMachine } from "./SlotMachine";
import "./slots.css";

type PageState =
  | { kind: "opening" }
  | { kind: "ready"; session: HouseSession }
  | { kind: "expired"; message: string }
  | { kind: "failed"; message: string };

/** The game's language for this page only (not stored: the site around it keeps its own choice). */
function useGameLanguage(language: string | undefined) {
  useEffect(() => {
    const parsed = parseLanguage(language);
    if (parsed && toLng(parsed) !== i18n.language) void i18n.changeLanguage(toLng(parsed));
  }, [language]);
}

function Expired({ message }: { message: string }) {
  const { t } = useTranslation("slots");
  const embedded = isEmbedded();
  return (
    <main className="slot-notice" id="main">
      <div className="slot-notice__card" role="alert">
        <h1 className="slot-notice__title">{t("expired.title")}</h1>
        <p className="slot-notice__text">{message || t("expired.text")}</p>
        <div className="slot-notice__actions">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => postToSite({ type: "lotus:close" })}
          >
            {t("expired.close")}
          </button>
          {!embedded && (
            <a className="btn btn--secondary" href="/">
              {t("expired.home")}
            </a>
          )}
        </div>
      </div>
    </main>
  );
}

/** A launch refused by the server (used, expired or unknown token): no retry can help. */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.fromServer && error.status >= 400 && error.status < 500;
}

function Play() {
  const { t } = useTranslation("slots");
  // Read once: the address loses the token right after the session call is sent.
  const [launch] = useState(() => readLaunchParams(window.location.search));
  const [state, setState] = useState<PageState>({ kind: "opening" });
  const [attempt, setAttempt] = useState(0);
  const ready = state.kind === "ready" ? state.session : null;
  useGameLanguage(launch.language ?? ready?.language);

  useEffect(() => {
    document.title = ready?.game.name ?? t("title");
  }, [ready, t]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the opening on retry
  useEffect(() => {
    const token = launch.launchToken;
    if (!token) {
      setState({ kind: "expired", message: "" });
      return;
    }
    let active = true;
    const opening = openHouseSession(token, launch.merchant);
    // The launch token is single use: a reload must not send it again.
    window.history.replaceState(window.history.state, "", addressWithoutToken(window.location.href));
    opening.then(
      (session) => {
        if (active) setState({ kind: "ready", session });
      },
      (error: unknown) => {
        if (!active) return;
        setState(
          isRefusal(error)
            ? { kind: "expired", message: error.message }
            : { kind: "failed", message: errorText(error) },
        );
      },
    );
    return () => {
      active = false;
    };
  }, [launch.launchToken, attempt]);

  const onExpired = useCallback((message: string) => setState({ kind: "expired", message }), []);

  if (state.kind === "ready") return <SlotMachine session={state.session} onExpired={onExpired} />;
  if (state.kind === "expired") return <Expired message={state.message} />;
  if (state.kind === "failed") {
    return (
      <main className="slot-notice" id="main">
        <div className="slot-notice__card" role="alert">
          <p className="slot-notice__text">{state.message}</p>
          <div className="slot-notice__actions">
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => {
                setState({ kind: "opening" });
                setAttempt((value) => value + 1);
              }}
            >
              {t("retry")}
            </button>
          </div>
        </div>
      </main>
    );
  }
  return (
    <main className="slot-notice" id="main">
      <Spinner label={t("opening")} size={40} />
    </main>
  );
}

/**
 * /play/:gameId — the in-house slot page the site opens in its game frame or popup (no site
 * chrome). It opens its own game session from the launch token in the address.
 */
export function PlayPage() {
  return (
    <div className="slot-page">
      <SymbolDefs />
      <Suspense
        fallback={
          <main className="slot-notice">
            <Spinner label="…" size={40} />
          </main>
        }
      >
        <Play />
      </Suspense>
    </div>
  );
}
