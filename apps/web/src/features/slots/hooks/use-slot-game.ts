import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { queryKeys } from "../../../lib/query-keys";
import { postToSite } from "../../house-play/model/site-messages";
import { type FairSeeds, type HouseSession, type SpinResult, spin } from "../api/house-api";
import { type AutoSpinCount, autoSpinStopReason } from "../model/auto-spin";
import { availableBets, canAfford, clampBet, stepBet } from "../model/bets";
import { type Highlights, NO_HIGHLIGHTS } from "../model/highlights";
import { createPacer } from "../model/pacer";
import { REELS, ROWS } from "../model/paylines";
import {
  baseSpinWin,
  outcomeAmount,
  outcomeAmountScale,
  roundSteps,
  type SpinStep,
  type WinTier,
  winTier,
} from "../model/round";
import { createSpinRequests, sendSpin } from "../model/spin-requests";
import { blurStrip } from "../model/symbols";

export type ReelState = "idle" | "spinning" | "landing";

/** What the board shows after a spin: the lit cells and the line wins they come from. */
export interface ShownWins {
  highlights: Highlights;
  lineWins: SpinStep["lineWins"];
  /** Scale of the outcome's win strings (see outcomeAmountScale). */
  scale: 1 | 0.01 | undefined;
}

export interface FreeSpinView {
  index: number;
  total: number;
  multiplier: number;
  /** Won so far in the free spins. */
  won: number;
}

export type Banner = { kind: "awarded"; count: number } | { kind: "freeTotal"; amount: number } | null;

export interface BigWinView {
  tier: WinTier;
  amount: number;
}

/** Show timings (ms); reduced motion keeps only the pauses needed to read a result. */
const PACE = {
  normal: {
    minSpin: 650,
    stagger: 170,
    land: 340,
    winHold: 1300,
    freeSpin: 480,
    freeHold: 1100,
    freeQuiet: 380,
    banner: 1700,
    autoGap: 350,
  },
  reduced: {
    minSpin: 0,
    stagger: 0,
    land: 0,
    winHold: 900,
    freeSpin: 0,
    freeHold: 900,
    freeQuiet: 300,
    banner: 1400,
    autoGap: 250,
  },
} as const;

const NO_WINS: ShownWins = { highlights: NO_HIGHLIGHTS, lineWins: [], scale: 1 };

/** Reel-major columns (columns[reel][row]) from an outcome grid (grid[row][reel]). */
export function toColumns(grid: readonly (readonly string[])[]): string[][] {
  return Array.from({ length: REELS }, (_, reel) =>
    Array.from({ length: ROWS }, (_, row) => grid[row]?.[reel] ?? ""),
  );
}

/** The window before the first spin: a fixed arrangement of the slot's symbols (decoration only). */
function startColumns(slotId: string): string[][] {
  return Array.from({ length: REELS }, (_, reel) => blurStrip(slotId, reel + 2, ROWS));
}

function isExpired(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}

/**
 * One game session's play: bet, balance, spins (sent with idempotent request ids, a lost answer
 * retried with the same id), the show of each round (reels stopping in turn, wins, free spins,
 * big wins) and auto-spin. Every outcome shown comes from the server's answer.
 */
