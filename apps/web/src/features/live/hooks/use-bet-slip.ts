import type { MinorUnits } from "@lotus/contracts";
import { createRequestIds } from "@lotus/ui/api/request-id";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { isNetworkFailure, sendSlip } from "../../lottery/model/place-slip";
import { type BetAnswer, type MyBet, placeLiveBets } from "../api/live-api";
import {
  addChip,
  type BetSlip,
  betLines,
  chipFits,
  doubleSlip,
  EMPTY_SLIP,
  type LimitProblem,
  limitProblem,
  repeatSlip,
  type SpotLimits,
  type Stakes,
  slipStakes,
  stakesOf,
  stakesTotal,
  undo,
} from "../model/chips";

/** Refusals that mean the page's round is not the server's any more. */
const ROUND_MOVED = new Set(["live.betting_closed", "live.round_unknown", "live.table_closed"]);

export type SlipError =
  | { kind: "limit"; problem: LimitProblem }
  | { kind: "lost" }
  | { kind: "server"; message: string };

const NO_STAKES: Stakes = new Map();

/**
 * The chips a player lays on the round taking bets and their confirmation. One request id per
 * confirmation: sent again after a lost answer it keeps its id, so the server takes it once. What
 * is confirmed this round comes from the bet answers (or, after a reload, from the member's bets);
 * last round's confirmed bets are what "repeat" lays again. Unconfirmed chips go when betting ends.
 */
export function useBetSlip({
  roundId,
  canBet,
  order,
  limits,
  recentBets,
  onPlaced,
  onExpired,
  onRoundMoved,
}: {
  roundId: string | null;
  canBet: boolean;
  order: readonly string[];
  limits: ReadonlyMap<string, SpotLimits>;
  /** The member's latest bets at this table (the first page of their list), when known. */
  recentBets: readonly MyBet[] | undefined;
  onPlaced: (answer: BetAnswer) => void;
  onExpired: (message: string) => void;
  onRoundMoved: () => void;
}) {
  const [slip, setSlip] = useState<BetSlip>(EMPTY_SLIP);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<SlipError | null>(null);
  const [answered, setAnswered] = useState<{ roundId: string; stakes: Stakes } | null>(null);
  const [lastRound, setLastRound] = useState<Stakes | null>(null);
  const [requestIds] = useState(() => createRequestIds());
  const confirmedRef = useRef<{ roundId: string | null; stakes: Stakes }>({
    roundId: null,
    stakes: NO_STAKES,
  });

  const confirmed = useMemo<Stakes>(() => {
    if (!roundId) return NO_STAKES;
    if (answered?.roundId === roundId) return answered.stakes;
    const mine = recentBets?.find((bet) => bet.roundId === roundId);
    return mine ? stakesOf(mine.bets) : NO_STAKES;
  }, [roundId, answered, recentBets]);

  // A new round: the last one's confirmed bets become what "repeat" lays.
  useEffect(() => {
    const previous = confirmedRef.current;
    if (previous.roundId !== roundId && previous.stakes.size > 0) setLastRound(previous.stakes);
    confirmedRef.current = { roundId, stakes: confirmed };
  }, [roundId, confirmed]);

  // Unconfirmed chips are taken off the table when betting ends.
  useEffect(() => {
    if (!canBet) {
      setSlip(EMPTY_SLIP);
      setError((current) => (current?.kind === "lost" ? current : null));
    }
  }, [canBet]);

  const repeatStakes = useMemo<Stakes | null>(() => {
    if (lastRound) return lastRound;
    const previous = recentBets?.find((bet) => bet.roundId !== roundId);
    return previous ? stakesOf(previous.bets) : null;
  }, [lastRound, recentBets, roundId]);

  const pending = useMemo(() => slipStakes(slip), [slip]);

  const change = useCallback((next: (current: BetSlip) => BetSlip) => {
    setSlip(next);
    setError(null);
  }, []);

  const lay = (spot: string, chip: MinorUnits) => {
    if (!chipFits(spot, chip, pending, confirmed, limits)) {
      const limit = limits.get(spot);
      if (limit) setError({ kind: "limit", problem: { spot, kind: "max", limit: limit.max } });
      return;
    }
    change((current) => addChip(current, spot, chip));
  };

  const confirm = async () => {
    if (!roundId || placing || pending.size === 0) return;
    const problem = limitProblem(pending, confirmed, limits, order);
    if (problem) {
      setError({ kind: "limit", problem });
      return;
    }
    const bets = betLines(pending, order);
    const requestId = requestIds.idFor({ roundId, bets });
    setPlacing(true);
    setError(null);
    try {
      const answer = await sendSlip(() => placeLiveBets({ roundId, requestId, bets }));
      requestIds.reset();
      setAnswered({ roundId: answer.roundId, stakes: stakesOf(answer.bets) });
      setSlip(EMPTY_SLIP);
      onPlaced(answer);
    } catch (failure) {
      if (isNetworkFailure(failure)) {
        // The bets may have been taken: confirming again sends the same request id.
        setError({ kind: "lost" });
        return;
      }
      requestIds.reset();
      if (failure instanceof ApiError && failure.status === 401) {
        onExpired(failure.message);
        return;
      }
      setError({ kind: "server", message: errorText(failure) });
      if (failure instanceof ApiError && ROUND_MOVED.has(failure.code)) onRoundMoved();
    } finally {
      setPlacing(false);
    }
  };

  return {
    pending,
    pendingTotal: stakesTotal(pending),
    confirmed,
    confirmedTotal: stakesTotal(confirmed),
    placing,
    error,
    canRepeat: repeatStakes !== null && repeatStakes.size > 0,
    canDouble: pending.size > 0 || confirmed.size > 0,
    lay,
    undo: () => change(undo),
    clear: () => change(() => EMPTY_SLIP),
    double: () => change((current) => doubleSlip(current, confirmed)),
    repeat: () => {
      if (repeatStakes) change((current) => repeatSlip(current, repeatStakes));
    },
    confirm: () => void confirm(),
  };
}
