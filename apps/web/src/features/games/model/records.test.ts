import { describe, expect, it } from "vitest";
import {
  addDays,
  betRecordQuery,
  groupProfitByDay,
  isGameType,
  isRoundStatus,
  MAX_RANGE_DAYS,
  matchingQuickRange,
  type ProfitLine,
  profitByCategory,
  quickRange,
  rangeProblem,
  sumFigures,
  winLossTone,
} from "./records";

describe("quick ranges (brand time-zone days)", () => {
  it("gives today, yesterday and the last 7 days including today", () => {
    expect(quickRange("today", "2024-03-01")).toEqual({ from: "2024-03-01", to: "2024-03-01" });
    expect(quickRange("yesterday", "2024-03-01")).toEqual({ from: "2024-02-29", to: "2024-02-29" });
    expect(quickRange("week", "2024-01-03")).toEqual({ from: "2023-12-28", to: "2024-01-03" });
  });

  it("marks the quick range a range equals", () => {
    expect(matchingQuickRange({ from: "2024-02-29", to: "2024-02-29" }, "2024-03-01")).toBe("yesterday");
    expect(matchingQuickRange({ from: "2024-02-24", to: "2024-03-01" }, "2024-03-01")).toBe("week");
    expect(matchingQuickRange({ from: "2024-02-20", to: "2024-03-01" }, "2024-03-01")).toBeUndefined();
  });

  it("refuses impossible, reversed, too long and future ranges", () => {
    const today = "2024-06-15";
    expect(rangeProblem({ from: "2024-06-01", to: "2024-06-15" }, today)).toBeUndefined();
    expect(rangeProblem({ from: "", to: "" }, today)).toBeUndefined();
    expect(rangeProblem({ from: "2024-02-30", to: "" }, today)).toBe("format");
    expect(rangeProblem({ from: "2024-06-15", to: "2024-06-14" }, today)).toBe("order");
    expect(rangeProblem({ from: addDays(today, -MAX_RANGE_DAYS), to: today }, today)).toBe("tooLong");
    expect(rangeProblem({ from: addDays(today, -(MAX_RANGE_DAYS - 1)), to: today }, today)).toBeUndefined();
    expect(rangeProblem({ from: "2024-06-16", to: "2024-06-20" }, today)).toBe("future");
  });
});

describe("betRecordQuery", () => {
  it("sends only the filters that are set", () => {
    expect(
      betRecordQuery(
        { from: "2024-06-01", to: "2024-06-07", gameType: "", vassalage: "", status: "" },
        1,
        20,
      ),
    ).toEqual({ from: "2024-06-01", to: "2024-06-07", page: 1, pageSize: 20 });
    expect(
      betRecordQuery({ from: "", to: "", gameType: "RNG", vassalage: "LOTUS", status: "settled" }, 3, 20),
    ).toEqual({ gameType: "RNG", vassalage: "LOTUS", status: "settled", page: 3, pageSize: 20 });
  });

  it("never asks for a page below one", () => {
    const filters = { from: "", to: "", gameType: "" as const, vassalage: "", status: "" as const };
    expect(betRecordQuery(filters, 0, 20).page).toBe(1);
    expect(betRecordQuery(filters, Number.NaN, 20).page).toBe(1);
  });

  it("knows the contract's categories and round statuses", () => {
    expect(isGameType("COCKFIGHT")).toBe(true);
    expect(isGameType("rng")).toBe(false);
    expect(isRoundStatus("cancelled")).toBe(true);
    expect(isRoundStatus("won")).toBe(false);
  });

  it("colours a member's win and loss", () => {
    expect(winLossTone(12.5)).toBe("win");
    expect(winLossTone(-0.01)).toBe("loss");
    expect(winLossTone(0)).toBe("even");
  });
});

describe("profit and loss", () => {
  const line = (date: string, gameType: ProfitLine["gameType"], winLoss: number): ProfitLine => ({
    date,
    gameType,
    rounds: 2,
    betAmount: 10.1,
    validBet: 10.1,
    winLoss,
  });
  const list = [
    line("2024-06-01", "RNG", -5.1),
    line("2024-06-02", "RNG", 0.2),
    line("2024-06-01", "LIVE", 0.1),
    line("2024-06-02", "SPORTS", -3),
  ];

  it("groups rows by day, newest first, categories in the fixed order, with a day total", () => {
    const days = groupProfitByDay(list);
    expect(days.map((day) => day.date)).toEqual(["2024-06-02", "2024-06-01"]);
    expect(days[1]?.rows.map((row) => row.gameType)).toEqual(["LIVE", "RNG"]);
    expect(days[1]?.total).toEqual({ rounds: 4, betAmount: 20.2, validBet: 20.2, winLoss: -5 });
    expect(days[0]?.total.winLoss).toBe(-2.8);
  });

  it("sums the range per category and in total without float drift", () => {
    expect(profitByCategory(list)).toEqual([
      { gameType: "LIVE", rounds: 2, betAmount: 10.1, validBet: 10.1, winLoss: 0.1 },
      { gameType: "SPORTS", rounds: 2, betAmount: 10.1, validBet: 10.1, winLoss: -3 },
      { gameType: "RNG", rounds: 4, betAmount: 20.2, validBet: 20.2, winLoss: -4.9 },
    ]);
    expect(sumFigures([line("d", "RNG", 0.1), line("d", "RNG", 0.2)]).winLoss).toBe(0.3);
    expect(sumFigures([])).toEqual({ rounds: 0, betAmount: 0, validBet: 0, winLoss: 0 });
  });
});
