import {
  fromMinor,
  type Language,
  REBATE_CATEGORIES,
  type RebateRates,
  type VipLevelAdminView,
  type VipLevelView,
} from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import type { LadderLevel } from "./ladder";
import type { LevelRow } from "./levels.repository";

/** A level's name in the request's language, else the brand's default, else English, else any. */
export function nameIn(name: Record<string, string>, language: Language, brand: Brand): string {
  return name[language] ?? name[brand.defaultLanguage] ?? name.EN ?? Object.values(name)[0] ?? "";
}

/** Every rebate category with a rate (a category missing from the stored rates pays nothing). */
export function ratesOf(row: Pick<LevelRow, "rebateRates">): RebateRates {
  return Object.fromEntries(
    REBATE_CATEGORIES.map((category) => [category, Number(row.rebateRates[category] ?? 0)]),
  ) as RebateRates;
}

export function ladderOf(rows: readonly LevelRow[]): LadderLevel[] {
  return rows.map((row) => ({
    rank: row.rank,
    depositRequired: row.depositRequired,
    turnoverRequired: row.turnoverRequired,
    maintenanceTurnover: row.maintenanceTurnover,
    maintenanceDays: row.maintenanceDays,
  }));
}

export function moneyOf(brand: Brand) {
  return (value: bigint) => fromMinor(value, brand.currency.minorDigits);
}

export function levelView(brand: Brand, language: Language, row: LevelRow): VipLevelView {
  const money = moneyOf(brand);
  return {
    id: row.id,
    code: row.code,
    rank: row.rank,
    name: nameIn(row.name, language, brand),
    depositRequired: money(row.depositRequired),
    turnoverRequired: money(row.turnoverRequired),
    maintenanceTurnover: money(row.maintenanceTurnover),
    maintenanceDays: row.maintenanceDays,
    upgradeBonus: money(row.upgradeBonus),
    upgradeTurnoverMultiple: row.upgradeTurnoverMultiple,
    birthdayBonus: money(row.birthdayBonus),
    birthdayMinAccountDays: row.birthdayMinAccountDays,
    rebateRates: ratesOf(row),
    rebateDailyCap: money(row.rebateDailyCap),
    withdrawalDailyLimit: money(row.withdrawalDailyLimit),
    freeWithdrawals: row.freeWithdrawals,
    pointsRate: row.pointsRate,
  };
}

export function levelAdminView(brand: Brand, row: LevelRow, members: number): VipLevelAdminView {
  const money = moneyOf(brand);
  return {
    id: row.id,
    rank: row.rank,
    code: row.code,
    name: row.name,
    depositRequired: money(row.depositRequired),
    turnoverRequired: money(row.turnoverRequired),
    maintenanceTurnover: money(row.maintenanceTurnover),
    maintenanceDays: row.maintenanceDays,
    upgradeBonus: money(row.upgradeBonus),
    upgradeTurnoverMultiple: row.upgradeTurnoverMultiple,
    birthdayBonus: money(row.birthdayBonus),
    birthdayTurnoverMultiple: row.birthdayTurnoverMultiple,
    birthdayMinAccountDays: row.birthdayMinAccountDays,
    rebateRates: ratesOf(row),
    rebateDailyCap: money(row.rebateDailyCap),
    withdrawalDailyLimit: money(row.withdrawalDailyLimit),
    freeWithdrawals: row.freeWithdrawals,
    pointsRate: row.pointsRate,
    members,
    updatedAt: row.updatedAt.getTime(),
  };
}
