import { AGENT_INCOME_TYPES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type Income, incomeQuery } from "../api/agent-api";
import { RangeNote, useAmount } from "./parts";
import { AgentFilterBar, useAgentFilters } from "./RangeFilters";

type IncomeDay = Income["days"][number];

/**
 * agentRevenueReport: my income over a range — the ledger's dividend, salary and correction
 * postings — by type, and by day (days with income only, newest first).
 */
export function IncomePage() {
  const { t } = useTranslation("agent");
  const amount = useAmount();
  const filters = useAgentFilters();
  const income = useQuery({
    ...incomeQuery(filters.query ?? { range: "today" }),
    enabled: filters.query !== undefined,
  });

  const typeColumns: DataColumn<IncomeDay>[] = AGENT_INCOME_TYPES.map((type) => ({
    id: type,
    header: t(`income.types.${type}`),
    numeric: true,
    cell: (row) => amount(row[type]),
  }));
  const columns: DataColumn<IncomeDay>[] = [
    {
      id: "day",
      header: t("income.day"),
      primary: true,
      rowHeader: true,
      className: "nowrap",
      cell: (row) => row.day,
    },
    ...typeColumns,
    {
      id: "total",
      header: t("income.total"),
      numeric: true,
      cell: (row) => <strong>{amount(row.total)}</strong>,
    },
  ];

  return (
    <div className="agent-page">
      <AgentFilterBar filters={filters} />
      {filters.query && (
        <QueryView query={income}>
          {(data) => (
            <>
              <RangeNote from={data.from} to={data.to} />
              <dl className="agent-income">
                {AGENT_INCOME_TYPES.map((type) => (
                  <div key={type} className="agent-income__item">
                    <dt>{t(`income.types.${type}`)}</dt>
                    <dd>{amount(data.totals[type])}</dd>
                  </div>
                ))}
                <div className="agent-income__item agent-income__item--total">
                  <dt>{t("income.total")}</dt>
                  <dd>{amount(data.totals.total)}</dd>
                </div>
              </dl>
              <h3 className="agent-section-title">{t("income.byDay")}</h3>
              {data.days.length === 0 ? (
                <EmptyState title={t("income.none")} />
              ) : (
                <DataTable
                  label={t("income.byDay")}
                  columns={columns}
                  rows={data.days}
                  rowKey={(row) => row.day}
                  totals={{
                    day: t("income.total"),
                    ...Object.fromEntries(
                      AGENT_INCOME_TYPES.map((type) => [type, amount(data.totals[type])]),
                    ),
                    total: <strong>{amount(data.totals.total)}</strong>,
                  }}
                />
              )}
            </>
          )}
        </QueryView>
      )}
    </div>
  );
}
