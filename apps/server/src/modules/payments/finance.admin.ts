import { randomBytes } from "node:crypto";
import { type AdjustmentView, fieldMessage, type PaymentChannelInput } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError, fieldError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import { zonedDateStart } from "../../platform/time";
import { actorOf, recordAudit } from "../operators";
import {
  type AdjustmentRow,
  findAdjustment,
  findAdjustmentByRequest,
  insertAdjustment,
  listAdjustments,
  lockAdjustment,
  moveAdjustment,
  updateAdjustment,
} from "./adjustments.repository";
import type { C2cService } from "./c2c.service";
import type { PaymentsContext } from "./context";
import { findDeposit, listDepositsAdmin } from "./deposits.repository";
import type { DepositsService } from "./deposits.service";
import {
  accountsOf,
  findChannel,
  findMember,
  insertChannel,
  listChannels,
  updateChannel as updateChannelRow,
} from "./payments.repository";
import { only, type Views } from "./views";
import { listWithdrawalsAdmin } from "./withdrawals.repository";
import type { WithdrawalsService } from "./withdrawals.service";

const DAY_MS = 86_400_000;
export const ADJUSTMENTS_HOUSE = "adjustments";

interface Who {
  operator: OperatorContext;
  ip: string;
}

/**
 * The finance screens of the back office: queues, disputes, channels, a member's wallet and
 * ledger, and manual adjustments (a second operator approves those above the brand threshold).
 * Every write records one audit entry in its own transaction.
 */
