import { describe, expect, it } from "vitest";
import {
  lineNumbers,
  lineOdds,
  lotteryFairHref,
  readLotteryFair,
  resultHeadline,
  ticketSums,
} from "./ticket-detail";

const BALLS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 41, 42, 43, 44, 45, 46, 47, 48, 49, 80];

describe("a lottery ticket in the betting record", () => {
  it("quotes odds as players read them: 1 ăn X for lô/đề, decimal for Keno, up to for a pay table", () => {
    expect(lineOdds({ market: "lo2", odds: 99 })).toEqual({ style: "eats", odds: "99" });
    expect(lineOdds({ market: "xien2", odds: 17.5 })).toEqual({ style: "eats", odds: "17.5" });
    expect(lineOdds({ market: "keno_big", odds: 1.95 })).toEqual({ style: "decimal", odds: "1.95" });
    expect(lineOdds({ market: "keno_pick2", odds: 15 })).toEqual({ style: "decimal", odds: "15" });
    expect(lineOdds({ market: "keno_pick4", odds: 120 })).toEqual({ style: "upTo", odds: "120" });
    // Stored in thousandths: nothing finer shows.
    expect(lineOdds({ market: "de", odds: 98.12345 }).odds).toBe("98.123");
  });

  it("lists a line's numbers, or none for a Keno side market", () => {
    expect(lineNumbers({ numbers: ["07", "42", "99"] })).toBe("07, 42, 99");
    expect(lineNumbers({ numbers: [] })).toBeNull();
  });

  it("adds the stakes and wins to the hundredth", () => {
    expect(
      ticketSums([
        { stake: 270_000.1, win: 0 },
        { stake: 0.2, win: 990_000 },
      ]),
    ).toEqual({ stake: 270_000.3, win: 990_000 });
    expect(ticketSums([])).toEqual({ stake: 0, win: 0 });
  });

  it("heads the result with the special prize, Keno's sum and size, or why there is none", () => {
    const prizes = [
      { prize: "G1", numbers: ["67890"] },
      { prize: "DB", numbers: ["12345"] },
    ];
    expect(resultHeadline({ drawStatus: "settled", result: { prizes } })).toEqual({
      kind: "special",
      number: "12345",
    });
    const keno = resultHeadline({ drawStatus: "drawn", result: { balls: BALLS } });
    expect(keno.kind).toBe("keno");
    if (keno.kind === "keno") expect(keno.summary).toMatchObject({ sum: 540, size: "small", upper: 10 });
    expect(resultHeadline({ drawStatus: "open", result: null })).toEqual({ kind: "waiting" });
    // A void draw counts for nothing, even with a result.
    expect(resultHeadline({ drawStatus: "void", result: { prizes } })).toEqual({ kind: "void" });
  });

  it("links a drawn fast-lottery period to its fair check, and reads the link back", () => {
    const href = lotteryFairHref({ gameId: "keno-1", period: "20260412-0931", verifiable: true });
    expect(href).toBe("/fair?lottery=keno-1&period=20260412-0931");
    expect(readLotteryFair(href?.split("?")[1] ?? "")).toEqual({ game: "keno-1", period: "20260412-0931" });
    expect(
      lotteryFairHref({ gameId: "elott-1", period: "20260412-0931", verifiable: false }),
    ).toBeUndefined();
    // A daily draw's result is the station's: there is nothing to recompute.
    expect(lotteryFairHref({ gameId: "xsmn", period: "20260412-TNINH", verifiable: true })).toBeUndefined();
  });

  it("reads only a fast lottery and a fast period from the address", () => {
    expect(readLotteryFair("lottery=elott-5&period=20260412-0001")).toEqual({
      game: "elott-5",
      period: "20260412-0001",
    });
    expect(readLotteryFair("slotId=lotus-fortune&nonce=3")).toBeUndefined();
    expect(readLotteryFair("lottery=xsmb&period=20260412")).toBeUndefined();
    expect(readLotteryFair("lottery=elott-1&period=20260412-TNINH")).toBeUndefined();
    expect(readLotteryFair("lottery=lotus-fortune&period=20260412-0001")).toBeUndefined();
    expect(readLotteryFair("lottery=elott-1&period=%3Cscript%3E")).toBeUndefined();
  });
});
