import { REBATE_CATEGORIES, type RebateCategory, type VipLevelAdminView } from "@lotus/contracts";

/** The level form's values: amounts and rates as typed (rates in percent, e.g. "0.40"). */
export interface LevelValues {
  rank: number;
  code: string;
  nameEN: string;
  nameVI: string;
  depositRequired: string;
  turnoverRequired: string;
  maintenanceTurnover: string;
  maintenanceDays: string;
  upgradeBonus: string;
  upgradeTurnoverMultiple: string;
  birthdayBonus: string;
  birthdayTurnoverMultiple: string;
  birthdayMinAccountDays: string;
  rates: Record<RebateCategory, string>;
  rebateDailyCap: string;
  withdrawalDailyLimit: string;
  freeWithdrawals: string;
  pointsRate: string;
}

const number = (text: string): number => {
  const trimmed = text.trim().replace(/,/g, "");
  return trimmed === "" ? Number.NaN : Number(trimmed);
};

/** A percent as typed ("0.4", "0.40 %") in basis points; NaN when it is not a number. */
export function percentToBp(text: string): number {
  const value = number(text.replace("%", ""));
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}

export function bpToPercent(bp: number): string {
  return (bp / 100).toFixed(2);
}

/** A new level on top of the ladder: the top level's figures to start from, its rank the next. */
export function newLevelForm(levels: readonly VipLevelAdminView[]): LevelValues {
  const top = levels[levels.length - 1];
  const base = top ? levelToForm(top) : emptyForm();
  return { ...base, rank: levels.length, code: "", nameEN: "", nameVI: "" };
}

function emptyForm(): LevelValues {
  return {
    rank: 0,
    code: "",
    nameEN: "",
    nameVI: "",
    depositRequired: "0",
    turnoverRequired: "0",
    maintenanceTurnover: "0",
    maintenanceDays: "60",
    upgradeBonus: "0",
    upgradeTurnoverMultiple: "1",
    birthdayBonus: "0",
    birthdayTurnoverMultiple: "1",
    birthdayMinAccountDays: "60",
    rates: Object.fromEntries(
      REBATE_CATEGORIES.map((category) => [category, "0.00"]),
    ) as LevelValues["rates"],
    rebateDailyCap: "0",
    withdrawalDailyLimit: "0",
    freeWithdrawals: "0",
    pointsRate: "0",
  };
}

export function levelToForm(level: VipLevelAdminView): LevelValues {
  return {
    rank: level.rank,
    code: level.code,
    nameEN: level.name.EN ?? "",
    nameVI: level.name.VI ?? "",
    depositRequired: String(level.depositRequired),
    turnoverRequired: String(level.turnoverRequired),
    maintenanceTurnover: String(level.maintenanceTurnover),
    maintenanceDays: String(level.maintenanceDays),
    upgradeBonus: String(level.upgradeBonus),
    upgradeTurnoverMultiple: String(level.upgradeTurnoverMultiple),
    birthdayBonus: String(level.birthdayBonus),
    birthdayTurnoverMultiple: String(level.birthdayTurnoverMultiple),
    birthdayMinAccountDays: String(level.birthdayMinAccountDays),
    rates: Object.fromEntries(
      REBATE_CATEGORIES.map((category) => [category, bpToPercent(level.rebateRates[category])]),
    ) as LevelValues["rates"],
    rebateDailyCap: String(level.rebateDailyCap),
    withdrawalDailyLimit: String(level.withdrawalDailyLimit),
    freeWithdrawals: String(level.freeWithdrawals),
    pointsRate: String(level.pointsRate),
  };
}

/**
 * The body the contract checks: numbers from the typed texts (NaN where unreadable, so the schema
 * refuses it on its field), rates in basis points, names without blank languages; other languages
 * the level already had are kept.
 */
export function levelInput(values: LevelValues, otherNames: Record<string, string> = {}) {
  const name: Record<string, string> = { ...otherNames };
  if (values.nameEN.trim()) name.EN = values.nameEN.trim();
  if (values.nameVI.trim()) name.VI = values.nameVI.trim();
  return {
    rank: values.rank,
    code: values.code.trim(),
    name,
    depositRequired: number(values.depositRequired),
    turnoverRequired: number(values.turnoverRequired),
    maintenanceTurnover: number(values.maintenanceTurnover),
    maintenanceDays: number(values.maintenanceDays),
    upgradeBonus: number(values.upgradeBonus),
    upgradeTurnoverMultiple: number(values.upgradeTurnoverMultiple),
    birthdayBonus: number(values.birthdayBonus),
    birthdayTurnoverMultiple: number(values.birthdayTurnoverMultiple),
    birthdayMinAccountDays: number(values.birthdayMinAccountDays),
    rebateRates: Object.fromEntries(
      REBATE_CATEGORIES.map((category) => [category, percentToBp(values.rates[category])]),
    ),
    rebateDailyCap: number(values.rebateDailyCap),
    withdrawalDailyLimit: number(values.withdrawalDailyLimit),
    freeWithdrawals: number(values.freeWithdrawals),
    pointsRate: number(values.pointsRate),
  };
}

/** A schema issue's path as the form field that shows it. */
export function levelFieldOf(path: string): string {
  if (path.startsWith("rebateRates.")) return `rates.${path.slice("rebateRates.".length)}`;
  if (path === "name" || path === "name.EN") return "nameEN";
  if (path === "name.VI") return "nameVI";
  return path;
}
