import type { LotteryFormat, LotteryRegion } from "@lotus/contracts";
import type { DrawTimes } from "./countdown";

/**
 * The daily Vietnamese draws (xsmb, xsmt, xsmn): a region's stations of the day are its draws, one
 * period each (`YYYYMMDD` in the North, `YYYYMMDD-STATION` in the South and Centre), all closing at
 * the region's cut-off before its draw time. Their results are entered by operators after the
 * draw, so a draw whose betting has closed waits, still "open", until its result is confirmed: the
 * page shows "betting closed, waiting for the result" then, never a draw of its own.
 */

export interface Station {
  code: string;
  name: string;
}

export interface StationDraw extends DrawTimes {
  station: Station | null;
}

/** The region whose prize table a format uses (Keno has none). */
export function regionOf(format: LotteryFormat): LotteryRegion | undefined {
  return format === "keno" ? undefined : format;
}

/** A daily period's date as yyyy-MM-dd (the brand's local day): 20261127-DNANG → 2026-11-27. */
export function periodDate(period: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})(?:-|$)/.exec(period);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : "";
}

/** The station a launch link asks for (`?station=DNANG`, which the Vietnamese lottery lobby adds). */
export function launchStation(search: string): string | undefined {
  const code = new URLSearchParams(search).get("station")?.trim().toUpperCase() ?? "";
  return /^[A-Z]{2,8}$/.test(code) ? code : undefined;
}

/** upcoming: not taking bets yet; open: taking bets; closed: betting closed, the result awaited. */
export type StationState = "upcoming" | "open" | "closed";

export function stationState(draw: Pick<DrawTimes, "openAt" | "closeAt">, now: number): StationState {
  if (now < draw.openAt) return "upcoming";
  if (now < draw.closeAt) return "open";
  return "closed";
}

function byPeriod<D extends { period: string }>(draws: readonly D[]): D[] {
  const seen = new Set<string>();
  return draws.filter((draw) => {
    if (seen.has(draw.period)) return false;
    seen.add(draw.period);
    return true;
  });
}

/**
 * The draws the station tabs offer at `now`, in the board's order: every listed draw taking bets;
 * when none is, those whose betting has closed and whose result is awaited; when none is either,
 * the next ones to open. The board's lists are a snapshot, so a draw is judged by its times.
 */
export function stationDraws<D extends StationDraw>(
  board: { openDraws: readonly D[]; upcoming: readonly D[] },
  now: number,
): D[] {
  const listed = byPeriod([...board.openDraws, ...board.upcoming]).filter((draw) => draw.status === "open");
  const open = listed.filter((draw) => stationState(draw, now) === "open");
  if (open.length > 0) return open;
  const closed = listed.filter((draw) => stationState(draw, now) === "closed");
  if (closed.length > 0) return closed;
  const next = listed
    .filter((draw) => stationState(draw, now) === "upcoming")
    .sort((a, b) => a.openAt - b.openAt);
  const first = next[0];
  return first ? next.filter((draw) => draw.openAt === first.openAt) : [];
}

export interface StationChoice<D> {
  tabs: D[];
  selected: D | undefined;
  /** The selected draw left the board after its close: its result is awaited. */
  kept: boolean;
}

/**
 * The station tabs and the draw the slip goes to. The chosen draw while the board lists it; a
 * chosen draw that left the board (its draw time passed) stays, as closed, until its result is out
 * (`resulted`: the periods with a result or void); without a choice, the launch's station, else
 * the first tab.
 */
export function chooseStation<D extends StationDraw>(
  draws: readonly D[],
  chosen: D | null,
  options: { preferred?: string; resulted: ReadonlySet<string> },
): StationChoice<D> {
  if (chosen) {
    const listed = draws.find((draw) => draw.period === chosen.period);
    if (listed) return { tabs: [...draws], selected: listed, kept: false };
    if (chosen.status === "open" && !options.resulted.has(chosen.period))
      return { tabs: [chosen, ...draws], selected: chosen, kept: true };
  }
  const preferred = options.preferred
    ? draws.find((draw) => draw.station?.code === options.preferred)
    : undefined;
  return { tabs: [...draws], selected: preferred ?? draws[0], kept: false };
}

/** Where the selected daily draw stands: open (counting down to its close), closed (waiting for the result), upcoming. */
export type DailyPhase<D extends StationDraw = StationDraw> =
  | { kind: "open"; draw: D }
  | { kind: "closed"; draw: D }
  | { kind: "upcoming"; draw: D }
  | { kind: "none" };

export function dailyPhase<D extends StationDraw>(
  selected: D | undefined,
  kept: boolean,
  now: number,
): DailyPhase<D> {
  if (!selected) return { kind: "none" };
  // A draw that left the board has had its draw time, whatever the snapshot it was kept from said.
  return { kind: kept ? "closed" : stationState(selected, now), draw: selected };
}

export interface DailyView<D extends StationDraw = StationDraw> extends StationChoice<D> {
  phase: DailyPhase<D>;
}

/** The station tabs, the selected draw and its phase, for a daily board at `now`. */
export function dailyView<D extends StationDraw>(
  board: { openDraws: readonly D[]; upcoming: readonly D[]; recent: readonly { period: string }[] },
  now: number,
  chosen: D | null,
  preferred?: string,
): DailyView<D> {
  const resulted = new Set(board.recent.map((draw) => draw.period));
  const choice = chooseStation(stationDraws(board, now), chosen, { preferred, resulted });
  return { ...choice, phase: dailyPhase(choice.selected, choice.kept, now) };
}

/** What a view is, without its running counts: the same key means nothing to redraw. */
export function dailyViewKey(view: DailyView): string {
  const phase = view.phase.kind === "none" ? "none" : `${view.phase.kind}:${view.phase.draw.period}`;
  return `${view.tabs.map((draw) => `${draw.period}@${draw.closeAt}`).join(",")}|${phase}`;
}

/** The period the slip is placed on: the selected draw while it takes bets, none otherwise. */
export function slipPeriod(phase: DailyPhase): string | null {
  return phase.kind === "open" ? phase.draw.period : null;
}

/** A daily draw as players name it: its station and date ("Đà Nẵng · 2026-11-27"). */
export function drawName(draw: { period: string; station: Station | null }): string {
  const date = periodDate(draw.period);
  if (!draw.station) return date || draw.period;
  return date ? `${draw.station.name} · ${date}` : draw.station.name;
}

/** True when the tabs span more than one day (each tab then names its date too). */
export function spansDays(draws: readonly { period: string }[]): boolean {
  return new Set(draws.map((draw) => periodDate(draw.period))).size > 1;
}
