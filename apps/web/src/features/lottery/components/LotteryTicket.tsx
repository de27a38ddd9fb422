import type { LotteryRoundDetail } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { formatAmount, formatDateTime } from "@lotus/ui/format/format";
import { StatusBadge, type StatusTones } from "@lotus/ui/status/Badge";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useModals } from "../../../lib/modal-store";
import { useWhitelabel } from "../../../lib/queries";
import { padNumber } from "../model/numbers";
import { kenoSummary, prizeRows, type ResultLike, splitEnding } from "../model/results";
import {
  type LineOdds,
  lineNumbers,
  lineOdds,
  lotteryFairHref,
  resultHeadline,
  type TicketLine,
  ticketSums,
} from "../model/ticket-detail";
import "./round-ticket.css";

const LINE_TONES: StatusTones<TicketLine["status"]> = {
  open: "info",
  won: "success",
  lost: "muted",
  push: "neutral",
  void: "warning",
};

const DRAW_TONES: StatusTones<LotteryRoundDetail["drawStatus"]> = {
  open: "info",
  drawn: "info",
  settling: "info",
  settled: "success",
  correcting: "info",
  void: "warning",
};

/** A line with its place on the slip (two lines may be alike). */
type NumberedLine = TicketLine & { place: number };

/** A prize number with its last two digits (what lô and đề are paid on) marked. */
function Ending({ number }: { number: string }) {
  const { head, tail } = splitEnding(number);
  return (
    <span className="round-ticket__number">
      {head}
      <mark>{tail}</mark>
    </span>
  );
}

/**
 * A lottery ticket opened from the betting record (one slip on one draw, from the round's vendor
 * details): the draw, every line with its odds and outcome, the result's headline with the full
 * prize table or the 20 Keno balls one click away, and the fair check of a fast-lottery period.
 */
export function LotteryTicket({ detail }: { detail: LotteryRoundDetail }) {
  const { t } = useTranslation("lottery");
  const { currency, timeZone } = useWhitelabel();
  const money = (amount: number) => formatAmount(amount, currency.symbol);
  const oddsText = ({ style, odds }: LineOdds) =>
    t(style === "eats" ? "market.eats" : style === "upTo" ? "market.upTo" : "market.decimal", { odds });
  const draw = detail.station ? `${detail.station.name} · ${detail.period}` : detail.period;
  const sums = ticketSums(detail.lines);
  const fairHref = lotteryFairHref(detail);
  // The check is a page of its own: the member centre (a dialog over the page) closes on the way.
  const { closeMemberCentre } = useModals();

  const columns: DataColumn<NumberedLine>[] = [
    {
      id: "market",
      header: t("bets.columns.market"),
      primary: true,
      cell: (line) => t(`markets.${line.market}`),
    },
    {
      id: "numbers",
      header: t("bets.columns.numbers"),
      className: "round-ticket__numbers",
      cell: (line) =>
        lineNumbers(line) ?? <span className="round-ticket__muted">{t("roundTicket.noNumbers")}</span>,
    },
    { id: "points", header: t("bets.columns.points"), numeric: true, cell: (line) => line.points },
    { id: "odds", header: t("roundTicket.odds"), numeric: true, cell: (line) => oddsText(lineOdds(line)) },
    { id: "stake", header: t("bets.columns.stake"), numeric: true, cell: (line) => money(line.stake) },
    {
      id: "status",
      header: t("bets.columns.status"),
      cell: (line) => (
        <StatusBadge status={line.status} tones={LINE_TONES} label={t(`bets.status.${line.status}`)} />
      ),
    },
    {
      id: "hits",
      header: t("bets.columns.hits"),
      numeric: true,
      cell: (line) => (line.status === "open" || line.status === "void" ? "—" : line.hits),
    },
    {
      id: "win",
      header: t("bets.columns.win"),
      numeric: true,
      cell: (line) => (line.status === "open" ? "—" : money(line.win)),
    },
  ];

  return (
    <section className="round-ticket" aria-label={t("roundTicket.label", { draw })}>
      <dl className="round-ticket__facts">
        {detail.station && (
          <div>
            <dt>{t("roundTicket.station")}</dt>
            <dd>{detail.station.name}</dd>
          </div>
        )}
        <div>
          <dt>{t("roundTicket.period")}</dt>
          <dd className="round-ticket__mono">{detail.period}</dd>
        </div>
        <div>
          <dt>{t("roundTicket.draw")}</dt>
          <dd>
            <StatusBadge
              status={detail.drawStatus}
              tones={DRAW_TONES}
              label={t(`roundTicket.drawStatus.${detail.drawStatus}`)}
            />
          </dd>
        </div>
        <div>
          <dt>{t("roundTicket.drawAt")}</dt>
          <dd>{formatDateTime(detail.drawAt, timeZone)}</dd>
        </div>
        <div>
          <dt>{t("roundTicket.placedAt")}</dt>
          <dd>{formatDateTime(detail.placedAt, timeZone)}</dd>
        </div>
        <div>
          <dt>{t("roundTicket.stakeAndWin")}</dt>
          <dd>{t("roundTicket.sums", { stake: money(sums.stake), win: money(sums.win) })}</dd>
        </div>
      </dl>

      <DataTable
        label={t("roundTicket.lines", { draw })}
        columns={columns}
        rows={detail.lines.map((line, place) => ({ ...line, place }))}
        rowKey={(line) => String(line.place)}
        compact
      />

      <TicketResult detail={detail} />
      {fairHref && (
        <p className="round-ticket__fair">
          <Link to={fairHref} onClick={closeMemberCentre}>
            {t("roundTicket.fair", { period: detail.period })}
          </Link>
        </p>
      )}
    </section>
  );
}

