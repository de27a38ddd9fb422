import "./games.css";
import { adminVendorTransfersCall, type CallValue, TRANSFER_STATUSES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { FormAlert } from "@lotus/ui/primitives/Field";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { FilteredList } from "../../../components/ui/FilteredList";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { defined } from "../../../lib/form";
import { useMoney } from "../../finance/components/money";
import { transfersQuery } from "../api/games-api";
import { filterToQuery, listFilter } from "./games-filters";
import { ProgressBadge, TimeZoneNote, useBrandTime } from "./parts";

type Transfer = CallValue<typeof adminVendorTransfersCall>["list"][number];
const KEYS = ["status", "account"] as const;
const PAGE_SIZE = 50;
const ACCOUNT_MAX_LENGTH = 64;

/** Money moved between members' main wallets and transfer-mode vendors, with the state of each move. */
export default function TransfersPage() {
  const { t } = useTranslation(["games", "common"]);
  const brandId = useBrandId();
  const money = useMoney();
  const time = useBrandTime();
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "status",
        name: "status",
        label: t("filters.status"),
        allLabel: t("filters.all"),
        options: TRANSFER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      },
      { kind: "text", name: "account", label: t("fields.account"), maxLength: ACCOUNT_MAX_LENGTH },
    ],
    [t],
  );
  const filters = useFilters(fields);
  const filter = listFilter(filters, KEYS);
  const { query: search } = filterToQuery(defined(adminVendorTransfersCall.query), filter, KEYS, PAGE_SIZE);
  const query = useQuery({ ...transfersQuery(brandId, search), placeholderData: keepPreviousData });
  const columns: DataColumn<Transfer>[] = [
    {
      id: "createdAt",
      header: t("fields.createdAt"),
      primary: true,
      className: "nowrap",
      cell: (transfer) => time.format(transfer.createdAt),
    },
    {
      id: "reference",
      header: t("fields.reference"),
      className: "mono",
      cell: (transfer) => transfer.reference,
    },
    { id: "account", header: t("fields.account"), cell: (transfer) => transfer.account },
    { id: "vendor", header: t("fields.vendor"), className: "mono", cell: (transfer) => transfer.vassalage },
    {
      id: "direction",
      header: t("fields.direction"),
      cell: (transfer) => t(`transfers.directions.${transfer.direction}`),
    },
    {
      id: "amount",
      header: t("fields.amount"),
      numeric: true,
      className: "nowrap",
      cell: (tr) => money(tr.amount),
    },
    {
      id: "status",
      header: t("fields.status"),
      cell: (transfer) => <ProgressBadge status={transfer.status} />,
    },
    { id: "attempts", header: t("fields.attempts"), numeric: true, cell: (transfer) => transfer.attempts },
    {
      id: "resolvedAt",
      header: t("fields.resolvedAt"),
      className: "nowrap",
      cell: (transfer) => (transfer.resolvedAt === null ? "" : time.format(transfer.resolvedAt)),
    },
  ];

  return (
    <>
      <PageHeader title={t("transfers.title")} description={t("transfers.description")} />
      <FilteredList
        fields={fields}
        filters={filters}
        intro={<FormAlert tone="info">{t("transfers.pendingExplain")}</FormAlert>}
      >
        <PagedTable
          query={query}
          empty={t("transfers.empty")}
          onPage={filters.setPage}
          label={t("transfers.title")}
          columns={columns}
          rowKey={(transfer) => transfer.id}
          footer={
            <div className="list-footer">
              <TimeZoneNote timeZone={time.timeZone} />
            </div>
          }
        />
      </FilteredList>
    </>
  );
}
