import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { formatAmount } from "@lotus/ui/format/format";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { RecordFilterBar } from "../../../components/records/RecordList";
import type { MemberPageProps } from "../../../lib/member-pages";
import { useWhitelabel } from "../../../lib/queries";
import { personalProfitQuery } from "../api/games-api";
import { groupProfitByDay, profitByCategory } from "../model/records";
import { WinLoss } from "./BetRecordPage";
import { QuickRanges, useGameRecordFilters } from "./RecordFilters";
import "./records.css";

type CategoryProfit = ReturnType<typeof profitByCategory>[number];

/** Personal profit and loss (personalProfit): per day (brand time zone) and category, with totals. */
export function ProfitPage(_props: MemberPageProps) {
  const { t } = useTranslation(["games", "common"]);
  const { currency } = useWhitelabel();
  const filters = useGameRecordFilters();
  const { range } = filters.state;
  const report = useQuery({
    ...personalProfitQuery({ from: range.from || undefined, to: range.to || undefined }),
    enabled: !filters.problem,
  });
  const money = (amount: number) => formatAmount(amount, currency.symbol);

  const headers = {
    category: t("games:records.category"),
    rounds: t("games:profit.rounds"),
    bet: t("games:records.bet"),
    validBet: t("games:records.validBet"),
    winLoss: t("games:records.winLoss"),
  };

  const categoryColumns: DataColumn<CategoryProfit>[] = [
    {
      id: "category",
      header: headers.category,
      primary: true,
      cell: (row) => t(`common:categories.${row.gameType}`),
    },
    { id: "rounds", header: headers.rounds, numeric: true, cell: (row) => row.rounds },
    { id: "bet", header: headers.bet, numeric: true, cell: (row) => money(row.betAmount) },
    { id: "validBet", header: headers.validBet, numeric: true, cell: (row) => money(row.validBet) },
    {
      id: "winLoss",
      header: headers.winLoss,
      numeric: true,
      cell: (row) => <WinLoss amount={row.winLoss} symbol={currency.symbol} />,
    },
  ];

  return (
    <div className="records-page">
      <RecordFilterBar fields={filters.fields} state={filters.state} problem={filters.problem}>
        <QuickRanges state={filters.state} today={filters.today} />
      </RecordFilterBar>
      {!filters.problem && (
        <QueryView
          query={report}
          isEmpty={(found) => found.list.length === 0}
          empty={<EmptyState title={t("games:profit.none")} />}
        >
          {(data) => {
            const days = groupProfitByDay(data.list);
            const categories = profitByCategory(data.list);
            return (
              <div className="profit" aria-busy={report.isFetching}>
                <dl className="profit-totals" data-testid="profit-totals">
                  <div>
                    <dt>{headers.rounds}</dt>
                    <dd>{data.total.rounds}</dd>
                  </div>
                  <div>
                    <dt>{headers.bet}</dt>
                    <dd>{money(data.total.betAmount)}</dd>
                  </div>
                  <div>
                    <dt>{headers.validBet}</dt>
                    <dd>{money(data.total.validBet)}</dd>
                  </div>
                  <div>
                    <dt>{headers.winLoss}</dt>
                    <dd>
                      <WinLoss amount={data.total.winLoss} symbol={currency.symbol} />
                    </dd>
                  </div>
                </dl>

                <section aria-labelledby="profit-by-category">
                  <h4 id="profit-by-category" className="records-heading">
                    {t("games:profit.byCategory")}
                  </h4>
                  <DataTable
                    label={t("games:profit.byCategory")}
                    columns={categoryColumns}
                    rows={categories}
                    rowKey={(row) => row.gameType}
                  />
                </section>

                {/* Per-day sub-totals inside one table: DataTable has a single totals row, not one per group. */}
                <section aria-labelledby="profit-by-day">
                  <h4 id="profit-by-day" className="records-heading">
                    {t("games:profit.byDay")}
                  </h4>
                  <div className="records-table-wrap">
                    <table className="records-table">
                      <thead>
                        <tr>
                          {Object.entries(headers).map(([key, label]) => (
                            <th key={key} scope="col">
                              {label}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      {days.map((day) => (
                        <tbody key={day.date} className="profit-day">
                          <tr className="profit-day__head">
                            <th scope="colgroup" colSpan={5}>
                              {day.date}
                            </th>
                          </tr>
                          {day.rows.map((row) => (
                            <tr key={row.gameType} data-testid="profit-day-row">
                              <th scope="row">{t(`common:categories.${row.gameType}`)}</th>
                              <td className="records-table__amount">{row.rounds}</td>
                              <td className="records-table__amount">{money(row.betAmount)}</td>
                              <td className="records-table__amount">{money(row.validBet)}</td>
                              <td className="records-table__amount">
                                <WinLoss amount={row.winLoss} symbol={currency.symbol} />
                              </td>
                            </tr>
                          ))}
                          {day.rows.length > 1 && (
                            <tr className="records-table__summary">
                              <th scope="row">{t("games:profit.dayTotal")}</th>
                              <td className="records-table__amount">{day.total.rounds}</td>
                              <td className="records-table__amount">{money(day.total.betAmount)}</td>
                              <td className="records-table__amount">{money(day.total.validBet)}</td>
                              <td className="records-table__amount">
                                <WinLoss amount={day.total.winLoss} symbol={currency.symbol} />
                              </td>
                            </tr>
                          )}
                        </tbody>
                      ))}
                    </table>
                  </div>
                </section>
              </div>
            );
          }}
        </QueryView>
      )}
    </div>
  );
}
