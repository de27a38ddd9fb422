import { describe, expect, it } from "vitest";
import {
  chooseRange,
  customRangeProblem,
  FROM_PARAM,
  RANGE_PARAM,
  rangeDays,
  rangeQuery,
  readRange,
  TO_PARAM,
} from "./ranges";

const preset = (range: "today" | "yesterday" | "thisWeek" | "thisMonth") => ({ range, from: "", to: "" });
const custom = (from: string, to: string) => ({ range: "custom" as const, from, to });

describe("agent range presets", () => {
  it("resolves each preset to brand-time-zone days ending today", () => {
    // 2026-11-25 is a Wednesday.
    expect(rangeDays(preset("today"), "2026-11-25")).toEqual({ from: "2026-11-25", to: "2026-11-25" });
    expect(rangeDays(preset("yesterday"), "2026-11-25")).toEqual({ from: "2026-11-24", to: "2026-11-24" });
    expect(rangeDays(preset("thisWeek"), "2026-11-25")).toEqual({ from: "2026-11-23", to: "2026-11-25" });
    expect(rangeDays(preset("thisMonth"), "2026-11-25")).toEqual({ from: "2026-11-01", to: "2026-11-25" });
  });

  it("starts weeks on Monday and crosses month and year ends", () => {
    expect(rangeDays(preset("thisWeek"), "2026-11-23")).toEqual({ from: "2026-11-23", to: "2026-11-23" });
    expect(rangeDays(preset("thisWeek"), "2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(rangeDays(preset("thisWeek"), "2027-01-02")).toEqual({ from: "2026-12-28", to: "2027-01-02" });
    expect(rangeDays(preset("yesterday"), "2024-03-01")).toEqual({ from: "2024-02-29", to: "2024-02-29" });
    expect(rangeDays(preset("thisMonth"), "2026-12-01")).toEqual({ from: "2026-12-01", to: "2026-12-01" });
  });

  it("reads the URL: an unknown preset is today, custom days only with a custom range", () => {
    expect(readRange({})).toEqual(preset("today"));
    expect(readRange({ [RANGE_PARAM]: "lastYear" })).toEqual(preset("today"));
    expect(readRange({ [RANGE_PARAM]: "thisMonth", [FROM_PARAM]: "2026-01-01" })).toEqual(
      preset("thisMonth"),
    );
    expect(
      readRange({ [RANGE_PARAM]: "custom", [FROM_PARAM]: "2026-01-01", [TO_PARAM]: "2026-01-31" }),
    ).toEqual(custom("2026-01-01", "2026-01-31"));
  });

  it("refuses the custom ranges the server refuses (agent.range_invalid)", () => {
    expect(customRangeProblem(custom("", "2026-01-31"))).toBe("required");
    expect(customRangeProblem(custom("2026-02-01", "2026-01-31"))).toBe("order");
    // Both days count: 366 days is the longest range, 367 is one too many.
    expect(customRangeProblem(custom("2025-01-01", "2026-01-02"))).toBe("tooLong");
    expect(customRangeProblem(custom("2025-01-01", "2026-01-01"))).toBeUndefined();
    expect(customRangeProblem(custom("2026-01-31", "2026-01-31"))).toBeUndefined();
    expect(customRangeProblem(preset("today"))).toBeUndefined();
  });

  it("sends the days only for a custom range", () => {
    expect(rangeQuery(preset("thisWeek"))).toEqual({ range: "thisWeek" });
    expect(rangeQuery(custom("2026-01-01", "2026-01-31"))).toEqual({
      range: "custom",
      from: "2026-01-01",
      to: "2026-01-31",
    });
  });

  it("starts a custom range from the days of the range it replaces, and a preset drops them", () => {
    expect(chooseRange("custom", preset("thisMonth"), "2026-11-25")).toEqual({
      [RANGE_PARAM]: "custom",
      [FROM_PARAM]: "2026-11-01",
      [TO_PARAM]: "2026-11-25",
    });
    expect(chooseRange("yesterday", custom("2026-01-01", "2026-01-31"), "2026-11-25")).toEqual({
      [RANGE_PARAM]: "yesterday",
      [FROM_PARAM]: "",
      [TO_PARAM]: "",
    });
  });
});
