import type { LiveRoundDetail } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { formatAmount, formatDateTime } from "@lotus/ui/format/format";
import { StatusBadge } from "@lotus/ui/status/Badge";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useModals } from "../../../lib/modal-store";
import { useWhitelabel } from "../../../lib/queries";
import { liveFairHref } from "../model/fair";
import { oddsText, spotText } from "../model/spots";
import { BET_TONES } from "./LiveMyBets";
import { ResultView } from "./ResultView";
import "../../lottery/components/round-ticket.css";
import "./live-pieces.css";
import "./live-facts.css";

type SpotLine = LiveRoundDetail["bets"][number];

/**
 * A live-table round opened from the betting record (the round's vendor details): the table and
 * round, every spot staked with its odds and win, the cards, dice or discs, and the round's fair
 * check once its seed is revealed.
 */
export function LiveRoundTicket({ detail }: { detail: LiveRoundDetail }) {
  const { t } = useTranslation("live");
  const { currency, timeZone } = useWhitelabel();
  const money = (amount: number) => formatAmount(amount, currency.symbol);
  // The check is a page of its own: the member centre (a dialog over the page) closes on the way.
  const { closeMemberCentre } = useModals();
  const table = t(`tableNames.${detail.gameId}` as "tableNames.live-sicbo", { defaultValue: detail.gameId });
  const open = detail.status === "open";

  const columns: DataColumn<SpotLine>[] = [
    {
      id: "spot",
      header: t("ticket.spot"),
      primary: true,
      cell: (line) => {
        const text = spotText(detail.tableKind, line.spot);
        return t(text.key as "spots.baccarat.player", text.values);
      },
    },
    { id: "stake", header: t("ticket.stake"), numeric: true, cell: (line) => money(line.amount) },
    { id: "odds", header: t("ticket.odds"), numeric: true, cell: (line) => oddsText(line.odds) },
    { id: "win", header: t("ticket.win"), numeric: true, cell: (line) => (open ? "—" : money(line.win)) },
  ];

  return (
    <section
      className="round-ticket live-ticket"
      aria-label={t("ticket.label", { table, number: detail.roundNumber })}
    >
      <dl className="round-ticket__facts">
        <div>
          <dt>{t("ticket.table")}</dt>
          <dd>{table}</dd>
        </div>
        <div>
          <dt>{t("ticket.round")}</dt>
          <dd className="round-ticket__mono">{detail.roundNumber}</dd>
        </div>
        <div>
          <dt>{t("ticket.status")}</dt>
          <dd>
            <StatusBadge status={detail.status} tones={BET_TONES} label={t(`bets.status.${detail.status}`)} />
          </dd>
        </div>
        <div>
          <dt>{t("ticket.placedAt")}</dt>
          <dd>{formatDateTime(detail.placedAt, timeZone)}</dd>
        </div>
        <div>
          <dt>{t("ticket.stakeAndWin")}</dt>
          <dd>{t("ticket.sums", { stake: money(detail.total), win: open ? "—" : money(detail.win) })}</dd>
        </div>
      </dl>
      <DataTable
        label={t("ticket.lines", { table, number: detail.roundNumber })}
        columns={columns}
        rows={detail.bets}
        rowKey={(line) => line.spot}
        compact
      />
      <div>
        <h5 className="round-ticket__title">{t("ticket.result")}</h5>
        {detail.result ? (
          <ResultView result={detail.result} />
        ) : (
          <p className="round-ticket__muted">
            {detail.phase === "void" ? t("ticket.void") : t("ticket.pending")}
          </p>
        )}
      </div>
      {detail.verifiable && (
        <p className="round-ticket__fair">
          <Link to={liveFairHref(detail.gameId, detail.roundNumber)} onClick={closeMemberCentre}>
            {t("ticket.verify", { number: detail.roundNumber })}
          </Link>
        </p>
      )}
    </section>
  );
}
