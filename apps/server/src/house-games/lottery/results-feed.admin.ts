import { fieldMessage, type LotteryFeedError, type LotteryRegion } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError, fieldError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import type { LotteryAudit } from "./lottery.admin";
import type { LotteryService } from "./lottery.service";
import { DAILY_GAMES, stationOf } from "./lottery-daily";
import * as feedRepo from "./results-feed.repository";
import { feedUrlAllowed, sameResult } from "./results-feed-format";

type Who = Parameters<LotteryAudit>[1];

export interface FeedSettingsBody {
  enabled: boolean;
  url: string | null;
  authHeader: string | null;
  secret?: string;
  autoConfirm: boolean;
  reason: string;
}

/** What the audit log keeps of a region's feed settings (never the secret itself). */
const auditedSettings = (row: feedRepo.FeedSettingsRow | undefined) =>
  row
    ? {
        enabled: row.feedEnabled,
        url: row.feedUrl,
        authHeader: row.feedAuthHeader,
        secretSet: row.feedSecretSealed !== null,
        autoConfirm: row.feedAutoConfirm,
      }
    : null;

/**
 * The results feed's back office (issue #12): each region's feed settings with the last fetch's
 * status and the draws where the feed disagrees with an operator, saving them (audited; the
 * header's value sealed) and "fetch now".
 */
export function createLotteryFeedAdmin(platform: Platform, lottery: LotteryService, audit: LotteryAudit) {
  const db = platform.db;
  const production = platform.env.NODE_ENV === "production";

  async function views(brand: Brand) {
    const rows = new Map((await feedRepo.regionSettings(db, brand.id)).map((row) => [row.region, row]));
    const disagreements = (await feedRepo.mismatches(db, brand.id)).filter(
      (row) => !sameResult(row.pending, row.feed),
    );
    return DAILY_GAMES.map((game) => {
      const row = rows.get(game.region);
      return {
        region: game.region,
        game: game.code,
        enabled: row?.feedEnabled ?? false,
        url: row?.feedUrl ?? null,
        authHeader: row?.feedAuthHeader ?? null,
        secretSet: Boolean(row?.feedSecretSealed),
        autoConfirm: row?.feedAutoConfirm ?? false,
        status: {
          lastAttemptAt: row?.feedLastAttemptAt?.getTime() ?? null,
          lastSuccessAt: row?.feedLastSuccessAt?.getTime() ?? null,
          lastError: (row?.feedLastError as LotteryFeedError | null | undefined) ?? null,
          lastErrorDetail: row?.feedLastErrorDetail ?? null,
          failures: row?.feedFailures ?? 0,
          nextAttemptAt: row?.feedNextAttemptAt?.getTime() ?? null,
        },
        mismatches: disagreements
          .filter((entry) => entry.gameCode === game.code)
          .map((entry) => ({
            drawId: entry.drawId,
            period: entry.period,
            station: stationOf(entry.station) ?? { code: "", name: "" },
          })),
      };
    });
  }

  async function viewOf(brand: Brand, region: LotteryRegion) {
    const view = (await views(brand)).find((entry) => entry.region === region);
    if (!view) throw new AppError("lottery.not_daily");
    return view;
  }

  return {
    list: async (brand: Brand) => ({ list: await views(brand) }),

    async update(brand: Brand, who: Who, region: LotteryRegion, body: FeedSettingsBody, language: string) {
      const game = DAILY_GAMES.find((entry) => entry.region === region);
      if (!game) throw new AppError("lottery.not_daily");
      if (body.url !== null && !feedUrlAllowed(body.url, production))
        throw new AppError("lottery.feed_url_insecure");
      const current = (await feedRepo.regionSettings(db, brand.id)).find((row) => row.region === region);
      if (body.authHeader !== null && body.secret === undefined && !current?.feedSecretSealed)
        throw fieldError({ secret: fieldMessage("empty", language, { field: "" }).trim() });
      // No header: no secret kept. A new value replaces the stored one; none given keeps it.
      const feedSecretSealed =
        body.authHeader === null
          ? null
          : body.secret !== undefined
            ? platform.secrets.seal(body.secret)
            : undefined;
      await db.transaction(async (tx) => {
        const saved = await feedRepo.saveFeedSettings(
          tx,
          { brandId: brand.id, region, defaultCutoffSeconds: game.cutoffSeconds },
          {
            feedEnabled: body.enabled,
            feedUrl: body.url,
            feedAuthHeader: body.authHeader,
            feedAutoConfirm: body.autoConfirm,
            ...(feedSecretSealed === undefined ? {} : { feedSecretSealed }),
          },
          new Date(platform.clock.now()),
        );
        await audit(tx, who, {
          brandId: brand.id,
          action: "lottery.feed.update",
          targetType: "lottery_region",
          targetId: region,
          before: auditedSettings(current),
          after: { ...auditedSettings(saved), secretReplaced: body.secret !== undefined },
          reason: body.reason,
        });
      });
      return viewOf(brand, region);
    },

    async fetchNow(brand: Brand, who: Who, region: LotteryRegion) {
      const outcome = await lottery.feed.fetchNow(brand, region);
      await audit(db, who, {
        brandId: brand.id,
        action: "lottery.feed.fetch",
        targetType: "lottery_region",
        targetId: region,
        before: null,
        after: outcome,
        reason: "Fetch now",
      });
      return { feed: await viewOf(brand, region), outcome };
    },
  };
}

export type LotteryFeedAdmin = ReturnType<typeof createLotteryFeedAdmin>;