/** The result's headline, and the whole of it (prize table or the 20 balls) behind a disclosure. */
function TicketResult({ detail }: { detail: LotteryRoundDetail }) {
  const { t } = useTranslation("lottery");
  const headline = resultHeadline(detail);
  return (
    <div className="round-ticket__result">
      <h5 className="round-ticket__title">{t("roundTicket.result")}</h5>
      {headline.kind === "void" && <p className="round-ticket__muted">{t("results.void")}</p>}
      {headline.kind === "waiting" && <p className="round-ticket__muted">{t("results.pending")}</p>}
      {headline.kind === "special" && (
        <p className="round-ticket__headline">
          {t("results.special")} <Ending number={headline.number} />
        </p>
      )}
      {headline.kind === "keno" && (
        <p className="round-ticket__headline">
          {t("roundTicket.kenoHeadline", {
            sum: headline.summary.sum,
            size: t(`results.size.${headline.summary.size}`),
          })}
        </p>
      )}
      {detail.result && headline.kind === "special" && (
        <details className="round-ticket__more">
          <summary>{t("roundTicket.prizeTable")}</summary>
          <PrizeList result={detail.result} period={detail.period} />
        </details>
      )}
      {headline.kind === "keno" && (
        <details className="round-ticket__more">
          <summary>{t("roundTicket.balls")}</summary>
          <KenoList balls={headline.summary.sorted} />
        </details>
      )}
    </div>
  );
}

type PrizeRow = ReturnType<typeof prizeRows>[number];

/** A lô/đề result as a table: the prizes from ĐB down, each number's last two digits marked. */
export function PrizeList({ result, period }: { result: ResultLike; period: string }) {
  const { t } = useTranslation("lottery");
  const columns: DataColumn<PrizeRow>[] = [
    {
      id: "prize",
      header: t("results.prize"),
      primary: true,
      rowHeader: true,
      cell: (row) => t(`results.prizeNames.${row.prize}` as "results.prizeNames.DB", row.prize),
    },
    {
      id: "numbers",
      header: t("results.numbers"),
      cell: (row) => (
        <span className={`round-ticket__prizes${row.prize === "DB" ? " round-ticket__prizes--special" : ""}`}>
          {row.numbers.map((number, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a prize's numbers keep their places
            <Ending key={index} number={number} />
          ))}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      label={t("results.tableCaption", { period })}
      columns={columns}
      rows={prizeRows(result)}
      rowKey={(row) => row.prize}
      compact
    />
  );
}

/** A Keno draw's 20 balls in ascending order, with how they split upper/lower and odd/even. */
export function KenoList({ balls }: { balls: readonly number[] }) {
  const { t } = useTranslation("lottery");
  const summary = kenoSummary(balls);
  return (
    <>
      <ol className="round-ticket__balls" aria-label={t("roundTicket.ballsLabel")}>
        {summary.sorted.map((ball) => (
          <li key={ball}>{padNumber(ball, 2)}</li>
        ))}
      </ol>
      <p className="round-ticket__muted">
        {t("results.upperLower", { upper: summary.upper, lower: summary.lower })} ·{" "}
        {t("results.oddEven", { odd: summary.odd, even: summary.even })}
      </p>
    </>
  );
}
