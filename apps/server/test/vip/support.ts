import { randomUUID } from "node:crypto";
import * as schema from "@lotus/db/schema";
import { and, asc, eq } from "drizzle-orm";
import type { TestApp } from "../support/app";

export const TZ = "Asia/Ho_Chi_Minh";
/** VND with two minor digits. */
export const vnd = (amount: number) => BigInt(amount) * 100n;

/**
 * Settled rounds of a member written as the vendor wallet leaves them (status settled, settled at
 * `settledAt`): what rewards.validTurnover reads for the ladder and the rebate.
 */
export async function playSettled(
  t: TestApp,
  memberId: string,
  bets: { gameType: string; bet: bigint; refund?: bigint }[],
  settledAt: Date = new Date(t.clock.now()),
): Promise<void> {
  const [game] = await t.platform.db
    .select({ id: schema.games.id, vendorId: schema.games.vendorId })
    .from(schema.games)
    .where(eq(schema.games.brandId, t.brandId))
    .limit(1);
  if (!game) throw new Error("no demo game");
  await t.platform.db.insert(schema.gameRounds).values(
    bets.map((bet) => ({
      brandId: t.brandId,
      vendorId: game.vendorId,
      memberId,
      gameId: game.id,
      gameType: bet.gameType,
      reference: `vip-test-${randomUUID()}`,
      status: "settled",
      betMinor: bet.bet,
      refundMinor: bet.refund ?? 0n,
      openedAt: settledAt,
      settledAt,
    })),
  );
}

export async function ladder(t: TestApp) {
  return t.platform.db
    .select()
    .from(schema.vipLevels)
    .where(eq(schema.vipLevels.brandId, t.brandId))
    .orderBy(asc(schema.vipLevels.rank));
}

export async function vipState(t: TestApp, memberId: string) {
  const [row] = await t.platform.db
    .select()
    .from(schema.vipMembers)
    .where(eq(schema.vipMembers.memberId, memberId));
  return row;
}

export async function grantsOf(t: TestApp, memberId: string, source: string) {
  return t.platform.db
    .select()
    .from(schema.rewardGrants)
    .where(and(eq(schema.rewardGrants.memberId, memberId), eq(schema.rewardGrants.source, source)));
}

export async function runsOf(t: TestApp, kind: string) {
  return t.platform.db
    .select()
    .from(schema.vipRuns)
    .where(and(eq(schema.vipRuns.brandId, t.brandId), eq(schema.vipRuns.kind, kind)));
}

/** Ledger postings of a kind to a member. */
export async function postingsOf(t: TestApp, memberId: string, kind: string) {
  return t.platform.db
    .select({ id: schema.ledgerTransactions.id, key: schema.ledgerTransactions.idempotencyKey })
    .from(schema.ledgerTransactions)
    .where(and(eq(schema.ledgerTransactions.memberId, memberId), eq(schema.ledgerTransactions.kind, kind)));
}
