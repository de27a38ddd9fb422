import { describe, expect, it } from "vitest";
import {
  arrangeLanes,
  categoryNavItems,
  categoryPath,
  hotGamesQuery,
  type VendorItem,
  vendorLanesQuery,
} from "./vendor-lanes";

function card(gameType: VendorItem["gameType"], name: string, id: number): VendorItem {
  return { gameType, accountTypeId: id, accountTypeName: name, displayName: name };
}

describe("category paths", () => {
  it("lower-cases the game type, LOTT sharing /elott", () => {
    expect(categoryPath("RNG")).toBe("/rng");
    expect(categoryPath("COCKFIGHT")).toBe("/cockfight");
    expect(categoryPath("LOTT")).toBe("/elott");
  });
});

describe("arrangeLanes", () => {
  it("moves e-sports and cockfight vendors out of sports and drops an emptied sports lane", () => {
    const lanes = arrangeLanes(
      [{ title: "SPORTS", cards: [card("SPORTS", "IMES", 1), card("SPORTS", "DS88", 2)] }],
      ["AV", "IMES"],
      ["DS88"],
    );
    expect(lanes.map((lane) => lane.title)).toEqual(["ESPORTS", "COCKFIGHT"]);
    expect(lanes[0]?.cards[0]?.gameType).toBe("ESPORTS");
  });

  it("keeps other sports vendors and drops empty lanes", () => {
    const lanes = arrangeLanes(
      [
        { title: "LIVE", cards: [] },
        { title: "SPORTS", cards: [card("SPORTS", "SABA", 1), card("SPORTS", "AV", 2)] },
      ],
      ["AV"],
      [],
    );
    expect(lanes.map((lane) => [lane.title, lane.cards.length])).toEqual([
      ["SPORTS", 1],
      ["ESPORTS", 1],
    ]);
  });
});

describe("categoryNavItems (bottom bar)", () => {
  it("lists at most 11 providers, then a more entry", () => {
    const cards = Array.from({ length: 14 }, (_, index) => card("RNG", `V${index}`, index));
    const [item] = categoryNavItems([{ title: "RNG", cards }]);
    expect(item?.providers).toHaveLength(11);
    expect(item?.more).toBe(true);
    expect(item?.path).toBe("/rng");
    expect(item?.directLaunch).toBeUndefined();
  });

  it("launches a lone pvp, sports, fish or live vendor directly, never e-sports", () => {
    const items = categoryNavItems([
      { title: "PVP", cards: [card("PVP", "KM", 1)] },
      { title: "ESPORTS", cards: [card("ESPORTS", "IA", 2)] },
      { title: "FISH", cards: [card("FISH", "JDB", 3), card("FISH", "CQ9", 4)] },
    ]);
    expect(items.map((item) => item.directLaunch?.accountTypeName)).toEqual(["KM", undefined, undefined]);
  });

  it("has no items without vendors, which hides the bar", () => {
    expect(categoryNavItems([])).toEqual([]);
    expect(categoryNavItems([{ title: "LIVE", cards: [] }])).toEqual([]);
  });
});

describe("game catalogue queries", () => {
  it("resolve to empty lists until the games calls exist", async () => {
    const lanes = vendorLanesQuery();
    const hot = hotGamesQuery();
    expect(lanes.queryKey).toEqual(["games", "vendorLanes"]);
    // The queryFns ignore their context; an empty object stands in for it.
    await expect((lanes.queryFn as () => Promise<unknown>)()).resolves.toEqual([]);
    await expect((hot.queryFn as () => Promise<unknown>)()).resolves.toEqual([]);
  });
});
