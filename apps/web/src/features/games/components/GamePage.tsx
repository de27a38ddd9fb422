import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { EmptyPage } from "../../../components/ui/EmptyPage";
import { Icon } from "../../../components/ui/Icon";
import { framableUrl, launchedUrls, parseGameFrame } from "../../../lib/game-launch";
import { gameFrameSandbox } from "../../../lib/game-sandbox";
import { useGameOpenMode } from "../../../lib/game-start";
import { useSettings } from "../../../lib/queries";
import { useLaunchGame } from "../../../lib/use-launch-game";
import { useGameFrameMessages } from "../hooks/use-game-frame-messages";
import "./games.css";

/** Browser-window features of "open in pop-up window". */
const POPUP_FEATURES = "popup,width=1280,height=800";

export const GAME_FRAME_ALLOW = "fullscreen; autoplay; encrypted-media; clipboard-write; gamepad";

/** The "open games over the current page" choice (the site's game pop-up instead of this page). */
export function OpenModeSwitch() {
  const { t } = useTranslation("games");
  const { mode, setMode } = useGameOpenMode();
  return (
    <label className="checkbox game-open-mode">
      <input
        type="checkbox"
        checked={mode === "popup"}
        onChange={(event) => setMode(event.target.checked ? "popup" : "page")}
      />
      <span>{t("frame.preferPopup")}</span>
    </label>
  );
}

/**
 * /game (header only, SPEC §2): the launched game in a frame filling the viewport, with a back
 * button, full screen and "open in pop-up window". Balance messages from the frame refresh the header.
 */
export function GamePage() {
  const { t } = useTranslation(["games", "common"]);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { info } = useSettings();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const { launch, launching } = useLaunchGame();
  const showToast = useToasts((state) => state.show);
  useGameFrameMessages(frameRef);

  const frame = parseGameFrame(params);
  const src = frame
    ? framableUrl(frame.url, {
        origin: window.location.origin,
        launchHosts: info.launchGameCDNs,
        launched: launchedUrls(),
      })
    : undefined;
  const title = frame?.title || t("games:areas.game");

  const back = () => {
    // React Router numbers history entries: idx 0 is the first page this tab opened on the site.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate("/");
  };

  const popOut = async () => {
    const game = frame?.game;
    if (!game) return;
    // Opened during the click: a window opened after the launch call would be blocked.
    const target = window.open("", "lotus-game", POPUP_FEATURES);
    if (!target) {
      showToast(t("games:frame.popupBlocked"), "error");
      return;
    }
    // The game is already being played here, so the trial check passed; the server decides again.
    const opened = await launch(
      { ...game, displayName: title, trialAllowed: true },
      { mode: "window", targetWindow: target },
    );
    if (opened) back();
  };

  const fullScreen = () => {
    void frameRef.current?.requestFullscreen?.().catch(() => undefined);
  };

  if (!frame || !src) {
    return (
      <EmptyPage
        title={t("games:areas.game")}
        icon="game"
        empty={frame ? t("games:frame.invalid") : t("games:frame.empty")}
        text={frame ? t("games:frame.invalidText") : t("games:frame.emptyText")}
        back={{ to: "/", label: t("common:actions.backHome") }}
      />
    );
  }

  return (
    <main className="game-page" id="main">
      <div className="game-page__bar">
        <button type="button" className="btn btn--ghost btn--small game-page__back" onClick={back}>
          <Icon name="chevronLeft" size={18} />
          <span>{t("common:actions.back")}</span>
        </button>
        <h1 className="game-page__title">{title}</h1>
        <div className="game-page__actions">
          <OpenModeSwitch />
          <button
            type="button"
            className="icon-btn"
            aria-label={t("games:frame.fullScreen")}
            title={t("games:frame.fullScreen")}
            onClick={fullScreen}
          >
            <Icon name="maximize" size={18} />
          </button>
          {frame.game && (
            <button
              type="button"
              className="btn btn--secondary btn--small"
              disabled={launching !== null}
              aria-busy={launching !== null || undefined}
              onClick={() => void popOut()}
            >
              <Icon name="external" size={16} />
              <span>{t("games:frame.popOut")}</span>
            </button>
          )}
        </div>
      </div>
      <iframe
        ref={frameRef}
        key={src}
        className="game-frame"
        data-testid="game-frame"
        src={src}
        title={t("games:frame.title", { game: title })}
        allow={GAME_FRAME_ALLOW}
        allowFullScreen
        sandbox={gameFrameSandbox(src, window.location.origin)}
        referrerPolicy="origin"
      />
    </main>
  );
}
