import {
  adminLotteryFeedFetchCall,
  adminLotteryFeedsCall,
  adminLotteryFeedUpdateCall,
  type CallValue,
  type LotteryRegion,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Brand } from "../../platform/brand-context";
import type { OperatorContext } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { brandCallBinder } from "./brand-calls";

type Who = { operator: OperatorContext; ip: string };

/** What the results-feed settings need of the house lotteries (built by house-games, handed in by app.ts). */
export interface LotteryFeedAdminService {
  list(brand: Brand): Promise<CallValue<typeof adminLotteryFeedsCall>>;
  update(
    brand: Brand,
    who: Who,
    region: LotteryRegion,
    body: z.output<NonNullable<(typeof adminLotteryFeedUpdateCall)["body"]>>,
    language: string,
  ): Promise<CallValue<typeof adminLotteryFeedUpdateCall>>;
  fetchNow(
    brand: Brand,
    who: Who,
    region: LotteryRegion,
  ): Promise<CallValue<typeof adminLotteryFeedFetchCall>>;
}

/** The daily draws' results feeds (`/backoffice/api/brands/:brandId/lottery/feeds…`). */
export function registerLotteryFeedAdminRoutes(
  app: FastifyInstance,
  platform: Platform,
  feeds: LotteryFeedAdminService,
): void {
  const bind = brandCallBinder(app, platform);
  bind(adminLotteryFeedsCall, "lottery.view", async ({ brand }) => feeds.list(brand));
  bind(adminLotteryFeedUpdateCall, "lottery.manage", async ({ brand, who, params, body, language }) =>
    feeds.update(brand, who, params.region as LotteryRegion, body, language),
  );
  bind(adminLotteryFeedFetchCall, "lottery.results", async ({ brand, who, params }) =>
    feeds.fetchNow(brand, who, params.region as LotteryRegion),
  );
}
