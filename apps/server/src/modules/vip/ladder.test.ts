import { describe, expect, it } from "vitest";
import {
  addDays,
  birthdayDue,
  closeDay,
  freshState,
  type LadderChange,
  type LadderLevel,
  type MemberLadderState,
  windowEnd,
} from "./ladder";

const level = (rank: number, deposit: number, turnover: number, maintenance: number): LadderLevel => ({
  rank,
  depositRequired: BigInt(deposit),
  turnoverRequired: BigInt(turnover),
  maintenanceTurnover: BigInt(maintenance),
  maintenanceDays: 60,
});

/** The first four rungs of DOMAIN §6.3. */
const LADDER = [
  level(0, 0, 0, 0),
  level(1, 5_000, 50_000, 20_000),
  level(2, 20_000, 200_000, 60_000),
  level(3, 100_000, 500_000, 180_000),
];

const START = "2026-01-01";

/** Plays `days` days from START with what `activity(dayIndex)` deposits and bets; records every change. */
function simulate(days: number, activity: (index: number) => { deposit?: number; turnover?: number }) {
  let state: MemberLadderState = freshState(addDays(START, -1));
  const changes: { index: number; change: LadderChange; rank: number }[] = [];
  const ranks: number[] = [];
  for (let index = 0; index < days; index++) {
    const { deposit = 0, turnover = 0 } = activity(index);
    const outcome = closeDay(LADDER, state, addDays(START, index), BigInt(deposit), BigInt(turnover));
    state = outcome.state;
    if (outcome.change) changes.push({ index, change: outcome.change, rank: state.rank });
    ranks.push(state.rank);
  }
  return { state, changes, ranks };
}

describe("VIP ladder over 90 simulated days", () => {
  it("promotes one level a day without skipping, demotes after a missed window and comes back only by maintenance", () => {
    const { changes, ranks, state } = simulate(90, (index) => {
      if (index === 0) return { deposit: 30_000, turnover: 250_000 };
      // Level 2's window runs from day 2 to day 61: 500 a day is 30,000 of the 60,000 it needs.
      if (index >= 2 && index <= 61) return { turnover: 500 };
      // Back at level 1: 7,000 a day from day 70 makes level 2's maintenance again on day 78.
      if (index >= 70 && index <= 79) return { turnover: 7_000 };
      return {};
    });
    expect(changes).toEqual([
      { index: 0, change: "promotion", rank: 1 },
      { index: 1, change: "promotion", rank: 2 },
      { index: 61, change: "demotion", rank: 1 },
      { index: 78, change: "promotion", rank: 2 },
    ]);
    // Enough deposits and turnover for level 2 on day 0, yet level 1 that day: no skipping.
    expect(ranks[0]).toBe(1);
    // Level 3 needs 100,000 deposited: never reached.
    expect(Math.max(...ranks)).toBe(2);
    // The cumulative totals alone do not bring a lost level back: days 62–77 stay at level 1.
    expect(ranks.slice(62, 78).every((rank) => rank === 1)).toBe(true);
    expect(state.totalTurnover).toBe(250_000n + 60n * 500n + 10n * 7_000n);
    expect(state.totalDeposit).toBe(30_000n);
    expect(state.highestRank).toBe(2);
  });

  it("renews the window when the maintenance turnover is met and keeps the level", () => {
    const { changes, ranks } = simulate(90, (index) => {
      if (index === 0) return { deposit: 6_000, turnover: 60_000 };
      return { turnover: 400 };
    });
    // Level 1 on day 0; its window is days 1–60 and 60 × 400 = 24,000 ≥ 20,000.
    expect(changes).toEqual([
      { index: 0, change: "promotion", rank: 1 },
      { index: 60, change: "renewal", rank: 1 },
    ]);
    expect(ranks.every((rank) => rank === 1)).toBe(true);
  });

  it("demotes one level at a time, one window after the other", () => {
    let state: MemberLadderState = {
      ...freshState(START),
      rank: 3,
      highestRank: 3,
      totalDeposit: 200_000n,
      totalTurnover: 900_000n,
    };
    const changes: string[] = [];
    for (let index = 0; index < 130; index++) {
      const day = addDays(START, index + 1);
      const outcome = closeDay(LADDER, state, day, 0n, 0n);
      if (outcome.change) changes.push(`${day}:${outcome.change}:${outcome.state.rank}`);
      state = outcome.state;
    }
    expect(windowEnd(addDays(START, 1), 60)).toBe("2026-03-02");
    expect(changes).toEqual(["2026-03-02:demotion:2", "2026-05-01:demotion:1"]);
  });

  it("keeps a member above a shortened ladder on its top level", () => {
    const state = { ...freshState(START), rank: 5, highestRank: 5 };
    expect(closeDay(LADDER, state, START, 0n, 0n).state.rank).toBe(3);
  });
});

describe("birthday", () => {
  it("is due on the birthday once the account is old enough", () => {
    expect(birthdayDue("1990-05-20", "2026-01-01", "2026-05-20", 60)).toBe(true);
    expect(birthdayDue("20/05/1990", "2026-01-01", "2026-05-20", 60)).toBe(true);
    expect(birthdayDue("1990-05-20", "2026-04-01", "2026-05-20", 60)).toBe(false);
    expect(birthdayDue("1990-05-21", "2026-01-01", "2026-05-20", 60)).toBe(false);
    expect(birthdayDue(undefined, "2026-01-01", "2026-05-20", 60)).toBe(false);
    expect(birthdayDue("not a date", "2026-01-01", "2026-05-20", 60)).toBe(false);
  });

  it("keeps 29 February on 28 February in other years", () => {
    expect(birthdayDue("2000-02-29", "2020-01-01", "2027-02-28", 60)).toBe(true);
    expect(birthdayDue("2000-02-29", "2020-01-01", "2028-02-28", 60)).toBe(false);
    expect(birthdayDue("2000-02-29", "2020-01-01", "2028-02-29", 60)).toBe(true);
  });
});
