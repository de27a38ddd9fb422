import { describe, expect, it } from "vitest";
import { periodLabel } from "./periods";

const ZONE = "Asia/Ho_Chi_Minh"; // UTC+7, no daylight saving
const at = (iso: string) => Date.parse(iso);

describe("periodLabel", () => {
  it("shows a business day as its day in the brand's zone", () => {
    expect(periodLabel(at("2026-11-23T17:00:00Z"), at("2026-11-24T17:00:00Z"), ZONE)).toBe("2026-11-24");
  });

  it("shows a week, half month or month as its first and last day", () => {
    expect(periodLabel(at("2026-10-31T17:00:00Z"), at("2026-11-15T17:00:00Z"), ZONE)).toBe(
      "2026-11-01 – 2026-11-15",
    );
  });

  it("shows an hour or a 5-minute window with its times", () => {
    expect(periodLabel(at("2026-11-24T06:00:00Z"), at("2026-11-24T07:00:00Z"), ZONE)).toBe(
      "2026-11-24 13:00 – 14:00",
    );
    expect(periodLabel(at("2026-11-24T06:05:00Z"), at("2026-11-24T06:10:00Z"), ZONE)).toBe(
      "2026-11-24 13:05 – 13:10",
    );
    expect(periodLabel(at("2026-11-24T16:00:00Z"), at("2026-11-24T17:00:00Z"), ZONE)).toBe(
      "2026-11-24 23:00 – 00:00",
    );
  });

  it("follows the zone it is given", () => {
    expect(periodLabel(at("2026-11-24T00:00:00Z"), at("2026-11-25T00:00:00Z"), "UTC")).toBe("2026-11-24");
  });
});