export function useSlotGame(
  session: HouseSession,
  options: { reducedMotion: boolean; onExpired: (message: string) => void },
) {
  const { t } = useTranslation("slots");
  const queryClient = useQueryClient();
  const { game } = session;
  const bets = useMemo(() => availableBets(game), [game]);
  const pace = options.reducedMotion ? PACE.reduced : PACE.normal;

  const [bet, setBetState] = useState<number>(() => bets[0] ?? game.minBet);
  const [balance, setBalance] = useState(session.balance);
  const [lastWin, setLastWin] = useState(0);
  const [seeds, setSeeds] = useState<FairSeeds>(session.seeds);
  const [columns, setColumns] = useState<string[][]>(() => startColumns(game.slotId));
  const columnsRef = useRef(columns);
  columnsRef.current = columns;
  const [reels, setReels] = useState<ReelState[]>(() => Array<ReelState>(REELS).fill("idle"));
  const [wins, setWins] = useState<ShownWins>(NO_WINS);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [retryPending, setRetryPending] = useState(false);
  const [freeSpin, setFreeSpin] = useState<FreeSpinView | null>(null);
  const [banner, setBanner] = useState<Banner>(null);
  const [bigWin, setBigWin] = useState<BigWinView | null>(null);
  const [auto, setAuto] = useState<{ remaining: number; total: number } | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const requests = useRef(createSpinRequests()).current;
  const pacer = useRef(createPacer()).current;
  const live = useRef({
    balance: session.balance,
    bet,
    busy: false,
    stopAuto: false,
    auto: false,
    hidden: false,
  });
  live.current.bet = bet;
  const bigWinDone = useRef<(() => void) | null>(null);
  const paceRef = useRef(pace);
  paceRef.current = pace;
  const expiredRef = useRef(options.onExpired);
  expiredRef.current = options.onExpired;

  useEffect(() => () => pacer.hurry(), [pacer]);

  const updateBalance = useCallback((value: number) => {
    live.current.balance = value;
    setBalance(value);
  }, []);

  const setBet = useCallback(
    (value: number) => {
      if (live.current.busy || requests.pending) return;
      const snapped = clampBet(bets, value);
      if (snapped !== undefined) setBetState(snapped);
    },
    [bets, requests],
  );

  const changeBet = useCallback(
    (direction: 1 | -1) => {
      const next = stepBet(bets, live.current.bet, direction);
      if (next !== undefined) setBet(next);
    },
    [bets, setBet],
  );

  /** Reels stop left to right on the given grid. */
  const land = useCallback(
    async (grid: readonly (readonly string[])[]) => {
      const target = toColumns(grid);
      for (let reel = 0; reel < REELS; reel++) {
        if (reel > 0) await pacer.wait(paceRef.current.stagger);
        setColumns((current) =>
          current.map((column, index) => (index === reel ? (target[reel] ?? column) : column)),
        );
        setReels((current) => current.map((state, index) => (index === reel ? "landing" : state)));
      }
      await pacer.wait(paceRef.current.land);
    },
    [pacer],
  );

  const startSpinning = useCallback(() => {
    setWins(NO_WINS);
    setReels(Array<ReelState>(REELS).fill("spinning"));
  }, []);

  /** The show of one answered round; balance and last win settle at its end. */
  const present = useCallback(
    async (result: SpinResult) => {
      const { outcome } = result;
      const p = paceRef.current;
      const steps = roundSteps(outcome);
      const scale = outcomeAmountScale(outcome.totalWin, result.win);
      // The bet is already taken; the win is added when the show ends.
      updateBalance(Math.round((result.balance - result.win) * 100) / 100);
      setLastWin(0);
      const base = steps[0] as SpinStep;
      await land(base.grid);
      const baseWin = scale === undefined ? result.win : baseSpinWin(outcome, scale);
      if (base.highlights.cells.size > 0 || baseWin > 0) {
        setWins({ highlights: base.highlights, lineWins: base.lineWins, scale });
        setLastWin(baseWin);
        await pacer.wait(p.winHold);
      }
      const free = steps.slice(1);
      if (free.length > 0) {
        setBanner({ kind: "awarded", count: free.length });
        setAnnouncement(t("freeSpins.awarded", { count: free.length }));
        await pacer.wait(p.banner);
        setBanner(null);
        let won = 0;
        for (const step of free) {
          setFreeSpin({ index: step.index, total: step.total, multiplier: step.multiplier, won });
          startSpinning();
          await pacer.wait(p.freeSpin);
          await land(step.grid);
          const stepWin = outcomeAmount(step.win, scale);
          won = Math.round((won + stepWin) * 100) / 100;
          setFreeSpin({ index: step.index, total: step.total, multiplier: step.multiplier, won });
          setLastWin(Math.round((baseWin + won) * 100) / 100);
          if (step.highlights.cells.size > 0)
            setWins({ highlights: step.highlights, lineWins: step.lineWins, scale });
          await pacer.wait(stepWin > 0 ? p.freeHold : p.freeQuiet);
        }
        setBanner({ kind: "freeTotal", amount: won });
        await pacer.wait(p.banner);
        setBanner(null);
        setFreeSpin(null);
      }
      setLastWin(result.win);
      updateBalance(result.balance);
      setAnnouncement(
        result.win > 0 ? t("announce.win", { amount: result.win.toFixed(2) }) : t("announce.noWin"),
      );
      const tier = winTier(result.win, result.bet);
      if (tier === "big" || tier === "mega" || tier === "super") {
        if (pacer.hurried) return;
        await new Promise<void>((resolve) => {
          bigWinDone.current = resolve;
          setBigWin({ tier, amount: result.win });
        });
      }
    },
    [land, pacer, startSpinning, t, updateBalance],
  );

  const finishBigWin = useCallback(() => {
    setBigWin(null);
    const done = bigWinDone.current;
    bigWinDone.current = null;
    done?.();
  }, []);

  /** One spin from the press to the end of its show; false when it did not play. */
  const playRound = useCallback(async (): Promise<boolean> => {
    if (live.current.busy) return false;
    const pending = requests.pending;
    const amount = pending?.bet ?? live.current.bet;
    if (!pending && !canAfford(live.current.balance, amount)) {
      setMessage(t("errors.balanceLow"));
      return false;
    }
    live.current.busy = true;
    setBusy(true);
    setMessage(null);
    setBigWin(null);
    pacer.reset();
    startSpinning();
    const previous = columnsRef.current;
    try {
      let result: SpinResult;
      try {
        const [answer] = await Promise.all([
          sendSpin(requests, amount, (request) => spin({ bet: request.bet, requestId: request.requestId })),
          pacer.wait(paceRef.current.minSpin),
        ]);
        result = answer.value;
      } finally {
        // Whatever happened, the site's header balance may have changed.
        postToSite({ type: "lotus:balance" });
      }
      setRetryPending(false);
      setSeeds({
        serverSeedHash: result.serverSeedHash,
        clientSeed: result.clientSeed,
        nonce: result.nonce + 1,
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.house.all });
      await present(result);
      return true;
    } catch (error) {
      setColumns(previous);
      setReels(Array<ReelState>(REELS).fill("idle"));
      if (isExpired(error)) {
        expiredRef.current(error.message);
        return false;
      }
      setRetryPending(requests.pending !== undefined);
      setMessage(errorText(error));
      setAnnouncement("");
      return false;
    } finally {
      live.current.busy = false;
      setBusy(false);
    }
  }, [pacer, present, queryClient, requests, startSpinning, t]);

  const stopAuto = useCallback(() => {
    live.current.stopAuto = true;
  }, []);

  const startAuto = useCallback(
    async (count: AutoSpinCount) => {
      if (live.current.auto || live.current.busy) return;
      live.current.auto = true;
      live.current.stopAuto = false;
      live.current.hidden = false;
      let remaining = count;
      let failed = false;
      setAuto({ remaining, total: count });
      for (;;) {
        const reason = autoSpinStopReason({
          remaining,
          balance: live.current.balance,
          bet: requests.pending?.bet ?? live.current.bet,
          failed,
          hidden: live.current.hidden || document.visibilityState === "hidden",
          stopRequested: live.current.stopAuto,
        });
        if (reason) {
          if (reason === "balance") setMessage(t("errors.balanceLow"));
          if (reason === "hidden") setMessage(t("auto.stoppedHidden"));
          break;
        }
        remaining -= 1;
        setAuto({ remaining, total: count });
        failed = !(await playRound());
        if (!failed) await pacer.wait(paceRef.current.autoGap);
      }
      live.current.auto = false;
      setAuto(null);
    },
    [pacer, playRound, requests, t],
  );

  // Auto-spin stops once the tab has been hidden, even if it is visible again by the next spin.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === "hidden" && live.current.auto) live.current.hidden = true;
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);

  /** Spin, or during a round's show: hurry it (reels stop now, pauses end). */
  const spinOrHurry = useCallback(() => {
    if (bigWinDone.current) {
      finishBigWin();
      return;
    }
    if (live.current.busy) {
      pacer.hurry();
      return;
    }
    if (live.current.auto) return;
    void playRound();
  }, [finishBigWin, pacer, playRound]);

  return {
    game,
    bets,
    bet,
    setBet,
    changeBet,
    balance,
    lastWin,
    seeds,
    setSeeds,
    columns,
    reels,
    wins,
    busy,
    message,
    dismissMessage: () => setMessage(null),
    retryPending,
    freeSpin,
    banner,
    bigWin,
    finishBigWin,
    auto,
    startAuto,
    stopAuto,
    spinOrHurry,
    announcement,
    reducedMotion: options.reducedMotion,
  };
}

export type SlotGame = ReturnType<typeof useSlotGame>;