export function createFinanceAdmin(
  ctx: PaymentsContext,
  deposits: DepositsService,
  withdrawals: WithdrawalsService,
  c2c: C2cService,
  views: Views,
) {
  const { db, engine, platform } = ctx;

  engine.on("adjustment", {
    async posted(row) {
      await moveAdjustment(db, row.ownerId, ["posting", "failed"], "posted");
    },
    async failed(row) {
      await moveAdjustment(db, row.ownerId, ["posting"], "failed");
    },
  });

  const range = (brand: Brand, query: { from?: string; to?: string }) => ({
    from: query.from ? new Date(zonedDateStart(query.from, brand.timeZone)) : undefined,
    to: query.to ? new Date(zonedDateStart(query.to, brand.timeZone) + DAY_MS) : undefined,
  });

  async function memberOf(brand: Brand, memberId: string) {
    const member = await findMember(db, brand.id, memberId);
    if (!member) throw new AppError("not_found");
    return member;
  }

  async function adjustmentViews(brand: Brand, rows: readonly AdjustmentRow[]): Promise<AdjustmentView[]> {
    const accounts = await accountsOf(
      db,
      rows.map((row) => row.memberId),
    );
    return rows.map((row) => ({
      id: row.id,
      memberId: row.memberId,
      account: accounts.get(row.memberId) ?? "",
      direction: row.direction as "credit" | "debit",
      amount: ctx.amount(brand, row.amountMinor),
      reason: row.reason,
      // "posting" is the instant between approval and the ledger: it is posted for any reader.
      status: (row.status === "posting" ? "posted" : row.status) as AdjustmentView["status"],
      requestedBy: row.requestedByName,
      decidedBy: row.decidedByName,
      decisionReason: row.decisionReason,
      createdAt: row.createdAt.getTime(),
      decidedAt: row.decidedAt?.getTime() ?? null,
    }));
  }

  async function adjustmentLegs(
    brand: Brand,
    row: Pick<AdjustmentRow, "memberId" | "direction" | "amountMinor">,
  ) {
    const main = await ctx.wallet.account(brand, row.memberId, "main");
    const house = await ctx.wallet.houseAccount(brand, ADJUSTMENTS_HOUSE);
    const sign = row.direction === "credit" ? 1n : -1n;
    return [
      { accountId: main, amount: sign * row.amountMinor, member: true },
      { accountId: house, amount: -sign * row.amountMinor, member: false },
    ];
  }

  /** A debit the member cannot cover is refused before anything is written (a race still fails safely). */
  async function refuseUncoveredDebit(
    brand: Brand,
    memberId: string,
    direction: string,
    amountMinor: bigint,
  ) {
    if (direction !== "debit") return;
    const funds = await ctx.wallet.withdrawableMinor(brand, memberId);
    if (funds.main < amountMinor) throw new AppError("wallet.insufficient_funds");
  }

  async function settleAdjustment(brand: Brand, id: string) {
    await engine.flush(id);
    const row = await findAdjustment(db, id);
    if (!row) throw new AppError("not_found");
    if (row.status === "failed") throw new AppError("wallet.insufficient_funds");
    return only(await adjustmentViews(brand, [row]));
  }

  function postingIntent(row: AdjustmentRow, legs: Awaited<ReturnType<typeof adjustmentLegs>>) {
    return {
      ownerType: "adjustment" as const,
      ownerId: row.id,
      step: "post",
      kind: "adjustment",
      idempotencyKey: `${row.id}:post`,
      memberId: row.memberId,
      reference: `A${row.id.slice(0, 8).toUpperCase()}`,
      legs,
      signal: [row.memberId],
    };
  }

  async function channelValues(brand: Brand, input: PaymentChannelInput) {
    return {
      name: input.name,
      minMinor: ctx.minor(brand, input.min),
      maxMinor: ctx.minor(brand, input.max),
      instructions: input.instructions,
      bank: input.type === "bank_transfer" && input.bank ? { ...input.bank } : null,
      gatewayProvider: input.type === "gateway" ? (input.gateway?.provider ?? null) : null,
      expiryMinutes: input.expiryMinutes,
      enabled: input.enabled,
      sortOrder: input.sortOrder,
    };
  }

  return {
    // ---------- queues ----------

    async depositQueue(
      brand: Brand,
      query: {
        status?: string;
        channelType?: string;
        account?: string;
        from?: string;
        to?: string;
        page: number;
        pageSize: number;
      },
    ) {
      const { rows, total } = await listDepositsAdmin(
        db,
        brand.id,
        {
          ...range(brand, query),
          status: query.status,
          channelType: query.channelType,
          account: query.account,
        },
        query,
      );
      return {
        list: await views.financeDeposits(db, brand, rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async confirmDeposit(brand: Brand, who: Who, id: string, remark?: string) {
      const deposit = await findDeposit(db, brand.id, id);
      if (!deposit) throw new AppError("not_found");
      // C2C payments are settled by their payee or through the dispute screen, never here.
      if (deposit.channelType === "c2c") throw new AppError("payment.invalid_state");
      const row = await deposits.credit(brand, id, { ...who, remark });
      return only(await views.financeDeposits(db, brand, [row]));
    },

    async rejectDeposit(brand: Brand, who: Who, id: string, reason: string) {
      const deposit = await findDeposit(db, brand.id, id);
      if (!deposit) throw new AppError("not_found");
      if (deposit.channelType === "c2c") throw new AppError("payment.invalid_state");
      const row = await deposits.fail(brand, id, reason, who);
      return only(await views.financeDeposits(db, brand, [row]));
    },

    async withdrawalQueue(
      brand: Brand,
      query: {
        status?: string;
        account?: string;
        from?: string;
        to?: string;
        page: number;
        pageSize: number;
      },
    ) {
      const { rows, total } = await listWithdrawalsAdmin(
        db,
        brand.id,
        { ...range(brand, query), status: query.status, account: query.account },
        query,
      );
      return {
        list: await views.financeWithdrawals(db, brand, rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    approveWithdrawal: (brand: Brand, who: Who, id: string, remark?: string) =>
      withdrawals.approve(brand, who.operator, who.ip, id, remark),
    disburseWithdrawal: (brand: Brand, who: Who, id: string, remark?: string) =>
      withdrawals.disburse(brand, who.operator, who.ip, id, remark),
    rejectWithdrawal: (brand: Brand, who: Who, id: string, reason: string) =>
      withdrawals.reject(brand, who.operator, who.ip, id, reason),
    disputes: (brand: Brand, query: { status: string; page: number; pageSize: number }) =>
      c2c.disputes(brand, query),
    resolveDispute: (
      brand: Brand,
      who: Who,
      id: string,
      body: { resolution: "force_received" | "refund"; reason: string },
    ) => c2c.resolve(brand, who.operator, who.ip, id, body),

    // ---------- channels ----------

    async channels(brand: Brand) {
      const rows = await listChannels(db, brand.id, false);
      return rows.map((row) => views.channelAdmin(brand, row));
    },

    async createChannel(brand: Brand, who: Who, input: PaymentChannelInput) {
      const values = await channelValues(brand, input);
      // A gateway always has a secret: the one given, else a fresh one to copy into the provider.
      const secret =
        input.type === "gateway"
          ? (input.gateway?.secret ?? randomBytes(32).toString("base64url"))
          : undefined;
      const at = ctx.now();
      const row = await db.transaction(async (tx) => {
        const created = await insertChannel(tx, {
          ...values,
          brandId: brand.id,
          type: input.type,
          gatewaySecretSealed: secret ? platform.secrets.seal(secret) : null,
          createdAt: at,
          updatedAt: at,
        });
        await recordAudit(tx, actorOf(who.operator, who.ip), {
          brandId: brand.id,
          action: "channel.create",
          targetType: "payment_channel",
          targetId: created.id,
          after: views.channelAdmin(brand, created),
        });
        return created;
      });
      return views.channelAdmin(brand, row);
    },

    async updateChannel(brand: Brand, who: Who, id: string, input: PaymentChannelInput, language: string) {
      const current = await findChannel(db, brand.id, id);
      if (!current) throw new AppError("not_found");
      if (current.type !== input.type) throw fieldError({ type: fieldMessage("invalid", language) });
      const values = await channelValues(brand, input);
      const row = await db.transaction(async (tx) => {
        const updated = await updateChannelRow(tx, brand.id, id, {
          ...values,
          ...(input.gateway?.secret
            ? { gatewaySecretSealed: platform.secrets.seal(input.gateway.secret) }
            : {}),
          updatedAt: ctx.now(),
        });
        if (!updated) throw new AppError("not_found");
        await recordAudit(tx, actorOf(who.operator, who.ip), {
          brandId: brand.id,
          action: "channel.update",
          targetType: "payment_channel",
          targetId: id,
          before: views.channelAdmin(brand, current),
          after: { ...views.channelAdmin(brand, updated), secretReplaced: Boolean(input.gateway?.secret) },
        });
        return updated;
      });
      return views.channelAdmin(brand, row);
    },

    async archiveChannel(brand: Brand, who: Who, id: string) {
      await db.transaction(async (tx) => {
        const at = ctx.now();
        const updated = await updateChannelRow(tx, brand.id, id, {
          archivedAt: at,
          enabled: false,
          updatedAt: at,
        });
        if (!updated) throw new AppError("not_found");
        await recordAudit(tx, actorOf(who.operator, who.ip), {
          brandId: brand.id,
          action: "channel.archive",
          targetType: "payment_channel",
          targetId: id,
          before: { enabled: updated.enabled, name: updated.name },
        });
      });
      return { archived: true as const };
    },

    // ---------- a member's wallet ----------

    async memberWallet(brand: Brand, memberId: string) {
      const member = await memberOf(brand, memberId);
      const funds = await ctx.wallet.withdrawableMinor(brand, member.id);
      return {
        memberId: member.id,
        account: member.account,
        currency: brand.currency.code,
        accounts: funds.accounts.map((account) => ({
          id: account.id.toString(),
          kind: account.kind,
          balance: ctx.amount(brand, account.balance),
        })),
        withdrawable: ctx.amount(brand, funds.withdrawable),
        turnover: {
          required: ctx.amount(brand, funds.turnover.required),
          achieved: ctx.amount(brand, funds.turnover.achieved),
        },
      };
    },

    async memberLedger(
      brand: Brand,
      memberId: string,
      query: { from?: string; to?: string; type?: string; page: number; pageSize: number },
    ) {
      const member = await memberOf(brand, memberId);
      return ctx.wallet.records(brand, member.id, query);
    },

    // ---------- adjustments ----------

    async adjustments(brand: Brand, query: { status?: string; page: number; pageSize: number }) {
      const { rows, total } = await listAdjustments(db, brand.id, query.status, query);
      return { list: await adjustmentViews(brand, rows), total, page: query.page, pageSize: query.pageSize };
    },

    async createAdjustment(
      brand: Brand,
      who: Who,
      body: {
        requestId: string;
        memberId: string;
        direction: "credit" | "debit";
        amount: number;
        reason: string;
      },
    ) {
      const member = await memberOf(brand, body.memberId);
      const amountMinor = ctx.minor(brand, body.amount);
      const existing = await findAdjustmentByRequest(db, brand.id, body.requestId);
      if (existing) {
        if (
          existing.memberId !== member.id ||
          existing.direction !== body.direction ||
          existing.amountMinor !== amountMinor
        )
          throw new AppError("wallet.idempotency_conflict");
        return existing.status === "pending_approval"
          ? only(await adjustmentViews(brand, [existing]))
          : settleAdjustment(brand, existing.id);
      }
      const threshold = ctx.settingMinor(brand, brand.settings.payments.adjustmentApprovalThreshold);
      const needsApproval = amountMinor > threshold;
      if (!needsApproval) await refuseUncoveredDebit(brand, member.id, body.direction, amountMinor);
      const legs = await adjustmentLegs(brand, {
        memberId: member.id,
        direction: body.direction,
        amountMinor,
      });
      const at = ctx.now();
      const row = await db.transaction(async (tx) => {
        const created = await insertAdjustment(tx, {
          brandId: brand.id,
          memberId: member.id,
          requestId: body.requestId,
          direction: body.direction,
          amountMinor,
          reason: body.reason,
          status: needsApproval ? "pending_approval" : "posting",
          requestedById: who.operator.operatorId,
          requestedByName: who.operator.username,
          createdAt: at,
          ...(needsApproval ? {} : { decidedAt: at }),
        });
        if (!created) throw new AppError("wallet.idempotency_conflict");
        if (!needsApproval) await engine.add(tx, brand.id, [postingIntent(created, legs)]);
        await recordAudit(tx, actorOf(who.operator, who.ip), {
          brandId: brand.id,
          action: "adjustment.create",
          targetType: "balance_adjustment",
          targetId: created.id,
          after: {
            member: member.account,
            direction: body.direction,
            amount: ctx.amount(brand, amountMinor),
            status: needsApproval ? "pending_approval" : "posted",
          },
          reason: body.reason,
        });
        return created;
      });
      if (needsApproval) return only(await adjustmentViews(brand, [row]));
      return settleAdjustment(brand, row.id);
    },

    async approveAdjustment(brand: Brand, who: Who, id: string, remark?: string) {
      const current = await findAdjustment(db, id);
      if (!current || current.brandId !== brand.id) throw new AppError("not_found");
      if (current.status !== "pending_approval") throw new AppError("payment.invalid_state");
      // Four eyes: whoever asked for it cannot be the one who approves it.
      if (current.requestedById === who.operator.operatorId) throw new AppError("payment.self_approval");
      await refuseUncoveredDebit(brand, current.memberId, current.direction, current.amountMinor);
      const legs = await adjustmentLegs(brand, current);
      await db.transaction(async (tx) => {
        const row = await lockAdjustment(tx, brand.id, id);
        if (row?.status !== "pending_approval") throw new AppError("payment.invalid_state");
        const updated = await updateAdjustment(tx, row.id, {
          status: "posting",
          decidedById: who.operator.operatorId,
          decidedByName: who.operator.username,
          decisionReason: remark ?? null,
          decidedAt: ctx.now(),
        });
        await engine.add(tx, brand.id, [postingIntent(updated, legs)]);
        await recordAudit(tx, actorOf(who.operator, who.ip), {
          brandId: brand.id,
          action: "adjustment.approve",
          targetType: "balance_adjustment",
          targetId: row.id,
          before: { status: "pending_approval" },
          after: { status: "posted", amount: ctx.amount(brand, row.amountMinor), direction: row.direction },
          reason: remark ?? null,
        });
      });
      return settleAdjustment(brand, id);
    },

    async rejectAdjustment(brand: Brand, who: Who, id: string, reason: string) {
      const row = await db.transaction(async (tx) => {
        const current = await lockAdjustment(tx, brand.id, id);
        if (!current) throw new AppError("not_found");
        if (current.status !== "pending_approval") throw new AppError("payment.invalid_state");
        const updated = await updateAdjustment(tx, current.id, {
          status: "rejected",
          decidedById: who.operator.operatorId,
          decidedByName: who.operator.username,
          decisionReason: reason,
          decidedAt: ctx.now(),
        });
        await recordAudit(tx, actorOf(who.operator, who.ip), {
          brandId: brand.id,
          action: "adjustment.reject",
          targetType: "balance_adjustment",
          targetId: current.id,
          before: { status: "pending_approval" },
          after: { status: "rejected" },
          reason,
        });
        return updated;
      });
      return only(await adjustmentViews(brand, [row]));
    },
  };
}

export type FinanceAdmin = ReturnType<typeof createFinanceAdmin>;
