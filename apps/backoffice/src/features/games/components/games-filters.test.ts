import { adminGameListCall, adminRoundListCall } from "@lotus/contracts";
import { type FilterField, readFilters, readPage } from "@lotus/ui/data/filters";
import { describe, expect, it } from "vitest";
import { defined } from "../../../lib/form";
import { filterToQuery, listFilter } from "./games-filters";

const GAME_KEYS = ["vendorId", "gameType", "status", "keyword"] as const;
const ROUND_KEYS = ["account", "vassalage", "status", "from", "to"] as const;
const vendorId = "0d5e7f53-5a5c-4b59-9a0a-0c4f4b1f6f01";

// The games list's fields as the page configures them (labels aside).
const GAME_FIELDS: FilterField[] = [
  { kind: "select", name: "vendorId", label: "Vendor", options: [{ value: vendorId, label: "Lotus" }] },
  { kind: "select", name: "gameType", label: "Category", options: [{ value: "RNG", label: "Slots" }] },
  { kind: "status", name: "status", label: "Status", options: [{ value: "on", label: "On" }] },
  { kind: "text", name: "keyword", label: "Name", maxLength: 64 },
];

/** What the games page sends for an address. */
function gamesCall(search: string) {
  const params = new URLSearchParams(search);
  const filter = listFilter({ values: readFilters(params, GAME_FIELDS), page: readPage(params) }, GAME_KEYS);
  return filterToQuery(defined(adminGameListCall.query), filter, GAME_KEYS, 50);
}

describe("list filters in the address", () => {
  it("sends the address's filters and page, leaving blanks out", () => {
    expect(gamesCall(`vendorId=${vendorId}&keyword=%20lotus%20&page=3`)).toEqual({
      query: { vendorId, keyword: "lotus", page: 3, pageSize: 50 },
      dropped: [],
    });
    expect(gamesCall("").query).toEqual({ page: 1, pageSize: 50 });
  });

  it("lists everything for choices the page does not offer and pages that are no whole number", () => {
    expect(gamesCall("vendorId=someone-else&gameType=CHESS&status=gone&page=2.5").query).toEqual({
      page: 1,
      pageSize: 50,
    });
  });

  it("drops fields the contract refuses rather than failing the screen", () => {
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
    const filter = listFilter(
      {
        values: {
          account: "alice",
          vassalage: "LOTUS",
          status: "settled",
          from: "2025-01-01",
          to: "2025-01-31",
        },
        page: 1,
      },
      ROUND_KEYS,
    );
    const { query } = filterToQuery(defined(adminRoundListCall.query), filter, ROUND_KEYS, 50);
    expect(query).toMatchObject({
      account: "alice",
      vassalage: "LOTUS",
      from: "2025-01-01",
      to: "2025-01-31",
    });
  });
});
