import type { LiveRoundPhase, LiveTableEvent, LiveTableStatus } from "@lotus/contracts";
import type { TableStage } from "./round-clock";
import type { HistoryItem } from "./table-state";

/** A lobby card's table as the lobby call gives it, moved on by the socket like the table page. */
export interface LobbyTable {
  code: string;
  status: LiveTableStatus;
  round: { id: string; number: number; phase: LiveRoundPhase; closesAt: number } | null;
  players: number;
  recent: HistoryItem[];
}

/** The lobby keeps at least this many results per table (enough for its small bead plate). */
export const LOBBY_RECENT_MAX = 60;

/**
 * One socket message applied to a lobby table: the round's phase and countdown, its players, and
 * its result added to the last results once shown. A skipped round asks for the lobby again.
 */
export function applyLobbyEvent<T extends LobbyTable>(
  table: T,
  event: LiveTableEvent,
  max = LOBBY_RECENT_MAX,
): { table: T; refetch: boolean } {
  if (event.table !== table.code) return { table, refetch: false };
  const status = event.status ?? table.status;
  const current = table.round;
  if (current && event.number < current.number) return { table: { ...table, status }, refetch: false };
  const round = { id: event.roundId, number: event.number, phase: event.phase, closesAt: event.closesAt };
  const sameRound = current?.id === event.roundId;
  const players = event.players ?? (sameRound ? table.players : 0);
  let recent = table.recent;
  if (event.result && (event.phase === "result" || event.phase === "settled")) {
    if (!recent.some((item) => item.number === event.number)) {
      recent = [...recent, { number: event.number, result: event.result }];
      if (recent.length > max) recent = recent.slice(recent.length - max);
    }
  }
  const skipped = !sameRound && current !== null && event.number > current.number + 1;
  return { table: { ...table, status, round, players, recent }, refetch: skipped || current === null };
}

/**
 * A lobby card's stage: the countdown while bets are taken, then no more bets, dealing, the result
 * and void as the round's phase says (the lobby has no result to wait for: a phase past betting is
 * enough), and paused, closed or waiting for the table.
 */
export function lobbyStage(table: Pick<LobbyTable, "status" | "round">, now: number): TableStage {
  const { status, round } = table;
  if (status === "closed") return { kind: "closed" };
  if (!round) return status === "paused" ? { kind: "paused" } : { kind: "waiting" };
  switch (round.phase) {
    case "betting":
      return now < round.closesAt
        ? { kind: "betting", remaining: round.closesAt - now }
        : { kind: "noMoreBets" };
    case "dealing":
      return { kind: "dealing" };
    case "result":
      return { kind: "result" };
    case "settled":
      return status === "paused" ? { kind: "paused" } : { kind: "result" };
    case "void":
      return { kind: "void" };
  }
}
