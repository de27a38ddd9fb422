import { parseLanguage } from "@lotus/contracts";
import { Spinner } from "@lotus/ui/data/states";
import { type ReactNode, Suspense, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { i18n } from "../../../lib/i18n";
import { toLng } from "../../../lib/language";
import type { OpenSession } from "../api/session-opener";
import { addressWithoutToken, type LaunchParams, readLaunchParams } from "../model/launch";
import { isEmbedded, postToSite } from "../model/site-messages";
import "./house-play.css";

/** What every house game's session answer carries that the shared page reads. */
export interface OpenedSession {
  language: string;
  game: { name: string };
}

type PageState<S> =
  | { kind: "opening" }
  | { kind: "ready"; session: S }
  | { kind: "expired"; message: string }
  | { kind: "failed"; message: string };

/** What a game gets besides its session: the launch parameters and the way to end the page. */
export interface HousePlayContext {
  launch: LaunchParams;
  /** The game session is over (a 401 from a game call): show the "session ended" notice. */
  onExpired: (message: string) => void;
}

/** The game's language for this page only (not stored: the site around it keeps its own choice). */
function useGameLanguage(language: string | undefined) {
  useEffect(() => {
    const parsed = parseLanguage(language);
    if (parsed && toLng(parsed) !== i18n.language) void i18n.changeLanguage(toLng(parsed));
  }, [language]);
}

function Expired({ message }: { message: string }) {
  const { t } = useTranslation("play");
  const embedded = isEmbedded();
  return (
    <main className="play-notice" id="main">
      <div className="play-notice__card" role="alert">
        <h1 className="play-notice__title">{t("expired.title")}</h1>
        <p className="play-notice__text">{message || t("expired.text")}</p>
        <div className="play-notice__actions">
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

function Play<S extends OpenedSession>({
  openSession,
  title,
  children,
}: {
  openSession: OpenSession<S>;
  title: string;
  children: (session: S, context: HousePlayContext) => ReactNode;
}) {
  const { t } = useTranslation("play");
  // Read once: the address loses the token right after the session call is sent.
  const [launch] = useState(() => readLaunchParams(window.location.search));
  const [state, setState] = useState<PageState<S>>({ kind: "opening" });
  const [attempt, setAttempt] = useState(0);
  const ready = state.kind === "ready" ? state.session : null;
  useGameLanguage(launch.language ?? ready?.language);

  useEffect(() => {
    document.title = ready?.game.name ?? title;
  }, [ready, title]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the opening on retry
  useEffect(() => {
    const token = launch.launchToken;
    if (!token) {
      setState({ kind: "expired", message: "" });
      return;
    }
    let active = true;
    const opening = openSession(token, launch.merchant);
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
  }, [launch.launchToken, attempt, openSession]);

  const onExpired = useCallback((message: string) => setState({ kind: "expired", message }), []);

  if (state.kind === "ready") return <>{children(state.session, { launch, onExpired })}</>;
  if (state.kind === "expired") return <Expired message={state.message} />;
  if (state.kind === "failed") {
    return (
      <main className="play-notice" id="main">
        <div className="play-notice__card" role="alert">
          <p className="play-notice__text">{state.message}</p>
          <div className="play-notice__actions">
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
    <main className="play-notice" id="main">
      <Spinner label={t("opening")} size={40} />
    </main>
  );
}

/**
 * /play/:gameId, the part every house game shares: it reads the launch link, opens the game
 * session once from its single-use token (and drops the token from the address), follows the
 * session's language, and shows the "opening", "session ended" and "try again" notices. The game
 * draws itself from its session through `children`.
 */
export function HousePlay<S extends OpenedSession>({
  openSession,
  title,
  className,
  before,
  children,
}: {
  openSession: OpenSession<S>;
  /** The page title until the game's own name is known. */
  title: string;
  /** The page's wrapper class (each game sets its notice colours there). */
  className: string;
  /** Drawn once before the game (shared SVG definitions). */
  before?: ReactNode;
  children: (session: S, context: HousePlayContext) => ReactNode;
}) {
  return (
    <div className={className}>
      {before}
      <Suspense
        fallback={
          <main className="play-notice">
            <Spinner label="…" size={40} />
          </main>
        }
      >
        <Play openSession={openSession} title={title}>
          {children}
        </Play>
      </Suspense>
    </div>
  );
}
