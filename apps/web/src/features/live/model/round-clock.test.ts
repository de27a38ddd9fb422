import { describe, expect, it } from "vitest";
import { BANKER_WIN } from "./live.fixture";
import {
  clockSkew,
  countdownSeconds,
  countdownShare,
  followSkew,
  LAST_CALL_MS,
  type RoundTimes,
  tableStage,
  takesBets,
} from "./round-clock";

const round = (overrides: Partial<RoundTimes> = {}): RoundTimes => ({
  phase: "betting",
  closesAt: 10_000,
  result: null,
  ...overrides,
});

describe("a table's stage on the server clock", () => {
  it("counts down while betting, then says no more bets before the server does", () => {
    expect(tableStage("open", round(), 4000)).toEqual({ kind: "betting", remaining: 6000 });
    expect(tableStage("open", round(), 10_000)).toEqual({ kind: "noMoreBets" });
    expect(tableStage("open", round({ phase: "dealing" }), 11_000)).toEqual({ kind: "noMoreBets" });
  });

  it("deals and shows the result once it is known", () => {
    expect(tableStage("open", round({ phase: "dealing", result: BANKER_WIN }), 12_000).kind).toBe("dealing");
    expect(tableStage("open", round({ phase: "result", result: BANKER_WIN }), 12_000).kind).toBe("result");
    expect(tableStage("open", round({ phase: "settled", result: BANKER_WIN }), 12_000).kind).toBe("result");
    expect(tableStage("open", round({ phase: "void" }), 12_000).kind).toBe("void");
  });

  it("knows closed and paused tables and tables without a round", () => {
    expect(tableStage("closed", round(), 0).kind).toBe("closed");
    expect(tableStage("paused", null, 0).kind).toBe("paused");
    expect(tableStage("open", null, 0).kind).toBe("waiting");
    // A paused table finishes the round in play, then waits.
    expect(tableStage("paused", round(), 0).kind).toBe("betting");
    expect(tableStage("paused", round({ phase: "settled", result: BANKER_WIN }), 20_000).kind).toBe("paused");
  });

  it("stops taking chips just before the end", () => {
    expect(takesBets({ kind: "betting", remaining: LAST_CALL_MS + 1 })).toBe(true);
    expect(takesBets({ kind: "betting", remaining: LAST_CALL_MS })).toBe(false);
    expect(takesBets({ kind: "dealing" })).toBe(false);
  });

  it("shows whole seconds and the share of the window left", () => {
    expect(countdownSeconds(4001)).toBe(5);
    expect(countdownSeconds(0)).toBe(0);
    expect(countdownSeconds(-50)).toBe(0);
    expect(countdownShare(7500, 15)).toBe(0.5);
    expect(countdownShare(99_000, 15)).toBe(1);
    expect(countdownShare(1000, 0)).toBe(0);
  });
});

describe("the server clock", () => {
  it("takes the request's midpoint as the server's reading", () => {
    expect(clockSkew(61_200, 1000, 1400)).toBe(60_000);
  });

  it("keeps the round-trip skew unless a message disagrees by much", () => {
    expect(followSkew(500, 10_400, 10_000)).toBe(500);
    expect(followSkew(500, 15_000, 10_000)).toBe(5000);
  });
});
