import { useCallback, useEffect, useState } from "react";
import type { DrawView, TimedBoard } from "../api/lottery-api";
import { serverTime } from "../model/countdown";
import { type DailyView, dailyView, dailyViewKey } from "../model/daily";
import { CLOCK_TICK_MS } from "./use-draw-clock";

const NO_VIEW: DailyView<DrawView> = { tabs: [], selected: undefined, kept: false, phase: { kind: "none" } };

export interface DailyDraws extends DailyView<DrawView> {
  /** Puts the slip on another station's draw. */
  choose: (period: string) => void;
}

/**
 * A daily game's station tabs and the draw the slip goes to, re-rendering only when they change
 * (a station opening or closing, the board moving on), not every second. The selection sticks: a
 * draw that closes while it is shown stays selected, waiting for its result, until the player
 * picks another station or the result is out. `board` is undefined for a fast lottery.
 */
export function useDailyDraws(board: TimedBoard | undefined, skew: number, preferred?: string): DailyDraws {
  const [chosen, setChosen] = useState<DrawView | null>(null);
  const [view, setView] = useState<DailyView<DrawView>>(() =>
    board ? dailyView(board, serverTime(Date.now(), skew), null, preferred) : NO_VIEW,
  );

  useEffect(() => {
    if (!board) {
      setView(NO_VIEW);
      return;
    }
    const update = () => {
      const next = dailyView(board, serverTime(Date.now(), skew), chosen, preferred);
      setView((current) => (dailyViewKey(current) === dailyViewKey(next) ? current : next));
    };
    update();
    const timer = setInterval(update, CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [board, skew, chosen, preferred]);

  // The draw shown is the one kept when it leaves the board.
  const selected = view.selected;
  useEffect(() => {
    if (selected && selected.period !== chosen?.period) setChosen(selected);
  }, [selected, chosen]);

  const tabs = view.tabs;
  const choose = useCallback(
    (period: string) => {
      const draw = tabs.find((tab) => tab.period === period);
      if (draw) setChosen(draw);
    },
    [tabs],
  );
  return { ...view, choose };
}
