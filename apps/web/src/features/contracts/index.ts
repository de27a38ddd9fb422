import type { ComponentType } from "react";
import type { IconName } from "../../components/ui/Icon";
import type { MemberPageProps } from "../../lib/member-pages";
import { loadContractsChunk } from "./load";
import { type ContractFlags, type ContractPageKey, isPageVisible } from "./model/pages";

/**
 * The contracts feature's public surface for the agent centre (SPEC §2): its pages as data the
 * centre's menu lists (each loaded on first open with its translations), the flags hook that
 * decides which show, and the "change contract" action of the downline list.
 */
export interface ContractPageEntry {
  key: ContractPageKey;
  /** Menu label, in the contracts namespace. */
  labelKey: `contracts:pages.${ContractPageKey}`;
  icon: IconName;
  visible: (flags: ContractFlags) => boolean;
  /** The page component with the contracts translations, as React.lazy takes it. */
  load: () => Promise<{ default: ComponentType<MemberPageProps> }>;
}

const entry = (
  key: ContractPageKey,
  icon: IconName,
  load: () => Promise<ComponentType<MemberPageProps>>,
): ContractPageEntry => ({
  key,
  labelKey: `contracts:pages.${key}`,
  icon,
  visible: (flags) => isPageVisible(key, flags),
  load: () => loadContractsChunk(load),
});

const records = () => import("./components/SettlementRecordPage");

/** In menu order: contracts, then the settlement records of SPEC §2 (enableCt, salary, hourSalary). */
export const CONTRACT_PAGES: readonly ContractPageEntry[] = [
  entry("contracts", "award", () => import("./components/ContractsPage").then((m) => m.ContractsPage)),
  entry("dividendRecord", "chart", () => records().then((m) => m.DividendRecordPage)),
  entry("dailyWages", "wallet", () => records().then((m) => m.DailyWagesPage)),
  entry("hourlySalary", "clock", () => records().then((m) => m.HourlySalaryPage)),
  entry("realtimeSalary", "refresh", () => records().then((m) => m.RealtimeSalaryPage)),
];

export { ChangeContractDialog } from "./components/ChangeContractDialog";
export type { DownlineRef } from "./components/OfferContractDialog";
export { useContractFlags } from "./hooks/use-contract-flags";
export { type ContractFlags, type ContractPageKey, visibleContractPages } from "./model/pages";
