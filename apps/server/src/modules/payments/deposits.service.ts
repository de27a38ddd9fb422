import { createHmac } from "node:crypto";
import { pickText, toMinor } from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import type { AuthenticatedSession } from "../../platform/sessions";
import { actorOf, recordAudit } from "../operators";
import { dueC2cExpiries, insertConfirmation, pickC2cWithdrawal } from "./c2c.repository";
import { dayRange, type PaymentsContext, pageOf } from "./context";
import {
  type DepositRow,
  expireSimpleDeposits,
  findDeposit,
  findDepositByReference,
  findDepositByRequest,
  insertDeposit,
  listMemberDeposits,
  lockDeposit,
  updateDeposit,
} from "./deposits.repository";
import { createSandboxGateway, type PaymentGateway } from "./gateway";
import { defaultInstructions } from "./messages";
import { withinRange } from "./payment-rules";
import { type ChannelRow, findChannel, listChannels } from "./payments.repository";
import type { SecurityService } from "./security.service";
import { only, type Views } from "./views";
import { updateWithdrawal } from "./withdrawals.repository";

export type ChannelType = "bank_transfer" | "gateway" | "c2c";

/** The house clearing account a channel's deposits are credited from (one per channel, for reconciling). */
export const cashInKind = (channel: Pick<ChannelRow, "type" | "id">) =>
  `cash_in:${channel.type}:${channel.id}`;

/** Raised inside a transaction to leave it and answer from the row a concurrent request created. */
class DuplicateRequest extends Error {}

/**
 * Deposits (SPEC §7): the brand's channels, requests that stay pending until confirmed by finance,
 * paid at the gateway, or received by a C2C payee; expiry; the gateway's signed notifications.
 */
