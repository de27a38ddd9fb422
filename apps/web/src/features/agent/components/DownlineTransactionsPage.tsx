import { TRANSACTION_TYPES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type DownlineTransactions, downlineTransactionsQuery } from "../api/agent-api";
import { RangeNote, useAmount, useRecordColumns } from "./parts";
import { AgentFilterBar, accountFilter, teamListQuery, useAgentFilters } from "./RangeFilters";

type Movement = DownlineTransactions["list"][number];
type TransactionType = (typeof TRANSACTION_TYPES)[number];

const MOVEMENTS_PER_PAGE = 20;

function isTransactionType(value: string): value is TransactionType {
  return (TRANSACTION_TYPES as readonly string[]).includes(value);
}

/** agentDownlineTransactionDetailsCopy: the downline's account movements; filters account, type and range. */
export function DownlineTransactionsPage() {
  const { t } = useTranslation(["agent", "wallet"]);
  const amount = useAmount();
  const typeName = (type: string) =>
    isTransactionType(type) ? t(`wallet:types.${type}`) : type.replace(/_/g, " ");
  const extra = useMemo<FilterField[]>(
    () => [
      accountFilter(t("agent:filters.account")),
      {
        kind: "select",
        name: "type",
        label: t("agent:filters.type"),
        allLabel: t("agent:filters.all"),
        options: TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`wallet:types.${type}`) })),
      },
    ],
    [t],
  );
  const filters = useAgentFilters({ extra });
  const type = filters.state.values.type ?? "";
  const movements = useQuery({
    ...downlineTransactionsQuery({
      ...teamListQuery(filters, MOVEMENTS_PER_PAGE),
      ...(isTransactionType(type) ? { type } : {}),
    }),
    enabled: filters.query !== undefined,
  });
  const recordColumns = useRecordColumns<Movement>(t("wallet:records.time"));

  const columns: DataColumn<Movement>[] = [
    ...recordColumns,
    { id: "type", header: t("wallet:records.type"), cell: (row) => typeName(row.type) },
    {
      id: "amount",
      header: t("wallet:records.amount"),
      numeric: true,
      cell: (row) => (
        <span className={`agent-amount agent-amount--${row.amount < 0 ? "debit" : "credit"}`}>
          {row.amount > 0 ? "+" : ""}
          {amount(row.amount)}
        </span>
      ),
    },
    {
      id: "balanceAfter",
      header: t("wallet:records.balanceAfter"),
      numeric: true,
      cell: (row) => amount(row.balanceAfter),
    },
    {
      id: "reference",
      header: t("wallet:records.reference"),
      className: "mono",
      cell: (row) => row.reference ?? "—",
    },
  ];

  return (
    <div className="agent-page">
      <AgentFilterBar filters={filters} />
      {filters.query && (
        <>
          {movements.data && <RangeNote from={movements.data.from} to={movements.data.to} />}
          <PagedTable
            query={movements}
            label={t("agent:transactions.caption")}
            empty={t("agent:transactions.none")}
            columns={columns}
            rowKey={(row) => row.id}
            onPage={filters.state.setPage}
          />
        </>
      )}
    </div>
  );
}
