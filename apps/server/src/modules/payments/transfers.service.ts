import { ACCOUNT_TYPES } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { AuthenticatedSession } from "../../platform/sessions";
import { isInDownline } from "../agents";
import type { PaymentsContext } from "./context";
import { transferMessage } from "./messages";
import { withinRange } from "./payment-rules";
import { findMember, findMemberByAccount, type PaymentMember } from "./payments.repository";
import { relayIntents } from "./postings";
import type { SecurityService } from "./security.service";
import {
  findTransfer,
  findTransferByRequest,
  insertTransfer,
  moveTransfer,
  type TransferRow,
} from "./transfers.repository";

/** The house account a transfer passes through, so each side's record says transfer_out / transfer_in. */
export const TRANSFERS_HOUSE = "transfers";

export type Direction = "upline" | "downline";

class DuplicateRequest extends Error {}

/**
 * Transfers to one's upline (member → their own agent) and to one's downline (agent → a member
 * anywhere below them). Two postings through the house "transfers" account: the sender's
 * transfer_out (refused when funds are short: then nothing moves) before the receiver's transfer_in.
 */
export function createTransfersService(ctx: PaymentsContext, security: SecurityService) {
  const { db, engine } = ctx;

  engine.on("transfer", {
    async posted(tx, row, revived) {
      if (row.step === "out" && revived)
        await moveTransfer(tx, row.ownerId, ["failed"], "pending", ctx.now());
      if (row.step === "in")
        await moveTransfer(tx, row.ownerId, ["pending", "failed"], "completed", ctx.now());
    },
    async failed(tx, row) {
      if (row.step === "out") await moveTransfer(tx, row.ownerId, ["pending"], "failed", ctx.now());
    },
  });

  function limits(brand: Brand) {
    return {
      min: ctx.settingMinor(brand, brand.settings.payments.transferMin),
      max: ctx.settingMinor(brand, brand.settings.payments.transferMax),
    };
  }

  async function settle(transfer: TransferRow) {
    await engine.flush(transfer.id);
    const fresh = (await findTransfer(db, transfer.id)) ?? transfer;
    if (fresh.status === "failed") throw new AppError("wallet.insufficient_funds");
    return fresh;
  }

  /** Moves the money once both sides are checked (the reliability test enters here too). */
  async function transferVerified(
    brand: Brand,
    from: PaymentMember,
    to: PaymentMember,
    direction: Direction,
    requestId: string,
    amountMinor: bigint,
  ): Promise<TransferRow> {
    const existing = await findTransferByRequest(db, brand.id, from.id, requestId);
    if (existing) {
      if (
        existing.toMemberId !== to.id ||
        existing.amountMinor !== amountMinor ||
        existing.direction !== direction
      )
        throw new AppError("wallet.idempotency_conflict");
      return settle(existing);
    }
    const fromMain = await ctx.wallet.account(brand, from.id, "main");
    const toMain = await ctx.wallet.account(brand, to.id, "main");
    const house = await ctx.wallet.houseAccount(brand, TRANSFERS_HOUSE);
    const at = ctx.now();
    let created: TransferRow;
    try {
      created = await db.transaction(async (tx) => {
        const row = await insertTransfer(tx, {
          brandId: brand.id,
          fromMemberId: from.id,
          toMemberId: to.id,
          direction,
          requestId,
          amountMinor,
          status: "pending",
          createdAt: at,
          updatedAt: at,
        });
        if (!row) throw new DuplicateRequest();
        await engine.add(
          tx,
          brand.id,
          relayIntents(
            { type: "transfer", id: row.id },
            amountMinor,
            house,
            {
              step: "out",
              kind: "transfer_out",
              memberId: from.id,
              accountId: fromMain,
              reference: to.account,
            },
            { step: "in", kind: "transfer_in", memberId: to.id, accountId: toMain, reference: from.account },
          ),
        );
        return row;
      });
    } catch (error) {
      if (!(error instanceof DuplicateRequest)) throw error;
      return transferVerified(brand, from, to, direction, requestId, amountMinor);
    }
    return settle(created);
  }

  async function checked(
    brand: Brand,
    session: AuthenticatedSession,
    amount: number,
    paymentPassword: string,
  ) {
    const from = await security.member(session);
    ctx.refuseCredit(from);
    await ctx.limit(brand.id, "transfer", from.id);
    const amountMinor = ctx.minor(brand, amount);
    const { min, max } = limits(brand);
    if (!withinRange(amountMinor, min, max))
      throw new AppError("payment.amount_out_of_range", {
        min: ctx.amount(brand, min),
        max: ctx.amount(brand, max),
      });
    await security.verify(from, brand.id, paymentPassword);
    return { from, amountMinor };
  }

  async function answer(
    brand: Brand,
    memberId: string,
    direction: Direction,
    amountMinor: bigint,
    language: string,
  ) {
    const balance = await ctx.wallet.balance(brand, memberId);
    return {
      message: transferMessage(direction, ctx.amount(brand, amountMinor), brand.currency.symbol, language),
      sumBalance: balance.sumBalance,
    };
  }

  return {
    transferVerified,

    async info(brand: Brand, session: AuthenticatedSession) {
      const member = await security.member(session);
      const upline = member.uplineId ? await findMember(db, brand.id, member.uplineId) : undefined;
      const { min, max } = limits(brand);
      return { min: ctx.amount(brand, min), max: ctx.amount(brand, max), upline: upline?.account ?? null };
    },

    async toUpline(
      brand: Brand,
      session: AuthenticatedSession,
      body: { requestId: string; amount: number; paymentPassword: string },
      language: string,
    ) {
      const { from, amountMinor } = await checked(brand, session, body.amount, body.paymentPassword);
      const upline = from.uplineId ? await findMember(db, brand.id, from.uplineId) : undefined;
      if (upline?.status !== "active") throw new AppError("payment.no_upline");
      await transferVerified(brand, from, upline, "upline", body.requestId, amountMinor);
      return answer(brand, from.id, "upline", amountMinor, language);
    },

    async toDownline(
      brand: Brand,
      session: AuthenticatedSession,
      body: { requestId: string; account: string; amount: number; paymentPassword: string },
      language: string,
    ) {
      const { from, amountMinor } = await checked(brand, session, body.amount, body.paymentPassword);
      const target = await findMemberByAccount(db, brand.id, body.account);
      // Unknown, self, trial or outside the tree: one answer, so accounts cannot be probed.
      if (
        !target ||
        target.id === from.id ||
        target.accountType === ACCOUNT_TYPES.trial ||
        target.status !== "active" ||
        !(await isInDownline(db, brand.id, from.id, target.id))
      )
        throw new AppError("payment.not_downline");
      ctx.refuseCredit(target);
      await transferVerified(brand, from, target, "downline", body.requestId, amountMinor);
      return answer(brand, from.id, "downline", amountMinor, language);
    },
  };
}

export type TransfersService = ReturnType<typeof createTransfersService>;