export function createDepositsService(ctx: PaymentsContext, security: SecurityService, views: Views) {
  const { db, platform, engine } = ctx;
  const pageToken = (depositId: string) =>
    createHmac("sha256", platform.deriveKey("sandbox-gateway")).update(depositId).digest("hex").slice(0, 32);
  // The sandbox pays without money: only where development tools are on, never in production.
  const gateways: Record<string, PaymentGateway> = platform.env.devTools
    ? { sandbox: createSandboxGateway(pageToken) }
    : {};

  const offered = (channel: ChannelRow) =>
    channel.type !== "gateway" || Boolean(channel.gatewayProvider && gateways[channel.gatewayProvider]);

  async function creditIntentAccounts(
    brand: Brand,
    deposit: DepositRow,
    channel: Pick<ChannelRow, "type" | "id">,
  ) {
    return {
      main: await ctx.wallet.account(brand, deposit.memberId, "main"),
      house: await ctx.wallet.houseAccount(brand, cashInKind(channel)),
    };
  }

  /**
   * pending (or expired: the money arrived late) → success, and the credit made due in the same
   * transaction. A deposit already successful is a harmless replay.
   */
  async function credit(
    brand: Brand,
    depositId: string,
    by: { operator: OperatorContext; ip: string; remark?: string } | { gateway: string },
  ): Promise<DepositRow> {
    const current = await findDeposit(db, brand.id, depositId);
    if (!current) throw new AppError("not_found");
    const accounts = await creditIntentAccounts(brand, current, {
      type: current.channelType,
      id: current.channelId,
    });
    const outcome = await db.transaction(async (tx) => {
      const row = await lockDeposit(tx, brand.id, depositId);
      if (!row) throw new AppError("not_found");
      if (row.status === "success") return { row, replay: true };
      if (row.status !== "pending" && row.status !== "expired") throw new AppError("payment.invalid_state");
      const at = ctx.now();
      const operator = "operator" in by ? by.operator : undefined;
      const updated = await updateDeposit(tx, row.id, {
        status: "success",
        creditedMinor: row.amountMinor,
        completedAt: at,
        reviewerId: operator?.operatorId ?? null,
        reviewerName: operator?.username ?? ("gateway" in by ? `gateway:${by.gateway}` : null),
        reason: null,
      });
      await engine.add(tx, brand.id, [
        {
          ownerType: "deposit",
          ownerId: row.id,
          step: "credit",
          kind: "deposit",
          idempotencyKey: `${row.id}:credit`,
          memberId: row.memberId,
          reference: row.reference,
          legs: [
            { accountId: accounts.main, amount: row.amountMinor, member: true },
            { accountId: accounts.house, amount: -row.amountMinor, member: false },
          ],
          signal: [row.memberId],
        },
      ]);
      if ("operator" in by) {
        await recordAudit(tx, actorOf(by.operator, by.ip), {
          brandId: brand.id,
          action: "deposit.confirm",
          targetType: "deposit",
          targetId: row.id,
          before: { status: row.status },
          after: { status: "success", amount: ctx.amount(brand, row.amountMinor), reference: row.reference },
          reason: by.remark ?? null,
        });
      }
      return { row: updated, replay: false };
    });
    await engine.flush(depositId);
    return outcome.row;
  }

  async function fail(
    brand: Brand,
    depositId: string,
    reason: string,
    by: { operator: OperatorContext; ip: string } | undefined,
  ): Promise<DepositRow> {
    return db.transaction(async (tx) => {
      const row = await lockDeposit(tx, brand.id, depositId);
      if (!row) throw new AppError("not_found");
      if (row.status === "failed" && !by) return row;
      if (row.status !== "pending") throw new AppError("payment.invalid_state");
      const updated = await updateDeposit(tx, row.id, {
        status: "failed",
        reason,
        completedAt: ctx.now(),
        reviewerId: by?.operator.operatorId ?? null,
        reviewerName: by?.operator.username ?? null,
      });
      if (by) {
        await recordAudit(tx, actorOf(by.operator, by.ip), {
          brandId: brand.id,
          action: "deposit.reject",
          targetType: "deposit",
          targetId: row.id,
          before: { status: row.status },
          after: { status: "failed" },
          reason,
        });
      }
      return updated;
    });
  }

  async function insertWithReference(
    tx: Executor,
    values: Omit<Parameters<typeof insertDeposit>[1], "reference">,
  ): Promise<DepositRow> {
    // A reference collision is a retry; a request-id collision means a concurrent twin won.
    for (let attempt = 0; attempt < 5; attempt++) {
      const inserted = await insertDeposit(tx, { ...values, reference: ctx.reference("D") });
      if (inserted) return inserted;
      if (await findDepositByRequest(tx, values.brandId, values.memberId, values.requestId))
        throw new DuplicateRequest();
    }
    throw new Error("no free deposit reference");
  }

  async function existingOrConflict(
    brand: Brand,
    memberId: string,
    requestId: string,
    channelId: string,
    amountMinor: bigint,
  ) {
    const existing = await findDepositByRequest(db, brand.id, memberId, requestId);
    if (!existing) return undefined;
    if (existing.channelId !== channelId || existing.amountMinor !== amountMinor)
      throw new AppError("wallet.idempotency_conflict");
    return only(await views.deposits(db, brand, [existing]));
  }

  return {
    credit,
    fail,
    pageToken,
    gateway: (provider: string | null) => (provider ? gateways[provider] : undefined),

    async channels(brand: Brand, session: AuthenticatedSession, language: string) {
      ctx.refuseCredit(await security.member(session));
      const rows = await listChannels(db, brand.id, true);
      return rows.filter(offered).map((row) => ({
        id: row.id,
        type: row.type as ChannelType,
        name: row.name,
        min: ctx.amount(brand, row.minMinor),
        max: ctx.amount(brand, row.maxMinor),
        instructions:
          pickText(row.instructions, language) || defaultInstructions(row.type as ChannelType, language),
      }));
    },

    async create(
      brand: Brand,
      session: AuthenticatedSession,
      body: { requestId: string; channelId: string; amount: number },
      language: string,
    ) {
      const member = await security.member(session);
      ctx.refuseCredit(member);
      await ctx.limit(brand.id, "deposit", member.id);
      const amountMinor = ctx.minor(brand, body.amount);
      const replay = await existingOrConflict(brand, member.id, body.requestId, body.channelId, amountMinor);
      if (replay) return replay;
      const channel = await findChannel(db, brand.id, body.channelId);
      if (!channel?.enabled || !offered(channel)) throw new AppError("payment.channel_unavailable");
      if (!withinRange(amountMinor, channel.minMinor, channel.maxMinor))
        throw new AppError("payment.amount_out_of_range", {
          min: ctx.amount(brand, channel.minMinor),
          max: ctx.amount(brand, channel.maxMinor),
        });
      const at = ctx.now();
      const base = {
        brandId: brand.id,
        memberId: member.id,
        channelId: channel.id,
        channelType: channel.type,
        requestId: body.requestId,
        amountMinor,
        status: "pending",
        expiresAt: new Date(at.getTime() + channel.expiryMinutes * 60_000),
        createdAt: at,
      };
      let created: DepositRow;
      try {
        created = await db.transaction(async (tx) => {
          if (channel.type === "c2c") {
            const withdrawal = await pickC2cWithdrawal(tx, brand.id, member.id, amountMinor);
            if (!withdrawal) throw new AppError("payment.c2c_no_match");
            const deposit = await insertWithReference(tx, { ...base });
            // The depositor pays the matched withdrawer's own account, writing this deposit's reference.
            const withMemo = await updateDeposit(tx, deposit.id, {
              payTo: {
                bankCode: withdrawal.bank.bankCode,
                bankName: withdrawal.bank.bankName,
                accountNumber: withdrawal.bank.accountNumber,
                payeeName: withdrawal.bank.payeeName,
                memo: deposit.reference,
              },
            });
            await updateWithdrawal(tx, withdrawal.id, {
              matchedMinor: withdrawal.matchedMinor + amountMinor,
              updatedAt: at,
            });
            await insertConfirmation(tx, {
              brandId: brand.id,
              withdrawalId: withdrawal.id,
              withdrawerId: withdrawal.memberId,
              source: "c2c",
              depositId: deposit.id,
              depositorId: member.id,
              amountMinor,
              status: "awaiting_payment",
              createdAt: at,
              updatedAt: at,
            });
            return withMemo;
          }
          const deposit = await insertWithReference(tx, { ...base });
          if (channel.type === "bank_transfer" && channel.bank) {
            return updateDeposit(tx, deposit.id, {
              payTo: { ...channel.bank, memo: deposit.reference },
            });
          }
          return deposit;
        });
      } catch (error) {
        if (!(error instanceof DuplicateRequest)) throw error;
        const twin = await existingOrConflict(brand, member.id, body.requestId, body.channelId, amountMinor);
        if (!twin) throw error;
        return twin;
      }
      if (channel.type === "gateway") {
        const gateway = gateways[channel.gatewayProvider ?? ""];
        try {
          if (!gateway) throw new Error(`gateway ${channel.gatewayProvider} not available`);
          const payment = await gateway.createPayment({
            depositId: created.id,
            reference: created.reference,
            amountMinor,
            currency: brand.currency.code,
            language,
          });
          created = await updateDeposit(db, created.id, {
            providerRef: payment.providerRef,
            paymentUrl: payment.paymentUrl,
          });
        } catch (error) {
          platform.logger.warn(
            { err: error, deposit: created.id },
            "payment gateway refused to open a payment",
          );
          await fail(brand, created.id, "gateway unavailable", undefined);
          throw new AppError("payment.gateway_unavailable");
        }
      }
      return only(await views.deposits(db, brand, [created]));
    },

    async list(
      brand: Brand,
      session: AuthenticatedSession,
      query: { from?: string; to?: string; status?: string; page: number; pageSize: number },
    ) {
      const filter = { status: query.status, ...dayRange(brand, query) };
      const { rows, total } = await listMemberDeposits(db, brand.id, session.memberId, filter, query);
      return pageOf(await views.deposits(db, brand, rows), total, query);
    },

    /**
     * A signed gateway notification: authenticity and freshness first, then the deposit by its
     * reference on this channel, then the amount. Replays of a settled deposit change nothing.
     */
    async notify(
      brand: Brand,
      channelId: string,
      headers: Record<string, string | string[] | undefined>,
      rawBody: string,
    ): Promise<{ received: true; status: "pending" | "success" | "failed" | "expired" }> {
      const channel = await findChannel(db, brand.id, channelId);
      const gateway = channel?.type === "gateway" ? gateways[channel.gatewayProvider ?? ""] : undefined;
      if (!channel || !gateway || !channel.gatewaySecretSealed) throw new AppError("not_found");
      const verified = gateway.verifyNotification({
        headers,
        rawBody,
        secret: platform.secrets.unseal(channel.gatewaySecretSealed),
        now: platform.clock.now(),
      });
      if (!verified.ok) {
        platform.logger.warn(
          { channel: channel.id, reason: verified.reason },
          "gateway notification refused",
        );
        if (verified.reason === "stale") throw new AppError("payment.gateway_stale");
        if (verified.reason === "malformed") throw new AppError("request.malformed");
        throw new AppError("payment.gateway_signature");
      }
      const notification = verified.notification;
      const deposit = await findDepositByReference(db, brand.id, channel.id, notification.reference);
      if (!deposit || (deposit.providerRef && deposit.providerRef !== notification.providerRef))
        throw new AppError("not_found");
      let notified: bigint | undefined;
      try {
        notified = toMinor(notification.amount, brand.currency.minorDigits);
      } catch {
        notified = undefined;
      }
      if (notification.currency !== brand.currency.code || notified !== deposit.amountMinor) {
        platform.logger.warn(
          {
            deposit: deposit.id,
            expected: deposit.amountMinor.toString(),
            notified: notification.amount,
            currency: notification.currency,
          },
          "gateway notification amount does not match the deposit; deposit left pending",
        );
        throw new AppError("payment.gateway_amount_mismatch");
      }
      if (notification.status === "paid") {
        const row = await credit(brand, deposit.id, { gateway: channel.gatewayProvider ?? "gateway" });
        return { received: true, status: row.status as "success" };
      }
      // A failure after success (or after expiry) changes nothing: the first final word stands.
      if (deposit.status !== "pending") return { received: true, status: deposit.status as "success" };
      const row = await fail(brand, deposit.id, "payment failed at the gateway", undefined);
      return { received: true, status: row.status as "failed" };
    },

    /** Job: pending deposits past expiry become expired; C2C ones release their match. */
    async expireDue(
      nowMs: number,
      expireMatch: (brandId: string, confirmationId: string) => Promise<boolean>,
    ) {
      const now = new Date(nowMs);
      let expired = await expireSimpleDeposits(db, now);
      for (const due of await dueC2cExpiries(db, now, 500)) {
        if (await expireMatch(due.brandId, due.confirmationId)) expired++;
      }
      return expired;
    },
  };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
