import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { formatAmount, formatDateTime } from "@lotus/ui/format/format";
import { Tabs } from "@lotus/ui/primitives/Tabs";
import { StatusBadge, type StatusTones } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { type BetStatusFilter, type MyBet, myBetsQuery } from "../api/lottery-api";
import { ResultBrief } from "./ResultsPanel";

const BETS_PAGE_SIZE = 10;

const STATUS_TONES: StatusTones<MyBet["status"]> = {
  open: "info",
  won: "success",
  lost: "muted",
  push: "neutral",
  void: "warning",
};

/** The member's bets in this game: waiting for their draw, or settled with the result, hits and win. */
export function MyBets({ symbol, onExpired }: { symbol: string; onExpired: (message: string) => void }) {
  const { t } = useTranslation("lottery");
  const [status, setStatus] = useState<BetStatusFilter>("open");
  const [page, setPage] = useState(1);
  const bets = useQuery(myBetsQuery(status, page, BETS_PAGE_SIZE));

  useEffect(() => {
    if (bets.error instanceof ApiError && bets.error.status === 401) onExpired(bets.error.message);
  }, [bets.error, onExpired]);

  const columns = useMemo<DataColumn<MyBet>[]>(
    () => [
      {
        id: "period",
        header: t("bets.columns.period"),
        cell: (bet) => bet.period,
        primary: true,
        className: "nowrap",
      },
      { id: "market", header: t("bets.columns.market"), cell: (bet) => t(`markets.${bet.market}`) },
      {
        id: "numbers",
        header: t("bets.columns.numbers"),
        cell: (bet) => (bet.numbers.length > 0 ? bet.numbers.join(", ") : "—"),
        className: "lottery-bets__numbers",
      },
      { id: "points", header: t("bets.columns.points"), cell: (bet) => bet.points, numeric: true },
      {
        id: "stake",
        header: t("bets.columns.stake"),
        cell: (bet) => formatAmount(bet.stake, symbol),
        numeric: true,
      },
      {
        id: "status",
        header: t("bets.columns.status"),
        cell: (bet) => (
          <StatusBadge status={bet.status} tones={STATUS_TONES} label={t(`bets.status.${bet.status}`)} />
        ),
      },
      {
        id: "result",
        header: t("bets.columns.result"),
        cell: (bet) => (
          <ResultBrief draw={{ status: bet.status === "void" ? "void" : "drawn", result: bet.result }} />
        ),
      },
      {
        id: "hits",
        header: t("bets.columns.hits"),
        cell: (bet) => (bet.status === "open" ? "—" : bet.hits),
        numeric: true,
      },
      {
        id: "win",
        header: t("bets.columns.win"),
        cell: (bet) => (bet.status === "open" ? "—" : formatAmount(bet.win, symbol)),
        numeric: true,
      },
      {
        id: "placedAt",
        header: t("bets.columns.placedAt"),
        cell: (bet) => formatDateTime(bet.placedAt),
        className: "nowrap",
      },
    ],
    [t, symbol],
  );

  return (
    <section className="lottery-bets" aria-label={t("bets.label")}>
      <Tabs
        label={t("bets.filter")}
        tabs={[
          { id: "open", label: t("bets.open") },
          { id: "settled", label: t("bets.settled") },
        ]}
        active={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      >
        <QueryView
          query={bets}
          isEmpty={(data) => data.list.length === 0}
          empty={<p className="lottery-empty">{t("bets.empty")}</p>}
        >
          {(data) => (
            <DataTable
              label={t("bets.label")}
              columns={columns}
              rows={data.list}
              rowKey={(bet) => bet.id}
              compact
              paging={
                data.total > BETS_PAGE_SIZE
                  ? { page, pageSize: BETS_PAGE_SIZE, total: data.total, onPage: setPage }
                  : undefined
              }
            />
          )}
        </QueryView>
      </Tabs>
    </section>
  );
}
