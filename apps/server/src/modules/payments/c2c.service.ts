import { fieldMessage } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError, fieldError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import type { AuthenticatedSession } from "../../platform/sessions";
import { actorOf, recordAudit } from "../operators";
import type { PaymentsContext } from "./context";
import { canConfirm, imageType, isValidPartial, PROOF_MAX_BYTES, PROOFS_PER_PAYMENT } from "./payment-rules";
import * as repo from "./payments.repository";
import type { PostingIntent } from "./postings";
import { only, type Views } from "./views";
import { CASH_OUT_BANK, type WithdrawalsService } from "./withdrawals.service";

/** House account a C2C payment passes through: the withdrawer's held amount to the depositor's main. */
export const C2C_CLEARING = "c2c:clearing";

type Settled = "received" | "partially_received" | "forced_received";
type FinanceActor = { operator: OperatorContext; ip: string; reason: string };

/**
 * Payments towards withdrawals that their owner confirms (SPEC §4): C2C matches (the depositor
 * pays the withdrawer directly and uploads proof; the withdrawer confirms received, partially
 * received or not received) and finance's bank payouts. Money moves only on confirmation; an
 * unconfirmed payment counts as received after the brand's auto-receive minutes; disputes go to
 * finance, whose forced receipt does not refund the deposit.
 */
