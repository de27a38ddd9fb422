import type { RecentWin } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { addWin, toRecentWin } from "./live-wins";

const win = (id: string, amount = 100): RecentWin => ({
  id,
  player: "de***01",
  gameId: "lotus-fortune",
  game: "Lotus Fortune",
  vassalage: "LOTUS",
  amount,
  multiplier: 12,
  time: 1_700_000_000_000,
});

describe("live wins", () => {
  it("name the game in the visitor's language, English when it has no such name", () => {
    const live = { ...win("r1"), gameNames: { EN: "Lotus Fortune", VI: "Sen Tài Lộc" } };
    expect(toRecentWin(live, "VI").game).toBe("Sen Tài Lộc");
    expect(toRecentWin(live, "TH").game).toBe("Lotus Fortune");
    expect(toRecentWin({ ...live, gameNames: {} }, "VI").game).toBe("lotus-fortune");
    expect(toRecentWin(live, "VI")).not.toHaveProperty("gameNames");
  });

  it("go on top once and the feed keeps only the newest", () => {
    const list = [win("r2"), win("r1")];
    expect(addWin(list, win("r3")).map((item) => item.id)).toEqual(["r3", "r2", "r1"]);
    expect(addWin(list, win("r1", 500)).map((item) => [item.id, item.amount])).toEqual([
      ["r1", 500],
      ["r2", 100],
    ]);
    expect(addWin(list, win("r3"), 2).map((item) => item.id)).toEqual(["r3", "r2"]);
  });
});
