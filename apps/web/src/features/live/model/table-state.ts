import type { LiveResult, LiveRoundPhase, LiveTableEvent, LiveTableStatus } from "@lotus/contracts";

/**
 * A table's public state as the page keeps it between answers of the table call: the round in
 * play and the results of the road, moved on by the site socket's `LiveTableEvent`s. An event that
 * cannot be applied safely (a round skipped, a round seen for the first time) asks for the table
 * call again.
 */

export interface SpotTotal {
  spot: string;
  amount: number;
  bets: number;
}

export interface Commitment {
  seedHash: string;
  seed: string | null;
  shoeNumber: number | null;
  cursor: number | null;
}

export interface RoundState {
  id: string;
  number: number;
  phase: LiveRoundPhase;
  closesAt: number;
  result: LiveResult | null;
  totals: SpotTotal[];
  players: number;
  /** The fairness commitment as the last table answer gave it; null until asked for again. */
  commitment: Commitment | null;
}

export interface HistoryItem {
  number: number;
  result: LiveResult;
}

export interface TableState {
  code: string;
  status: LiveTableStatus;
  round: RoundState | null;
  /** Finished rounds, oldest first. */
  recent: HistoryItem[];
}

/** The road keeps this many results (the table call's own maximum). */
export const RECENT_MAX = 72;

const SHOWN = new Set<LiveRoundPhase>(["result", "settled"]);

/** Adds a round's result to the road once it is shown, once. */
function withResult(recent: HistoryItem[], round: RoundState, max: number): HistoryItem[] {
  if (!round.result || !SHOWN.has(round.phase)) return recent;
  if (recent.some((item) => item.number === round.number)) return recent;
  const next = [...recent, { number: round.number, result: round.result }].sort(
    (a, b) => a.number - b.number,
  );
  return next.length > max ? next.slice(next.length - max) : next;
}

export interface Applied {
  state: TableState;
  /** The page should ask for the table again (something was missed or is unknown). */
  refetch: boolean;
}

export function applyEvent(state: TableState, event: LiveTableEvent, max = RECENT_MAX): Applied {
  if (event.table !== state.code) return { state, refetch: false };
  const status = event.status ?? state.status;
  const current = state.round;

  if (current && event.roundId === current.id) {
    const round: RoundState = {
      ...current,
      phase: event.phase,
      closesAt: event.closesAt,
      result: event.result ?? current.result,
      totals: event.totals ?? current.totals,
      players: event.players ?? current.players,
    };
    return {
      state: { ...state, status, round, recent: withResult(state.recent, round, max) },
      refetch: false,
    };
  }
  // A message about a round older than the one shown arrived late: nothing to do.
  if (current && event.number < current.number) return { state: { ...state, status }, refetch: false };

  const round: RoundState = {
    id: event.roundId,
    number: event.number,
    phase: event.phase,
    closesAt: event.closesAt,
    result: event.result,
    totals: event.totals ?? [],
    players: event.players ?? 0,
    commitment: null,
  };
  // The round before may have ended without its result reaching the page: a gap asks again.
  const next = current !== null && event.number === current.number + 1;
  return {
    state: { ...state, status, round, recent: withResult(state.recent, round, max) },
    refetch: !next || (current.result === null && current.phase !== "void"),
  };
}

/** The stakes and bets on a spot this round (zero when none). */
export function spotTotal(totals: readonly SpotTotal[], spot: string): SpotTotal {
  return totals.find((total) => total.spot === spot) ?? { spot, amount: 0, bets: 0 };
}

const PHASE_ORDER: Record<LiveRoundPhase, number> = {
  betting: 0,
  dealing: 1,
  result: 2,
  settled: 3,
  void: 3,
};

/** The table answer as page state. */
export function stateFromAnswer(answer: {
  table: { code: string; status: LiveTableStatus };
  round: (Omit<RoundState, "commitment"> & { commitment: Commitment }) | null;
  recent: HistoryItem[];
}): TableState {
  return {
    code: answer.table.code,
    status: answer.table.status,
    round: answer.round
      ? {
          id: answer.round.id,
          number: answer.round.number,
          phase: answer.round.phase,
          closesAt: answer.round.closesAt,
          result: answer.round.result,
          totals: answer.round.totals,
          players: answer.round.players,
          commitment: answer.round.commitment,
        }
      : null,
    recent: answer.recent,
  };
}

/**
 * A fresh table answer over what the socket has already moved on: the answer wins, except that an
 * answer sent before the latest message must not take the round back (an older round, or an
 * earlier phase of the same one); its commitment and road are taken all the same.
 */
export function adoptAnswer(current: TableState | null, fresh: TableState): TableState {
  const shown = current?.round;
  const answered = fresh.round;
  if (!current || !shown || !answered || current.code !== fresh.code) return fresh;
  if (shown.number > answered.number)
    return { ...current, recent: mergeRecent(fresh.recent, current.recent) };
  if (shown.id === answered.id && PHASE_ORDER[shown.phase] > PHASE_ORDER[answered.phase]) {
    return {
      ...fresh,
      round: { ...shown, commitment: answered.commitment },
      recent: mergeRecent(fresh.recent, current.recent),
    };
  }
  return fresh;
}

/** Both lists' results once each, oldest first, at most `max`. */
function mergeRecent(a: HistoryItem[], b: HistoryItem[], max = RECENT_MAX): HistoryItem[] {
  const byNumber = new Map<number, HistoryItem>();
  for (const item of [...a, ...b]) byNumber.set(item.number, item);
  const merged = [...byNumber.values()].sort((x, y) => x.number - y.number);
  return merged.length > max ? merged.slice(merged.length - max) : merged;
}
