import type { LotteryRoundDetail, Permission } from "@lotus/contracts";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import games from "../../../locales/en/games.json";
import lottery from "../../../locales/en/lottery.json";
import { consoleFor, englishI18n, firstPaint, textOf } from "../../../test/console-fixture";
import { RoundTicket } from "./RoundTicket";

/** The house lottery ticket in the games' round view, as the member's record shows it. */

const PERMISSIONS: Permission[] = ["games.view"];

const i18n = englishI18n({ games, lottery });

const signedIn = consoleFor(PERMISSIONS, { username: "support", displayName: "Support", role: "support" });

function shown(detail: LotteryRoundDetail): string {
  return textOf(firstPaint(<RoundTicket detail={detail} />, { i18n, client: new QueryClient(), signedIn }));
}

const ticket = (overrides: Partial<LotteryRoundDetail>): LotteryRoundDetail => ({
  kind: "lottery",
  gameId: "xsmn",
  format: "south",
  schedule: "daily",
  period: "20260412-TNINH",
  station: { code: "TNINH", name: "Tây Ninh" },
  drawStatus: "settled",
  drawAt: 1_767_600_000_000,
  placedAt: 1_767_590_000_000,
  total: 81_000,
  lines: [
    {
      market: "lo2",
      numbers: ["45"],
      points: 3,
      stake: 81_000,
      odds: 99,
      status: "won",
      hits: 2,
      win: 594_000,
    },
  ],
  result: {
    prizes: [
      { prize: "G8", numbers: ["45"] },
      { prize: "DB", numbers: ["123445"] },
    ],
  },
  ...overrides,
  verifiable: false,
});

describe("the lottery ticket of a round", () => {
  it("names the game, station and period, and lists each line with its odds, outcome and win", () => {
    const text = shown(ticket({}));
    expect(text).toContain("Lottery ticket");
    expect(text).toContain("Vietnam lottery – South");
    expect(text).toContain("Tây Ninh TNINH");
    expect(text).toContain("20260412-TNINH");
    expect(text).toMatch(/Lô 2 digits 45 3 99 ₫81,000\.00 Won 2 ₫594,000\.00/);
    // The prize table from the special prize down.
    expect(text).toMatch(/Special prize \(ĐB\) 123445 .*Eighth prize \(G8\) 45/);
  });

  it("shows the 20 Keno balls, or why a draw has no result", () => {
    const balls = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 41, 42, 43, 44, 45, 46, 47, 48, 49, 80];
    const keno = shown(ticket({ gameId: "keno-1", format: "keno", station: null, result: { balls } }));
    expect(keno).toContain("01 02 03");
    expect(keno).toMatch(/540 · Small \(Xỉu\)/);
    expect(shown(ticket({ drawStatus: "open", result: null }))).toContain("This draw has no result yet.");
    expect(shown(ticket({ drawStatus: "void", result: null }))).toContain(
      "This draw was voided before its result.",
    );
  });
});
