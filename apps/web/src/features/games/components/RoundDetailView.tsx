import { type QueryState, QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState, Spinner } from "@lotus/ui/data/states";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { loadChunk } from "../../../lib/chunk";
import { loadNamespaces } from "../../../lib/i18n";
import type { RoundDetail, RoundDetailAnswer } from "../api/record-detail-api";

// A lottery ticket is drawn by the lottery feature: its code and texts load with the first ticket opened.
const LotteryTicket = lazy(() =>
  loadChunk(async () => {
    const [module] = await Promise.all([
      import("../../lottery/components/LotteryTicket"),
      loadNamespaces(["lottery"]),
    ]);
    return { default: module.LotteryTicket };
  }),
);

// A live-table round is drawn by the live feature, loaded the same way.
const LiveRoundTicket = lazy(() =>
  loadChunk(async () => {
    const [module] = await Promise.all([
      import("../../live/components/LiveRoundTicket"),
      loadNamespaces(["live"]),
    ]);
    return { default: module.LiveRoundTicket };
  }),
);

function DetailBody({ detail }: { detail: RoundDetail }) {
  const { t } = useTranslation("games");
  // One view per kind of round the vendors describe (the contract's union).
  switch (detail.kind) {
    case "lottery":
      return (
        <Suspense fallback={<Spinner label={t("records.details.loading")} />}>
          <LotteryTicket detail={detail} />
        </Suspense>
      );
    case "live":
      return (
        <Suspense fallback={<Spinner label={t("records.details.loading")} />}>
          <LiveRoundTicket detail={detail} />
        </Suspense>
      );
  }
}

/**
 * A record row opened on its round: what the round's vendor keeps of it (a lottery ticket, a live
 * table's round), or a
 * line saying the vendor keeps nothing more than the round's money.
 */
export function RoundDetailView({ query }: { query: QueryState<RoundDetailAnswer> }) {
  const { t } = useTranslation("games");
  return (
    <div className="round-detail">
      <QueryView query={query}>
        {(answer) =>
          answer.detail ? (
            <DetailBody detail={answer.detail} />
          ) : (
            <EmptyState title={t("records.details.none")} />
          )
        }
      </QueryView>
    </div>
  );
}
