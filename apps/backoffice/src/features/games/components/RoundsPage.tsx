import "./games.css";
import { adminRoundListCall, ROUND_STATUSES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FilteredList } from "../../../components/ui/FilteredList";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { defined } from "../../../lib/form";
import { useMoney } from "../../finance/components/money";
import { type RoundRow, roundsQuery, vendorsQuery } from "../api/games-api";
import { filterToQuery, listFilter } from "./games-filters";
import { ProgressBadge, TimeZoneNote, useBrandTime, WinLoss } from "./parts";
import { RoundDetailDialog } from "./RoundDetailDialog";

const KEYS = ["account", "vassalage", "status", "from", "to"] as const;
const PAGE_SIZE = 50;
const ACCOUNT_MAX_LENGTH = 64;
/** The date range filter: the address keeps it as openedFrom and openedTo. */
const OPENED = "opened";

/** Every game round of the brand; a row opens its wallet transactions and, for house slots, its fair data. */
export default function RoundsPage() {
  const { t } = useTranslation(["games", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const money = useMoney();
  const time = useBrandTime();
  const [open, setOpen] = useState<RoundRow>();
  const vendors = useQuery(vendorsQuery(brandId));
  const vendorList = vendors.data?.list;
  const fields = useMemo<FilterField[]>(
    () => [
      { kind: "text", name: "account", label: t("fields.account"), maxLength: ACCOUNT_MAX_LENGTH },
      {
        kind: "select",
        name: "vassalage",
        label: t("fields.vendor"),
        allLabel: t("filters.all"),
        options: (vendorList ?? []).map((vendor) => ({
          value: vendor.code,
          label: `${vendor.displayName} (${vendor.code})`,
        })),
      },
      {
        kind: "status",
        name: "status",
        label: t("filters.status"),
        allLabel: t("filters.all"),
        options: ROUND_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      },
      { kind: "dateRange", name: OPENED, label: t("fields.openedAt") },
    ],
    [t, vendorList],
  );
  const filters = useFilters(fields);
  const filter = listFilter(
    {
      values: {
        ...filters.values,
        from: filters.values[`${OPENED}From`] ?? "",
        to: filters.values[`${OPENED}To`] ?? "",
      },
      page: filters.page,
    },
    KEYS,
  );
  const { query: search } = filterToQuery(defined(adminRoundListCall.query), filter, KEYS, PAGE_SIZE);
  // A vendor in the address is known only once the vendors are in: wait for them rather than list every round first.
  const query = useQuery({
    ...roundsQuery(brandId, search),
    enabled: !vendors.isPending,
    placeholderData: keepPreviousData,
  });

  const columns: DataColumn<RoundRow>[] = [
    {
      id: "account",
      header: t("fields.account"),
      primary: true,
      cell: (round) =>
        can("members.view") ? <Link to={`/members/${round.memberId}`}>{round.account}</Link> : round.account,
    },
    { id: "vendor", header: t("fields.vendor"), className: "mono", cell: (round) => round.vassalage },
    {
      id: "game",
      header: t("fields.game"),
      cell: (round) => (
        <>
          {round.gameName}
          <div className="mono muted">{round.gameId}</div>
        </>
      ),
    },
    {
      id: "round",
      header: t("fields.roundRef"),
      cell: (round) => (
        <button
          type="button"
          className="link-btn mono"
          aria-label={t("rounds.openOf", { round: round.round })}
          onClick={() => setOpen(round)}
        >
          {round.round}
        </button>
      ),
    },
    { id: "status", header: t("fields.status"), cell: (round) => <ProgressBadge status={round.status} /> },
    {
      id: "bet",
      header: t("fields.bet"),
      numeric: true,
      className: "nowrap",
      cell: (round) => money(round.betAmount),
    },
    {
      id: "win",
      header: t("fields.win"),
      numeric: true,
      className: "nowrap",
      cell: (round) => money(round.winAmount),
    },
    {
      id: "winLoss",
      header: t("fields.winLoss"),
      numeric: true,
      className: "nowrap",
      cell: (round) => <WinLoss value={round.winLoss} />,
    },
    {
      id: "openedAt",
      header: t("fields.openedAt"),
      className: "nowrap",
      cell: (round) => time.format(round.openedAt),
    },
    {
      id: "settledAt",
      header: t("fields.settledAt"),
      className: "nowrap",
      cell: (round) => (round.settledAt === null ? "" : time.format(round.settledAt)),
    },
  ];

  return (
    <>
      <PageHeader title={t("rounds.title")} description={t("rounds.description")} />
      <FilteredList
        fields={fields}
        filters={filters}
        note={<p className="muted small">{t("rounds.daysNote")}</p>}
      >
        <PagedTable
          query={query}
          empty={t("rounds.empty")}
          onPage={filters.setPage}
          label={t("rounds.title")}
          columns={columns}
          rowKey={(round) => round.id}
          onRowClick={setOpen}
          footer={
            <div className="list-footer">
              <TimeZoneNote timeZone={time.timeZone} />
            </div>
          }
        />
      </FilteredList>
      {open && <RoundDetailDialog round={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
