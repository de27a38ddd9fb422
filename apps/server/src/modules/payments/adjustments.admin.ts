import type { AdjustmentView } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
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
import { type PaymentsContext, pageOf, type Who } from "./context";
import { accountsOf, findMember } from "./payments.repository";
import { only } from "./views";

const ADJUSTMENTS_HOUSE = "adjustments";

/**
 * Finance's manual balance adjustments: above the brand threshold a second operator approves them
 * (never the one who asked); money moves through the postings outbox like every payment.
 */
export function createAdjustmentsAdmin(ctx: PaymentsContext) {
  const { db, engine } = ctx;

  engine.on("adjustment", {
    async posted(tx, row) {
      await moveAdjustment(tx, row.ownerId, ["posting", "failed"], "posted");
    },
    async failed(tx, row) {
      await moveAdjustment(tx, row.ownerId, ["posting"], "failed");
    },
  });

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

  return {
    async adjustments(brand: Brand, query: { status?: string; page: number; pageSize: number }) {
      const { rows, total } = await listAdjustments(db, brand.id, query.status, query);
      return pageOf(await adjustmentViews(brand, rows), total, query);
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
      const member = await findMember(db, brand.id, body.memberId);
      if (!member) throw new AppError("not_found");
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

export type AdjustmentsAdmin = ReturnType<typeof createAdjustmentsAdmin>;
