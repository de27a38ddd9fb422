import { describe, expect, it } from "vitest";
import { addDays, claimableCount, missionGrantKey, missionPeriod, mondayOf } from "./periods";

const TZ = "Asia/Ho_Chi_Minh";
const open = { startsAt: null, endsAt: null };
// 2026-11-27 23:30 in Ho Chi Minh City (UTC+7) = 16:30 UTC.
const lateFriday = Date.UTC(2026, 10, 27, 16, 30);

describe("mission periods", () => {
  it("adds calendar days across months and years", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
  });

  it("finds the Monday of a week (Sunday belongs to the week before)", () => {
    expect(mondayOf("2026-11-27")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-11-30")).toBe("2026-11-30");
  });

  it("counts a daily mission over the brand's day, not the UTC one", () => {
    const period = missionPeriod("daily", lateFriday, TZ, open);
    expect(period?.key).toBe("D2026-11-27");
    expect(period?.from.toISOString()).toBe("2026-11-26T17:00:00.000Z");
    expect(period?.to.toISOString()).toBe("2026-11-27T17:00:00.000Z");
    // Thirty-one minutes later the brand's day (and the key) has turned.
    expect(missionPeriod("daily", lateFriday + 31 * 60_000, TZ, open)?.key).toBe("D2026-11-28");
  });

  it("counts a weekly mission from Monday 00:00 to the next Monday", () => {
    const period = missionPeriod("weekly", lateFriday, TZ, open);
    expect(period?.key).toBe("W2026-11-23");
    expect(period?.from.toISOString()).toBe("2026-11-22T17:00:00.000Z");
    expect(period?.endsAt).toBe(Date.UTC(2026, 10, 29, 17));
  });

  it("clips a period to the mission's window and ends it outside", () => {
    const window = { startsAt: Date.UTC(2026, 10, 27, 5), endsAt: Date.UTC(2026, 10, 27, 20) };
    const period = missionPeriod("daily", lateFriday, TZ, window);
    expect(period?.from.getTime()).toBe(window.startsAt);
    expect(missionPeriod("daily", window.startsAt - 1, TZ, window)).toBeUndefined();
    expect(missionPeriod("daily", window.endsAt, TZ, window)).toBeUndefined();
    const event = missionPeriod("event", lateFriday, TZ, window);
    expect(event).toMatchObject({ key: "E", endsAt: window.endsAt });
  });

  it("counts onboarding missions over the member's whole history, once", () => {
    const period = missionPeriod("onboarding", lateFriday, TZ, open);
    expect(period).toMatchObject({ key: "O", endsAt: null });
    expect(period?.from.getTime()).toBe(0);
  });

  it("makes whole targets claimable up to the period's limit", () => {
    expect(claimableCount(9n, 10n, 1, 0)).toBe(0);
    expect(claimableCount(10n, 10n, 1, 0)).toBe(1);
    expect(claimableCount(35n, 10n, 2, 0)).toBe(2);
    expect(claimableCount(35n, 10n, 2, 1)).toBe(1);
    expect(claimableCount(35n, 10n, 5, 3)).toBe(0);
  });

  it("keys completions so the first keeps the plain mission key", () => {
    expect(missionGrantKey("m", "u", "D2026-11-27", 1)).toBe("mission:m:u:D2026-11-27");
    expect(missionGrantKey("m", "u", "D2026-11-27", 2)).toBe("mission:m:u:D2026-11-27:2");
  });
});
