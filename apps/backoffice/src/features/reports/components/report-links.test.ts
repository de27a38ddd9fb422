import { describe, expect, it } from "vitest";
import { dayGamesLink, dayMembersLink, reportLink, vendorGamesLink } from "./report-links";

const query = (link: string) => Object.fromEntries(new URL(link, "https://console.test").searchParams);

describe("drill-down links", () => {
  it("takes a day to the games of that day", () => {
    expect(dayGamesLink("2026-11-20")).toBe("/reports/games?dateFrom=2026-11-20&dateTo=2026-11-20");
  });

  it("takes a day to its top winners or losers", () => {
    expect(query(dayMembersLink("2026-11-20"))).toEqual({
      dateFrom: "2026-11-20",
      dateTo: "2026-11-20",
      order: "winners",
    });
    expect(query(dayMembersLink("2026-11-20", "losers")).order).toBe("losers");
  });

  it("keeps the range when narrowing the games to one vendor", () => {
    const link = vendorGamesLink({ from: "2026-11-01", to: "2026-11-07" }, "v-1");
    expect(link.startsWith("/reports/games?")).toBe(true);
    expect(query(link)).toEqual({ dateFrom: "2026-11-01", dateTo: "2026-11-07", vendor: "v-1" });
  });

  it("leaves empty filters out of the URL", () => {
    expect(
      reportLink("finance", { from: "2026-11-01", to: "2026-11-02" }, { kind: "", status: undefined }),
    ).toBe("/reports/finance?dateFrom=2026-11-01&dateTo=2026-11-02");
    expect(reportLink("daily", { from: "2026-11-01", to: "2026-11-02" })).toBe(
      "/reports?dateFrom=2026-11-01&dateTo=2026-11-02",
    );
  });
});
