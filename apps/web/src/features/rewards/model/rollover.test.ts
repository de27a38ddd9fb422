import { describe, expect, it } from "vitest";
import { expiryLeft, progressPercent, rolloverState, sortRollovers, weightLines } from "./rollover";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = 1_764_000_000_000;

describe("progressPercent", () => {
  it("is the achieved share of the required turnover, rounded down to one decimal", () => {
    expect(progressPercent(0, 2000)).toBe(0);
    expect(progressPercent(500, 2000)).toBe(25);
    expect(progressPercent(1, 3)).toBe(33.3);
    // 99.99 % is not shown as done.
    expect(progressPercent(19_999, 20_000)).toBe(99.9);
  });

  it("stays within 0–100 and counts a rollover that needs nothing as done", () => {
    expect(progressPercent(3000, 2000)).toBe(100);
    expect(progressPercent(-5, 2000)).toBe(0);
    expect(progressPercent(0, 0)).toBe(100);
  });
});

describe("rolloverState", () => {
  const open = { outcome: null, clearedAt: null, expiresAt: NOW + DAY };
  it("follows the server's outcome once the rollover closed", () => {
    expect(rolloverState({ ...open, outcome: "met", clearedAt: NOW - HOUR }, NOW)).toBe("met");
    expect(rolloverState({ ...open, outcome: "expired", clearedAt: NOW - HOUR }, NOW)).toBe("expired");
  });

  it("is running while open and before its expiry, expired once the expiry passed", () => {
    expect(rolloverState(open, NOW)).toBe("running");
    expect(rolloverState({ ...open, expiresAt: null }, NOW)).toBe("running");
    expect(rolloverState({ ...open, expiresAt: NOW }, NOW)).toBe("expired");
  });

  it("counts a cleared rollover without an outcome as met", () => {
    expect(rolloverState({ ...open, clearedAt: NOW - HOUR }, NOW)).toBe("met");
  });
});

describe("expiryLeft", () => {
  it("counts whole days rounded up, then hours in the last day", () => {
    expect(expiryLeft(NOW + 7 * DAY, NOW)).toEqual({ kind: "days", days: 7 });
    expect(expiryLeft(NOW + 6 * DAY + HOUR, NOW)).toEqual({ kind: "days", days: 7 });
    expect(expiryLeft(NOW + DAY + 1, NOW)).toEqual({ kind: "days", days: 2 });
    expect(expiryLeft(NOW + DAY, NOW)).toEqual({ kind: "hours", hours: 24 });
    expect(expiryLeft(NOW + 90 * 60_000, NOW)).toEqual({ kind: "hours", hours: 2 });
    expect(expiryLeft(NOW + 1000, NOW)).toEqual({ kind: "hours", hours: 1 });
  });

  it("is over at and after the expiry, and none without one", () => {
    expect(expiryLeft(NOW, NOW)).toEqual({ kind: "over" });
    expect(expiryLeft(NOW - DAY, NOW)).toEqual({ kind: "over" });
    expect(expiryLeft(null, NOW)).toEqual({ kind: "none" });
  });
});

describe("weightLines", () => {
  it("names only the game types that do not count in full, in the site's category order", () => {
    expect(weightLines({ LIVE: 10, RNG: 100, ELOTT: 20, SPORTS: 0 })).toEqual([
      { type: "ELOTT", percent: 20 },
      { type: "LIVE", percent: 10 },
      { type: "SPORTS", percent: 0 },
    ]);
  });

  it("leaves out keys a newer server may send that the site does not know", () => {
    expect(weightLines({ VR: 50, FISH: 30 })).toEqual([{ type: "FISH", percent: 30 }]);
    expect(weightLines({ RNG: 100 })).toEqual([]);
    expect(weightLines({})).toEqual([]);
  });
});

describe("sortRollovers", () => {
  const base = { outcome: null, clearedAt: null, expiresAt: null, createdAt: NOW };
  it("puts open rollovers first, soonest expiry first, then closed ones newest first", () => {
    const list = [
      { ...base, id: "met-old", outcome: "met", clearedAt: NOW, createdAt: NOW - 5 * DAY },
      { ...base, id: "open-late", expiresAt: NOW + 9 * DAY },
      { ...base, id: "open-never" },
      { ...base, id: "expired-new", outcome: "expired", clearedAt: NOW, createdAt: NOW - DAY },
      { ...base, id: "open-soon", expiresAt: NOW + DAY },
    ];
    expect(sortRollovers(list).map((r) => r.id)).toEqual([
      "open-soon",
      "open-late",
      "open-never",
      "expired-new",
      "met-old",
    ]);
  });
});
