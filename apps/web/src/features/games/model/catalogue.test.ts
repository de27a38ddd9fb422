import { type GameItem, HOUSE_VENDOR } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { nextPage } from "../api/games-api";
import {
  HOUSE_VENDOR_CODE,
  listGameType,
  maintenanceSuggestions,
  prettyTag,
  visibleGames,
} from "./catalogue";

function game(gameId: string, extra: Partial<GameItem> = {}): GameItem {
  return {
    gameId,
    nodeId: gameId,
    vassalage: "V",
    vendorName: "Vendor",
    gameType: "RNG",
    displayName: gameId,
    smallIcon: "",
    largeIcon: "",
    isHot: 1,
    isGame: "GAME",
    tags: [],
    trialAllowed: false,
    status: "on",
    ...extra,
  };
}

describe("listGameType", () => {
  it("keeps a vendor of several categories to the page's category", () => {
    const types = [
      { gameType: "RNG" as const, count: 40 },
      { gameType: "FISH" as const, count: 3 },
    ];
    expect(listGameType({ gameType: "FISH" }, types)).toBe("FISH");
    expect(listGameType({ gameType: "RNG" }, types)).toBe("RNG");
  });

  it("asks for every game of a one-category vendor, or when the page's category is not among its types", () => {
    expect(listGameType({ gameType: "RNG" }, [{ gameType: "RNG", count: 2 }])).toBeUndefined();
    expect(listGameType({ gameType: "ESPORTS" }, [{ gameType: "SPORTS", count: 1 }])).toBeUndefined();
    expect(
      listGameType({ gameType: "ESPORTS" }, [
        { gameType: "SPORTS", count: 1 },
        { gameType: "LIVE", count: 1 },
      ]),
    ).toBeUndefined();
    expect(listGameType({ gameType: "RNG" }, undefined)).toBeUndefined();
    expect(
      listGameType({ gameType: "RNG" }, [
        { gameType: "RNG", count: 2 },
        { gameType: "FISH", count: 0 },
      ]),
    ).toBeUndefined();
  });
});

describe("maintenanceSuggestions", () => {
  it("suggests other playable hot games of the same category, at most the limit", () => {
    const hot = [
      game("down"),
      game("a"),
      game("live", { gameType: "LIVE" }),
      game("also-down", { status: "maintenance" }),
      game("vendor", { isGame: "VASSALAGE" }),
      game("b"),
      game("c"),
    ];
    expect(
      maintenanceSuggestions(hot, { gameId: "down", gameType: "RNG" }, 2).map((item) => item.gameId),
    ).toEqual(["a", "b"]);
    expect(
      maintenanceSuggestions(hot, { gameId: "x", gameType: "LIVE" }, 6).map((item) => item.gameId),
    ).toEqual(["live"]);
  });

  it("treats the two lottery types as one category", () => {
    const hot = [game("e", { gameType: "ELOTT" }), game("l", { gameType: "LOTT" })];
    expect(
      maintenanceSuggestions(hot, { gameId: "x", gameType: "LOTT" }, 6).map((item) => item.gameId),
    ).toEqual(["e", "l"]);
  });
});

describe("tiles", () => {
  it("shows games on and under maintenance, not those switched off", () => {
    const list = [game("on"), game("maintenance", { status: "maintenance" }), game("off", { status: "off" })];
    expect(visibleGames(list).map((item) => item.gameId)).toEqual(["on", "maintenance"]);
  });

  it("makes unknown tags readable", () => {
    expect(prettyTag("free-spins")).toBe("Free spins");
    expect(prettyTag("buy_feature")).toBe("Buy feature");
    expect(prettyTag("--")).toBe("--");
  });
});

describe("load more", () => {
  it("asks for the next page until every game was shown", () => {
    const list = [game("a")];
    expect(nextPage({ page: 1, pageSize: 30, total: 61, list })).toBe(2);
    expect(nextPage({ page: 2, pageSize: 30, total: 61, list })).toBe(3);
    expect(nextPage({ page: 3, pageSize: 30, total: 61, list })).toBeUndefined();
    expect(nextPage({ page: 1, pageSize: 30, total: 30, list })).toBeUndefined();
    // A page that came back empty ends the list even if the total said otherwise.
    expect(nextPage({ page: 2, pageSize: 30, total: 90, list: [] })).toBeUndefined();
  });
});

describe("the house vendor", () => {
  it("has the contracts' code", () => {
    expect(HOUSE_VENDOR_CODE).toBe(HOUSE_VENDOR);
  });
});
