import type { ContractRow, ContractStatus, SettlementStatus } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { formatAmount, formatCount, formatDateTime } from "@lotus/ui/format/format";
import { StatusBadge, type StatusTones } from "@lotus/ui/status/Badge";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useWhitelabel } from "../../../lib/queries";
import { bpToPercent } from "../model/rates";
import "@lotus/ui/styles/data.css";
import "../../../styles/data-views.css";
import "./contracts.css";

/** A contract's colour: offers wait, contracts in force are good, ended ones fade. */
const CONTRACT_TONES: StatusTones<ContractStatus> = {
  pending: "warning",
  active: "success",
  terminating: "info",
  terminated: "muted",
  rejected: "danger",
  cancelled: "muted",
};

/** A settlement's colour: paid is done, waiting for an operator is to heed, rejected failed. */
const SETTLEMENT_TONES: StatusTones<SettlementStatus> = {
  pending: "info",
  pending_approval: "warning",
  paid: "success",
  rejected: "danger",
  zero: "muted",
};

/** The brand's currency and time zone for amounts (SPEC §9) and times (DESIGN §5). */
export function useFormats() {
  const { currency, timeZone } = useWhitelabel();
  const money = useCallback((amount: number) => formatAmount(amount, currency.symbol), [currency.symbol]);
  const time = useCallback((epochMs: number | null) => formatDateTime(epochMs, timeZone), [timeZone]);
  return { money, time, timeZone, minorDigits: currency.minorDigits };
}

/** A rate in basis points as a percent with two decimals. */
export const rateText = (bp: number) => `${bpToPercent(bp)}%`;

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation("contracts");
  return <StatusBadge status={status} tones={CONTRACT_TONES} label={t(`status.${status}`)} />;
}

export function SettlementStatusBadge({ status }: { status: SettlementStatus }) {
  const { t } = useTranslation("contracts");
  return <StatusBadge status={status} tones={SETTLEMENT_TONES} label={t(`settlementStatus.${status}`)} />;
}

/** A contract's rows: the rate that applies once the team reaches both thresholds. */
export function ContractRowsTable({ rows, label }: { rows: readonly ContractRow[]; label: string }) {
  const { t } = useTranslation("contracts");
  const { money } = useFormats();
  const columns: DataColumn<ContractRow>[] = [
    {
      id: "row",
      header: t("rows.row"),
      primary: true,
      cell: (row) => t("rows.rowNumber", { n: rows.indexOf(row) + 1 }),
    },
    { id: "turnover", header: t("rows.minTurnover"), numeric: true, cell: (row) => money(row.minTurnover) },
    {
      id: "active",
      header: t("rows.minActiveMembers"),
      numeric: true,
      cell: (row) => formatCount(row.minActiveMembers),
    },
    { id: "rate", header: t("rows.rate"), numeric: true, cell: (row) => rateText(row.rateBp) },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.minTurnover}-${row.minActiveMembers}`}
      compact
    />
  );
}
