import { randomBytes } from "node:crypto";
import { fieldMessage, type PaymentChannelInput } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError, fieldError } from "../../platform/errors";
import { actorOf, recordAudit } from "../operators";
import type { AdjustmentsAdmin } from "./adjustments.admin";
import type { C2cService } from "./c2c.service";
import { dayRange, type PaymentsContext, pageOf, type Who } from "./context";
import { findDeposit, listDepositsAdmin } from "./deposits.repository";
import type { DepositsService } from "./deposits.service";
import {
  findChannel,
  findMember,
  insertChannel,
  listChannels,
  updateChannel as updateChannelRow,
} from "./payments.repository";
import { only, type Views } from "./views";
import { listWithdrawalsAdmin } from "./withdrawals.repository";
import type { WithdrawalsService } from "./withdrawals.service";

/**
 * The finance screens of the back office: queues, disputes, channels, a member's wallet and
 * ledger, and manual adjustments (`adjustments.admin.ts`).
 * Every write records one audit entry in its own transaction.
 */
export function createFinanceAdmin(
  ctx: PaymentsContext,
  deposits: DepositsService,
  withdrawals: WithdrawalsService,
  c2c: C2cService,
  views: Views,
  adjustments: AdjustmentsAdmin,
) {
  const { db, platform } = ctx;

  async function memberOf(brand: Brand, memberId: string) {
    const member = await findMember(db, brand.id, memberId);
    if (!member) throw new AppError("not_found");
    return member;
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
          ...dayRange(brand, query),
          status: query.status,
          channelType: query.channelType,
          account: query.account,
        },
        query,
      );
      return pageOf(await views.financeDeposits(db, brand, rows), total, query);
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
        { ...dayRange(brand, query), status: query.status, account: query.account },
        query,
      );
      return pageOf(await views.financeWithdrawals(db, brand, rows), total, query);
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

    ...adjustments,
  };
}

export type FinanceAdmin = ReturnType<typeof createFinanceAdmin>;
