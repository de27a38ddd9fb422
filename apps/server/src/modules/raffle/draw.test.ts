import { describe, expect, it } from "vitest";
import { type DrawPrize, drawPrize, type RandomInt, sessionState } from "./draw";

/** A seeded generator (mulberry32), so the distribution test is the same on every run. */
function seeded(seed: number): RandomInt {
  let state = seed >>> 0;
  return (max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
  };
}

const table: DrawPrize[] = [
  { id: "big", probabilityBp: 100, remaining: null },
  { id: "mid", probabilityBp: 1_900, remaining: null },
  { id: "small", probabilityBp: 3_000, remaining: null },
];

describe("raffle draw", () => {
  it("draws each prize about as often as its probability, the rest nothing", () => {
    const random = seeded(42);
    const draws = 200_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < draws; i++) {
      const id = drawPrize(table, random)?.id ?? "nothing";
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const share = (id: string) => (counts.get(id) ?? 0) / draws;
    expect(share("big")).toBeCloseTo(0.01, 2);
    expect(share("mid")).toBeCloseTo(0.19, 2);
    expect(share("small")).toBeCloseTo(0.3, 2);
    expect(share("nothing")).toBeCloseTo(0.5, 2);
  });

  it("never draws a prize out of stock, and its share draws nothing (the others keep their odds)", () => {
    const random = seeded(7);
    const soldOut = table.map((prize) => (prize.id === "mid" ? { ...prize, remaining: 0 } : prize));
    let nothing = 0;
    let small = 0;
    let mid = 0;
    for (let i = 0; i < 100_000; i++) {
      const id = drawPrize(soldOut, random)?.id;
      if (id === "mid") mid++;
      if (!id) nothing++;
      if (id === "small") small++;
    }
    expect(mid).toBe(0);
    expect(nothing / 100_000).toBeCloseTo(0.69, 2);
    expect(small / 100_000).toBeCloseTo(0.3, 2);
  });

  it("reads the roll against cumulative probabilities (edges included)", () => {
    expect(drawPrize(table, () => 0)?.id).toBe("big");
    expect(drawPrize(table, () => 99)?.id).toBe("big");
    expect(drawPrize(table, () => 100)?.id).toBe("mid");
    expect(drawPrize(table, () => 4_999)?.id).toBe("small");
    expect(drawPrize(table, () => 5_000)).toBeNull();
    expect(drawPrize([{ id: "all", probabilityBp: 10_000, remaining: 1 }], () => 9_999)?.id).toBe("all");
  });
});

describe("raffle sessions", () => {
  const TZ = "Asia/Ho_Chi_Minh";
  // 2026-11-27 00:00 in Ho Chi Minh City.
  const midnight = Date.UTC(2026, 10, 26, 17);
  const event = {
    startsAt: midnight,
    endsAt: midnight + 3 * 86_400_000,
    sessions: [
      { start: "20:00", end: "20:30" },
      { start: "12:00", end: "12:15" },
    ],
  };
  const allDay = { ...event, sessions: [{ start: "00:00", end: "24:00" }] };
  const at = (hours: number, minutes = 0) => midnight + (hours * 60 + minutes) * 60_000;

  it("is open inside a session of the brand's day and closed at its end", () => {
    expect(sessionState(event, at(12, 5), TZ).open).toBe(true);
    expect(sessionState(event, at(20, 29), TZ).open).toBe(true);
    expect(sessionState(event, at(20, 30), TZ)).toEqual({ open: false, nextSessionAt: at(36) });
  });

  it("a session to 24:00 runs to midnight", () => {
    expect(sessionState(allDay, at(23, 59), TZ).open).toBe(true);
    expect(sessionState(allDay, at(24), TZ).open).toBe(true);
  });

  it("names the next session, the next day's when today's are over, none after the end", () => {
    expect(sessionState(event, at(9), TZ)).toEqual({ open: false, nextSessionAt: at(12) });
    expect(sessionState(event, at(13), TZ)).toEqual({ open: false, nextSessionAt: at(20) });
    expect(sessionState(event, at(70, 31), TZ)).toEqual({ open: false, nextSessionAt: null });
    expect(sessionState(event, event.endsAt, TZ)).toEqual({ open: false, nextSessionAt: null });
    expect(sessionState(event, midnight - 3_600_000, TZ)).toEqual({ open: false, nextSessionAt: at(12) });
  });
});