export function createC2cService(ctx: PaymentsContext, withdrawals: WithdrawalsService, views: Views) {
  const { db, engine, platform } = ctx;

  async function confirmationView(brand: Brand, row: repo.ConfirmationRow) {
    return only(await views.confirmations(db, brand, [row]));
  }

  async function checkOwnProofs(brandId: string, memberId: string, ids: readonly string[]) {
    const distinct = [...new Set(ids)];
    if (distinct.length === 0) throw new AppError("payment.proof_required");
    if (distinct.length > PROOFS_PER_PAYMENT) throw new AppError("payment.proof_invalid");
    if ((await repo.countOwnProofs(db, brandId, memberId, distinct)) !== distinct.length)
      throw new AppError("payment.proof_invalid");
    return distinct;
  }

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
    const snapshot = await repo.findConfirmation(db, brand.id, confirmationId);
    if (!snapshot?.depositId || !snapshot.depositorId) throw new AppError("not_found");
    const accounts = {
      held: await ctx.wallet.account(brand, snapshot.withdrawerId, "held"),
      main: await ctx.wallet.account(brand, snapshot.depositorId, "main"),
      clearing: await ctx.wallet.houseAccount(brand, C2C_CLEARING),
    };
    const row = await db.transaction(async (tx) => {
      const confirmation = await repo.lockConfirmation(tx, brand.id, confirmationId);
      if (!confirmation?.depositId || !confirmation.depositorId) throw new AppError("not_found");
      if (!expected.includes(confirmation.status)) throw new AppError("payment.invalid_state");
      const withdrawal = await repo.lockWithdrawal(tx, brand.id, confirmation.withdrawalId);
      const deposit = await repo.lockDeposit(tx, brand.id, confirmation.depositId);
      if (!withdrawal || !deposit) throw new Error(`C2C ${confirmationId} lost its withdrawal or deposit`);
      const received = receivedMinor ?? confirmation.amountMinor;
      const at = ctx.now();
      const updated = await repo.updateConfirmation(tx, confirmation.id, {
        status,
        receivedMinor: received,
        updatedAt: at,
        ...(actor
          ? {
              resolverId: actor.operator.operatorId,
              resolverName: actor.operator.username,
              resolutionReason: actor.reason,
            }
          : {}),
      });
      await withdrawals.restatus(tx, withdrawal, {
        matchedMinor: withdrawal.matchedMinor - confirmation.amountMinor,
        receivedMinor: withdrawal.receivedMinor + received,
      });
      await repo.updateDeposit(tx, deposit.id, {
        status: "success",
        creditedMinor: received,
        completedAt: at,
      });
      const intents: PostingIntent[] = [
        {
          ownerType: "confirmation",
          ownerId: confirmation.id,
          seq: 0,
          step: "c2c_out",
          kind: "withdrawal",
          idempotencyKey: `${confirmation.id}:out`,
          memberId: confirmation.withdrawerId,
          reference: withdrawal.reference,
          legs: [
            { accountId: accounts.held, amount: -received, member: true },
            { accountId: accounts.clearing, amount: received, member: false },
          ],
          signal: [confirmation.withdrawerId],
        },
        {
          ownerType: "confirmation",
          ownerId: confirmation.id,
          seq: 1,
          step: "c2c_in",
          kind: "deposit",
          idempotencyKey: `${confirmation.id}:in`,
          memberId: confirmation.depositorId,
          reference: deposit.reference,
          legs: [
            { accountId: accounts.clearing, amount: -received, member: false },
            { accountId: accounts.main, amount: received, member: true },
          ],
          signal: [confirmation.depositorId],
        },
      ];
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
      const confirmation = await repo.lockConfirmation(tx, brand.id, confirmationId);
      if (!confirmation) throw new AppError("not_found");
      if (!expected.includes(confirmation.status)) throw new AppError("payment.invalid_state");
      const withdrawal = await repo.lockWithdrawal(tx, brand.id, confirmation.withdrawalId);
      if (!withdrawal) throw new Error(`payout ${confirmationId} lost its withdrawal`);
      const updated = await repo.updateConfirmation(tx, confirmation.id, {
        status,
        receivedMinor: confirmation.amountMinor,
        updatedAt: ctx.now(),
        ...(actor
          ? {
              resolverId: actor.operator.operatorId,
              resolverName: actor.operator.username,
              resolutionReason: actor.reason,
            }
          : {}),
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
      const confirmation = await repo.lockConfirmation(tx, brand.id, confirmationId);
      if (!confirmation?.depositId) throw new AppError("not_found");
      if (confirmation.status !== expected) return undefined;
      const withdrawal = await repo.lockWithdrawal(tx, brand.id, confirmation.withdrawalId);
      const deposit = await repo.lockDeposit(tx, brand.id, confirmation.depositId);
      if (!withdrawal || !deposit) throw new Error(`C2C ${confirmationId} lost its withdrawal or deposit`);
      const at = ctx.now();
      const updated = await repo.updateConfirmation(tx, confirmation.id, {
        status: outcome.confirmation,
        updatedAt: at,
        ...(actor
          ? {
              resolverId: actor.operator.operatorId,
              resolverName: actor.operator.username,
              resolutionReason: actor.reason,
            }
          : {}),
      });
      await withdrawals.restatus(tx, withdrawal, {
        matchedMinor: withdrawal.matchedMinor - confirmation.amountMinor,
      });
      await repo.updateDeposit(tx, deposit.id, {
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
    const snapshot = await repo.findConfirmation(db, brand.id, confirmationId);
    if (!snapshot) throw new AppError("not_found");
    const main = await ctx.wallet.account(brand, snapshot.withdrawerId, "main");
    const cashOut = await ctx.wallet.houseAccount(brand, CASH_OUT_BANK);
    const row = await db.transaction(async (tx) => {
      const confirmation = await repo.lockConfirmation(tx, brand.id, confirmationId);
      if (!confirmation) throw new AppError("not_found");
      if (confirmation.status !== "not_received") throw new AppError("payment.invalid_state");
      const withdrawal = await repo.lockWithdrawal(tx, brand.id, confirmation.withdrawalId);
      if (!withdrawal) throw new Error(`payout ${confirmationId} lost its withdrawal`);
      const at = ctx.now();
      const updated = await repo.updateConfirmation(tx, confirmation.id, {
        status: "refunded",
        updatedAt: at,
        resolverId: actor.operator.operatorId,
        resolverName: actor.operator.username,
        resolutionReason: actor.reason,
      });
      await repo.updateWithdrawal(tx, withdrawal.id, {
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

  return {
    async uploadProof(brand: Brand, session: AuthenticatedSession, bytes: Buffer | undefined) {
      await ctx.limit(brand.id, "proof", session.memberId);
      const mimeType = bytes && bytes.length <= PROOF_MAX_BYTES ? imageType(bytes) : undefined;
      if (!bytes || !mimeType) throw new AppError("upload.invalid_image");
      const id = await repo.insertProof(db, {
        brandId: brand.id,
        memberId: session.memberId,
        mimeType,
        bytes,
        createdAt: ctx.now(),
      });
      return { id, url: ctx.proofUrl(id) };
    },

    async proof(id: string, expires: string, signature: string) {
      if (!ctx.proofUrlValid(id, expires, signature)) return undefined;
      return repo.findProof(db, id);
    },

    /** The depositor says they paid the matched payee; from now the payee's clock runs. */
    async markPaid(
      brand: Brand,
      session: AuthenticatedSession,
      body: { depositId: string; proofMediaIds: string[] },
    ) {
      await ctx.limit(brand.id, "depositPaid", session.memberId);
      const deposit = await repo.findDeposit(db, brand.id, body.depositId, session.memberId);
      if (!deposit) throw new AppError("not_found");
      if (deposit.channelType !== "c2c") throw new AppError("payment.invalid_state");
      const proofs = await checkOwnProofs(brand.id, session.memberId, body.proofMediaIds);
      const match = (await repo.confirmationsByDeposits(db, [deposit.id])).get(deposit.id);
      if (!match) throw new AppError("payment.invalid_state");
      await db.transaction(async (tx) => {
        const confirmation = await repo.lockConfirmation(tx, brand.id, match.id);
        const current = await repo.lockDeposit(tx, brand.id, deposit.id);
        if (confirmation?.status !== "awaiting_payment" || current?.status !== "pending")
          throw new AppError("payment.invalid_state");
        if (current.expiresAt.getTime() <= platform.clock.now()) throw new AppError("payment.invalid_state");
        const at = ctx.now();
        await repo.updateConfirmation(tx, confirmation.id, {
          status: "paid",
          proofIds: proofs,
          autoReceiveAt: new Date(
            at.getTime() + brand.settings.payments.withdrawalAutoReceiveMinutes * 60_000,
          ),
          updatedAt: at,
        });
      });
      const fresh = await repo.findDeposit(db, brand.id, deposit.id);
      return only(await views.deposits(db, brand, [fresh ?? deposit]));
    },

    async list(
      brand: Brand,
      session: AuthenticatedSession,
      query: { status?: string; page: number; pageSize: number },
    ) {
      const { rows, total } = await repo.listMemberConfirmations(
        db,
        brand.id,
        session.memberId,
        query.status,
        query,
      );
      return {
        list: await views.confirmations(db, brand, rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** MCSFE_processC2CTransaction: the withdrawer's answer about one payment. */
    async process(
      brand: Brand,
      session: AuthenticatedSession,
      body: {
        confirmationId: string;
        action: "received" | "not_received" | "partially_received";
        receivedAmount?: number;
        proofMediaIds?: string[];
        remark?: string;
      },
      language: string,
    ) {
      await ctx.limit(brand.id, "confirm", session.memberId);
      const confirmation = await repo.findConfirmation(db, brand.id, body.confirmationId);
      // Another member's payment is answered exactly like one that does not exist.
      if (!confirmation || confirmation.withdrawerId !== session.memberId) throw new AppError("not_found");
      if (!canConfirm(body.action, confirmation.status)) throw new AppError("payment.invalid_state");
      if (body.action === "received") {
        const row =
          confirmation.source === "c2c"
            ? await settleC2c(brand, confirmation.id, "received", ["paid", "awaiting_payment"])
            : await settleBank(brand, confirmation.id, "received", ["paid"]);
        return confirmationView(brand, row);
      }
      if (body.action === "partially_received") {
        if (confirmation.source !== "c2c") throw new AppError("payment.partial_not_applicable");
        if (body.receivedAmount === undefined)
          throw fieldError({ receivedAmount: fieldMessage("empty", language, { field: "receivedAmount" }) });
        const received = ctx.minor(brand, body.receivedAmount);
        if (!isValidPartial(received, confirmation.amountMinor))
          throw new AppError("payment.received_amount_invalid");
        const row = await settleC2c(
          brand,
          confirmation.id,
          "partially_received",
          ["paid", "awaiting_payment"],
          received,
        );
        return confirmationView(brand, row);
      }
      const proofs = await checkOwnProofs(brand.id, session.memberId, body.proofMediaIds ?? []);
      const row = await db.transaction(async (tx) => {
        const locked = await repo.lockConfirmation(tx, brand.id, confirmation.id);
        if (locked?.status !== "paid") throw new AppError("payment.invalid_state");
        const withdrawal = await repo.lockWithdrawal(tx, brand.id, locked.withdrawalId);
        if (!withdrawal) throw new Error(`payment ${locked.id} lost its withdrawal`);
        const updated = await repo.updateConfirmation(tx, locked.id, {
          status: "not_received",
          disputeProofIds: proofs,
          remark: body.remark ?? null,
          updatedAt: ctx.now(),
        });
        await withdrawals.restatus(tx, withdrawal, {});
        return updated;
      });
      return confirmationView(brand, row);
    },

    /** Job: payments nobody answered within the brand's auto-receive minutes count as received. */
    async autoReceive(nowMs: number): Promise<number> {
      const brands = new Map((await platform.brands.all()).map((brand) => [brand.id, brand]));
      let settled = 0;
      for (const due of await repo.dueAutoReceipts(db, new Date(nowMs), 500)) {
        const brand = brands.get(due.brandId);
        const confirmation = brand && (await repo.findConfirmation(db, brand.id, due.id));
        if (!brand || !confirmation) continue;
        try {
          if (confirmation.source === "c2c") await settleC2c(brand, confirmation.id, "received", ["paid"]);
          else await settleBank(brand, confirmation.id, "received", ["paid"]);
          settled++;
        } catch (error) {
          // The withdrawer answered meanwhile: their answer stands.
          if (!(error instanceof AppError && error.code === "payment.invalid_state")) throw error;
        }
      }
      return settled;
    },

    /** Job step: a C2C deposit the depositor never paid expires and releases its match. */
    async expireMatch(brandId: string, confirmationId: string): Promise<boolean> {
      const brand = (await platform.brands.all()).find((candidate) => candidate.id === brandId);
      if (!brand) return false;
      const row = await unmatch(brand, confirmationId, "awaiting_payment", {
        confirmation: "expired",
        deposit: "expired",
        reason: null,
      });
      return Boolean(row);
    },

    async disputes(brand: Brand, query: { status: string; page: number; pageSize: number }) {
      const { rows, total } = await repo.listConfirmationsAdmin(db, brand.id, query.status, query);
      return {
        list: await views.financeDisputes(db, brand, rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async resolve(
      brand: Brand,
      operator: OperatorContext,
      ip: string,
      id: string,
      body: { resolution: "force_received" | "refund"; reason: string },
    ) {
      const confirmation = await repo.findConfirmation(db, brand.id, id);
      if (!confirmation) throw new AppError("not_found");
      if (confirmation.status !== "not_received") throw new AppError("payment.invalid_state");
      const actor = { operator, ip, reason: body.reason };
      let row: repo.ConfirmationRow | undefined;
      if (confirmation.source === "c2c") {
        row =
          body.resolution === "force_received"
            ? await settleC2c(brand, id, "forced_received", ["not_received"], undefined, actor)
            : await unmatch(
                brand,
                id,
                "not_received",
                { confirmation: "refunded", deposit: "failed", reason: body.reason },
                actor,
              );
      } else {
        row =
          body.resolution === "force_received"
            ? await settleBank(brand, id, "forced_received", ["not_received"], actor)
            : await refundPayout(brand, id, actor);
      }
      if (!row) throw new AppError("payment.invalid_state");
      return only(await views.financeDisputes(db, brand, [row]));
    },
  };
}

export type C2cService = ReturnType<typeof createC2cService>;
