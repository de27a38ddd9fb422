import type { CallValue, ContractType, consolidatedFlagsCall } from "@lotus/contracts";

/** The consolidated contract flags (GET /wps/member/info/funds/consolidated, SPEC §3). */
export type ContractFlags = CallValue<typeof consolidatedFlagsCall>;

/**
 * The agent-centre pages this feature gives (SPEC §2 "extra pages shown by home-state flags"):
 * the contracts page and one settlement record per contract type.
 */
export const CONTRACT_PAGE_KEYS = [
  "contracts",
  "dividendRecord",
  "dailyWages",
  "hourlySalary",
  "realtimeSalary",
] as const;
export type ContractPageKey = (typeof CONTRACT_PAGE_KEYS)[number];

/** Which settlement record page shows which contract type. */
export const RECORD_PAGE_TYPES = {
  dividendRecord: "dividend",
  dailyWages: "daily_salary",
  hourlySalary: "hourly_salary",
  realtimeSalary: "realtime_salary",
} as const satisfies Record<Exclude<ContractPageKey, "contracts">, ContractType>;

/** The flags of SPEC §3 that name each type: an offer waiting (request) and a contract to show (info). */
const TYPE_FLAGS: Record<ContractType, readonly (keyof ContractFlags)[]> = {
  dividend: ["divtypereq", "divtypeinfo"],
  daily_salary: ["dailysalreqtype", "dailysalinfotype", "contractmrdailysalinfotype"],
  hourly_salary: ["contracthoursalreqy", "contracthoursalinfo"],
  realtime_salary: ["realtimesalreqtype", "realtimesalinfotype"],
};

/** The home-state flag that shows each record page. */
const RECORD_PAGE_FLAGS: Record<Exclude<ContractPageKey, "contracts">, keyof ContractFlags> = {
  dividendRecord: "enableCt",
  dailyWages: "salary",
  hourlySalary: "hourSalary",
  realtimeSalary: "realtimeSalary",
};

/** The contract types the agent has something of (an offer waiting or a contract to show). */
export function contractTypesShown(flags: ContractFlags): ContractType[] {
  return (Object.keys(TYPE_FLAGS) as ContractType[]).filter((type) =>
    TYPE_FLAGS[type].some((flag) => flags[flag]),
  );
}

/** Whether an offer of this type waits for the agent's signature. */
export function offerWaiting(flags: ContractFlags, type: ContractType): boolean {
  const request = TYPE_FLAGS[type][0];
  return request ? flags[request] : false;
}

/** Whether one of the feature's pages is in the menu for these flags. */
export function isPageVisible(key: ContractPageKey, flags: ContractFlags): boolean {
  if (key === "contracts") return contractTypesShown(flags).length > 0;
  return flags[RECORD_PAGE_FLAGS[key]];
}

/** The feature's pages the menu shows, in menu order. */
export function visibleContractPages(flags: ContractFlags): ContractPageKey[] {
  return CONTRACT_PAGE_KEYS.filter((key) => isPageVisible(key, flags));
}
