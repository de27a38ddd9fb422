import { formatAmount } from "@lotus/ui/format/format";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SlotGame } from "../hooks/use-slot-game";
import { AUTO_SPIN_COUNTS } from "../model/auto-spin";

function Meter({
  label,
  value,
  testId,
  tone,
}: {
  label: string;
  value: string;
  testId: string;
  tone?: "win";
}) {
  return (
    <div className={`slot-meter${tone ? ` slot-meter--${tone}` : ""}`}>
      <span className="slot-meter__label">{label}</span>
      <output className="slot-meter__value" data-testid={testId} aria-live="off">
        {value}
      </output>
    </div>
  );
}

function AutoSpin({ game }: { game: SlotGame }) {
  const { t } = useTranslation("slots");
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  if (game.auto) {
    return (
      <button type="button" className="slot-round-btn slot-round-btn--auto-on" onClick={game.stopAuto}>
        <span className="slot-round-btn__main">{t("auto.stop")}</span>
        <span className="slot-round-btn__sub">{t("auto.left", { count: game.auto.remaining })}</span>
      </button>
    );
  }
  return (
    <div className="slot-auto" ref={rootRef}>
      <button
        type="button"
        className="slot-round-btn"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={game.busy || game.retryPending}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="slot-round-btn__main">{t("auto.label")}</span>
      </button>
      {open && (
        <ul className="slot-auto__menu" id={menuId} aria-label={t("auto.choose")}>
          {AUTO_SPIN_COUNTS.map((count) => (
            <li key={count}>
              <button
                type="button"
                className="slot-auto__option"
                onClick={() => {
                  setOpen(false);
                  void game.startAuto(count);
                }}
              >
                {t("auto.count", { count })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Balance, last win, bet, spin and auto-spin: one row on desktop, thumb-height rows on a phone. */
export function Controls({ game, symbol }: { game: SlotGame; symbol: string }) {
  const { t } = useTranslation("slots");
  const betId = useId();
  const locked = game.busy || game.retryPending || game.auto !== null;
  const index = game.bets.indexOf(game.bet);
  const spinLabel = game.retryPending ? t("spin.retry") : t("spin.label");

  return (
    <div className="slot-controls">
      <div className="slot-controls__meters">
        <Meter label={t("meters.balance")} value={formatAmount(game.balance, symbol)} testId="slot-balance" />
        <Meter
          label={t("meters.win")}
          value={formatAmount(game.lastWin, symbol)}
          testId="slot-win"
          tone="win"
        />
      </div>
      <div className="slot-controls__play">
        <div className="slot-bet">
          <label className="slot-bet__label" htmlFor={betId}>
            {t("bet.label")}
          </label>
          <div className="slot-bet__row">
            <button
              type="button"
              className="slot-step-btn"
              aria-label={t("bet.decrease")}
              disabled={locked || index <= 0}
              onClick={() => game.changeBet(-1)}
            >
              −
            </button>
            <select
              id={betId}
              className="slot-bet__select"
              value={String(game.bet)}
              disabled={locked}
              onChange={(event) => game.setBet(Number(event.target.value))}
            >
              {game.bets.map((step) => (
                <option key={step} value={String(step)}>
                  {formatAmount(step, symbol)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="slot-step-btn"
              aria-label={t("bet.increase")}
              disabled={locked || index >= game.bets.length - 1}
              onClick={() => game.changeBet(1)}
            >
              +
            </button>
          </div>
        </div>
        <button
          type="button"
          className={`slot-spin${game.busy ? " slot-spin--busy" : ""}${game.retryPending ? " slot-spin--retry" : ""}`}
          data-testid="slot-spin"
          onClick={game.spinOrHurry}
          // Enabled again only when the round's show has ended (tap the reels or press Space to skip it).
          disabled={game.busy || game.auto !== null}
          aria-label={spinLabel}
          aria-keyshortcuts="Space"
        >
          <svg viewBox="0 0 48 48" className="slot-spin__icon" aria-hidden="true" focusable="false">
            <path
              d="M38 24a14 14 0 1 1-4.1-9.9M38 10v8h-8"
              fill="none"
              stroke="currentColor"
              strokeWidth="4.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="slot-spin__text">{spinLabel}</span>
        </button>
        <AutoSpin game={game} />
      </div>
    </div>
  );
}
