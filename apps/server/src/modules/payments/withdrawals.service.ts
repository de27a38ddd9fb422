import type { Transaction } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import type { AuthenticatedSession } from "../../platform/sessions";
import { startOfZonedDay } from "../../platform/time";
import { actorOf, recordAudit } from "../operators";
import { findBankAccount } from "./bank-accounts.repository";
import { insertConfirmation, paymentCounts } from "./c2c.repository";
import { dayRange, type PaymentsContext, pageOf } from "./context";
import { heldRemaining, withdrawalStatus, withinRange } from "./payment-rules";
import { lockKey, type PaymentMember } from "./payments.repository";
import type { SecurityService } from "./security.service";
import { only, type Views } from "./views";
import {
  countWithdrawalsSince,
  findWithdrawal,
  findWithdrawalByRequest,
  insertWithdrawal,
  listMemberWithdrawals,
  lockWithdrawal,
  moveWithdrawal,
  updateWithdrawal,
  type WithdrawalRow,
  withdrawnAmountSince,
} from "./withdrawals.repository";

export const CASH_OUT_BANK = "cash_out:bank";

class DuplicateRequest extends Error {}

/**
 * A member's own daily withdrawal amount (their VIP level's, handed in by app.ts so payments does not
 * depend on the VIP module). Undefined: the brand's limits only.
 */
export type WithdrawalLimitOf = (
  brand: Brand,
  memberId: string,
) => Promise<{ dailyAmount: bigint; dailyCount: number } | undefined>;

export interface WithdrawalInput {
  requestId: string;
  bankAccountId: string;
  amountMinor: bigint;
}

/**
 * Withdrawals (SPEC §7): limits, a request that holds the amount at once (main → held), and
 * finance's approve / pay out (held → cash_out:bank) / reject (held → main).
 */
