import { DEMO_WINNER } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";
import { demoBrand, expectLedgerClean, memberId } from "./support";

/**
 * What `npm start` plays on fresh demo data: the demo winner's house-slot rounds, paid from demo
 * credit through the ledger, so a visitor's first look at the home shows recent big wins.
 */

let t: TestApp;
let played: number;

beforeAll(async () => {
  t = await createTestApp();
  played = await t.playDemoWins();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

interface FeedWin {
  player: string;
  gameId: string;
  vassalage: string;
  amount: number;
  multiplier: number;
}

describe("demo wins on a fresh start", () => {
  it("fills the visitor's wins feed with the demo winner's big wins on both house slots", async () => {
    expect(played).toBe(8);
    const response = await t.call({ method: "GET", url: "/wps/relay/GCSGAME_recentWins" });
    const list = response.json().value.list as FeedWin[];
    expect(list.length).toBe(8);
    for (const win of list) {
      expect(win.player).toBe("lu***88");
      expect(win.vassalage).toBe("LOTUS");
      expect(["lotus-fortune", "dragon-pearl"]).toContain(win.gameId);
      // The brand's rule is the default: ten times the stake.
      expect(win.multiplier).toBeGreaterThanOrEqual(10);
      expect(win.amount).toBeGreaterThan(0);
    }
  });

  it("pays every round from demo credit through the ledger, which stays clean", async () => {
    const brand = await demoBrand(t);
    const winner = await memberId(t, DEMO_WINNER.account);
    const [rounds] = await t.platform.db
      .select({
        count: sql<number>`count(*)::int`,
        bets: sql<string>`coalesce(sum(${schema.gameRounds.betMinor}), 0)::text`,
        wins: sql<string>`coalesce(sum(${schema.gameRounds.winMinor}), 0)::text`,
      })
      .from(schema.gameRounds)
      .where(and(eq(schema.gameRounds.memberId, winner), eq(schema.gameRounds.status, "settled")));
    const [credit] = await t.platform.db
      .select({ count: sql<number>`count(*)::int` })
      .from(schema.ledgerTransactions)
      .where(
        and(
          eq(schema.ledgerTransactions.memberId, winner),
          eq(schema.ledgerTransactions.kind, "demo_credit"),
        ),
      );
    expect(credit?.count).toBe(1);
    expect(rounds?.count).toBeGreaterThanOrEqual(8);
    // Credit 2,000 minimum bets (1,000 VND, in hundredths) less every stake plus every win.
    const balance = await t.wallet.mainBalanceMinor(brand, winner);
    expect(balance).toBe(2_000n * 100_000n - BigInt(rounds?.bets ?? "0") + BigInt(rounds?.wins ?? "0"));
    await expectLedgerClean(t);
  });

  it("leaves the journeys' demo members without money", async () => {
    const brand = await demoBrand(t);
    for (const account of ["demo01", "player01"])
      expect(await t.wallet.mainBalanceMinor(brand, await memberId(t, account))).toBe(0n);
  });
});
