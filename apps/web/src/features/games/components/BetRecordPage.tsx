import { GAME_TYPES, ROUND_STATUSES, type VendorCard } from "@lotus/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../components/ui/Field";
import { Paginator } from "../../../components/ui/Paginator";
import { Spinner } from "../../../components/ui/Spinner";
import { BET_RECORDS_PER_PAGE } from "../../../lib/constants";
import { formatAmount, formatDateTime } from "../../../lib/format";
import type { MemberPageProps } from "../../../lib/member-pages";
import { pageCount } from "../../../lib/pagination";
import { useWhitelabel } from "../../../lib/queries";
import { vendorLanesQuery } from "../../../lib/vendor-lanes";
import { betRecordsQuery } from "../api/games-api";
import {
  type BetFilters,
  betRecordQuery,
  isGameType,
  isRoundStatus,
  quickRange,
  winLossTone,
} from "../model/records";
import { QueryProblem } from "./QueryProblem";
import { RecordFilters, useBrandToday } from "./RecordFilters";
import "./records.css";

/** The vendors of the lanes, each once (a vendor may sit in several categories). */
function uniqueVendors(cards: readonly VendorCard[]): VendorCard[] {
  const seen = new Set<string>();
  return cards.filter((card) => {
    if (seen.has(card.vassalage)) return false;
    seen.add(card.vassalage);
    return true;
  });
}

/** A win/loss with its sign, coloured by the member's result (the text carries the sign too). */
export function WinLoss({ amount, symbol }: { amount: number; symbol: string }) {
  const tone = winLossTone(amount);
  return (
    <span className={`win-loss win-loss--${tone}`}>
      {tone === "win" ? "+" : ""}
      {formatAmount(amount, symbol)}
    </span>
  );
}

/** Betting record (personalHistoryCopy): each round by brand-time-zone days, category, vendor and status. */
export function BetRecordPage(_props: MemberPageProps) {
  const { t } = useTranslation(["games", "common"]);
  const today = useBrandToday();
  const { currency, timeZone } = useWhitelabel();
  const [filters, setFilters] = useState<BetFilters>(() => ({
    ...quickRange("week", today),
    gameType: "",
    vassalage: "",
    status: "",
  }));
  const [page, setPage] = useState(1);
  const lanes = useQuery(vendorLanesQuery());
  const records = useQuery(betRecordsQuery(betRecordQuery(filters, page, BET_RECORDS_PER_PAGE)));
  const data = records.data;
  const money = (amount: number) => formatAmount(amount, currency.symbol);

  const vendorsOf = (gameType: BetFilters["gameType"]) =>
    uniqueVendors(
      (lanes.data ?? []).filter((lane) => !gameType || lane.title === gameType).flatMap((lane) => lane.cards),
    );

  const headers = {
    time: t("games:records.time"),
    vendor: t("games:records.vendor"),
    game: t("games:records.game"),
    round: t("games:records.round"),
    bet: t("games:records.bet"),
    validBet: t("games:records.validBet"),
    winLoss: t("games:records.winLoss"),
    status: t("games:records.status.label"),
  };

  return (
    <div className="records-page">
      <RecordFilters
        value={filters}
        today={today}
        onApply={(value) => {
          setFilters(value);
          setPage(1);
        }}
      >
        {(draft, setDraft) => (
          <>
            <SelectField
              label={t("games:records.category")}
              value={draft.gameType}
              onChange={(event) => {
                const value = event.target.value;
                const gameType = isGameType(value) ? value : "";
                // A vendor outside the new category would find nothing: drop it.
                const keep = vendorsOf(gameType).some((card) => card.vassalage === draft.vassalage);
                setDraft({ ...draft, gameType, vassalage: keep ? draft.vassalage : "" });
              }}
            >
              <option value="">{t("games:records.all")}</option>
              {GAME_TYPES.filter((type) => type !== "LOTT").map((type) => (
                <option key={type} value={type}>
                  {t(`common:categories.${type}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t("games:records.vendor")}
              value={draft.vassalage}
              onChange={(event) => setDraft({ ...draft, vassalage: event.target.value })}
            >
              <option value="">{t("games:records.all")}</option>
              {vendorsOf(draft.gameType).map((card) => (
                <option key={card.vassalage} value={card.vassalage}>
                  {card.displayName}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={headers.status}
              value={draft.status}
              onChange={(event) => {
                const value = event.target.value;
                setDraft({ ...draft, status: isRoundStatus(value) ? value : "" });
              }}
            >
              <option value="">{t("games:records.all")}</option>
              {ROUND_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`games:records.status.${status}`)}
                </option>
              ))}
            </SelectField>
          </>
        )}
      </RecordFilters>

      {!data ? (
        records.isPending ? (
          <div className="records-loading">
            <Spinner label={t("common:status.loading")} />
          </div>
        ) : (
          <QueryProblem error={records.error} onRetry={() => void records.refetch()} />
        )
      ) : data.list.length === 0 ? (
        <p className="records-empty">{t("games:records.none")}</p>
      ) : (
        <>
          {records.isError && <QueryProblem error={records.error} onRetry={() => void records.refetch()} />}
          <div className="records-table-wrap">
            <table className="records-table records-table--cards" aria-busy={records.isFetching}>
              <caption className="visually-hidden">{t("games:records.caption")}</caption>
              <thead>
                <tr>
                  {Object.entries(headers).map(([key, label]) => (
                    <th key={key} scope="col" className={`records-table__${key}`}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.list.map((row) => (
                  <tr key={row.roundId} data-testid="bet-record-row" data-round-id={row.roundId}>
                    <td data-label={headers.time} className="records-table__time">
                      {formatDateTime(row.time, timeZone)}
                    </td>
                    <td data-label={headers.vendor}>{row.vendorName || row.vassalage}</td>
                    <td data-label={headers.game}>
                      <span>
                        {row.gameName}
                        <span className="records-table__note">{t(`common:categories.${row.gameType}`)}</span>
                      </span>
                    </td>
                    <td data-label={headers.round} className="records-table__ref">
                      {row.round}
                    </td>
                    <td data-label={headers.bet} className="records-table__amount">
                      {money(row.betAmount)}
                    </td>
                    <td data-label={headers.validBet} className="records-table__amount">
                      {money(row.validBet)}
                    </td>
                    <td data-label={headers.winLoss} className="records-table__amount">
                      <WinLoss amount={row.winLoss} symbol={currency.symbol} />
                    </td>
                    <td data-label={headers.status}>
                      <span className={`round-status round-status--${row.status}`}>
                        {t(`games:records.status.${row.status}`)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="records-table__summary" data-testid="bet-record-summary">
                  <th scope="row" colSpan={4}>
                    {t("games:records.summary", { rounds: data.total })}
                  </th>
                  <td data-label={headers.bet} className="records-table__amount">
                    {money(data.summary.betAmount)}
                  </td>
                  <td data-label={headers.validBet} className="records-table__amount">
                    {money(data.summary.validBet)}
                  </td>
                  <td data-label={headers.winLoss} className="records-table__amount">
                    <WinLoss amount={data.summary.winLoss} symbol={currency.symbol} />
                  </td>
                  <td className="records-table__filler" />
                </tr>
              </tfoot>
            </table>
          </div>
          <Paginator page={page} pages={pageCount(data.total, BET_RECORDS_PER_PAGE)} onChange={setPage} />
        </>
      )}
    </div>
  );
}
