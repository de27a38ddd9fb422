import { fromMinor, type LiveResult, VENDOR_BATCH_MAX } from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import type { HouseSessions } from "../house-session";
import type { HouseWalletClient } from "../wallet-client";
import { payout, returnPerMille } from "./engine/payouts";
import * as repo from "./live.repository";
import * as bets from "./live-bets.repository";
import { isCardTable } from "./live-dealer";
import type { LiveEvents } from "./live-events";
import { debitId, type LiveTable, refundId, rollbackId, variantOf, winId } from "./live-table";

/** Test hooks: a fault injected between the payments and their record (a process dying there). */
export interface LiveMoneyHooks {
  afterCredits?: (roundId: string) => void | Promise<void>;
}

/** A bet's status from what it returns per mille of its stake. */
const statusOf = (perMille: number) => (perMille > 1000 ? "won" : perMille === 1000 ? "push" : "lost");

/**
 * The money of the live rounds, only through the vendor wallet: slips whose debit answer never
 * came rolled back, a round paid with one credit per member (its id names round and member, so a
 * replay after a crash pays nothing more), a void round's debits rolled back one by one.
 */
export function createLiveMoney(
  platform: Platform,
  client: HouseWalletClient,
  sessions: HouseSessions,
  events: LiveEvents,
  hooks: LiveMoneyHooks = {},
) {
  const db = platform.db;
  const now = () => new Date(platform.clock.now());
  const money = (brand: Brand, minor: bigint) => fromMinor(minor, brand.currency.minorDigits);

  /** A sealed seed in clear, or null when it cannot be read (a fault voids the round without revealing it). */
  function readable(sealed: string | null): string | null {
    if (!sealed) return null;
    try {
      return platform.secrets.unseal(sealed);
    } catch {
      return null;
    }
  }

  /** Voids a slip whose debit was refused or rolled back (nothing was taken). */
  async function releaseSlip(slip: bets.SlipRow) {
    await db.transaction(async (tx) => {
      if (await bets.resolveSlip(tx, slip.id, "void")) await bets.voidBetsOfSlip(tx, slip.id, now());
    });
  }

  /**
   * Finishes a slip whose debit answer never came: the rollback refunds the bet if it was taken and
   * refuses it for good if it was not, so the slip is void either way and nothing is owed.
   */
  async function rollBackSlip(brand: Brand, slip: bets.SlipRow, tableCode: string) {
    try {
      await client.rollback(brand, {
        playerId: slip.memberId,
        transactionId: rollbackId(slip.id),
        roundId: slip.roundId,
        gameId: tableCode,
        betTransactionId: debitId(slip.id),
      });
    } catch (error) {
      if (!(error instanceof AppError && error.code === "vendor.transaction_not_found")) throw error;
    }
    await releaseSlip(slip);
  }

  async function resolvePending(brand: Brand, roundId: string, tableCode: string) {
    for (const slip of await bets.slipsOfRound(db, roundId, "pending"))
      await rollBackSlip(brand, slip, tableCode);
  }

  /** Refunds every bet of a void round: pending slips rolled back, accepted ones refunded. Resumable. */
  async function refundRound(table: LiveTable, roundId: string) {
    const brand = await sessions.brandOf(table.brandId);
    await resolvePending(brand, roundId, table.code);
    let refunded = 0;
    for (const slip of await bets.slipsOfRound(db, roundId, "accepted")) {
      await client.rollback(brand, {
        playerId: slip.memberId,
        transactionId: refundId(slip.id),
        roundId,
        gameId: table.code,
        betTransactionId: debitId(slip.id),
      });
      if (await bets.refundSlip(db, slip.id, now())) refunded++;
    }
    return refunded;
  }

  /**
   * Voids a round whose result is not shown yet and refunds its bets; its seed is revealed (a dice
   * round's own, a card round's shoe if this was its last hand). Undefined when it could not be voided.
   */
  async function voidRound(
    table: LiveTable,
    round: repo.RoundRow,
    reason: string,
    // What commits with the void (the back office's audit row).
    alongside?: (tx: Executor, voided: repo.RoundRow) => Promise<void>,
  ) {
    const voided = await db.transaction(async (tx) => {
      const row = await repo.markVoid(tx, round.id, reason, now(), readable(round.seedSealed));
      if (row && isCardTable(table.kind) && row.shoeId) {
        const shoe = await repo.shoeById(tx, row.shoeId);
        const seed = shoe?.endedAt ? readable(shoe.seedSealed) : null;
        if (shoe && seed) await repo.revealShoe(tx, shoe.id, seed);
      }
      if (row) await alongside?.(tx, row);
      return row;
    });
    if (!voided) return undefined;
    const refunded = await refundRound(table, round.id);
    await events.round(table, voided);
    return { round: voided, refunded };
  }

  /**
   * Pays a round whose result is shown: pending slips rolled back first, then each member's bets
   * settled and their total credited in vendor batches (zero for a loss: it closes the member's
   * vendor round), then bets, totals and the phase written in one transaction. A crash anywhere
   * replays the same credits (same ids), so nobody is paid twice.
   */
  async function settleRound(table: LiveTable, round: repo.RoundRow) {
    const result = round.result as LiveResult | null;
    if (round.phase !== "result" || !result) return undefined;
    const brand = await sessions.brandOf(table.brandId);
    await resolvePending(brand, round.id, table.code);
    const open = await bets.openBetsOfRound(db, round.id);
    const variant = variantOf(table);
    const byMember = new Map<string, bigint>();
    const settled: { id: bigint; status: string; winMinor: bigint }[] = [];
    let stakeMinor = 0n;
    let winMinor = 0n;
    for (const bet of open) {
      const perMille = returnPerMille(table.kind, variant, bet.spot, bet.oddsMilli / 1000, result);
      const win = payout(bet.stakeMinor, perMille);
      settled.push({ id: bet.id, status: statusOf(perMille), winMinor: win });
      byMember.set(bet.memberId, (byMember.get(bet.memberId) ?? 0n) + win);
      stakeMinor += bet.stakeMinor;
      winMinor += win;
    }
    const credits = [...byMember].map(([memberId, total]) => ({
      playerId: memberId,
      transactionId: winId(round.id, memberId),
      roundId: round.id,
      gameId: table.code,
      amount: money(brand, total),
      endRound: true,
    }));
    for (let i = 0; i < credits.length; i += VENDOR_BATCH_MAX) {
      const { results } = await client.creditBatch(brand, {
        credits: credits.slice(i, i + VENDOR_BATCH_MAX),
      });
      const refused = results.filter((item) => !item.ok);
      // A refused credit is a fault of the platform, not of the round: it stays unpaid and is retried.
      if (refused.length > 0) throw new Error(`live payment refused: ${JSON.stringify(refused.slice(0, 5))}`);
    }
    await hooks.afterCredits?.(round.id);
    const paid = await db.transaction(async (tx) => {
      await bets.settleBets(tx, settled, now());
      return repo.markSettled(tx, round.id, { stakeMinor, winMinor, players: byMember.size }, now());
    });
    if (paid) await events.round(table, paid);
    return paid;
  }

  return { releaseSlip, rollBackSlip, refundRound, voidRound, settleRound };
}

export type LiveMoney = ReturnType<typeof createLiveMoney>;
