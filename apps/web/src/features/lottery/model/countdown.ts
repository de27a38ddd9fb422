/**
 * The draw clock. The server's clock is the only one that counts (DOMAIN §2.2): the board answers
 * with `serverNow`, and the page estimates how far its own clock is off from it, taking the middle
 * of the request as the moment the server read its clock. Every countdown then runs on the page's
 * clock plus that skew, so a phone whose clock is a minute wrong still closes betting on time.
 */

export interface DrawTimes {
  period: string;
  status: string;
  openAt: number;
  closeAt: number;
  drawAt: number;
}

/** Server clock minus this page's clock, in ms (positive: the server is ahead). */
export function clockSkew(serverNow: number, sentAt: number, receivedAt: number): number {
  return Math.round(serverNow - (sentAt + receivedAt) / 2);
}

/** The server's time now, from this page's clock and the measured skew. */
export function serverTime(localNow: number, skew: number): number {
  return localNow + skew;
}

/** This page's clock reading for a server instant. */
export function localTime(serverInstant: number, skew: number): number {
  return serverInstant - skew;
}

/**
 * Where the game stands at a server instant:
 * - open: bets are taken on `draw` until its close;
 * - closed: betting on `draw` closed, its numbers are being drawn;
 * - upcoming: the next draw has not opened yet;
 * - waiting: every known draw time has passed (the board is being refreshed);
 * - none: nothing scheduled.
 */
export type DrawPhase =
  | { kind: "open"; draw: DrawTimes; closesIn: number; drawsIn: number }
  | { kind: "closed"; draw: DrawTimes; drawsIn: number }
  | { kind: "upcoming"; draw: DrawTimes; opensIn: number }
  | { kind: "waiting"; draw: DrawTimes }
  | { kind: "none" };

export function drawPhase(
  board: { open: DrawTimes | null; upcoming: readonly DrawTimes[] },
  now: number,
): DrawPhase {
  const draws = [...(board.open ? [board.open] : []), ...board.upcoming]
    .filter((draw) => draw.status !== "void")
    .sort((a, b) => a.drawAt - b.drawAt);
  const current = draws.find((draw) => draw.drawAt > now);
  if (!current) {
    const last = draws.at(-1);
    return last ? { kind: "waiting", draw: last } : { kind: "none" };
  }
  if (now < current.openAt) return { kind: "upcoming", draw: current, opensIn: current.openAt - now };
  if (now < current.closeAt)
    return { kind: "open", draw: current, closesIn: current.closeAt - now, drawsIn: current.drawAt - now };
  return { kind: "closed", draw: current, drawsIn: current.drawAt - now };
}

/** A countdown as mm:ss (h:mm:ss from an hour), counting whole seconds up so it reads 00:00 only at zero. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, "0");
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** The moments of the countdown worth saying out loud (seconds before the close). */
export const ANNOUNCED_SECONDS = [60, 30, 10] as const;

/**
 * The announcement a tick crosses, if any: the countdown went from above a mark to at or below it.
 * A screen reader hears "one minute left", "30 seconds", "10 seconds", not every second.
 */
export function crossedMark(previousMs: number, currentMs: number): number | null {
  for (const mark of ANNOUNCED_SECONDS) if (previousMs > mark * 1000 && currentMs <= mark * 1000) return mark;
  return null;
}

/** Extra wait after a draw time before asking for its result, should the socket be down. */
export const DRAW_REFETCH_DELAY_MS = 1000;

/** While a drawn period's result has not reached the board, ask again this often. */
export const RESULT_POLL_MS = 3000;

/**
 * How long from now (server time) until the board should be asked again without a socket signal:
 * a second after the coming draw time, or soon when every known draw time has passed; null when
 * nothing is scheduled.
 */
export function nextRefetchIn(
  board: { open: DrawTimes | null; upcoming: readonly DrawTimes[] },
  now: number,
): number | null {
  const phase = drawPhase(board, now);
  switch (phase.kind) {
    case "none":
      return null;
    case "waiting":
      return RESULT_POLL_MS;
    case "upcoming":
      return phase.opensIn;
    default:
      return phase.drawsIn + DRAW_REFETCH_DELAY_MS;
  }
}

/**
 * The period whose result is due at `now`: the latest the board listed as coming (open or not yet
 * drawn) whose draw time has passed. Its result may take a moment to reach the board.
 */
export function awaitedPeriod(
  board: { open: DrawTimes | null; upcoming: readonly DrawTimes[] },
  now: number,
): string | undefined {
  const due = [...(board.open ? [board.open] : []), ...board.upcoming]
    .filter((draw) => draw.status !== "void" && draw.drawAt <= now)
    .sort((a, b) => a.drawAt - b.drawAt);
  return due.at(-1)?.period;
}
