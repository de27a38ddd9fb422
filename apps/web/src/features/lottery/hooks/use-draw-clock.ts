import { useEffect, useMemo, useState } from "react";
import type { TimedBoard } from "../api/lottery-api";
import { clockSkew, type DrawPhase, drawPhase, serverTime } from "../model/countdown";

/** How often the clock is read: often enough that a second never shows late. */
export const CLOCK_TICK_MS = 250;

/** The board's server-to-page clock skew (0 before the first board). */
export function useSkew(board: TimedBoard | undefined): number {
  return useMemo(
    () => (board ? clockSkew(board.serverNow, board.clock.sentAt, board.clock.receivedAt) : 0),
    [board],
  );
}

/** The server's time now, re-read every tick (for the components that show seconds). */
export function useServerNow(skew: number): number {
  const [now, setNow] = useState(() => serverTime(Date.now(), skew));
  useEffect(() => {
    setNow(serverTime(Date.now(), skew));
    const timer = setInterval(() => setNow(serverTime(Date.now(), skew)), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [skew]);
  return now;
}

const NO_DRAW: DrawPhase = { kind: "none" };

/** What a phase is, without its running counts: the same key means nothing to redraw. */
const phaseKey = (phase: DrawPhase) =>
  phase.kind === "none"
    ? "none"
    : `${phase.kind}:${phase.draw.period}:${phase.draw.closeAt}:${phase.draw.drawAt}`;

/**
 * Where the game stands (open, closed, waiting…), re-rendering only when that changes, not every
 * second: the board and the slip need the phase, only the countdown needs the seconds. The counts
 * inside the phase are those of its first moment.
 */
export function useDrawPhase(board: TimedBoard | undefined, skew: number): DrawPhase {
  const [phase, setPhase] = useState<DrawPhase>(() =>
    board ? drawPhase(board, serverTime(Date.now(), skew)) : NO_DRAW,
  );
  useEffect(() => {
    if (!board) {
      setPhase(NO_DRAW);
      return;
    }
    const update = () => {
      const next = drawPhase(board, serverTime(Date.now(), skew));
      setPhase((current) => (phaseKey(current) === phaseKey(next) ? current : next));
    };
    update();
    const timer = setInterval(update, CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [board, skew]);
  return phase;
}
