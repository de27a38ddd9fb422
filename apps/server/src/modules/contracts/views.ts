import {
  type ContractStatus,
  type ContractType,
  type ContractVersionView,
  type ContractView,
  type DividendPeriod,
  fromMinor,
  type SettlementAdminView,
  type SettlementView,
} from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { accountsOf, type ContractRow, type VersionRow, versionsOf } from "./contracts.repository";
import { wireRows } from "./policy";
import type { SettlementRow } from "./settlements.repository";

/** Rows of the contract tables as the wire shows them. */

/** A terminating contract whose end has passed shows as terminated before the job flips it. */
export function statusAt(row: ContractRow, now: number): ContractStatus {
  if (row.status === "terminating" && row.endsAt && row.endsAt.getTime() <= now) return "terminated";
  return row.status as ContractStatus;
}

function versionView(brand: Brand, row: VersionRow): ContractVersionView {
  return {
    version: row.version,
    rows: wireRows(brand, row.rows),
    period: row.period as DividendPeriod,
    carryNegative: row.carryNegative,
    capped: row.capped,
    effectiveFrom: row.effectiveFrom.getTime(),
    createdAt: row.createdAt.getTime(),
  };
}

/** Contract views with their versions and the accounts they name, read in two queries. */
export async function contractViews(
  db: Executor,
  brand: Brand,
  rows: readonly ContractRow[],
  now: number,
): Promise<ContractView[]> {
  const [versions, accounts] = await Promise.all([
    versionsOf(
      db,
      rows.map((row) => row.id),
    ),
    accountsOf(
      db,
      rows.flatMap((row) => (row.uplineId ? [row.agentId, row.uplineId] : [row.agentId])),
    ),
  ]);
  const byContract = new Map<string, ContractVersionView[]>();
  for (const version of versions) {
    const list = byContract.get(version.contractId) ?? [];
    list.push(versionView(brand, version));
    byContract.set(version.contractId, list);
  }
  return rows.map((row) => {
    const list = byContract.get(row.id) ?? [];
    const current = list.find((version) => version.version === row.currentVersion) ?? list[0];
    if (!current) throw new Error(`contract ${row.id} has no version`);
    return {
      id: row.id,
      type: row.type as ContractType,
      status: statusAt(row, now),
      agentId: row.agentId,
      agentAccount: accounts.get(row.agentId) ?? "",
      uplineId: row.uplineId,
      uplineAccount: row.uplineId ? (accounts.get(row.uplineId) ?? "") : null,
      current,
      versions: list,
      terminationBy: (row.terminationBy as ContractView["terminationBy"]) ?? null,
      createdAt: row.createdAt.getTime(),
      signedAt: row.signedAt?.getTime() ?? null,
      endsAt: row.endsAt?.getTime() ?? null,
    };
  });
}

export function settlementView(brand: Brand, row: SettlementRow): SettlementView {
  const money = (value: bigint) => fromMinor(value, brand.currency.minorDigits);
  return {
    id: row.id,
    contractId: row.contractId,
    type: row.type as ContractType,
    kind: row.kind as SettlementView["kind"],
    periodStart: row.periodStart.getTime(),
    periodEnd: row.periodEnd.getTime(),
    version: row.version,
    teamTurnover: money(row.teamTurnover),
    teamWins: money(row.teamWins),
    teamNetLoss: money(row.teamNetLoss),
    activeMembers: row.activeMembers,
    base: money(row.base),
    carryIn: money(row.carryIn),
    rateBp: row.rateBp,
    gross: money(row.gross),
    childrenGross: money(row.childrenGross),
    amount: money(row.amount),
    status: row.status as SettlementView["status"],
    createdAt: row.createdAt.getTime(),
    paidAt: row.paidAt?.getTime() ?? null,
  };
}

export async function settlementAdminViews(
  db: Executor,
  brand: Brand,
  rows: readonly SettlementRow[],
): Promise<SettlementAdminView[]> {
  const accounts = await accountsOf(
    db,
    rows.map((row) => row.agentId),
  );
  return rows.map((row) => ({
    ...settlementView(brand, row),
    agentId: row.agentId,
    agentAccount: accounts.get(row.agentId) ?? "",
    runId: row.runId,
    decidedBy: row.decidedBy,
    decisionReason: row.decisionReason,
  }));
}
