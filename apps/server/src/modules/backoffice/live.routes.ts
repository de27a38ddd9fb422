import {
  adminLiveLiabilityCall,
  adminLiveRoundBetsCall,
  adminLiveRoundsCall,
  adminLiveRoundVoidCall,
  adminLiveShoesCall,
  adminLiveTableCall,
  adminLiveTableStatusCall,
  adminLiveTablesCall,
  adminLiveTableUpdateCall,
  type CallValue,
  type LiveTableStatus,
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

/**
 * What the live-table screens need of the house live tables (built by house-games, handed in by
 * app.ts); the writes record their audit entries themselves, in the transaction of the change.
 */
export interface LiveAdminService {
  tables(brand: Brand): Promise<CallValue<typeof adminLiveTablesCall>>;
  table(brand: Brand, code: string): Promise<CallValue<typeof adminLiveTableCall>>;
  updateTable(
    brand: Brand,
    code: string,
    body: Body<typeof adminLiveTableUpdateCall>,
    who: Who,
  ): Promise<CallValue<typeof adminLiveTableUpdateCall>>;
  setStatus(
    brand: Brand,
    code: string,
    status: LiveTableStatus,
    reason: string,
    who: Who,
  ): Promise<CallValue<typeof adminLiveTableStatusCall>>;
  rounds(
    brand: Brand,
    code: string,
    query: Query<typeof adminLiveRoundsCall>,
  ): Promise<CallValue<typeof adminLiveRoundsCall>>;
  shoes(
    brand: Brand,
    code: string,
    query: Query<typeof adminLiveShoesCall>,
  ): Promise<CallValue<typeof adminLiveShoesCall>>;
  roundBets(
    brand: Brand,
    roundId: string,
    query: Query<typeof adminLiveRoundBetsCall>,
  ): Promise<CallValue<typeof adminLiveRoundBetsCall>>;
  voidRound(
    brand: Brand,
    roundId: string,
    reason: string,
    who: Who,
  ): Promise<CallValue<typeof adminLiveRoundVoidCall>>;
  liability(brand: Brand, code: string): Promise<CallValue<typeof adminLiveLiabilityCall>>;
}

/** The live-table screens (`/backoffice/api/brands/:brandId/live/…`): reads `live.view`, writes `live.manage`. */
export function registerLiveAdminRoutes(
  app: FastifyInstance,
  platform: Platform,
  live: LiveAdminService,
): void {
  const bind = brandCallBinder(app, platform);
  const code = (params: Record<string, string>) => params.code ?? "";
  bind(adminLiveTablesCall, "live.view", async ({ brand }) => live.tables(brand));
  bind(adminLiveTableCall, "live.view", async ({ brand, params }) => live.table(brand, code(params)));
  bind(adminLiveTableUpdateCall, "live.manage", async ({ brand, who, params, body }) =>
    live.updateTable(brand, code(params), body, who),
  );
  bind(adminLiveTableStatusCall, "live.manage", async ({ brand, who, params, body }) =>
    live.setStatus(brand, code(params), body.status, body.reason, who),
  );
  bind(adminLiveRoundsCall, "live.view", async ({ brand, params, query }) =>
    live.rounds(brand, code(params), query),
  );
  bind(adminLiveShoesCall, "live.view", async ({ brand, params, query }) =>
    live.shoes(brand, code(params), query),
  );
  bind(adminLiveRoundBetsCall, "live.view", async ({ brand, id, query }) => live.roundBets(brand, id, query));
  bind(adminLiveRoundVoidCall, "live.manage", async ({ brand, who, id, body }) =>
    live.voidRound(brand, id, body.reason, who),
  );
  bind(adminLiveLiabilityCall, "live.view", async ({ brand, params }) => live.liability(brand, code(params)));
}
