import {
  type AbuseMatchField,
  APPLICATION_IMAGE_MAX_BYTES,
  fromMinor,
  type LocalizedText,
  type PromotionAdminView,
  type PromotionApplicationView,
  type PromotionCostView,
  type PromotionInput,
  type PromotionMatchView,
  promotionInput,
} from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { sanitizeRichText } from "../content";
import { actorOf, recordAudit } from "../operators";
import { configOf, type PromotionContext } from "./context";
import * as identity from "./identity.repository";
import { imageType } from "./images";
import { phaseOf } from "./labels";
import { mediaUrls } from "./media";
import * as participations from "./participations.repository";
import type { PromotionRow } from "./promotions.repository";
import * as repo from "./promotions.repository";

type Who = { operator: OperatorContext; ip: string };
type ValidInput = ReturnType<typeof promotionInput.parse>;

const plain = (text: LocalizedText): Record<string, string> =>
  Object.fromEntries(Object.entries(text).map(([language, value]) => [language, (value ?? "").trim()]));
const rich = (text: LocalizedText): Record<string, string> =>
  Object.fromEntries(
    Object.entries(text).map(([language, value]) => [language, sanitizeRichText(value ?? "")]),
  );

/** Masks all but the last four characters of a shared phone, name or account number. */
function masked(field: AbuseMatchField, value: string): string {
  if (field === "device") return `…${value.slice(-6)}`;
  const tail = value.slice(-4);
  return `${"•".repeat(Math.max(0, Math.min(value.length - 4, 8)))}${tail}`;
}

