import {
  type AnnouncementView,
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGES_MAX,
  PROMOTION_CATEGORY,
  type PromotionCard,
  type PromotionCategory,
  type PromotionDetail,
  type PromotionState,
  pickText,
  toMinor,
} from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { zonedDay } from "../../platform/time";
import { nextStreak, streakRewards, turnoverTerms } from "./bonus";
import { configOf, type PromotionContext } from "./context";
import { imageType } from "./images";
import { phaseOf } from "./labels";
import { mediaUrls } from "./media";
import * as participations from "./participations.repository";
import type { PromotionRow } from "./promotions.repository";
import * as repo from "./promotions.repository";

type Action = { deviceId?: string | undefined };

/** The member-facing promotions: lists, details, state labels and every way to take part. */
export function createPromotionsService(platform: Platform, ctx: PromotionContext) {
  const { db, now } = ctx;
  const urls = mediaUrls(platform);

  function card(row: PromotionRow, language: string, at: number): PromotionCard {
    const config = configOf(row);
    return {
      id: row.id,
      type: config.type,
      category: PROMOTION_CATEGORY[config.type],
      title: pickText(row.title, language),
      summary: pickText(row.summary, language),
      bannerUrl: row.bannerUrl,
      startsAt: row.startsAt.getTime(),
      endsAt: row.endsAt?.getTime() ?? null,
      joinMode: row.joinMode as PromotionCard["joinMode"],
      live: phaseOf(row, at) === "live",
      raffleEventId: config.type === "raffle" ? config.raffleEventId : null,
    };
  }

  /** A published promotion the site may show (live or coming), else 404. */
  async function shown(brand: Brand, id: string): Promise<PromotionRow> {
    const row = await repo.findPromotion(db, brand.id, id);
    if (!row || row.status === "draft") throw new AppError("promotion.not_found");
    return row;
  }

  /** A live promotion the member may take part in (audience and one-per-person checked). */
  async function takingPart(brand: Brand, id: string, memberId: string): Promise<PromotionRow> {
    const row = await shown(brand, id);
    if (phaseOf(row, now()) !== "live") throw new AppError("promotion.not_live");
    if (!(await ctx.inAudience(brand, row, memberId))) throw new AppError("promotion.not_eligible");
    return row;
  }

  /**
   * Writes the member's row as joined (or the given status) under the promotion's lock, refusing a
   * second person by the one-per-person rule; answers the row.
   */
  async function enter(
    row: PromotionRow,
    memberId: string,
    action: Action,
    change: (
      current: participations.ParticipationRow | undefined,
    ) => Partial<participations.NewParticipation> | "keep",
  ) {
    return db.transaction(async (tx) => {
      if (row.onePerPerson) await repo.lockPromotion(tx, row.id);
      const current = await participations.findParticipation(tx, row.id, memberId);
      const values = change(current);
      if (values === "keep" && current) return current;
      const taking = current?.status === "joined" || current?.status === "applying";
      if (!taking && row.onePerPerson && (await ctx.duplicate(row, memberId, action.deviceId, tx)))
        throw new AppError("promotion.duplicate_person");
      const { row: locked } = await participations.lockParticipation(tx, {
        brandId: row.brandId,
        promotionId: row.id,
        memberId,
        status: "joined",
        joinedAt: new Date(now()),
      });
      const update = {
        ...(values === "keep" ? {} : values),
        ...(action.deviceId ? { deviceId: action.deviceId } : {}),
      };
      return Object.keys(update).length ? participations.updateParticipation(tx, locked.id, update) : locked;
    });
  }

  /** The rewards of today's check-in: the day's, and a streak's at its exact length. */
  async function checkinGrants(
    brand: Brand,
    row: PromotionRow,
    memberId: string,
    day: string,
    streak: number,
  ) {
    const config = configOf(row);
    if (config.type !== "checkin") return;
    const digits = brand.currency.minorDigits;
    const rewards = [
      { key: `checkin:${row.id}:${memberId}:${day}`, reward: config.daily },
      ...streakRewards(config, streak).map((streakRow) => ({
        key: `checkin-streak:${row.id}:${memberId}:${day}:${streakRow.days}`,
        reward: streakRow.reward,
      })),
    ];
    for (const { key, reward } of rewards) {
      const cash = toMinor(reward.cash, digits);
      const terms = turnoverTerms(
        { multiple: config.turnoverMultiple, base: "bonus", weights: {}, expiryDays: 30, maxBet: 0 },
        cash,
        0n,
        digits,
      );
      await ctx.rewards.grant(
        brand,
        ctx.cashGrant(row, { memberId, key, cash, points: BigInt(reward.points), turnover: terms }),
      );
    }
  }

  return {
    async list(
      brand: Brand,
      language: string,
      category?: PromotionCategory,
    ): Promise<{ list: PromotionCard[] }> {
      const at = now();
      const rows = await repo.publishedPromotions(db, brand.id, new Date(at));
      // The site lists live promotions only; one announced early is reached by its link (label "coming soon").
      const list = rows.filter((row) => phaseOf(row, at) === "live").map((row) => card(row, language, at));
      return { list: category ? list.filter((item) => item.category === category) : list };
    },

    /**
     * Live promotions as home notices, answered with the announcements (no extra home request): those
     * with a banner in the carousel ("banners"), every one as a card ("promotion").
     */
    async homeNotices(brandId: string, language: string, at: Date): Promise<AnnouncementView[]> {
      const rows = (await repo.publishedPromotions(db, brandId, at)).filter(
        (row) => phaseOf(row, at.getTime()) === "live",
      );
      const notice = (row: PromotionRow, group: "banners" | "promotion"): AnnouncementView => ({
        id: group === "banners" ? `${row.id}:banner` : row.id,
        type: "PR",
        group,
        title: pickText(row.title, language),
        content: pickText(row.summary, language),
        imageUrl: row.bannerUrl,
        linkUrl: `/promoDetail?id=${row.id}`,
        time: row.startsAt.getTime(),
      });
      return [
        ...rows.filter((row) => row.bannerUrl).map((row) => notice(row, "banners")),
        ...rows.map((row) => notice(row, "promotion")),
      ];
    },

    async detail(brand: Brand, language: string, id: string): Promise<PromotionDetail> {
      const row = await shown(brand, id);
      const config = configOf(row);
      return {
        ...card(row, language, now()),
        body: pickText(row.body, language),
        event: config.type === "event_bonus" ? config.event : null,
      };
    },

    async state(brand: Brand, memberId: string, id: string): Promise<PromotionState> {
      return ctx.stateOf(brand, await shown(brand, id), memberId);
    },

    /** Opt in (promotions members join): idempotent. */
    async join(brand: Brand, memberId: string, id: string, action: Action): Promise<PromotionState> {
      const row = await takingPart(brand, id, memberId);
      if (row.joinMode !== "claim" || configOf(row).type === "raffle")
        throw new AppError("promotion.action_unavailable");
      await enter(row, memberId, action, (current) => {
        if (current?.status === "joined") return "keep";
        if (current) throw new AppError("promotion.action_unavailable");
        return { status: "joined" };
      });
      return ctx.stateOf(brand, row, memberId);
    },

    /** Claims the reward of this promotion waiting for the member (one payment however often sent). */
    async claim(brand: Brand, memberId: string, id: string): Promise<PromotionState> {
      const row = await shown(brand, id);
      const waiting = (await ctx.grantsOf(brand, memberId, row.id)).find(
        (grant) => grant.status === "waiting",
      );
      if (!waiting) throw new AppError("reward.not_claimable");
      await ctx.rewards.claim(brand, memberId, waiting.id);
      return ctx.stateOf(brand, row, memberId);
    },

    /** Today's check-in; a repeat the same day pays nothing again (its grants are keyed by the day). */
    async checkIn(brand: Brand, memberId: string, id: string, action: Action): Promise<PromotionState> {
      const row = await takingPart(brand, id, memberId);
      if (configOf(row).type !== "checkin") throw new AppError("promotion.action_unavailable");
      const day = zonedDay(now(), brand.timeZone);
      await enter(row, memberId, action, (current) => {
        if (current?.status === "joined") return {};
        if (row.joinMode !== "auto") throw new AppError("promotion.action_unavailable");
        return { status: "joined" };
      });
      const last = await participations.lastCheckin(db, row.id, memberId);
      const streak = nextStreak(last, day);
      if (last?.day !== day) {
        await participations.insertCheckin(db, {
          promotionId: row.id,
          memberId,
          day,
          streak,
          createdAt: new Date(now()),
        });
      }
      // Read back: of two concurrent check-ins one row is stored, and both pay by its streak.
      const stored = await participations.lastCheckin(db, row.id, memberId);
      await checkinGrants(brand, row, memberId, day, stored?.day === day ? stored.streak : streak);
      return ctx.stateOf(brand, row, memberId);
    },

    /** Binds the member's Zalo number and gives the Zalo bonus (once per member, once per number). */
    async bindZalo(brand: Brand, memberId: string, id: string, zalo: string, action: Action) {
      const row = await takingPart(brand, id, memberId);
      const config = configOf(row);
      if (config.type !== "event_bonus" || config.event !== "zalo")
        throw new AppError("promotion.action_unavailable");
      const number = zalo.replace(/^\+/, "");
      if (await participations.zaloTaken(db, row.id, number, memberId))
        throw new AppError("promotion.zalo_taken");
      await enter(row, memberId, action, (current) => {
        if (current?.zalo && current.zalo !== number) throw new AppError("promotion.zalo_bound");
        if (current?.status !== "joined" && row.joinMode !== "auto")
          throw new AppError("promotion.action_unavailable");
        return { status: "joined", zalo: number };
      }).catch((error: unknown) => {
        // The unique index decides a race for the same number.
        const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
        if ((cause.cause?.code ?? cause.code) === "23505") throw new AppError("promotion.zalo_taken");
        throw error;
      });
      await ctx.rewards.grant(brand, ctx.fixedBonus(brand, row, memberId, `zalo:${row.id}:${memberId}`));
      return ctx.stateOf(brand, row, memberId);
    },

    async uploadImage(brand: Brand, memberId: string, bytes: Buffer | undefined) {
      const mimeType = bytes && bytes.length <= APPLICATION_IMAGE_MAX_BYTES ? imageType(bytes) : undefined;
      if (!bytes || !mimeType) throw new AppError("upload.invalid_image");
      const id = await participations.insertMedia(db, {
        brandId: brand.id,
        kind: "application",
        ownerMemberId: memberId,
        mimeType,
        bytes,
        createdAt: new Date(now()),
      });
      return { id, url: urls.signed(id) };
    },

    /** Activity application (SPEC §5): reviewed by an operator. */
    async apply(
      brand: Brand,
      memberId: string,
      body: { id: string; remark: string; imageIds: string[]; deviceId?: string | undefined },
    ): Promise<PromotionState> {
      const row = await takingPart(brand, body.id, memberId);
      if (row.joinMode !== "apply" || configOf(row).type === "raffle")
        throw new AppError("promotion.action_unavailable");
      const imageIds = [...new Set(body.imageIds)];
      if (
        imageIds.length > APPLICATION_IMAGES_MAX ||
        (await participations.countOwnMedia(db, brand.id, memberId, imageIds)) !== imageIds.length
      )
        throw new AppError("promotion.images_invalid");
      await enter(row, memberId, body, (current) => {
        if (current) throw new AppError("promotion.already_applied");
        return {
          status: "applying",
          remark: body.remark,
          imageIds,
          appliedAt: new Date(now()),
          joinedAt: null,
        };
      });
      return ctx.stateOf(brand, row, memberId);
    },

    /** An uploaded image through its URL (banners public, application images signed). */
    media: urls.read,
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
