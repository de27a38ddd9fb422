import type { LiveTableKind } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { formatAmount, formatDateTime } from "@lotus/ui/format/format";
import { StatusBadge, type StatusTones } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { BETS_PAGE_SIZE, type MyBet, myBetsQuery } from "../api/live-api";
import { resultText, spotText } from "../model/spots";

export const BET_TONES: StatusTones<MyBet["status"]> = {
  open: "info",
  won: "success",
  lost: "muted",
  push: "neutral",
  void: "warning",
};

/** The member's rounds at this table, newest first: spots and stakes, the result, the status and the win. */
export function LiveMyBets({
  kind,
  symbol,
  onExpired,
}: {
  kind: LiveTableKind;
  symbol: string;
  onExpired: (message: string) => void;
}) {
  const { t } = useTranslation("live");
  const [page, setPage] = useState(1);
  const bets = useQuery(myBetsQuery(page, BETS_PAGE_SIZE));

  useEffect(() => {
    if (bets.error instanceof ApiError && bets.error.status === 401) onExpired(bets.error.message);
  }, [bets.error, onExpired]);

  const columns = useMemo<DataColumn<MyBet>[]>(() => {
    const spotName = (spot: string) => {
      const text = spotText(kind, spot);
      return t(text.key as "spots.baccarat.player", text.values);
    };
    return [
      {
        id: "round",
        header: t("bets.columns.round"),
        primary: true,
        cell: (bet) => bet.roundNumber,
        numeric: true,
      },
      {
        id: "bets",
        header: t("bets.columns.bets"),
        className: "live-bets__spots",
        cell: (bet) =>
          bet.bets.map((line) => `${spotName(line.spot)} ${formatAmount(line.amount, symbol)}`).join(", "),
      },
      {
        id: "stake",
        header: t("bets.columns.stake"),
        numeric: true,
        cell: (bet) => formatAmount(bet.stake, symbol),
      },
      {
        id: "result",
        header: t("bets.columns.result"),
        cell: (bet) => {
          if (!bet.result) return "—";
          const text = resultText(bet.result);
          return t(text.key as "result.sicbo.big", text.values);
        },
      },
      {
        id: "status",
        header: t("bets.columns.status"),
        cell: (bet) => (
          <StatusBadge status={bet.status} tones={BET_TONES} label={t(`bets.status.${bet.status}`)} />
        ),
      },
      {
        id: "win",
        header: t("bets.columns.win"),
        numeric: true,
        cell: (bet) => (bet.status === "open" ? "—" : formatAmount(bet.win, symbol)),
      },
      {
        id: "placedAt",
        header: t("bets.columns.placedAt"),
        className: "nowrap",
        cell: (bet) => formatDateTime(bet.placedAt),
      },
    ];
  }, [kind, symbol, t]);

  return (
    <QueryView
      query={bets}
      isEmpty={(data) => data.list.length === 0}
      empty={<p className="live-muted">{t("bets.empty")}</p>}
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
  );
}
