import { describe, expect, it } from "vitest";
import { type LiveStep, liveTiming, nextStep, type RoundClock } from "./clock";

describe("liveTiming", () => {
  it("deals baccarat in 6 s (3 s at speed tables), dragon tiger 3 s, dice and discs 4 s; results stay 4 s", () => {
    expect(liveTiming("baccarat", 15)).toEqual({ bettingMs: 15_000, dealingMs: 6000, resultMs: 4000 });
    expect(liveTiming("baccarat", 10)).toEqual({ bettingMs: 10_000, dealingMs: 3000, resultMs: 4000 });
    expect(liveTiming("dragon_tiger", 12).dealingMs).toBe(3000);
    expect(liveTiming("sicbo", 20).dealingMs).toBe(4000);
    expect(liveTiming("xocdia", 20).dealingMs).toBe(4000);
    expect(() => liveTiming("sicbo", 0)).toThrow(RangeError);
  });
});

describe("nextStep with a hand-moved clock", () => {
  const timing = liveTiming("baccarat", 15);

  /** A driver as the server runs one: apply the step due, then move on. */
  function drive(start: number) {
    let round: RoundClock | null = null;
    let now = start;
    const log: string[] = [];
    const step = (): LiveStep => {
      const due = nextStep(round, now, timing);
      log.push(due.kind === "wait" ? `wait ${due.until - start}` : `${due.kind} @${now - start}`);
      if (due.kind === "open")
        round = {
          phase: "betting",
          closesAt: now + timing.bettingMs,
          dealtAt: null,
          resultAt: null,
          settledAt: null,
        };
      else if (round && due.kind === "close") round = { ...round, phase: "dealing", dealtAt: now };
      else if (round && due.kind === "reveal") round = { ...round, phase: "result", resultAt: now };
      else if (round && due.kind === "settle") round = { ...round, phase: "settled", settledAt: now };
      return due;
    };
    return {
      step,
      log,
      at: (ms: number) => {
        now = start + ms;
      },
      round: () => round,
    };
  }

  it("runs a whole round: open → wait → close exactly at closesAt → reveal → settle → next round", () => {
    const t0 = 1_700_000_000_000;
    const clock = drive(t0);
    expect(clock.step()).toEqual({ kind: "open" });
    expect(clock.round()?.closesAt).toBe(t0 + 15_000);
    clock.at(5_000);
    expect(clock.step()).toEqual({ kind: "wait", until: t0 + 15_000 });
    clock.at(14_999);
    expect(clock.step()).toEqual({ kind: "wait", until: t0 + 15_000 });
    clock.at(15_000);
    expect(clock.step()).toEqual({ kind: "close" });
    expect(clock.step()).toEqual({ kind: "wait", until: t0 + 21_000 });
    clock.at(20_999);
    expect(clock.step().kind).toBe("wait");
    clock.at(21_000);
    expect(clock.step()).toEqual({ kind: "reveal" });
    expect(clock.step()).toEqual({ kind: "settle" });
    expect(clock.step()).toEqual({ kind: "wait", until: t0 + 25_000 });
    clock.at(24_999);
    expect(clock.step().kind).toBe("wait");
    clock.at(25_000);
    expect(clock.step()).toEqual({ kind: "open" });
    expect(clock.round()).toMatchObject({ phase: "betting", closesAt: t0 + 40_000 });
  });

  it("after a stall the close comes at once, and the deal still runs its full time from it", () => {
    const clock = drive(0);
    clock.step();
    clock.at(60_000);
    expect(clock.step()).toEqual({ kind: "close" });
    expect(clock.step()).toEqual({ kind: "wait", until: 66_000 });
  });

  it("a void round opens the next one at once; a result not yet settled is settled first", () => {
    const base = { closesAt: 1000, dealtAt: 1000, resultAt: null, settledAt: null };
    expect(nextStep({ ...base, phase: "void" }, 1001, timing)).toEqual({ kind: "open" });
    expect(nextStep({ ...base, phase: "result", resultAt: 7000 }, 50_000, timing)).toEqual({
      kind: "settle",
    });
    expect(nextStep(null, 0, timing)).toEqual({ kind: "open" });
  });

  it("a dealing round without its deal time counts from closesAt", () => {
    expect(
      nextStep(
        { phase: "dealing", closesAt: 1000, dealtAt: null, resultAt: null, settledAt: null },
        1000,
        timing,
      ),
    ).toEqual({ kind: "wait", until: 7000 });
  });
});
