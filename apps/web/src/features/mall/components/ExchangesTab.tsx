import { EXCHANGE_STATUSES, type ExchangeStatus } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { SelectField } from "@lotus/ui/primitives/Field";
import { StatusBadge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RECORDS_PER_PAGE } from "../../../lib/constants";
import { currentLanguage } from "../../../lib/i18n";
import { type Exchange, exchangesQuery } from "../api/mall-api";
import { useMallFormat } from "./parts";

const TONES = { processing: "warning", completed: "success", rejected: "danger" } as const;

/** Exchange history (SPEC §3 fields): product, quantity, points, amount, status, time, remark, number, type. */
export function ExchangesTab() {
  const { t } = useTranslation(["mall", "common"]);
  const { money, time } = useMallFormat();
  const [status, setStatus] = useState<ExchangeStatus | "">("");
  const [page, setPage] = useState(1);
  const query = useQuery(
    exchangesQuery({ status: status || undefined, page, pageSize: RECORDS_PER_PAGE }, currentLanguage()),
  );
  const columns: DataColumn<Exchange>[] = [
    {
      id: "product",
      header: t("history.product"),
      primary: true,
      cell: (row) => (
        <>
          {row.productName}
          <div className="muted small">{t(`kinds.${row.kind}`)}</div>
        </>
      ),
    },
    { id: "quantity", header: t("history.quantity"), numeric: true, cell: (row) => row.quantity },
    { id: "points", header: t("history.points"), numeric: true, cell: (row) => row.points.toLocaleString() },
    {
      id: "amount",
      header: t("history.amount"),
      numeric: true,
      className: "nowrap",
      cell: (row) => money(row.amount),
    },
    {
      id: "status",
      header: t("history.status"),
      cell: (row) => <StatusBadge status={row.status} tones={TONES} label={t(`statuses.${row.status}`)} />,
    },
    { id: "time", header: t("history.time"), className: "nowrap", cell: (row) => time(row.time) },
    { id: "remark", header: t("history.remark"), cell: (row) => row.remark ?? "" },
    { id: "number", header: t("history.number"), className: "nowrap", cell: (row) => row.transactionNo },
  ];
  return (
    <div className="stack">
      <SelectField
        label={t("history.status")}
        value={status}
        onChange={(event) => {
          setStatus(EXCHANGE_STATUSES.find((entry) => entry === event.target.value) ?? "");
          setPage(1);
        }}
      >
        <option value="">{t("history.all")}</option>
        {EXCHANGE_STATUSES.map((entry) => (
          <option key={entry} value={entry}>
            {t(`statuses.${entry}`)}
          </option>
        ))}
      </SelectField>
      <PagedTable
        query={query}
        empty={t("history.empty")}
        onPage={setPage}
        label={t("tabs.exchanges")}
        columns={columns}
        rowKey={(row) => row.id}
      />
    </div>
  );
}
