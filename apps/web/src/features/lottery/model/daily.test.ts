import { describe, expect, it } from "vitest";
import {
  chooseStation,
  dailyPhase,
  dailyView,
  drawName,
  launchStation,
  periodDate,
  regionOf,
  slipPeriod,
  spansDays,
  stationDraws,
  stationState,
} from "./daily";
import { CUTOFF_MS, DAY, type FixtureDraw, FRIDAY, SATURDAY, SOUTH_DRAW_AT } from "./daily.fixture";

/** The board at noon on Friday: Friday's stations take bets, Saturday's open at Friday's draw time. */
const board = (extra: Partial<{ recent: FixtureDraw[] }> = {}) => ({
  openDraws: FRIDAY,
  upcoming: SATURDAY,
  recent: extra.recent ?? [],
});
const NOON = SOUTH_DRAW_AT - 4 * 3_600_000 - 15 * 60_000;
const periods = (draws: readonly { period: string }[]) => draws.map((draw) => draw.period);

describe("daily periods and stations", () => {
  it("reads the draw's date from its period and names it by station and date", () => {
    expect(periodDate("20261127-DNANG")).toBe("2026-11-27");
    expect(periodDate("20261127")).toBe("2026-11-27");
    expect(periodDate("garbage")).toBe("");
    expect(drawName({ period: "20261127-DNANG", station: { code: "DNANG", name: "Đà Nẵng" } })).toBe(
      "Đà Nẵng · 2026-11-27",
    );
    expect(drawName({ period: "20261127", station: null })).toBe("2026-11-27");
  });

  it("maps a format to its prize table's region and reads the launch's station", () => {
    expect(regionOf("central")).toBe("central");
    expect(regionOf("keno")).toBeUndefined();
    expect(launchStation("?lang=VI&station=dnang")).toBe("DNANG");
    expect(launchStation("?station=not-a-code")).toBeUndefined();
    expect(launchStation("")).toBeUndefined();
  });

  it("judges a draw by its times: upcoming, open until its close, then closed", () => {
    const [draw] = SATURDAY;
    if (!draw) throw new Error("fixture");
    expect(stationState(draw, draw.openAt - 1)).toBe("upcoming");
    expect(stationState(draw, draw.openAt)).toBe("open");
    expect(stationState(draw, draw.closeAt - 1)).toBe("open");
    expect(stationState(draw, draw.closeAt)).toBe("closed");
  });
});

describe("station tabs", () => {
  it("offers every station taking bets now, in the board's order", () => {
    expect(periods(stationDraws(board(), NOON))).toEqual([
      "20261127-VLONG",
      "20261127-BDUONG",
      "20261127-TVINH",
    ]);
  });

  it("offers the closed stations, waiting for their results, between the close and the draw", () => {
    const closedAt = SOUTH_DRAW_AT - CUTOFF_MS;
    // The board read after the close lists Friday's stations among the coming draws.
    const afterClose = { openDraws: [], upcoming: [...FRIDAY, ...SATURDAY], recent: [] };
    expect(periods(stationDraws(afterClose, closedAt + 1000))).toEqual(periods(FRIDAY));
    // The snapshot from noon says the same once the clock passes the close.
    expect(periods(stationDraws(board(), closedAt))).toEqual(periods(FRIDAY));
  });

  it("moves on to the next day's stations once they open, and shows the next ones before that", () => {
    expect(periods(stationDraws(board(), SOUTH_DRAW_AT))).toEqual(periods(SATURDAY));
    const quiet = { openDraws: [], upcoming: SATURDAY, recent: [] };
    expect(periods(stationDraws(quiet, SOUTH_DRAW_AT - 1000))).toEqual(periods(SATURDAY));
    expect(stationDraws({ openDraws: [], upcoming: [] }, NOON)).toEqual([]);
  });

  it("leaves out void draws", () => {
    const voided = FRIDAY.map((draw, index) => (index === 1 ? { ...draw, status: "void" as const } : draw));
    expect(periods(stationDraws({ openDraws: voided, upcoming: [] }, NOON))).toEqual([
      "20261127-VLONG",
      "20261127-TVINH",
    ]);
  });
});

describe("the station the slip goes to", () => {
  const resulted = new Set<string>();

  it("starts on the launch's station, else the first", () => {
    expect(chooseStation(FRIDAY, null, { preferred: "TVINH", resulted }).selected?.period).toBe(
      "20261127-TVINH",
    );
    expect(chooseStation(FRIDAY, null, { preferred: "HCM", resulted }).selected?.period).toBe(
      "20261127-VLONG",
    );
  });

  it("places the slip on the chosen station's period while it takes bets", () => {
    const chosen = FRIDAY[1] ?? null;
    const view = dailyView(board(), NOON, chosen, "TVINH");
    expect(view.selected?.period).toBe("20261127-BDUONG");
    expect(view.phase.kind).toBe("open");
    expect(slipPeriod(view.phase)).toBe("20261127-BDUONG");
    expect(view.tabs).toHaveLength(3);
  });

  it("closes the slip at the chosen draw's close: betting closed, waiting for the result", () => {
    const chosen = FRIDAY[2] ?? null;
    const view = dailyView(board(), SOUTH_DRAW_AT - CUTOFF_MS, chosen);
    expect(view.phase).toMatchObject({ kind: "closed", draw: { period: "20261127-TVINH" } });
    expect(slipPeriod(view.phase)).toBeNull();
  });

  it("keeps a chosen draw that left the board as closed until its result is out", () => {
    const chosen = FRIDAY[0] ?? null;
    // After the draw time the board lists Saturday's stations only.
    const later = { openDraws: SATURDAY, upcoming: [], recent: [] as FixtureDraw[] };
    const waiting = dailyView(later, SOUTH_DRAW_AT + 60_000, chosen);
    expect(waiting.kept).toBe(true);
    expect(waiting.phase).toMatchObject({ kind: "closed", draw: { period: "20261127-VLONG" } });
    expect(periods(waiting.tabs)).toEqual(["20261127-VLONG", ...periods(SATURDAY)]);
    expect(spansDays(waiting.tabs)).toBe(true);
    // Its close moved to now by an operator still leaves it closed, whatever the snapshot said.
    expect(
      dailyPhase(chosen ? { ...chosen, closeAt: SOUTH_DRAW_AT + DAY } : undefined, true, NOON).kind,
    ).toBe("closed");

    const withResult = { ...later, recent: [{ ...FRIDAY[0], status: "drawn" } as FixtureDraw] };
    const done = dailyView(withResult, SOUTH_DRAW_AT + 30 * 60_000, chosen);
    expect(done.kept).toBe(false);
    expect(done.selected?.period).toBe("20261128-HCM");
    expect(slipPeriod(done.phase)).toBe("20261128-HCM");
    expect(spansDays(done.tabs)).toBe(false);
  });

  it("has nothing to bet on without draws", () => {
    const view = dailyView({ openDraws: [], upcoming: [], recent: [] }, NOON, null);
    expect(view.phase).toEqual({ kind: "none" });
    expect(slipPeriod(view.phase)).toBeNull();
  });
});
