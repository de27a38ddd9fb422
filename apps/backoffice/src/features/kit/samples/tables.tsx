import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { type RowAction, RowActions } from "@lotus/ui/data/RowActions";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Money } from "@lotus/ui/format/Money";
import { Button } from "@lotus/ui/primitives/Button";
import { StatusBadge } from "@lotus/ui/status/Badge";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { KitSample } from "./kit-sample";
import { SAMPLE_DEPOSITS, SAMPLE_SYMBOL, SAMPLE_TIME_ZONE, type SampleDeposit } from "./sample-deposits";
import { DEPOSIT_TONES } from "./status";

/** Headers sort in the browser; Confirm changes the row here only; Details opens a row under it. */
function TableSample() {
  const { t } = useTranslation("kit");
  const [rows, setRows] = useState<readonly SampleDeposit[]>(SAMPLE_DEPOSITS);
  const [open, setOpen] = useState<string | null>(null);
  const columns = useMemo<DataColumn<SampleDeposit>[]>(
    () => [
      {
        id: "reference",
        header: t("table.reference"),
        cell: (row) => row.reference,
        sortValue: (row) => row.reference,
        className: "mono",
        primary: true,
      },
      { id: "member", header: t("table.member"), cell: (row) => row.member, sortValue: (row) => row.member },
      {
        id: "amount",
        header: t("table.amount"),
        cell: (row) => <Money amount={row.amount} symbol={SAMPLE_SYMBOL} />,
        sortValue: (row) => Number(row.amount),
        numeric: true,
      },
      {
        id: "status",
        header: t("table.status"),
        cell: (row) => (
          <StatusBadge status={row.status} tones={DEPOSIT_TONES} label={t(`status.names.${row.status}`)} />
        ),
        sortValue: (row) => row.status,
      },
      {
        id: "createdAt",
        header: t("table.createdAt"),
        cell: (row) => <DateTime at={row.createdAt} timeZone={SAMPLE_TIME_ZONE} />,
        sortValue: (row) => row.createdAt,
        className: "nowrap",
      },
    ],
    [t],
  );
  const actions: RowAction<SampleDeposit>[] = [
    { id: "confirm", label: t("table.confirm"), when: (row) => row.status === "pending" },
  ];
  const total = rows.reduce((sum, row) => sum + Number(row.amount), 0);
  const confirm = (reference: string) =>
    setRows((current) =>
      current.map((row) => (row.reference === reference ? { ...row, status: "confirmed" } : row)),
    );
  return (
    <div className="stack">
      <p className="muted small">{t("table.phoneNote")}</p>
      <DataTable
        label={t("table.label")}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.reference}
        rowActions={(row) => (
          <div className="row">
            <Button
              size="small"
              variant="ghost"
              aria-expanded={open === row.reference}
              onClick={() => setOpen(open === row.reference ? null : row.reference)}
            >
              {t("table.details")}
            </Button>
            <RowActions row={row} actions={actions} onAction={(_, chosen) => confirm(chosen.reference)} />
          </div>
        )}
        rowDetail={(row) =>
          open === row.reference ? (
            <p className="small">{t("table.detailText", { reference: row.reference, member: row.member })}</p>
          ) : null
        }
        totals={{ amount: <Money amount={total} symbol={SAMPLE_SYMBOL} /> }}
      />
    </div>
  );
}

export const tableSamples: KitSample = {
  group: "tables",
  importPaths: ["@lotus/ui/data/DataTable", "@lotus/ui/data/columns", "@lotus/ui/data/RowActions"],
  Sample: TableSample,
};
