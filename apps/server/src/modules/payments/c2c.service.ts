import { fieldMessage } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError, fieldError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import type { AuthenticatedSession } from "../../platform/sessions";
import {
  type ConfirmationRow,
  confirmationsByDeposits,
  dueAutoReceipts,
  findConfirmation,
  listConfirmationsAdmin,
  listMemberConfirmations,
  lockConfirmation,
  updateConfirmation,
} from "./c2c.repository";
import type { C2cSettlement } from "./c2c-settlement";
import { type PaymentsContext, pageOf } from "./context";
import { findDeposit, lockDeposit } from "./deposits.repository";
import { canConfirm, imageType, isValidPartial, PROOF_MAX_BYTES, PROOFS_PER_PAYMENT } from "./payment-rules";
import { countOwnProofs, findProof, insertProof } from "./payments.repository";
import { only, type Views } from "./views";
import { lockWithdrawal } from "./withdrawals.repository";
import type { WithdrawalsService } from "./withdrawals.service";

/**
 * Payments towards withdrawals that their owner confirms (SPEC §4): C2C matches (the depositor
 * pays the withdrawer directly and uploads proof; the withdrawer confirms received, partially
 * received or not received) and finance's bank payouts. Money moves only on confirmation; an
 * unconfirmed payment counts as received after the brand's auto-receive minutes; disputes go to
 * finance, whose forced receipt does not refund the deposit.
 */
export function createC2cService(
  ctx: PaymentsContext,
  settlement: C2cSettlement,
  withdrawals: WithdrawalsService,
  views: Views,
) {
  const { db, platform } = ctx;
  const { settleC2c, settleBank, unmatch, refundPayout } = settlement;

  async function confirmationView(brand: Brand, row: ConfirmationRow) {
    return only(await views.confirmations(db, brand, [row]));
  }

  async function checkOwnProofs(brandId: string, memberId: string, ids: readonly string[]) {
    const distinct = [...new Set(ids)];
    if (distinct.length === 0) throw new AppError("payment.proof_required");
    if (distinct.length > PROOFS_PER_PAYMENT) throw new AppError("payment.proof_invalid");
    if ((await countOwnProofs(db, brandId, memberId, distinct)) !== distinct.length)
      throw new AppError("payment.proof_invalid");
    return distinct;
  }

  return {
    async uploadProof(brand: Brand, session: AuthenticatedSession, bytes: Buffer | undefined) {
      await ctx.limit(brand.id, "proof", session.memberId);
      const mimeType = bytes && bytes.length <= PROOF_MAX_BYTES ? imageType(bytes) : undefined;
      if (!bytes || !mimeType) throw new AppError("upload.invalid_image");
      const id = await insertProof(db, {
        brandId: brand.id,
        memberId: session.memberId,
        mimeType,
        bytes,
        createdAt: ctx.now(),
      });
      return { id, url: ctx.proofUrl(id) };
    },

    async proof(id: string, expires: string | undefined, signature: string | undefined) {
      if (!ctx.proofUrlValid(id, expires, signature)) return undefined;
      return findProof(db, id);
    },

    /** The depositor says they paid the matched payee; from now the payee's clock runs. */
    async markPaid(
      brand: Brand,
      session: AuthenticatedSession,
      body: { depositId: string; proofMediaIds: string[] },
    ) {
      await ctx.limit(brand.id, "depositPaid", session.memberId);
      const deposit = await findDeposit(db, brand.id, body.depositId, session.memberId);
      if (!deposit) throw new AppError("not_found");
      if (deposit.channelType !== "c2c") throw new AppError("payment.invalid_state");
      const proofs = await checkOwnProofs(brand.id, session.memberId, body.proofMediaIds);
      const match = (await confirmationsByDeposits(db, [deposit.id])).get(deposit.id);
      if (!match) throw new AppError("payment.invalid_state");
      await db.transaction(async (tx) => {
        const confirmation = await lockConfirmation(tx, brand.id, match.id);
        const current = await lockDeposit(tx, brand.id, deposit.id);
        if (confirmation?.status !== "awaiting_payment" || current?.status !== "pending")
          throw new AppError("payment.invalid_state");
        if (current.expiresAt.getTime() <= platform.clock.now()) throw new AppError("payment.invalid_state");
        const at = ctx.now();
        await updateConfirmation(tx, confirmation.id, {
          status: "paid",
          proofIds: proofs,
          autoReceiveAt: new Date(
            at.getTime() + brand.settings.payments.withdrawalAutoReceiveMinutes * 60_000,
          ),
          updatedAt: at,
        });
      });
      const fresh = await findDeposit(db, brand.id, deposit.id);
      return only(await views.deposits(db, brand, [fresh ?? deposit]));
    },

    async list(
      brand: Brand,
      session: AuthenticatedSession,
      query: { status?: string; page: number; pageSize: number },
    ) {
      const { rows, total } = await listMemberConfirmations(
        db,
        brand.id,
        session.memberId,
        query.status,
        query,
      );
      return pageOf(await views.confirmations(db, brand, rows), total, query);
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
      const confirmation = await findConfirmation(db, brand.id, body.confirmationId);
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
        const locked = await lockConfirmation(tx, brand.id, confirmation.id);
        if (locked?.status !== "paid") throw new AppError("payment.invalid_state");
        const withdrawal = await lockWithdrawal(tx, brand.id, locked.withdrawalId);
        if (!withdrawal) throw new Error(`payment ${locked.id} lost its withdrawal`);
        const updated = await updateConfirmation(tx, locked.id, {
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
      for (const due of await dueAutoReceipts(db, new Date(nowMs), 500)) {
        const brand = brands.get(due.brandId);
        const confirmation = brand && (await findConfirmation(db, brand.id, due.id));
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
      const { rows, total } = await listConfirmationsAdmin(db, brand.id, query.status, query);
      return pageOf(await views.financeDisputes(db, brand, rows), total, query);
    },

    async resolve(
      brand: Brand,
      operator: OperatorContext,
      ip: string,
      id: string,
      body: { resolution: "force_received" | "refund"; reason: string },
    ) {
      const confirmation = await findConfirmation(db, brand.id, id);
      if (!confirmation) throw new AppError("not_found");
      if (confirmation.status !== "not_received") throw new AppError("payment.invalid_state");
      const actor = { operator, ip, reason: body.reason };
      let row: ConfirmationRow | undefined;
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
