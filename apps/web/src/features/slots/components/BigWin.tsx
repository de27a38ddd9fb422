import { formatAmount } from "@lotus/ui/format/format";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BigWinView } from "../hooks/use-slot-game";
import { counterValue } from "../model/round";

const COUNT_MS = { big: 2000, mega: 2800, super: 3600 } as const;
const HOLD_MS = 1400;

/**
 * The big-win celebration over the reels: the win counts up (at once with reduced motion), holds,
 * then hands back; a click or Space ends it early.
 */
export function BigWin({
  view,
  symbol,
  reducedMotion,
  onDone,
}: {
  view: BigWinView;
  symbol: string;
  reducedMotion: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation("slots");
  const duration = reducedMotion ? 0 : (COUNT_MS[view.tier as keyof typeof COUNT_MS] ?? COUNT_MS.big);
  const [shown, setShown] = useState(() => counterValue(view.amount, 0, duration));
  const doneRef = useRef(onDone);
  doneRef.current = onDone;
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    buttonRef.current?.focus({ preventScroll: true });
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const elapsed = now - start;
      setShown(counterValue(view.amount, elapsed, duration));
      if (elapsed < duration) frame = requestAnimationFrame(tick);
    };
    if (duration > 0) frame = requestAnimationFrame(tick);
    const timer = setTimeout(() => doneRef.current(), duration + HOLD_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [view.amount, duration]);

  return (
    <button
      ref={buttonRef}
      type="button"
      className={`slot-bigwin slot-bigwin--${view.tier}`}
      onClick={() => doneRef.current()}
      aria-label={t("bigWin.label", {
        tier: t(`bigWin.${view.tier}` as "bigWin.big"),
        amount: formatAmount(view.amount, symbol),
      })}
    >
      <span className="slot-bigwin__rays" aria-hidden="true" />
      <span className="slot-bigwin__tier" aria-hidden="true">
        {t(`bigWin.${view.tier}` as "bigWin.big")}
      </span>
      <span className="slot-bigwin__amount" aria-hidden="true">
        {formatAmount(shown, symbol)}
      </span>
      <span className="slot-bigwin__hint" aria-hidden="true">
        {t("bigWin.skip")}
      </span>
    </button>
  );
}
