import { adminGameListCall, adminRoundListCall } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { defined } from "../../../lib/form";
import { dayRangeProblem, filterToQuery, readFilter, writeFilter } from "./games-filters";

const GAME_KEYS = ["vendorId", "gameType", "status", "keyword"] as const;
const ROUND_KEYS = ["account", "vassalage", "status", "from", "to"] as const;
const vendorId = "0d5e7f53-5a5c-4b59-9a0a-0c4f4b1f6f01";

describe("list filters in the address", () => {
  it("reads and writes a filter, leaving blanks and page 1 out", () => {
    const filter = readFilter(
      new URLSearchParams(`vendorId=${vendorId}&keyword=%20lotus%20&page=3`),
      GAME_KEYS,
    );
    expect(filter).toEqual({ vendorId, gameType: "", status: "", keyword: "lotus", page: 3 });
    expect(writeFilter(filter, GAME_KEYS)).toEqual({ vendorId, keyword: "lotus", page: "3" });
    expect(writeFilter({ ...filter, page: 1, keyword: " " }, GAME_KEYS)).toEqual({ vendorId });
  });

  it("falls back to page 1 for a page that is no positive whole number", () => {
    expect(readFilter(new URLSearchParams("page=-2"), GAME_KEYS).page).toBe(1);
    expect(readFilter(new URLSearchParams("page=abc"), GAME_KEYS).page).toBe(1);
    expect(readFilter(new URLSearchParams("page=2.5"), GAME_KEYS).page).toBe(1);
  });

  it("builds the call's query, dropping fields the contract refuses", () => {
    const schema = defined(adminGameListCall.query);
    const good = filterToQuery(
      schema,
      { vendorId, gameType: "RNG", status: "on", keyword: "lotus", page: 2 },
      GAME_KEYS,
      50,
    );
    expect(good).toEqual({
      query: { vendorId, gameType: "RNG", status: "on", keyword: "lotus", page: 2, pageSize: 50 },
      dropped: [],
    });
    const edited = filterToQuery(
      schema,
      { vendorId: "not-an-id", gameType: "CHESS", status: "", keyword: "", page: 1 },
      GAME_KEYS,
      50,
    );
    expect(edited.query).toEqual({ page: 1, pageSize: 50 });
    expect(edited.dropped.sort()).toEqual(["gameType", "vendorId"]);
  });

  it("keeps days and account of a round filter", () => {
    const { query } = filterToQuery(
      defined(adminRoundListCall.query),
      {
        account: "alice",
        vassalage: "LOTUS",
        status: "settled",
        from: "2025-01-01",
        to: "2025-01-31",
        page: 1,
      },
      ROUND_KEYS,
      50,
    );
    expect(query).toMatchObject({
      account: "alice",
      vassalage: "LOTUS",
      from: "2025-01-01",
      to: "2025-01-31",
    });
  });
});

describe("day ranges", () => {
  it("accepts open and ordered ranges", () => {
    expect(dayRangeProblem("", "")).toEqual({});
    expect(dayRangeProblem("2025-01-01", "")).toEqual({});
    expect(dayRangeProblem("2025-01-01", "2025-01-01")).toEqual({});
    expect(dayRangeProblem("2024-12-31", "2025-01-01")).toEqual({});
  });

  it("refuses days that do not exist and backwards ranges", () => {
    expect(dayRangeProblem("2025-02-30", "")).toEqual({ from: "format" });
    expect(dayRangeProblem("", "2025/01/01")).toEqual({ to: "format" });
    expect(dayRangeProblem("2025-02-01", "2025-01-31")).toEqual({ to: "range" });
  });
});
