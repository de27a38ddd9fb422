import { CONTRACT_STATUSES, CONTRACT_TYPES, type ContractRow, SETTLEMENT_STATUSES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import type { FilterField } from "@lotus/ui/data/filters";
import { StatusBadge, type StatusTones } from "@lotus/ui/status/Badge";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCan } from "../../../lib/console-context";
import { useMoney } from "../../finance/components/money";
import {
  type AssignTexts,
  CONTRACT_STATUS_TONES,
  formatRate,
  RUN_STATUS_TONES,
  SETTLEMENT_STATUS_TONES,
} from "./contract-helpers";

/** A status of the contracts namespace: its translated name under `group`, coloured by `tones`. */
function NamedStatus({
  status,
  tones,
  group,
}: {
  status: string;
  tones: StatusTones;
  group: "statuses" | "settlementStatuses" | "runStatuses";
}) {
  const { t } = useTranslation("contracts");
  return (
    <StatusBadge status={status} tones={tones} label={t(`${group}.${status}` as "statuses.active", status)} />
  );
}

export function ContractStatusBadge({ status }: { status: string }) {
  return <NamedStatus status={status} tones={CONTRACT_STATUS_TONES} group="statuses" />;
}

export function SettlementStatusBadge({ status }: { status: string }) {
  return <NamedStatus status={status} tones={SETTLEMENT_STATUS_TONES} group="settlementStatuses" />;
}

export function RunStatusBadge({ status }: { status: string }) {
  return <NamedStatus status={status} tones={RUN_STATUS_TONES} group="runStatuses" />;
}

/** An agent's account, linked to its profile when the operator may open members. */
export function AgentLink({ id, account }: { id: string; account: string }) {
  const can = useCan();
  return can("members.view") ? <Link to={`/members/${id}`}>{account}</Link> : account;
}

/** The filters the contract lists share: type, and optionally status and agent account. */
export function useContractFilters(options: {
  statuses?: "contract" | "settlement";
  agent?: boolean;
}): FilterField[] {
  const { t } = useTranslation("contracts");
  const { statuses, agent = false } = options;
  return useMemo(() => {
    const fields: FilterField[] = [
      {
        kind: "select",
        name: "type",
        label: t("filters.type"),
        allLabel: t("filters.all"),
        options: CONTRACT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
      },
    ];
    if (statuses) {
      const list = statuses === "contract" ? CONTRACT_STATUSES : SETTLEMENT_STATUSES;
      const group = statuses === "contract" ? "statuses" : "settlementStatuses";
      fields.push({
        kind: "status",
        name: "status",
        label: t("filters.status"),
        allLabel: t("filters.all"),
        options: list.map((status) => ({
          value: status,
          label: t(`${group}.${status}` as "statuses.active"),
        })),
      });
    }
    if (agent) fields.push({ kind: "text", name: "agent", label: t("filters.agent"), maxLength: 64 });
    return fields;
  }, [t, statuses, agent]);
}

/** A filter value as one of a list, or undefined. */
export function oneOf<T extends string>(list: readonly T[], value: string | undefined): T | undefined {
  return list.find((entry) => entry === value);
}

/** A contract version's rows: team turnover and active members to reach, and the rate then paid. */
export function RowsTable({ rows, label }: { rows: readonly ContractRow[]; label: string }) {
  const { t } = useTranslation("contracts");
  const money = useMoney();
  const columns: DataColumn<ContractRow & { index: number }>[] = [
    { id: "row", header: t("fields.row"), numeric: true, primary: true, cell: (row) => row.index + 1 },
    {
      id: "minTurnover",
      header: t("fields.minTurnover"),
      numeric: true,
      className: "nowrap",
      cell: (row) => money(row.minTurnover),
    },
    {
      id: "minActive",
      header: t("fields.minActiveMembers"),
      numeric: true,
      cell: (row) => row.minActiveMembers,
    },
    { id: "rate", header: t("fields.rate"), numeric: true, cell: (row) => formatRate(row.rateBp) },
  ];
  return (
    <DataTable
      label={label}
      compact
      columns={columns}
      rows={rows.map((row, index) => ({ ...row, index }))}
      rowKey={(row) => String(row.index)}
    />
  );
}

/** The highest rate of a version's rows, for lists. */
export function topRate(rows: readonly ContractRow[]): string {
  return rows.length === 0 ? "" : formatRate(Math.max(...rows.map((row) => row.rateBp)));
}

/** The translated messages of the rate and row checks. */
export function useRateTexts(): AssignTexts {
  const { t } = useTranslation(["contracts", "common"]);
  return useMemo(
    () => ({
      required: t("common:validation.required"),
      number: t("rates.number"),
      positive: t("rates.positive"),
      above: (max: string) => t("rates.above", { max }),
      offStep: (step: string) => t("rates.offStep", { step }),
      typeOff: t("assign.typeOff"),
      periodNotAllowed: t("assign.periodNotAllowed"),
      ascending: t("assign.ascending"),
    }),
    [t],
  );
}
