import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { formatAmount } from "@lotus/ui/format/format";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { RecordFilterBar } from "../../../components/records/RecordList";
import { useRecordCategory } from "../../../components/records/record-category";
import type { MemberPageProps } from "../../../lib/member-pages";
import { useWhitelabel } from "../../../lib/queries";
import { personalProfitQuery } from "../api/games-api";
import { groupProfitByDay, type ProfitFigures, profitByCategory } from "../model/records";
import { WinLoss } from "./BetRecordPage";
import { QuickRanges, useGameRecordFilters } from "./RecordFilters";
import "./records.css";

type CategoryProfit = ReturnType<typeof profitByCategory>[number];

/** Personal profit and loss (personalProfit): per day (brand time zone) and category, with totals. */
export function ProfitPage(_props: MemberPageProps) {
  const { t } = useTranslation(["games", "common"]);
  const { currency } = useWhitelabel();
  // The fast lotteries and the Vietnamese draws are two rows, each under its own name.
  const categoryName = useRecordCategory();
  const filters = useGameRecordFilters();
  const { range } = filters.state;
  const report = useQuery({
    ...personalProfitQuery({ from: range.from || undefined, to: range.to || undefined }),
    enabled: !filters.problem,
  });
  const money = (amount: number) => formatAmount(amount, currency.symbol);

  const headers = {
    rounds: t("games:profit.rounds"),
    bet: t("games:records.bet"),
    validBet: t("games:records.validBet"),
    winLoss: t("games:records.winLoss"),
  };

  const categoryColumns: DataColumn<CategoryProfit>[] = [
    {
      id: "category",
      header: t("games:records.category"),
      primary: true,
      cell: (row) => categoryName(row.gameType),
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

  /** A day's closing row: its name, then the sums under their columns. */
  const dayTotals = (total: ProfitFigures) => ({
    category: t("games:profit.dayTotal"),
    rounds: total.rounds,
    bet: money(total.betAmount),
    validBet: money(total.validBet),
    winLoss: <WinLoss amount={total.winLoss} symbol={currency.symbol} />,
  });

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

                {/* One table a day, named by its date, closing with the day's total when it has several rows. */}
                <section className="profit-days" aria-labelledby="profit-by-day">
                  <h4 id="profit-by-day" className="records-heading">
                    {t("games:profit.byDay")}
                  </h4>
                  {days.map((day) => (
                    <div key={day.date} className="profit-day">
                      <h5 className="profit-day__date">{day.date}</h5>
                      <DataTable
                        label={day.date}
                        columns={categoryColumns}
                        rows={day.rows}
                        rowKey={(row) => row.gameType}
                        totals={day.rows.length > 1 ? dayTotals(day.total) : undefined}
                        compact
                      />
                    </div>
                  ))}
                </section>
              </div>
            );
          }}
        </QueryView>
      )}
    </div>
  );
}