/** The back office's promotions: editor, review of applications, abuse matches, cost report. */
export function createPromotionsAdmin(platform: Platform, ctx: PromotionContext) {
  const { db, now } = ctx;
  const urls = mediaUrls(platform);

  function view(row: PromotionRow, pending = 0): PromotionAdminView {
    return {
      id: row.id,
      type: configOf(row).type,
      status: row.status as PromotionAdminView["status"],
      phase: phaseOf(row, now()),
      title: row.title,
      summary: row.summary,
      body: row.body,
      bannerUrl: row.bannerUrl,
      startsAt: row.startsAt.getTime(),
      endsAt: row.endsAt?.getTime() ?? null,
      joinMode: row.joinMode as PromotionAdminView["joinMode"],
      audience: row.audience,
      onePerPerson: row.onePerPerson,
      matchOn: row.matchOn as AbuseMatchField[],
      config: configOf(row),
      sortOrder: row.sortOrder,
      pendingApplications: pending,
      updatedAt: row.updatedAt.getTime(),
    };
  }

  function values(input: ValidInput) {
    if (input.endsAt !== null && input.endsAt <= input.startsAt)
      throw new AppError("promotion.dates_invalid");
    if (input.config.type === "raffle" && input.joinMode !== "auto") {
      throw new AppError("validation.failed", {
        fields: { joinMode: "A raffle is joined in the raffle itself" },
      });
    }
    if (
      input.config.type === "event_bonus" &&
      input.config.event === "application" &&
      input.joinMode !== "apply"
    ) {
      throw new AppError("validation.failed", {
        fields: { joinMode: "This bonus is paid on an approved application" },
      });
    }
    return {
      type: input.config.type,
      title: plain(input.title),
      summary: plain(input.summary),
      body: rich(input.body),
      bannerUrl: input.bannerUrl || null,
      startsAt: new Date(input.startsAt),
      endsAt: input.endsAt === null ? null : new Date(input.endsAt),
      joinMode: input.joinMode,
      audience: input.audience,
      onePerPerson: input.onePerPerson,
      matchOn: input.onePerPerson ? [...new Set(input.matchOn)] : [],
      config: input.config as Record<string, unknown>,
      sortOrder: input.sortOrder,
    };
  }

  async function audited<T>(
    who: Who,
    brand: Brand,
    work: (tx: Executor) => Promise<{
      result: T;
      action: string;
      targetType: string;
      targetId: string;
      before?: unknown;
      after?: unknown;
      reason?: string | null;
    }>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const outcome = await work(tx);
      await recordAudit(tx, actorOf(who.operator, who.ip), {
        brandId: brand.id,
        action: outcome.action,
        targetType: outcome.targetType,
        targetId: outcome.targetId,
        before: outcome.before,
        after: outcome.after,
        reason: outcome.reason ?? null,
      });
      return outcome.result;
    });
  }

  async function found(brand: Brand, id: string, tx: Executor = db): Promise<PromotionRow> {
    const row = await repo.findPromotion(tx, brand.id, id);
    if (!row) throw new AppError("promotion.not_found");
    return row;
  }

  async function applicationView(brand: Brand, id: string): Promise<PromotionApplicationView> {
    const row = await participations.findParticipationById(db, brand.id, id);
    if (!row) throw new AppError("not_found");
    const status = row.status === "applying" ? "applying" : row.status === "rejected" ? "rejected" : "joined";
    const { rows } = await participations.listApplications(
      db,
      { brandId: brand.id, status, promotionId: row.promotionId },
      1,
      200,
    );
    const match = rows.find((entry) => entry.row.id === id);
    if (!match) throw new AppError("not_found");
    return applicationOf(match);
  }

  function applicationOf(entry: Awaited<ReturnType<typeof participations.listApplications>>["rows"][number]) {
    const { row } = entry;
    return {
      id: row.id,
      promotionId: row.promotionId,
      promotionTitle: entry.title,
      memberId: row.memberId,
      account: entry.account,
      status: row.status as PromotionApplicationView["status"],
      remark: row.remark ?? "",
      images: row.imageIds.map((imageId) => urls.signed(imageId)),
      appliedAt: (row.appliedAt ?? row.createdAt).getTime(),
      reviewedAt: row.reviewedAt?.getTime() ?? null,
      reviewer: entry.reviewer,
      reason: row.reason,
    };
  }

  /** Approval's reward: an application bonus is given by the approving operator (second-operator rule above the threshold). */
  async function grantApproved(brand: Brand, row: PromotionRow, memberId: string, operatorId: string) {
    const config = configOf(row);
    if (config.type !== "event_bonus" || config.event !== "application") return;
    await ctx.rewards.grant(
      brand,
      ctx.fixedBonus(brand, row, memberId, `application:${row.id}:${memberId}`, operatorId),
    );
  }

  return {
    async list(
      brand: Brand,
      query: { status?: string; type?: string; q?: string; page: number; pageSize: number },
    ) {
      const [{ rows, total }, pending] = await Promise.all([
        repo.listPromotions(db, { brandId: brand.id, ...query }, query.page, query.pageSize),
        repo.pendingCounts(db, brand.id),
      ]);
      return {
        list: rows.map((row) => view(row, pending.get(row.id))),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(brand: Brand, id: string) {
      const pending = await repo.pendingCounts(db, brand.id);
      return view(await found(brand, id), pending.get(id));
    },

    create(brand: Brand, who: Who, input: PromotionInput) {
      const data = values(promotionInput.parse(input));
      return audited(who, brand, async (tx) => {
        const at = new Date(now());
        const row = await repo.insertPromotion(tx, {
          ...data,
          brandId: brand.id,
          status: "draft",
          createdBy: who.operator.operatorId,
          createdAt: at,
          updatedAt: at,
        });
        const after = view(row);
        return {
          result: after,
          action: "promotion.create",
          targetType: "promotion",
          targetId: row.id,
          after,
        };
      });
    },

    update(brand: Brand, who: Who, id: string, input: PromotionInput) {
      const data = values(promotionInput.parse(input));
      return audited(who, brand, async (tx) => {
        const before = await found(brand, id, tx);
        if (before.type !== data.type) throw new AppError("promotion.type_fixed");
        const row = await repo.updatePromotion(tx, id, { ...data, updatedAt: new Date(now()) });
        const after = view(row);
        return {
          result: after,
          action: "promotion.update",
          targetType: "promotion",
          targetId: id,
          before: view(before),
          after,
        };
      });
    },

    setStatus(brand: Brand, who: Who, id: string, status: "published" | "ended") {
      return audited(who, brand, async (tx) => {
        const before = await found(brand, id, tx);
        if (status === "published" && before.status !== "draft")
          throw new AppError("promotion.action_unavailable");
        if (status === "ended" && before.status !== "published")
          throw new AppError("promotion.action_unavailable");
        const at = new Date(now());
        // Ending now also moves the end date, so deposits after this moment never count.
        const endsAt = status === "ended" && (!before.endsAt || before.endsAt > at) ? at : before.endsAt;
        const row = await repo.updatePromotion(tx, id, { status, endsAt, updatedAt: at });
        return {
          result: view(row),
          action: status === "published" ? "promotion.publish" : "promotion.end",
          targetType: "promotion",
          targetId: id,
          before: { status: before.status, endsAt: before.endsAt },
          after: { status, endsAt },
        };
      });
    },

    async uploadBanner(brand: Brand, who: Who, bytes: Buffer | undefined) {
      const mimeType = bytes && bytes.length <= APPLICATION_IMAGE_MAX_BYTES ? imageType(bytes) : undefined;
      if (!bytes || !mimeType) throw new AppError("upload.invalid_image");
      return audited(who, brand, async (tx) => {
        const id = await participations.insertMedia(tx, {
          brandId: brand.id,
          kind: "banner",
          mimeType,
          bytes,
          createdAt: new Date(now()),
        });
        const url = urls.banner(id);
        return {
          result: { id, url },
          action: "promotion.banner_upload",
          targetType: "promotion_media",
          targetId: id,
          after: { url, bytes: bytes.length },
        };
      });
    },

    async applications(
      brand: Brand,
      query: { status: string; promotionId?: string; page: number; pageSize: number },
    ) {
      const { rows, total } = await participations.listApplications(
        db,
        { brandId: brand.id, ...query },
        query.page,
        query.pageSize,
      );
      return { list: rows.map(applicationOf), total, page: query.page, pageSize: query.pageSize };
    },

    /** Approve: the member joins; an application bonus is granted after the commit (again on a retry). */
    async approve(brand: Brand, who: Who, id: string, reason?: string) {
      const { promotion, memberId } = await audited(who, brand, async (tx) => {
        const row = await participations.findParticipationById(tx, brand.id, id);
        if (!row?.appliedAt) throw new AppError("not_found");
        const promotion = await found(brand, row.promotionId, tx);
        // An approval already made is answered again (its grant is retried below, by its key).
        if (row.status === "joined" && row.reviewedBy) {
          return {
            result: { promotion, memberId: row.memberId },
            action: "promotion.application_approve_retry",
            targetType: "promotion_application",
            targetId: id,
          };
        }
        if (row.status !== "applying") throw new AppError("promotion.not_reviewable");
        const at = new Date(now());
        await participations.updateParticipation(tx, id, {
          status: "joined",
          joinedAt: at,
          reviewedAt: at,
          reviewedBy: who.operator.operatorId,
          reason: reason ?? null,
        });
        return {
          result: { promotion, memberId: row.memberId },
          action: "promotion.application_approve",
          targetType: "promotion_application",
          targetId: id,
          before: { status: row.status },
          after: { status: "joined", promotionId: row.promotionId, memberId: row.memberId },
          reason: reason ?? null,
        };
      });
      await grantApproved(brand, promotion, memberId, who.operator.operatorId);
      return applicationView(brand, id);
    },

    async reject(brand: Brand, who: Who, id: string, reason: string) {
      await audited(who, brand, async (tx) => {
        const row = await participations.findParticipationById(tx, brand.id, id);
        if (!row?.appliedAt) throw new AppError("not_found");
        if (row.status !== "applying") throw new AppError("promotion.not_reviewable");
        const at = new Date(now());
        await participations.updateParticipation(tx, id, {
          status: "rejected",
          reviewedAt: at,
          reviewedBy: who.operator.operatorId,
          reason,
        });
        return {
          result: undefined,
          action: "promotion.application_reject",
          targetType: "promotion_application",
          targetId: id,
          before: { status: row.status },
          after: { status: "rejected" },
          reason,
        };
      });
      return applicationView(brand, id);
    },

    /** Participants sharing a phone, payee name, bank account or device (every kind, whatever the rule checks). */
    async matches(brand: Brand, id: string): Promise<PromotionMatchView[]> {
      const row = await found(brand, id);
      const groups = await identity.identityMatches(db, row.id, ["phone", "payee", "bank", "device"]);
      return groups.map((group) => ({
        field: group.field,
        value: masked(group.field, group.value),
        members: group.members.map((member) => ({
          memberId: member.memberId,
          account: member.account,
          status: member.status as PromotionMatchView["members"][number]["status"],
          joinedAt: member.joinedAt?.getTime() ?? null,
        })),
      }));
    },

    async costs(brand: Brand): Promise<PromotionCostView[]> {
      const rows = (await repo.allPromotions(db, brand.id)).filter((row) => row.status !== "draft");
      const digits = brand.currency.minorDigits;
      return Promise.all(
        rows.map(async (row) => {
          const cost = await ctx.rewards.bySource(brand, "promotion", row.id);
          return {
            id: row.id,
            type: configOf(row).type,
            title: row.title,
            phase: phaseOf(row, now()),
            grants: cost.grants,
            members: cost.members,
            cash: fromMinor(cost.cash, digits),
            points: Number(cost.points),
            turnoverGenerated: fromMinor(cost.turnoverGenerated, digits),
          };
        }),
      );
    },
  };
}

export type PromotionsAdmin = ReturnType<typeof createPromotionsAdmin>;
