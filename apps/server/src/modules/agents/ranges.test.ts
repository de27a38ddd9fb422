import { describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors";
import { resolveRange } from "./ranges";

const ZONE = "Asia/Ho_Chi_Minh";
// Wednesday 2026-03-11 01:30 in Ho Chi Minh City is still Tuesday 18:30 UTC.
const NOW = Date.parse("2026-03-10T18:30:00Z");

describe("agent page ranges on the brand's calendar", () => {
  it("resolves the presets in the brand's zone, weeks from Monday", () => {
    expect(resolveRange({ range: "today" }, NOW, ZONE)).toMatchObject({
      from: "2026-03-11",
      to: "2026-03-11",
    });
    expect(resolveRange({ range: "yesterday" }, NOW, ZONE)).toMatchObject({
      from: "2026-03-10",
      to: "2026-03-10",
    });
    expect(resolveRange({ range: "thisWeek" }, NOW, ZONE)).toMatchObject({
      from: "2026-03-09",
      to: "2026-03-11",
    });
    expect(resolveRange({ range: "thisMonth" }, NOW, ZONE)).toMatchObject({
      from: "2026-03-01",
      to: "2026-03-11",
    });
  });

  it("bounds a range by the zone's midnights, the end exclusive", () => {
    const today = resolveRange({ range: "today" }, NOW, ZONE);
    expect(today.start.toISOString()).toBe("2026-03-10T17:00:00.000Z");
    expect(today.end.toISOString()).toBe("2026-03-11T17:00:00.000Z");
  });

  it("a week that starts on a Monday, and a Sunday that ends one", () => {
    const monday = Date.parse("2026-03-09T05:00:00Z");
    expect(resolveRange({ range: "thisWeek" }, monday, ZONE)).toMatchObject({ from: "2026-03-09" });
    const sunday = Date.parse("2026-03-15T05:00:00Z");
    expect(resolveRange({ range: "thisWeek" }, sunday, ZONE)).toMatchObject({
      from: "2026-03-09",
      to: "2026-03-15",
    });
  });

  it("takes a real, ordered custom range of at most 366 days, else agent.range_invalid", () => {
    expect(resolveRange({ range: "custom", from: "2025-01-01", to: "2026-01-01" }, NOW, ZONE)).toMatchObject({
      from: "2025-01-01",
      to: "2026-01-01",
    });
    for (const bad of [
      { from: undefined, to: "2026-01-01" },
      { from: "2026-02-30", to: "2026-03-01" },
      { from: "2026-03-02", to: "2026-03-01" },
      { from: "2024-01-01", to: "2026-01-01" },
    ]) {
      expect(() => resolveRange({ range: "custom", ...bad }, NOW, ZONE)).toThrow(AppError);
    }
  });
});
