import type { Language, RebateRates, VipProgressView } from "@lotus/contracts";
import { LRUCache } from "lru-cache";
import type { Brand } from "../../platform/brand-context";
import type { Platform } from "../../platform/platform";
import { zonedDay } from "../../platform/time";
import { windowEnd } from "./ladder";
import { type LevelRow, levelsOf } from "./levels.repository";
import { membersOnRanks, stateOf } from "./members.repository";
import { levelView, moneyOf, nameIn, ratesOf } from "./views";

const LADDER_TTL_MS = 30_000;
const LADDER_MAX_BRANDS = 1_000;

/** A member's level as other modules see it (promotions' audiences, the points mall's rate). */
export interface MemberLevel {
  id: string;
  code: string;
  /** The level's rank, 0 = the lowest (`rank` is the same number). */
  order: number;
  rank: number;
  name: Record<string, string>;
  /** Points per currency unit in the points mall. */
  pointsRate: number;
  rebateRates: RebateRates;
}

/**
 * The ladder's reads: the site's ladder and progress, and what other modules ask of a member's level
 * (level, withdrawal limits, label). The ladder is cached per brand (bounded, expiring, dropped on
 * this node when the back office edits it).
 */
export function createVipService(platform: Platform) {
  const db = platform.db;
  const ladders = new LRUCache<string, LevelRow[]>({
    max: LADDER_MAX_BRANDS,
    ttl: LADDER_TTL_MS,
    perf: { now: () => platform.clock.now() },
  });

  async function ladder(brandId: string): Promise<LevelRow[]> {
    const hit = ladders.get(brandId);
    if (hit) return hit;
    const rows = await levelsOf(db, brandId);
    ladders.set(brandId, rows);
    return rows;
  }

  /** The member's level row and state; a member the ladder has not counted is on the lowest level. */
  async function standing(brand: Brand, memberId: string) {
    const levels = await ladder(brand.id);
    if (levels.length === 0) return undefined;
    const state = await stateOf(db, brand.id, memberId);
    const rank = Math.min(state?.rank ?? 0, levels.length - 1);
    const level = levels[rank];
    return level ? { levels, level, state } : undefined;
  }

  return {
    ladder,
    invalidate: (brandId: string) => ladders.delete(brandId),

    async levelOf(brand: Brand, memberId: string): Promise<MemberLevel | undefined> {
      const level = (await standing(brand, memberId))?.level;
      if (!level) return undefined;
      return {
        id: level.id,
        code: level.code,
        order: level.rank,
        rank: level.rank,
        name: level.name,
        pointsRate: level.pointsRate,
        rebateRates: ratesOf(level),
      };
    },

    /** Members on these ranks of the ladder (the member inbox's VIP audiences); none without a ladder. */
    async membersAtRanks(brandId: string, ranks: readonly number[]): Promise<string[]> {
      const levels = await ladder(brandId);
      if (levels.length === 0) return [];
      return membersOnRanks(db, brandId, ranks, levels.length - 1);
    },

    async withdrawalLimitOf(brand: Brand, memberId: string) {
      const level = (await standing(brand, memberId))?.level;
      if (!level) return undefined;
      return { dailyAmount: level.withdrawalDailyLimit, dailyCount: level.freeWithdrawals };
    },

    /** The VIP label of member info (SPEC §3 memberLabel, first): the level's name; none without a ladder. */
    async labelOf(brandId: string, memberId: string, language: Language | undefined) {
      const brand = (await platform.brands.all()).find((entry) => entry.id === brandId);
      if (!brand) return undefined;
      const level = (await standing(brand, memberId))?.level;
      return level ? nameIn(level.name, language ?? brand.defaultLanguage, brand) : undefined;
    },

    async ladderView(brand: Brand, language: Language) {
      return { list: (await ladder(brand.id)).map((row) => levelView(brand, language, row)) };
    },

    async progress(brand: Brand, memberId: string, language: Language): Promise<VipProgressView> {
      const found = await standing(brand, memberId);
      const money = moneyOf(brand);
      const state = found?.state;
      const level = found?.level;
      const next = level ? found.levels[level.rank + 1] : undefined;
      const today = zonedDay(platform.clock.now(), brand.timeZone);
      const windowStart = state?.windowStart ?? today;
      const maintained = level && level.rank > 0;
      const achieved = state?.windowTurnover ?? 0n;
      return {
        level: level ? levelView(brand, language, level) : null,
        next: next ? levelView(brand, language, next) : null,
        reachedAt: state?.reachedAt.getTime() ?? null,
        totalDeposit: money(state?.totalDeposit ?? 0n),
        totalTurnover: money(state?.totalTurnover ?? 0n),
        countedThrough: state?.evaluatedDay ?? null,
        maintenance: maintained
          ? {
              required: money(level.maintenanceTurnover),
              achieved: money(achieved),
              windowStart,
              windowEnd: windowEnd(windowStart, level.maintenanceDays),
              met: achieved >= level.maintenanceTurnover,
            }
          : null,
      };
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;
