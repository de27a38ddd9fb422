import type { LiveResult, LiveRoundPhase, LiveTableStatus } from "@lotus/contracts";

/**
 * Where a table stands on the server's clock. The server decides every phase; the page only adds
 * the moment between the countdown's end and the server's next message ("no more bets"), so no
 * chip is offered once the time is up even if that message is late.
 */

export type TableStage =
  | { kind: "closed" }
  | { kind: "paused" }
  | { kind: "waiting" }
  | { kind: "betting"; remaining: number }
  | { kind: "noMoreBets" }
  | { kind: "dealing" }
  | { kind: "result" }
  | { kind: "void" };

export interface RoundTimes {
  phase: LiveRoundPhase;
  closesAt: number;
  result: LiveResult | null;
}

export function tableStage(status: LiveTableStatus, round: RoundTimes | null, now: number): TableStage {
  if (status === "closed") return { kind: "closed" };
  if (!round) return status === "paused" ? { kind: "paused" } : { kind: "waiting" };
  switch (round.phase) {
    case "void":
      return { kind: "void" };
    case "betting":
      return now < round.closesAt
        ? { kind: "betting", remaining: round.closesAt - now }
        : { kind: "noMoreBets" };
    case "dealing":
      return round.result ? { kind: "dealing" } : { kind: "noMoreBets" };
    case "settled":
      // A paused table finishes its round and then waits.
      if (status === "paused") return { kind: "paused" };
      return round.result ? { kind: "result" } : { kind: "noMoreBets" };
    case "result":
      return round.result ? { kind: "result" } : { kind: "noMoreBets" };
  }
}

/** A bet sent this close to the end would reach the server too late: the chips stop a little early. */
export const LAST_CALL_MS = 300;

export const takesBets = (stage: TableStage) => stage.kind === "betting" && stage.remaining > LAST_CALL_MS;

/** The countdown's seconds, counted up so it shows 0 only at the end. */
export const countdownSeconds = (remaining: number) => Math.max(0, Math.ceil(remaining / 1000));

/** How much of the betting window is left, 0–1 (for the countdown ring). */
export function countdownShare(remaining: number, bettingSeconds: number): number {
  if (bettingSeconds <= 0) return 0;
  return Math.min(1, Math.max(0, remaining / (bettingSeconds * 1000)));
}

/** Server clock minus this page's, from an answer's `serverNow` taken at the request's midpoint. */
export function clockSkew(serverNow: number, sentAt: number, receivedAt: number): number {
  return Math.round(serverNow - (sentAt + receivedAt) / 2);
}

/** A socket message's serverNow seen at `receivedAt` disagrees this much with the skew: adopt it. */
export const SKEW_DRIFT_MS = 1500;

/**
 * The skew kept after a socket message: the answer's round-trip estimate is better (a message's
 * own reads late by its travel time), unless the two part by more than SKEW_DRIFT_MS (the device's
 * clock was changed, or the page slept).
 */
export function followSkew(current: number, serverNow: number, receivedAt: number): number {
  const seen = serverNow - receivedAt;
  return Math.abs(seen - current) > SKEW_DRIFT_MS ? seen : current;
}
