import type { Executor } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import { actorOf, recordAudit } from "../operators";
import { findConfirmation, lockConfirmation, updateConfirmation } from "./c2c.repository";
import type { PaymentsContext } from "./context";
import { lockDeposit, updateDeposit } from "./deposits.repository";
import { relayIntents } from "./postings";
import { lockWithdrawal, updateWithdrawal } from "./withdrawals.repository";
import { CASH_OUT_BANK, type WithdrawalsService } from "./withdrawals.service";

/** House account a C2C payment passes through: the withdrawer's held amount to the depositor's main. */
export const C2C_CLEARING = "c2c:clearing";

type Settled = "received" | "partially_received" | "forced_received";
type FinanceActor = { operator: OperatorContext; ip: string; reason: string };

/** The resolver columns of a confirmation finance resolved; none when the member or a job ends it. */
function resolvedBy(actor: FinanceActor | undefined) {
  if (!actor) return {};
  return {
    resolverId: actor.operator.operatorId,
    resolverName: actor.operator.username,
    resolutionReason: actor.reason,
  };
}

/** The withdrawal and the deposit a C2C match joins, locked in that order after its confirmation. */
async function lockMatch(
  tx: Executor,
  brandId: string,
  confirmation: { id: string; withdrawalId: string; depositId: string | null },
) {
  const withdrawal = await lockWithdrawal(tx, brandId, confirmation.withdrawalId);
  const deposit = confirmation.depositId ? await lockDeposit(tx, brandId, confirmation.depositId) : undefined;
  if (!withdrawal || !deposit) throw new Error(`C2C ${confirmation.id} lost its withdrawal or deposit`);
  return { withdrawal, deposit };
}

/**
 * How a payment towards a withdrawal ends: settled (C2C money moves through the clearing account,
 * a bank payout only completes), unmatched, or a bank payout refunded. Used by the member's
 * answer, the auto-receive job and finance's dispute resolution.
 */
