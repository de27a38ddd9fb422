import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { useMoney } from "../../finance/components/money";
import { LIABILITY_POLL_MS, type Liability, liabilityQuery } from "../api/live-api";
import { RoundCell, useNow, useSpotLabel } from "./parts";

type SpotLiability = Liability["spots"][number];

/**
 * The round taking bets: the stake on each spot, how many bets, what the table pays if that spot
 * wins, and the worst case over the outcomes. Read every 2 seconds while the page is visible.
 */
export function LiabilityPanel({ code }: { code: string }) {
  const { t } = useTranslation("live");
  const brandId = useBrandId();
  const money = useMoney();
  const spotLabel = useSpotLabel();
  const now = useNow();
  const query = useQuery({ ...liabilityQuery(brandId, code), refetchInterval: LIABILITY_POLL_MS });
  const columns: DataColumn<SpotLiability>[] = [
    {
      id: "spot",
      header: t("liability.fields.spot"),
      primary: true,
      rowHeader: true,
      cell: (row) => spotLabel(row.spot),
    },
    {
      id: "stake",
      header: t("liability.fields.stake"),
      numeric: true,
      className: "nowrap",
      cell: (row) => money(row.stake),
    },
    { id: "bets", header: t("liability.fields.bets"), numeric: true, cell: (row) => row.bets },
    {
      id: "payout",
      header: t("liability.fields.payout"),
      numeric: true,
      className: "nowrap",
      cell: (row) => money(row.payout),
    },
  ];
  return (
    <Card title={t("liability.title")}>
      <div className="stack">
        <p className="muted small">{t("liability.intro")}</p>
        <QueryView
          query={query}
          isEmpty={(data) => data.round === null}
          empty={<EmptyState title={t("liability.noRound")} />}
        >
          {(data) =>
            data.round && (
              <>
                <RoundCell round={data.round} now={now} />
                {data.spots.length === 0 ? (
                  <EmptyState title={t("liability.empty")} />
                ) : (
                  <DataTable
                    label={t("liability.tableLabel", { number: data.round.number })}
                    compact
                    columns={columns}
                    rows={data.spots}
                    rowKey={(row) => row.spot}
                    totals={{ spot: t("liability.worstCase"), payout: money(data.worstCase) }}
                  />
                )}
              </>
            )
          }
        </QueryView>
      </div>
    </Card>
  );
}
