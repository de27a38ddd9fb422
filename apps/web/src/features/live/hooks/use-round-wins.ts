import type { LiveRoundPhase, MinorUnits } from "@lotus/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { postToSite } from "../../house-play/model/site-messages";
import { liveKeys, type MyBet } from "../api/live-api";
import { type Stakes, toMinorAmount } from "../model/chips";

/** A settled round's bets are asked for again this often, this many times, until they show settled. */
const SETTLE_POLL_MS = 1500;
const SETTLE_POLLS = 6;

const ENDED = new Set<LiveRoundPhase>(["settled", "void"]);

/** What a settled play gave back: the win, or the stakes of a void round. */
export const returned = (bet: MyBet): MinorUnits =>
  toMinorAmount(bet.status === "void" ? Math.max(bet.win, bet.stake) : bet.win);

/**
 * The member's latest bets at the table (the first page of their list, shared with the My bets
 * tab) are asked for again once a round they played ends, until it shows settled; then each spot's
 * win is known, and a play that settled while the page watched adds what it gave back to the
 * balance (once) and tells the site to refresh its own.
 */
export function useRoundWins({
  roundId,
  phase,
  played,
  recent: list,
  queryClient,
  onCredit,
}: {
  roundId: string | null;
  phase: LiveRoundPhase | null;
  /** The member has bets on this round. */
  played: boolean;
  /** The first page of the member's bets at this table. */
  recent: readonly MyBet[] | undefined;
  queryClient: QueryClient;
  onCredit: (amount: MinorUnits) => void;
}) {
  const current = roundId ? list?.find((bet) => bet.roundId === roundId) : undefined;
  const waiting = useRef(new Set<string>());
  const credit = useRef(onCredit);
  credit.current = onCredit;

  // Plays seen open (or placed here) are watched until they settle.
  useEffect(() => {
    for (const bet of list ?? []) {
      if (bet.status === "open") waiting.current.add(bet.id);
      else if (waiting.current.delete(bet.id)) {
        credit.current(returned(bet));
        postToSite({ type: "lotus:balance" });
      }
    }
  }, [list]);

  const ended = phase !== null && ENDED.has(phase);
  const settledHere = current !== undefined && current.status !== "open";
  useEffect(() => {
    if (!roundId || !ended || !played || settledHere) return;
    let polls = 0;
    const ask = () => void queryClient.invalidateQueries({ queryKey: liveKeys.betsAll });
    ask();
    const timer = setInterval(() => {
      polls += 1;
      if (polls >= SETTLE_POLLS) clearInterval(timer);
      ask();
    }, SETTLE_POLL_MS);
    return () => clearInterval(timer);
  }, [roundId, ended, played, settledHere, queryClient]);

  const wins = useMemo<Stakes | null>(() => {
    if (!current || current.status === "open") return null;
    return new Map(current.bets.map((line) => [line.spot, toMinorAmount(line.win)]));
  }, [current]);

  return { current, wins };
}
