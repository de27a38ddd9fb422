import type { LotteryRoundDetail } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { useTranslation } from "react-i18next";
import { useMoney } from "../../finance/components/money";
import { useBrandTime } from "../../games/components/parts";
import { ResultBlock, useLineColumns } from "./line-columns";
import { formatMultiple } from "./lottery-helpers";
import { DrawStatusBadge, StationText, useGameName } from "./parts";

type TicketLine = LotteryRoundDetail["lines"][number] & { place: number };

/**
 * A house lottery round as the member's record shows it (the round's vendor details): the draw,
 * every line with its odds and outcome, and the draw's result. Shown in the games' round view.
 */
export function RoundTicket({ detail }: { detail: LotteryRoundDetail }) {
  const { t } = useTranslation("lottery");
  const money = useMoney();
  const time = useBrandTime();
  const gameName = useGameName();
  const draw = detail.station ? `${detail.station.name} · ${detail.period}` : detail.period;
  const lineColumns = useLineColumns<TicketLine>();
  const columns: DataColumn<TicketLine>[] = [
    { ...lineColumns.market, primary: true },
    lineColumns.numbers,
    lineColumns.points,
    { id: "odds", header: t("ticket.odds"), numeric: true, cell: (line) => formatMultiple(line.odds) },
    lineColumns.stake,
    lineColumns.status,
    { id: "hits", header: t("ticket.hits"), numeric: true, cell: (line) => line.hits },
    lineColumns.win,
  ];
  return (
    <section className="stack">
      <h3 className="section-title">{t("ticket.title")}</h3>
      <p className="muted small">{t("ticket.explain")}</p>
      <dl className="kv">
        <dt>{t("draws.fields.game")}</dt>
        <dd>
          {gameName(detail.gameId)} <span className="mono muted">({detail.gameId})</span>
        </dd>
        {detail.station && (
          <>
            <dt>{t("draws.fields.station")}</dt>
            <dd>
              <StationText station={detail.station} />
            </dd>
          </>
        )}
        <dt>{t("draws.fields.period")}</dt>
        <dd className="mono">{detail.period}</dd>
        <dt>{t("ticket.drawStatus")}</dt>
        <dd>
          <DrawStatusBadge status={detail.drawStatus} />
        </dd>
        <dt>{t("draws.fields.drawAt")}</dt>
        <dd>{time.format(detail.drawAt)}</dd>
        <dt>{t("ticket.placedAt")}</dt>
        <dd>{time.format(detail.placedAt)}</dd>
        <dt>{t("ticket.total")}</dt>
        <dd>{money(detail.total)}</dd>
      </dl>
      <DataTable
        label={t("ticket.linesOf", { draw })}
        compact
        columns={columns}
        rows={detail.lines.map((line, place) => ({ ...line, place }))}
        rowKey={(line) => String(line.place)}
      />
      <h4 className="section-title">{t("draw.result")}</h4>
      <ResultBlock result={detail.result} status={detail.drawStatus} />
    </section>
  );
}
