import type { RewardSourceName, RewardStatus, RewardView } from "@lotus/contracts";
import { fromMinor, type Language } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import type { GrantRow } from "./grants.repository";

/** A localized title in the request's language, else the brand's default, else English, else any. */
export function titleIn(title: Record<string, string>, language: Language, brand: Brand): string {
  return (
    title[language] ??
    title[language.toLowerCase()] ??
    title[brand.defaultLanguage] ??
    title.EN ??
    Object.values(title)[0] ??
    ""
  );
}

export function rewardView(brand: Brand, row: GrantRow, language: Language): RewardView {
  const money = (value: bigint) => fromMinor(value, brand.currency.minorDigits);
  return {
    id: row.id,
    source: row.source as RewardSourceName,
    title: titleIn(row.title, language, brand),
    cash: money(row.cash),
    points: Number(row.points),
    raffleTickets: row.raffleTickets,
    turnoverRequired: money(row.turnoverRequired),
    status: row.status as RewardStatus,
    createdAt: row.createdAt.getTime(),
    claimBy: row.claimBy?.getTime() ?? null,
    paidAt: row.paidAt?.getTime() ?? null,
  };
}

export function grantAdminView(brand: Brand, row: GrantRow, account: string, language: Language) {
  return {
    ...rewardView(brand, row, language),
    memberId: row.memberId,
    account,
    sourceId: row.sourceId,
    createdBy: row.createdBy,
    approvedBy: row.approvedBy,
    decisionReason: row.decisionReason,
  };
}
