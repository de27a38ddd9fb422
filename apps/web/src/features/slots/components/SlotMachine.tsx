import { PAYLINES_20 } from "@lotus/contracts";
import { formatAmount } from "@lotus/ui/format/format";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useReducedMotion } from "../../house-play/hooks/use-reduced-motion";
import { isEmbedded, postToSite } from "../../house-play/model/site-messages";
import type { HouseSession } from "../api/house-api";
import { type SlotGame, useSlotGame } from "../hooks/use-slot-game";
import { useSymbolName } from "../hooks/use-symbol-name";
import { outcomeAmount } from "../model/round";
import { BigWin } from "./BigWin";
import { Controls } from "./Controls";
import { FairPanel } from "./FairPanel";
import { ReelBoard } from "./ReelBoard";

const LINE_FOCUS_MS = 1400;

/** Cycles the featured winning line while the wins stay on the board. */
function useFocusedLine(game: SlotGame): number | null {
  const lines = game.wins.highlights.byLine;
  const [index, setIndex] = useState(-1);
  useEffect(() => {
    setIndex(-1);
    if (lines.length === 0) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % lines.length), LINE_FOCUS_MS);
    return () => clearInterval(timer);
  }, [lines]);
  return index < 0 ? null : (lines[index]?.line ?? null);
}

/** Nothing typed into a field or pressed on a control: Space then means "spin". */
function isSpaceForGame(event: KeyboardEvent): boolean {
  if (event.code !== "Space" && event.key !== " ") return false;
  if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target as HTMLElement | null;
  if (!target || typeof target.closest !== "function") return true;
  return !target.closest("button, a, input, select, textarea, [role='dialog'], [contenteditable='true']");
}

function WinCaption({ game, symbol, focus }: { game: SlotGame; symbol: string; focus: number | null }) {
  const { t } = useTranslation("slots");
  const symbolName = useSymbolName(game.game.slotId);
  const { lineWins, scale, highlights } = game.wins;
  if (lineWins.length === 0 && highlights.scatter.length === 0) return null;
  const featured = lineWins.find((win) => win.line === focus);
  const text = featured
    ? t("wins.line", {
        line: featured.line,
        count: featured.count,
        symbol: symbolName(featured.symbol),
        amount: formatAmount(outcomeAmount(featured.win, scale), symbol),
      })
    : lineWins.length > 0
      ? t("wins.lines", { count: lineWins.length })
      : t("wins.scatter");
  return (
    <p className="slot-caption" aria-hidden="true">
      {text}
    </p>
  );
}

function Overlays({ game, symbol }: { game: SlotGame; symbol: string }) {
  const { t } = useTranslation("slots");
  return (
    <>
      {game.freeSpin && (
        <div className="slot-fs-bar">
          <span className="slot-fs-bar__count">
            {t("freeSpins.progress", { index: game.freeSpin.index, total: game.freeSpin.total })}
          </span>
          <span className="slot-fs-bar__mult">
            {t("freeSpins.multiplier", { value: game.freeSpin.multiplier })}
          </span>
          <span className="slot-fs-bar__won">
            {t("freeSpins.won", { amount: formatAmount(game.freeSpin.won, symbol) })}
          </span>
        </div>
      )}
      {game.banner && (
        <div className="slot-banner" role="status">
          {game.banner.kind === "awarded" ? (
            <>
              <span className="slot-banner__big">{game.banner.count}</span>
              <span className="slot-banner__text">{t("freeSpins.awardedTitle")}</span>
            </>
          ) : (
            <>
              <span className="slot-banner__text">{t("freeSpins.totalTitle")}</span>
              <span className="slot-banner__big">{formatAmount(game.banner.amount, symbol)}</span>
            </>
          )}
        </div>
      )}
      {game.bigWin && (
        <BigWin
          view={game.bigWin}
          symbol={symbol}
          reducedMotion={game.reducedMotion}
          onDone={game.finishBigWin}
        />
      )}
    </>
  );
}

/** The slot: header, reel window with its overlays, messages, controls and the fair panel. */
export function SlotMachine({
  session,
  onExpired,
}: {
  session: HouseSession;
  onExpired: (message: string) => void;
}) {
  const { t } = useTranslation("slots");
  const reducedMotion = useReducedMotion();
  const game = useSlotGame(session, { reducedMotion, onExpired });
  const [fairOpen, setFairOpen] = useState(false);
  const symbolName = useSymbolName(session.game.slotId);
  const focusLine = useFocusedLine(game);
  const { spinOrHurry } = game;
  const symbol = session.game.currencySymbol;
  const embedded = isEmbedded();

  useEffect(() => {
    if (fairOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isSpaceForGame(event)) return;
      event.preventDefault();
      spinOrHurry();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [fairOpen, spinOrHurry]);

  return (
    <div className={`slot slot-theme--${session.game.slotId}${reducedMotion ? " slot--still" : ""}`}>
      <header className="slot-top">
        <div className="slot-top__title">
          <h1 className="slot-top__name">{session.game.name}</h1>
          {session.game.trial && <span className="slot-badge">{t("trial")}</span>}
        </div>
        <div className="slot-top__actions">
          <button
            type="button"
            className="slot-top__btn"
            data-testid="slot-fair"
            aria-haspopup="dialog"
            aria-expanded={fairOpen}
            onClick={() => setFairOpen(true)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span>{t("fair.button")}</span>
          </button>
          {embedded && (
            <button
              type="button"
              className="slot-top__btn slot-top__btn--icon"
              aria-label={t("close")}
              onClick={() => postToSite({ type: "lotus:close" })}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d="M18 6 6 18M6 6l12 12"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          )}
        </div>
      </header>

      <main className="slot-main" id="main">
        <div className="slot-stage">
          <div className="slot-frame">
            <ReelBoard
              slotId={session.game.slotId}
              columns={game.columns}
              reels={game.reels}
              highlights={game.wins.highlights}
              focusLine={focusLine}
              reducedMotion={reducedMotion}
              label={t("board.label")}
              symbolName={symbolName}
            />
            <Overlays game={game} symbol={symbol} />
            {game.busy && !game.bigWin && (
              <button
                type="button"
                className="slot-skip"
                aria-label={t("spin.hurry")}
                onClick={game.spinOrHurry}
              />
            )}
          </div>
          <div className="slot-status">
            <WinCaption game={game} symbol={symbol} focus={focusLine} />
            {game.message && (
              <div className="slot-message" role="alert">
                <span>{game.message}</span>
                <button
                  type="button"
                  className="slot-message__close"
                  aria-label={t("close")}
                  onClick={game.dismissMessage}
                >
                  ×
                </button>
              </div>
            )}
          </div>
          <p className="visually-hidden" aria-live="polite">
            {game.announcement}
          </p>
        </div>
        <Controls game={game} symbol={symbol} />
        <p className="slot-info">
          {t("info", {
            lines: PAYLINES_20.length,
            rtp: session.game.rtp.toFixed(2),
            min: formatAmount(session.game.minBet, symbol),
            max: formatAmount(session.game.maxBet, symbol),
          })}
        </p>
      </main>

      {fairOpen && (
        <FairPanel
          game={session.game}
          seeds={game.seeds}
          onSeeds={game.setSeeds}
          symbol={symbol}
          onClose={() => setFairOpen(false)}
        />
      )}
    </div>
  );
}