export function createC2cSettlement(ctx: PaymentsContext, withdrawals: WithdrawalsService) {
  const { db, engine } = ctx;

  /**
   * A C2C payment counts as received (R of its amount): R leaves the withdrawer's held amount for
   * the depositor's main wallet; the rest of the match goes back to the withdrawal's open amount.
   */
  async function settleC2c(
    brand: Brand,
    confirmationId: string,
    status: Settled,
    expected: readonly string[],
    receivedMinor?: bigint,
    actor?: FinanceActor,
  ) {
    const snapshot = await findConfirmation(db, brand.id, confirmationId);
    if (!snapshot?.depositId || !snapshot.depositorId) throw new AppError("not_found");
    const accounts = {
      held: await ctx.wallet.account(brand, snapshot.withdrawerId, "held"),
      main: await ctx.wallet.account(brand, snapshot.depositorId, "main"),
      clearing: await ctx.wallet.houseAccount(brand, C2C_CLEARING),
    };
    const row = await db.transaction(async (tx) => {
      const confirmation = await lockConfirmation(tx, brand.id, confirmationId);
      if (!confirmation?.depositId || !confirmation.depositorId) throw new AppError("not_found");
      if (!expected.includes(confirmation.status)) throw new AppError("payment.invalid_state");
      const { withdrawal, deposit } = await lockMatch(tx, brand.id, confirmation);
      const received = receivedMinor ?? confirmation.amountMinor;
      const at = ctx.now();
      const updated = await updateConfirmation(tx, confirmation.id, {
        status,
        receivedMinor: received,
        updatedAt: at,
        ...resolvedBy(actor),
      });
      await withdrawals.restatus(tx, withdrawal, {
        matchedMinor: withdrawal.matchedMinor - confirmation.amountMinor,
        receivedMinor: withdrawal.receivedMinor + received,
      });
      await updateDeposit(tx, deposit.id, {
        status: "success",
        creditedMinor: received,
        completedAt: at,
      });
      const intents = relayIntents(
        { type: "confirmation", id: confirmation.id },
        received,
        accounts.clearing,
        {
          step: "c2c_out",
          kind: "withdrawal",
          memberId: confirmation.withdrawerId,
          accountId: accounts.held,
          reference: withdrawal.reference,
        },
        {
          step: "c2c_in",
          kind: "deposit",
          memberId: confirmation.depositorId,
          accountId: accounts.main,
          reference: deposit.reference,
        },
      );
      await engine.add(tx, brand.id, intents);
      if (actor) {
        await recordAudit(tx, actorOf(actor.operator, actor.ip), {
          brandId: brand.id,
          action: "c2c.force_received",
          targetType: "payment_confirmation",
          targetId: confirmation.id,
          before: { status: confirmation.status },
          after: { status, amount: ctx.amount(brand, received) },
          reason: actor.reason,
        });
      }
      return updated;
    });
    await engine.flush(row.id);
    return row;
  }

  /** A bank payout confirmed: nothing moves (it left at payout), the withdrawal may complete. */
  async function settleBank(
    brand: Brand,
    confirmationId: string,
    status: "received" | "forced_received",
    expected: readonly string[],
    actor?: FinanceActor,
  ) {
    return db.transaction(async (tx) => {
      const confirmation = await lockConfirmation(tx, brand.id, confirmationId);
      if (!confirmation) throw new AppError("not_found");
      if (!expected.includes(confirmation.status)) throw new AppError("payment.invalid_state");
      const withdrawal = await lockWithdrawal(tx, brand.id, confirmation.withdrawalId);
      if (!withdrawal) throw new Error(`payout ${confirmationId} lost its withdrawal`);
      const updated = await updateConfirmation(tx, confirmation.id, {
        status,
        receivedMinor: confirmation.amountMinor,
        updatedAt: ctx.now(),
        ...resolvedBy(actor),
      });
      await withdrawals.restatus(tx, withdrawal, {});
      if (actor) {
        await recordAudit(tx, actorOf(actor.operator, actor.ip), {
          brandId: brand.id,
          action: "payout.force_received",
          targetType: "payment_confirmation",
          targetId: confirmation.id,
          before: { status: confirmation.status },
          after: { status },
          reason: actor.reason,
        });
      }
      return updated;
    });
  }

  /** C2C match ends without payment (expired, or refused by finance): the withdrawal is re-queued. */
  async function unmatch(
    brand: Brand,
    confirmationId: string,
    expected: string,
    outcome: { confirmation: "expired" | "refunded"; deposit: "expired" | "failed"; reason: string | null },
    actor?: FinanceActor,
  ) {
    return db.transaction(async (tx) => {
      const confirmation = await lockConfirmation(tx, brand.id, confirmationId);
      if (!confirmation?.depositId) throw new AppError("not_found");
      if (confirmation.status !== expected) return undefined;
      const { withdrawal, deposit } = await lockMatch(tx, brand.id, confirmation);
      const at = ctx.now();
      const updated = await updateConfirmation(tx, confirmation.id, {
        status: outcome.confirmation,
        updatedAt: at,
        ...resolvedBy(actor),
      });
      await withdrawals.restatus(tx, withdrawal, {
        matchedMinor: withdrawal.matchedMinor - confirmation.amountMinor,
      });
      await updateDeposit(tx, deposit.id, {
        status: outcome.deposit,
        reason: outcome.reason,
        completedAt: at,
      });
      if (actor) {
        await recordAudit(tx, actorOf(actor.operator, actor.ip), {
          brandId: brand.id,
          action: "c2c.refund",
          targetType: "payment_confirmation",
          targetId: confirmation.id,
          before: { status: confirmation.status },
          after: { status: outcome.confirmation, deposit: outcome.deposit },
          reason: actor.reason,
        });
      }
      return updated;
    });
  }

  /** A bank payout that never arrived: it comes back from cash_out:bank to the member's main wallet. */
  async function refundPayout(brand: Brand, confirmationId: string, actor: FinanceActor) {
    const snapshot = await findConfirmation(db, brand.id, confirmationId);
    if (!snapshot) throw new AppError("not_found");
    const main = await ctx.wallet.account(brand, snapshot.withdrawerId, "main");
    const cashOut = await ctx.wallet.houseAccount(brand, CASH_OUT_BANK);
    const row = await db.transaction(async (tx) => {
      const confirmation = await lockConfirmation(tx, brand.id, confirmationId);
      if (!confirmation) throw new AppError("not_found");
      if (confirmation.status !== "not_received") throw new AppError("payment.invalid_state");
      const withdrawal = await lockWithdrawal(tx, brand.id, confirmation.withdrawalId);
      if (!withdrawal) throw new Error(`payout ${confirmationId} lost its withdrawal`);
      const at = ctx.now();
      const updated = await updateConfirmation(tx, confirmation.id, {
        status: "refunded",
        updatedAt: at,
        ...resolvedBy(actor),
      });
      await updateWithdrawal(tx, withdrawal.id, {
        status: "rejected",
        reason: actor.reason,
        disbursedMinor: withdrawal.disbursedMinor - confirmation.amountMinor,
        reviewerId: actor.operator.operatorId,
        reviewerName: actor.operator.username,
        updatedAt: at,
      });
      await engine.add(tx, brand.id, [
        {
          ownerType: "confirmation",
          ownerId: confirmation.id,
          step: "payout_return",
          kind: "withdrawal_refund",
          idempotencyKey: `${confirmation.id}:refund`,
          memberId: withdrawal.memberId,
          reference: withdrawal.reference,
          legs: [
            { accountId: cashOut, amount: -confirmation.amountMinor, member: false },
            { accountId: main, amount: confirmation.amountMinor, member: true },
          ],
          signal: [withdrawal.memberId],
        },
      ]);
      await recordAudit(tx, actorOf(actor.operator, actor.ip), {
        brandId: brand.id,
        action: "payout.refund",
        targetType: "payment_confirmation",
        targetId: confirmation.id,
        before: { status: confirmation.status },
        after: { status: "refunded", returned: ctx.amount(brand, confirmation.amountMinor) },
        reason: actor.reason,
      });
      return updated;
    });
    await engine.flush(row.id);
    return row;
  }

  return { settleC2c, settleBank, unmatch, refundPayout };
}

export type C2cSettlement = ReturnType<typeof createC2cSettlement>;
