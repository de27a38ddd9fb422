import {
  type betRecordsCall,
  type CallValue,
  GAME_TYPES,
  ROUND_STATUSES,
  type VendorCard,
} from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField, FilterValues } from "@lotus/ui/data/filters";
import { formatAmount, formatDateTime } from "@lotus/ui/format/format";
import { StatusBadge, type StatusTones } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { RecordFilterBar, RecordList } from "../../../components/records/RecordList";
import { useRecordCategory } from "../../../components/records/record-category";
import { useRoundDetails } from "../../../components/records/round-details";
import { BET_RECORDS_PER_PAGE } from "../../../lib/constants";
import type { MemberPageProps } from "../../../lib/member-pages";
import { useWhitelabel } from "../../../lib/queries";
import { vendorLanesQuery } from "../../../lib/vendor-lanes";
import { betRecordsQuery } from "../api/games-api";
import { betRecordDetailQuery } from "../api/record-detail-api";
import { betRecordQuery, isGameType, isRoundStatus, winLossTone } from "../model/records";
import { QuickRanges, useGameRecordFilters } from "./RecordFilters";
import { RoundDetailView } from "./RoundDetailView";

type BetRow = CallValue<typeof betRecordsCall>["list"][number];

/** The vendors of the lanes, each once (a vendor may sit in several categories). */
/** A round's status colour: settled rounds are done, open ones still wait, cancelled ones failed. */
const ROUND_TONES: StatusTones = { settled: "success", open: "warning", cancelled: "danger" };

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

/** An opened round's details, asked for when it is opened (not for every row of the page). */
function MemberRoundDetail({ roundId }: { roundId: string }) {
  return <RoundDetailView query={useQuery(betRecordDetailQuery(roundId))} />;
}

/** Betting record (personalHistoryCopy): each round by brand-time-zone days, category, vendor and status. */
export function BetRecordPage(_props: MemberPageProps) {
  const { t } = useTranslation(["games", "common"]);
  const { currency, timeZone } = useWhitelabel();
  const categoryName = useRecordCategory();
  const { opened, rowActions } = useRoundDetails<BetRow>();
  const lanes = useQuery(vendorLanesQuery());
  const money = (amount: number) => formatAmount(amount, currency.symbol);
  const vendorsOf = (gameType: string) =>
    uniqueVendors(
      (lanes.data ?? []).filter((lane) => !gameType || lane.title === gameType).flatMap((lane) => lane.cards),
    );

  // The vendor list follows the chosen category, so the fields are rebuilt from the URL's category.
  const [params] = useSearchParams();
  const chosenType = params.get("gameType") ?? "";
  const vendorOptions = vendorsOf(isGameType(chosenType) ? chosenType : "").map((card) => ({
    value: card.vassalage,
    label: card.displayName,
  }));
  const vendorKey = vendorOptions.map((option) => option.value).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the vendors on offer change
  const extra = useMemo<FilterField[]>(
    () => [
      {
        kind: "select",
        name: "gameType",
        label: t("games:records.category"),
        allLabel: t("games:records.all"),
        // Both lottery categories are offered: the fast lotteries and the Vietnamese daily draws.
        options: GAME_TYPES.map((type) => ({ value: type, label: categoryName(type) })),
      },
      {
        kind: "select",
        name: "vassalage",
        label: t("games:records.vendor"),
        allLabel: t("games:records.all"),
        options: vendorOptions,
      },
      {
        kind: "status",
        name: "status",
        label: t("games:records.status.label"),
        allLabel: t("games:records.all"),
        options: ROUND_STATUSES.map((status) => ({
          value: status,
          label: t(`games:records.status.${status}`),
        })),
      },
    ],
    [t, vendorKey],
  );
  const filters = useGameRecordFilters(extra);
  const { values, range, page, setPage } = filters.state;
  const gameType = isGameType(values.gameType ?? "") ? (values.gameType as BetRow["gameType"]) : "";
  const status = values.status ?? "";
  const records = useQuery({
    ...betRecordsQuery(
      betRecordQuery(
        {
          ...range,
          gameType,
          vassalage: values.vassalage ?? "",
          status: isRoundStatus(status) ? status : "",
        },
        page,
        BET_RECORDS_PER_PAGE,
      ),
    ),
    enabled: !filters.problem,
  });
  const setFilters = (changes: FilterValues) => {
    // A vendor outside the new category would find nothing: drop it.
    const next = changes.gameType;
    const keep = next === undefined || vendorsOf(next).some((card) => card.vassalage === values.vassalage);
    filters.state.setFilters(keep ? changes : { ...changes, vassalage: "" });
  };

  const columns: DataColumn<BetRow>[] = [
    {
      id: "time",
      header: t("games:records.time"),
      primary: true,
      cell: (row) => formatDateTime(row.time, timeZone),
    },
    { id: "vendor", header: t("games:records.vendor"), cell: (row) => row.vendorName || row.vassalage },
    {
      id: "game",
      header: t("games:records.game"),
      cell: (row) => (
        <span>
          {row.gameName}
          <span className="records-table__note">{categoryName(row.gameType)}</span>
        </span>
      ),
    },
    { id: "round", header: t("games:records.round"), className: "mono", cell: (row) => row.round },
    { id: "bet", header: t("games:records.bet"), numeric: true, cell: (row) => money(row.betAmount) },
    {
      id: "validBet",
      header: t("games:records.validBet"),
      numeric: true,
      cell: (row) => money(row.validBet),
    },
    {
      id: "winLoss",
      header: t("games:records.winLoss"),
      numeric: true,
      cell: (row) => <WinLoss amount={row.winLoss} symbol={currency.symbol} />,
    },
    {
      id: "status",
      header: t("games:records.status.label"),
      cell: (row) => (
        <StatusBadge
          status={row.status}
          tones={ROUND_TONES}
          label={t(`games:records.status.${row.status}`)}
        />
      ),
    },
  ];

  return (
    <div className="records-page">
      <RecordFilterBar
        fields={filters.fields}
        state={{ ...filters.state, setFilters }}
        problem={filters.problem}
      >
        <QuickRanges state={filters.state} today={filters.today} />
      </RecordFilterBar>
      {!filters.problem && (
        <RecordList
          query={records}
          label={t("games:records.caption")}
          columns={columns}
          rowKey={(row) => row.roundId}
          empty={t("games:records.none")}
          page={page}
          pageSize={BET_RECORDS_PER_PAGE}
          onPage={setPage}
          rowActions={rowActions}
          rowDetail={(row) => (opened.has(row.roundId) ? <MemberRoundDetail roundId={row.roundId} /> : null)}
          totals={(data) => ({
            time: t("games:records.summary", { rounds: data.total }),
            bet: money(data.summary.betAmount),
            validBet: money(data.summary.validBet),
            winLoss: <WinLoss amount={data.summary.winLoss} symbol={currency.symbol} />,
          })}
        />
      )}
    </div>
  );
}
