import { type ContractType, fromMinor } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import type { Platform } from "../../platform/platform";
import { zonedDateStart } from "../../platform/time";
import * as repo from "./settlements.repository";
import { settlementView } from "./views";

const DAY_MS = 86_400_000;

/** An agent's own settlements of one type (dividend record, daily wages, hourly and real-time salary pages). */
export function createMySettlements(platform: Platform) {
  return {
    async mine(
      brand: Brand,
      agentId: string,
      query: { type: ContractType; from?: string; to?: string; page: number; pageSize: number },
    ) {
      const { rows, total, totalAmount } = await repo.listSettlements(
        platform.db,
        {
          brandId: brand.id,
          agentId,
          type: query.type,
          from: query.from ? new Date(zonedDateStart(query.from, brand.timeZone)) : undefined,
          to: query.to ? new Date(zonedDateStart(query.to, brand.timeZone) + DAY_MS) : undefined,
        },
        query,
      );
      return {
        list: rows.map((row) => settlementView(brand, row)),
        total,
        page: query.page,
        pageSize: query.pageSize,
        totalAmount: fromMinor(totalAmount, brand.currency.minorDigits),
      };
    },
  };
}

export type MySettlements = ReturnType<typeof createMySettlements>;
