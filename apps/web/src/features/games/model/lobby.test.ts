import type { VendorCard, VendorLane } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { categoryTiles, lettermark, providerTiles } from "./lobby";

const card = (vassalage: string, gameCount: number, extra: Partial<VendorCard> = {}): VendorCard => ({
  gameType: "RNG",
  accountTypeId: 1,
  accountTypeName: vassalage,
  vassalage,
  displayName: `${vassalage} Games`,
  smallIcon: "",
  isHot: 0,
  status: "on",
  walletMode: "seamless",
  gameCount,
  ...extra,
});

const lanes: VendorLane[] = [
  { title: "ELOTT", cards: [card("TCG", 4)] },
  { title: "LOTT", cards: [card("VNL", 2)] },
  { title: "RNG", cards: [card("LOTUS", 2, { smallIcon: "/v/lotus.svg" }), card("PG", 30)] },
  { title: "FISH", cards: [card("PG", 5), card("EMPTY", 0)] },
];

describe("category tiles", () => {
  it("count each category's games, joining LOTT into ELOTT whose page it shares", () => {
    expect(categoryTiles(lanes)).toEqual([
      { gameType: "ELOTT", path: "/elott", count: 6 },
      { gameType: "RNG", path: "/rng", count: 32 },
      { gameType: "FISH", path: "/fish", count: 5 },
    ]);
  });

  it("leave out a category without games", () => {
    expect(categoryTiles([{ title: "LIVE", cards: [card("EVO", 0)] }])).toEqual([]);
  });
});

describe("provider tiles", () => {
  it("list each vendor once with its games over every category, linking to its first page", () => {
    expect(providerTiles(lanes).map(({ code, count, path }) => ({ code, count, path }))).toEqual([
      { code: "TCG", count: 4, path: "/elott?page=TCG" },
      { code: "VNL", count: 2, path: "/elott?page=VNL" },
      { code: "LOTUS", count: 2, path: "/rng?page=LOTUS" },
      { code: "PG", count: 35, path: "/rng?page=PG" },
    ]);
    expect(providerTiles(lanes).find((provider) => provider.code === "LOTUS")?.logo).toBe("/v/lotus.svg");
  });
});

describe("lettermark", () => {
  it("takes the initials of two words or the first two letters of one", () => {
    expect(lettermark("Lotus Games")).toBe("LG");
    expect(lettermark("evolution")).toBe("EV");
    expect(lettermark("  pg_soft ")).toBe("PS");
    expect(lettermark("Đá Gà")).toBe("ĐG");
    expect(lettermark("")).toBe("?");
  });
});
