import {
  adminLotteryAddOverrideCall,
  adminLotteryCalendarCall,
  adminLotteryChainsCall,
  adminLotteryConfirmResultCall,
  adminLotteryCutoffCall,
  adminLotteryDrawBetsCall,
  adminLotteryDrawCall,
  adminLotteryDrawsCall,
  adminLotteryEnterResultCall,
  adminLotteryMarketsCall,
  adminLotteryMarketUpdateCall,
  adminLotteryRemoveOverrideCall,
  adminLotteryVoidDrawCall,
  type CallValue,
  type LotteryFormat,
  type LotteryMarketCode,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Brand } from "../../platform/brand-context";
import type { OperatorContext } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { brandCallBinder } from "./brand-calls";

type Who = { operator: OperatorContext; ip: string };
type Query<C extends { query?: z.ZodType }> = z.output<NonNullable<C["query"]>>;
type Body<C extends { body?: z.ZodType }> = z.output<NonNullable<C["body"]>>;
type Region = "north" | "central" | "south";

/** What the lottery screens need of the house lotteries (built by house-games, handed in by app.ts). */
export interface LotteryAdminService {
  markets(brand: Brand, format: LotteryFormat): Promise<CallValue<typeof adminLotteryMarketsCall>>;
  updateMarket(
    brand: Brand,
    who: Who,
    key: { format: LotteryFormat; market: LotteryMarketCode },
    body: z.output<NonNullable<(typeof adminLotteryMarketUpdateCall)["body"]>>,
  ): Promise<CallValue<typeof adminLotteryMarketUpdateCall>>;
  draws(
    brand: Brand,
    query: Query<typeof adminLotteryDrawsCall>,
  ): Promise<CallValue<typeof adminLotteryDrawsCall>>;
  draw(brand: Brand, id: string): Promise<CallValue<typeof adminLotteryDrawCall>>;
  drawBets(
    brand: Brand,
    id: string,
    query: Query<typeof adminLotteryDrawBetsCall>,
  ): Promise<CallValue<typeof adminLotteryDrawBetsCall>>;
  voidDraw(
    brand: Brand,
    who: Who,
    id: string,
    reason: string,
  ): Promise<CallValue<typeof adminLotteryVoidDrawCall>>;
  chains(
    brand: Brand,
    query: Query<typeof adminLotteryChainsCall>,
  ): Promise<CallValue<typeof adminLotteryChainsCall>>;
  enterResult(
    brand: Brand,
    who: Who,
    id: string,
    result: Body<typeof adminLotteryEnterResultCall>["result"],
    reason?: string,
  ): Promise<CallValue<typeof adminLotteryEnterResultCall>>;
  confirmResult(brand: Brand, who: Who, id: string): Promise<CallValue<typeof adminLotteryConfirmResultCall>>;
  calendar(
    brand: Brand,
    query: Query<typeof adminLotteryCalendarCall>,
  ): Promise<CallValue<typeof adminLotteryCalendarCall>>;
  addOverride(
    brand: Brand,
    who: Who,
    body: Body<typeof adminLotteryAddOverrideCall>,
  ): Promise<CallValue<typeof adminLotteryAddOverrideCall>>;
  removeOverride(
    brand: Brand,
    who: Who,
    id: string,
  ): Promise<CallValue<typeof adminLotteryRemoveOverrideCall>>;
  setCutoff(
    brand: Brand,
    who: Who,
    region: Region,
    cutoffMinutes: number,
    reason: string,
  ): Promise<CallValue<typeof adminLotteryCutoffCall>>;
}

/** The lottery screens (`/backoffice/api/brands/:brandId/lottery/…`). */
export function registerLotteryAdminRoutes(
  app: FastifyInstance,
  platform: Platform,
  lottery: LotteryAdminService,
): void {
  const bind = brandCallBinder(app, platform);
  bind(adminLotteryMarketsCall, "lottery.view", async ({ brand, query }) =>
    lottery.markets(brand, query.format),
  );
  bind(adminLotteryMarketUpdateCall, "lottery.manage", async ({ brand, who, params, body }) =>
    lottery.updateMarket(
      brand,
      who,
      { format: params.format as LotteryFormat, market: params.market as LotteryMarketCode },
      body,
    ),
  );
  bind(adminLotteryDrawsCall, "lottery.view", async ({ brand, query }) => lottery.draws(brand, query));
  bind(adminLotteryDrawCall, "lottery.view", async ({ brand, id }) => lottery.draw(brand, id));
  bind(adminLotteryDrawBetsCall, "lottery.view", async ({ brand, id, query }) =>
    lottery.drawBets(brand, id, query),
  );
  bind(adminLotteryVoidDrawCall, "lottery.manage", async ({ brand, who, id, body }) =>
    lottery.voidDraw(brand, who, id, body.reason),
  );
  bind(adminLotteryChainsCall, "lottery.view", async ({ brand, query }) => lottery.chains(brand, query));
  bind(adminLotteryEnterResultCall, "lottery.results", async ({ brand, who, id, body }) =>
    lottery.enterResult(brand, who, id, body.result, body.reason),
  );
  bind(adminLotteryConfirmResultCall, "lottery.results", async ({ brand, who, id }) =>
    lottery.confirmResult(brand, who, id),
  );
  bind(adminLotteryCalendarCall, "lottery.view", async ({ brand, query }) => lottery.calendar(brand, query));
  bind(adminLotteryAddOverrideCall, "lottery.manage", async ({ brand, who, body }) =>
    lottery.addOverride(brand, who, body),
  );
  bind(adminLotteryRemoveOverrideCall, "lottery.manage", async ({ brand, who, id }) =>
    lottery.removeOverride(brand, who, id),
  );
  bind(adminLotteryCutoffCall, "lottery.manage", async ({ brand, who, params, body }) =>
    lottery.setCutoff(brand, who, params.region as Region, body.cutoffMinutes, body.reason),
  );
}