export function createWithdrawalsService(
  ctx: PaymentsContext,
  security: SecurityService,
  views: Views,
  withdrawalLimitOf?: WithdrawalLimitOf,
) {
  const { db, engine } = ctx;

  engine.on("withdrawal", {
    async posted(tx, row) {
      if (row.step === "hold")
        await moveWithdrawal(tx, row.ownerId, ["holding", "failed"], {
          status: "pending",
          updatedAt: ctx.now(),
        });
    },
    async failed(tx, row) {
      if (row.step === "hold")
        await moveWithdrawal(tx, row.ownerId, ["holding"], { status: "failed", updatedAt: ctx.now() });
    },
  });

  const limitsOf = (brand: Brand) => ({
    min: ctx.settingMinor(brand, brand.settings.payments.withdrawalMin),
    max: ctx.settingMinor(brand, brand.settings.payments.withdrawalMax),
    daily: brand.settings.payments.withdrawalDailyCount,
  });

  /**
   * The brand's limits with the member's own amount and number of withdrawals a day (the VIP level's
   * free withdrawals: the platform charges no fee, so they are the withdrawals the member may make).
   */
  async function memberLimitsOf(brand: Brand, memberId: string) {
    const own = await withdrawalLimitOf?.(brand, memberId);
    const brandLimits = limitsOf(brand);
    return {
      ...brandLimits,
      daily: own && own.dailyCount > 0 ? own.dailyCount : brandLimits.daily,
      dailyAmount: own?.dailyAmount,
    };
  }

  const dayStart = (brand: Brand) => new Date(startOfZonedDay(ctx.platform.clock.now(), brand.timeZone));

  async function answer(brand: Brand, row: WithdrawalRow) {
    await engine.flush(row.id);
    const fresh = (await findWithdrawal(db, brand.id, row.id)) ?? row;
    if (fresh.status === "failed") throw new AppError("wallet.insufficient_funds");
    return only(await views.withdrawals(db, brand, [fresh]));
  }

  /** The request once the payment password is checked (the reliability test enters here too). */
  async function createVerified(brand: Brand, member: PaymentMember, input: WithdrawalInput) {
    const existing = await findWithdrawalByRequest(db, brand.id, member.id, input.requestId);
    if (existing) {
      if (existing.bankAccountId !== input.bankAccountId || existing.amountMinor !== input.amountMinor)
        throw new AppError("wallet.idempotency_conflict");
      return answer(brand, existing);
    }
    const limits = await memberLimitsOf(brand, member.id);
    if (!withinRange(input.amountMinor, limits.min, limits.max))
      throw new AppError("payment.amount_out_of_range", {
        min: ctx.amount(brand, limits.min),
        max: ctx.amount(brand, limits.max),
      });
    const bank = await findBankAccount(db, brand.id, member.id, input.bankAccountId);
    if (!bank) throw new AppError("payment.bank_account_not_found");
    const funds = await ctx.wallet.withdrawableMinor(brand, member.id);
    if (input.amountMinor > funds.main) throw new AppError("wallet.insufficient_funds");
    if (input.amountMinor > funds.withdrawable) throw new AppError("payment.turnover_required");
    const main = await ctx.wallet.account(brand, member.id, "main");
    const held = await ctx.wallet.account(brand, member.id, "held");
    const at = ctx.now();
    let created: WithdrawalRow;
    try {
      created = await db.transaction(async (tx) => {
        // One member's requests in turn: the daily count cannot be passed by parallel requests.
        await lockKey(tx, `withdraw:${member.id}`);
        if (await findWithdrawalByRequest(tx, brand.id, member.id, input.requestId))
          throw new DuplicateRequest();
        const today = await countWithdrawalsSince(tx, brand.id, member.id, dayStart(brand));
        if (today >= limits.daily) throw new AppError("payment.daily_limit");
        if (limits.dailyAmount !== undefined) {
          const withdrawn = await withdrawnAmountSince(tx, brand.id, member.id, dayStart(brand));
          if (withdrawn + input.amountMinor > limits.dailyAmount)
            throw new AppError("vip.withdrawal_limit", {
              limit: ctx.amount(brand, limits.dailyAmount),
              remaining: ctx.amount(
                brand,
                limits.dailyAmount > withdrawn ? limits.dailyAmount - withdrawn : 0n,
              ),
            });
        }
        let row: WithdrawalRow | undefined;
        for (let attempt = 0; !row && attempt < 5; attempt++) {
          row = await insertWithdrawal(tx, {
            brandId: brand.id,
            memberId: member.id,
            requestId: input.requestId,
            reference: ctx.reference("W"),
            bankAccountId: bank.id,
            bank: {
              bankCode: bank.bankCode,
              bankName: views.bankName(brand, bank.bankCode),
              accountNumber: bank.accountNumber,
              payeeName: bank.payeeName,
            },
            amountMinor: input.amountMinor,
            status: "holding",
            createdAt: at,
            updatedAt: at,
          });
        }
        if (!row) throw new Error("no free withdrawal reference");
        await engine.add(tx, brand.id, [
          {
            ownerType: "withdrawal",
            ownerId: row.id,
            step: "hold",
            kind: "withdrawal",
            idempotencyKey: `${row.id}:hold`,
            memberId: member.id,
            reference: row.reference,
            legs: [
              { accountId: main, amount: -input.amountMinor, member: true },
              { accountId: held, amount: input.amountMinor, member: true },
            ],
            signal: [member.id],
          },
        ]);
        return row;
      });
    } catch (error) {
      if (!(error instanceof DuplicateRequest)) throw error;
      return createVerified(brand, member, input);
    }
    return answer(brand, created);
  }

  /** Locks a withdrawal finance acts on; refuses while C2C payments are open on it. */
  async function lockForFinance(tx: Transaction, brand: Brand, id: string) {
    const row = await lockWithdrawal(tx, brand.id, id);
    if (!row) throw new AppError("not_found");
    if (row.status !== "pending" && row.status !== "approved") throw new AppError("payment.invalid_state");
    const payments = await paymentCounts(tx, row.id);
    if (row.matchedMinor > 0n || payments.unconfirmed > 0 || payments.disputes > 0)
      throw new AppError("payment.withdrawal_busy");
    return row;
  }

  return {
    createVerified,

    async limits(brand: Brand, session: AuthenticatedSession) {
      const limits = await memberLimitsOf(brand, session.memberId);
      const [count, funds] = await Promise.all([
        countWithdrawalsSince(db, brand.id, session.memberId, dayStart(brand)),
        ctx.wallet.withdrawableMinor(brand, session.memberId),
      ]);
      return {
        min: ctx.amount(brand, limits.min),
        max: ctx.amount(brand, limits.max),
        dailyCount: count,
        dailyLimit: limits.daily,
        withdrawable: ctx.amount(brand, funds.withdrawable),
        turnover: {
          required: ctx.amount(brand, funds.turnover.required),
          achieved: ctx.amount(brand, funds.turnover.achieved),
        },
      };
    },

    async create(
      brand: Brand,
      session: AuthenticatedSession,
      body: { requestId: string; bankAccountId: string; amount: number; paymentPassword: string },
    ) {
      const member = await security.member(session);
      ctx.refuseCredit(member);
      await ctx.limit(brand.id, "withdraw", member.id);
      const amountMinor = ctx.minor(brand, body.amount);
      await security.verify(member, brand.id, body.paymentPassword);
      return createVerified(brand, member, {
        requestId: body.requestId,
        bankAccountId: body.bankAccountId,
        amountMinor,
      });
    },

    async list(
      brand: Brand,
      session: AuthenticatedSession,
      query: { from?: string; to?: string; status?: string; page: number; pageSize: number },
    ) {
      const filter = { status: query.status, ...dayRange(brand, query) };
      const { rows, total } = await listMemberWithdrawals(db, brand.id, session.memberId, filter, query);
      return pageOf(await views.withdrawals(db, brand, rows), total, query);
    },

    /** Finance accepts the request for payout: it leaves the C2C pool; the amount stays held. */
    async approve(brand: Brand, operator: OperatorContext, ip: string, id: string, remark?: string) {
      const row = await db.transaction(async (tx) => {
        const current = await lockForFinance(tx, brand, id);
        if (current.status !== "pending") throw new AppError("payment.invalid_state");
        const updated = await updateWithdrawal(tx, current.id, {
          status: "approved",
          reviewerId: operator.operatorId,
          reviewerName: operator.username,
          updatedAt: ctx.now(),
        });
        await recordAudit(tx, actorOf(operator, ip), {
          brandId: brand.id,
          action: "withdrawal.approve",
          targetType: "withdrawal",
          targetId: current.id,
          before: { status: current.status },
          after: { status: "approved" },
          reason: remark ?? null,
        });
        return updated;
      });
      return only(await views.financeWithdrawals(db, brand, [row]));
    },

    /** Finance paid the rest out by bank: held → cash_out:bank; the member then confirms receipt. */
    async disburse(brand: Brand, operator: OperatorContext, ip: string, id: string, remark?: string) {
      const current = await findWithdrawal(db, brand.id, id);
      if (!current) throw new AppError("not_found");
      const held = await ctx.wallet.account(brand, current.memberId, "held");
      const cashOut = await ctx.wallet.houseAccount(brand, CASH_OUT_BANK);
      const row = await db.transaction(async (tx) => {
        const locked = await lockForFinance(tx, brand, id);
        const remaining = heldRemaining(locked);
        const at = ctx.now();
        const updated = await updateWithdrawal(tx, locked.id, {
          status: "disbursed",
          disbursedMinor: locked.disbursedMinor + remaining,
          reviewerId: operator.operatorId,
          reviewerName: operator.username,
          updatedAt: at,
        });
        await insertConfirmation(tx, {
          brandId: brand.id,
          withdrawalId: locked.id,
          withdrawerId: locked.memberId,
          source: "bank",
          amountMinor: remaining,
          status: "paid",
          autoReceiveAt: new Date(
            at.getTime() + brand.settings.payments.withdrawalAutoReceiveMinutes * 60_000,
          ),
          createdAt: at,
          updatedAt: at,
        });
        await engine.add(tx, brand.id, [
          {
            ownerType: "withdrawal",
            ownerId: locked.id,
            step: "disburse",
            kind: "withdrawal",
            idempotencyKey: `${locked.id}:disburse`,
            memberId: locked.memberId,
            reference: locked.reference,
            legs: [
              { accountId: held, amount: -remaining, member: true },
              { accountId: cashOut, amount: remaining, member: false },
            ],
            signal: [locked.memberId],
          },
        ]);
        await recordAudit(tx, actorOf(operator, ip), {
          brandId: brand.id,
          action: "withdrawal.disburse",
          targetType: "withdrawal",
          targetId: locked.id,
          before: { status: locked.status },
          after: { status: "disbursed", amount: ctx.amount(brand, remaining) },
          reason: remark ?? null,
        });
        return updated;
      });
      await engine.flush(row.id);
      return only(await views.financeWithdrawals(db, brand, [row]));
    },

    /** Finance refuses: what is still held goes back to the member's main wallet. */
    async reject(brand: Brand, operator: OperatorContext, ip: string, id: string, reason: string) {
      const current = await findWithdrawal(db, brand.id, id);
      if (!current) throw new AppError("not_found");
      const held = await ctx.wallet.account(brand, current.memberId, "held");
      const main = await ctx.wallet.account(brand, current.memberId, "main");
      const row = await db.transaction(async (tx) => {
        const locked = await lockForFinance(tx, brand, id);
        const remaining = heldRemaining(locked);
        const updated = await updateWithdrawal(tx, locked.id, {
          status: "rejected",
          reason,
          reviewerId: operator.operatorId,
          reviewerName: operator.username,
          updatedAt: ctx.now(),
        });
        if (remaining > 0n) {
          await engine.add(tx, brand.id, [
            {
              ownerType: "withdrawal",
              ownerId: locked.id,
              step: "release",
              kind: "withdrawal_refund",
              idempotencyKey: `${locked.id}:release`,
              memberId: locked.memberId,
              reference: locked.reference,
              legs: [
                { accountId: held, amount: -remaining, member: true },
                { accountId: main, amount: remaining, member: true },
              ],
              signal: [locked.memberId],
            },
          ]);
        }
        await recordAudit(tx, actorOf(operator, ip), {
          brandId: brand.id,
          action: "withdrawal.reject",
          targetType: "withdrawal",
          targetId: locked.id,
          before: { status: locked.status },
          after: { status: "rejected", returned: ctx.amount(brand, remaining) },
          reason,
        });
        return updated;
      });
      await engine.flush(row.id);
      return only(await views.financeWithdrawals(db, brand, [row]));
    },

    /** Recomputes a withdrawal's status after one of its payments changed (inside that transaction). */
    async restatus(tx: Transaction, row: WithdrawalRow, patch: Partial<WithdrawalRow>) {
      const next = { ...row, ...patch };
      const payments = await paymentCounts(tx, row.id);
      const status =
        row.status === "rejected" ? "rejected" : withdrawalStatus(next, payments, row.status === "approved");
      return updateWithdrawal(tx, row.id, { ...patch, status, updatedAt: ctx.now() });
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
