import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../../components/ui/Spinner";
import { formatAmount } from "../../../lib/format";
import type { MemberPageProps } from "../../../lib/member-pages";
import { useWhitelabel } from "../../../lib/queries";
import { personalProfitQuery } from "../api/games-api";
import { type DateRange, groupProfitByDay, profitByCategory, quickRange } from "../model/records";
import { WinLoss } from "./BetRecordPage";
import { QueryProblem } from "./QueryProblem";
import { RecordFilters, useBrandToday } from "./RecordFilters";
import "./records.css";

/** Personal profit and loss (personalProfit): per day (brand time zone) and category, with totals. */
export function ProfitPage(_props: MemberPageProps) {
  const { t } = useTranslation(["games", "common"]);
  const today = useBrandToday();
  const { currency } = useWhitelabel();
  const [range, setRange] = useState<DateRange>(() => quickRange("week", today));
  const report = useQuery(personalProfitQuery({ from: range.from || undefined, to: range.to || undefined }));
  const data = report.data;
  const money = (amount: number) => formatAmount(amount, currency.symbol);
  const days = data ? groupProfitByDay(data.list) : [];
  const categories = data ? profitByCategory(data.list) : [];

  const headers = {
    category: t("games:records.category"),
    rounds: t("games:profit.rounds"),
    bet: t("games:records.bet"),
    validBet: t("games:records.validBet"),
    winLoss: t("games:records.winLoss"),
  };

  return (
    <div className="records-page">
      <RecordFilters value={range} today={today} onApply={setRange} />
      {!data ? (
        report.isPending ? (
          <div className="records-loading">
            <Spinner label={t("common:status.loading")} />
          </div>
        ) : (
          <QueryProblem error={report.error} onRetry={() => void report.refetch()} />
        )
      ) : data.list.length === 0 ? (
        <p className="records-empty">{t("games:profit.none")}</p>
      ) : (
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
                <tbody>
                  {categories.map((row) => (
                    <tr key={row.gameType} data-testid="profit-category-row">
                      <th scope="row">{t(`common:categories.${row.gameType}`)}</th>
                      <td className="records-table__amount">{row.rounds}</td>
                      <td className="records-table__amount">{money(row.betAmount)}</td>
                      <td className="records-table__amount">{money(row.validBet)}</td>
                      <td className="records-table__amount">
                        <WinLoss amount={row.winLoss} symbol={currency.symbol} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

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
      )}
    </div>
  );
}
