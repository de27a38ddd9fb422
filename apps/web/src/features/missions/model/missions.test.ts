import { describe, expect, it } from "vitest";
import { badgeText, countdown, missionState, progressPercent } from "./missions";

describe("mission display rules", () => {
  it("fills the bar toward the next completion and shows a finished mission full", () => {
    expect(progressPercent({ progress: 0, target: 500, completed: 0, limitPerPeriod: 1 })).toBe(0);
    expect(progressPercent({ progress: 250, target: 500, completed: 0, limitPerPeriod: 1 })).toBe(50);
    expect(progressPercent({ progress: 750, target: 500, completed: 1, limitPerPeriod: 2 })).toBe(50);
    expect(progressPercent({ progress: 500, target: 500, completed: 1, limitPerPeriod: 1 })).toBe(100);
    expect(progressPercent({ progress: 9_999, target: 500, completed: 0, limitPerPeriod: 3 })).toBe(100);
  });

  it("names what the member can do with a mission", () => {
    const base = { claimable: 0, completed: 0, limitPerPeriod: 1, claimMode: "claim" as const };
    expect(missionState({ ...base, claimable: 1 })).toBe("claimable");
    expect(missionState({ ...base, completed: 1 })).toBe("done");
    expect(missionState({ ...base, claimMode: "auto" })).toBe("auto");
    expect(missionState(base)).toBe("inProgress");
  });

  it("shows the badge only above zero", () => {
    expect(badgeText(0)).toBeUndefined();
    expect(badgeText(3)).toBe("3");
    expect(badgeText(120)).toBe("99+");
  });

  it("counts down in hours, minutes and seconds", () => {
    expect(countdown(0)).toBe("0:00:00");
    expect(countdown(3_661_000)).toBe("1:01:01");
    expect(countdown(59_001)).toBe("0:01:00");
  });
});
