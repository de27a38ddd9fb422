import "./lottery.css";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { readPage, writePage } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { EmptyState, Spinner } from "@lotus/ui/data/states";
import { Button, buttonClass } from "@lotus/ui/primitives/Button";
import { CopyButton } from "@lotus/ui/primitives/CopyButton";
import { FormAlert } from "@lotus/ui/primitives/Field";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { useMoney } from "../../finance/components/money";
import { TimeZoneNote, useBrandTime } from "../../games/components/parts";
import { type DrawDetail, type DrawLine, drawLinesQuery, drawQuery } from "../api/lottery-api";
import { DailyResult } from "./DailyResult";
import { awaitsSettlement } from "./daily-helpers";
import { ResultBlock, useLineColumns } from "./line-columns";
import { canVoid, grossRevenue, WHOLE_DRAW } from "./lottery-helpers";
import { chainsPath, DrawStatusBadge, drawsPath, StationText, useGameName } from "./parts";
import { VoidDrawDialog } from "./VoidDrawDialog";

const LINES_PAGE_SIZE = 50;
/** How often a confirmed (or corrected) daily draw is read again until the server has paid it. */
const SETTLING_POLL_MS = 3_000;

type Liability = DrawDetail["liability"][number];

/** One draw: its figures, full result, fair data, what it could pay by number, and every line on it. */
export default function DrawDetailPage() {
  const { drawId = "" } = useParams();
  const { t } = useTranslation(["lottery", "common"]);
  const brandId = useBrandId();
  const query = useQuery({
    ...drawQuery(brandId, drawId),
    refetchInterval: (current) =>
      current.state.data && awaitsSettlement(current.state.data.draw) ? SETTLING_POLL_MS : false,
  });
  const game = query.data?.draw.game;
  const back = (
    <Link to={game ? drawsPath(game) : "/lottery-draws"} className="back-link">
      <Icon name="chevronLeft" size={14} />
      {t("draws.title")}
    </Link>
  );
  if (query.isPending || query.isError) {
    return (
      <>
        <PageHeader title={t("draw.title")} back={back} />
        {query.isPending ? (
          <Spinner />
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }
  return <Draw detail={query.data} back={back} />;
}

function Draw({ detail, back }: { detail: DrawDetail; back: ReactNode }) {
  const { t } = useTranslation(["lottery", "common"]);
  const can = useCan();
  const money = useMoney();
  const time = useBrandTime();
  const gameName = useGameName();
  const [voiding, setVoiding] = useState(false);
  const [refunded, setRefunded] = useState<number>();
  const draw = detail.draw;
  const name = gameName(draw.game);
  const voidable = canVoid(draw.status);
  return (
    <>
      <PageHeader
        title={
          draw.station
            ? t("draw.headingStation", { game: name, station: draw.station.name, period: draw.period })
            : t("draw.heading", { game: name, period: draw.period })
        }
        back={back}
        description={
          <>
            <DrawStatusBadge status={draw.status} />
            {draw.revision > 0 && (
              <>
                {" "}
                <Badge tone="info">{t("correction.revision", { count: draw.revision })}</Badge>
              </>
            )}
          </>
        }
        actions={
          can("lottery.manage") && (
            <Button
              variant="danger"
              disabled={!voidable}
              title={voidable ? undefined : t("void.notAllowed")}
              onClick={() => setVoiding(true)}
            >
              {t("void.open")}
            </Button>
          )
        }
      />
      <div className="stack stack--lg">
        {refunded !== undefined && (
          <FormAlert tone="success">{t("void.done", { period: draw.period, count: refunded })}</FormAlert>
        )}
        <Card title={t("draw.summary")}>
          <dl className="kv">
            <dt>{t("draws.fields.game")}</dt>
            <dd>{name}</dd>
            {draw.station && (
              <>
                <dt>{t("draws.fields.station")}</dt>
                <dd>
                  <StationText station={draw.station} />
                </dd>
              </>
            )}
            <dt>{t("draws.fields.period")}</dt>
            <dd className="mono">{draw.period}</dd>
            <dt>{t("draws.fields.openAt")}</dt>
            <dd>{time.format(draw.openAt)}</dd>
            <dt>{t("draws.fields.closeAt")}</dt>
            <dd>{time.format(draw.closeAt)}</dd>
            <dt>{t("draws.fields.drawAt")}</dt>
            <dd>{time.format(draw.drawAt)}</dd>
            <dt>{t("draws.fields.members")}</dt>
            <dd>{draw.members}</dd>
            <dt>{t("draws.fields.lines")}</dt>
            <dd>{draw.lines}</dd>
            <dt>{t("draws.fields.stake")}</dt>
            <dd>{money(draw.stake)}</dd>
            <dt>{t("draws.fields.win")}</dt>
            <dd>{money(draw.win)}</dd>
            <dt>{t("draws.fields.ggr")}</dt>
            <dd>{money(grossRevenue(draw.stake, draw.win))}</dd>
            {draw.voidReason !== null && (
              <>
                <dt>{t("draw.voidReason")}</dt>
                <dd>{draw.voidReason}</dd>
              </>
            )}
          </dl>
          <p className="muted small">
            <TimeZoneNote timeZone={time.timeZone} />
          </p>
        </Card>
        <Card title={t("draw.result")}>
          {draw.station ? (
            <DailyResult draw={draw} />
          ) : (
            <ResultBlock result={draw.result} status={draw.status} />
          )}
        </Card>
        {/* A daily draw's result is the station's, entered by operators: it has no hash chain. */}
        {draw.station === null && (
          <Card
            title={t("fair.title")}
            actions={
              <Link className={buttonClass("secondary", "small")} to={chainsPath(draw.game)}>
                {t("fair.chainsOf", { game: name })}
              </Link>
            }
          >
            <FairBlock detail={detail} />
          </Card>
        )}
        <Card title={t("liability.title")} className="card--flush">
          <LiabilityTable liability={detail.liability} period={draw.period} />
        </Card>
        <Card title={t("lines.title")} className="card--flush">
          <DrawLines drawId={draw.id} period={draw.period} />
        </Card>
      </div>
      {voiding && (
        <VoidDrawDialog
          draw={draw}
          gameName={name}
          onVoided={setRefunded}
          onClose={() => setVoiding(false)}
        />
      )}
    </>
  );
}

/** The draw's seed, its place in the day's hash chain, and the chain's published head. */
function FairBlock({ detail }: { detail: DrawDetail }) {
  const { t } = useTranslation("lottery");
  return (
    <div className="stack">
      <p className="muted small">{t("fair.explain")}</p>
      <dl className="kv">
        <dt>{t("fair.seed")}</dt>
        <dd className="mono fair-value">
          {detail.seed === null ? (
            <span className="muted">{t("fair.notRevealed")}</span>
          ) : (
            <>
              {detail.seed} <CopyButton text={detail.seed} aria-label={t("fair.copySeed")} />
            </>
          )}
        </dd>
        <dt>{t("fair.seedIndex")}</dt>
        <dd className="mono">{detail.seedIndex ?? <span className="muted">{t("fair.notRevealed")}</span>}</dd>
        <dt>{t("fair.chainHead")}</dt>
        <dd className="mono fair-value">
          {detail.chainHead === null ? (
            <span className="muted">{t("fair.noChain")}</span>
          ) : (
            <>
              {detail.chainHead} <CopyButton text={detail.chainHead} aria-label={t("fair.copyHead")} />
            </>
          )}
        </dd>
      </dl>
    </div>
  );
}

/** What the draw would pay at most on one number of a market, largest first. */
function LiabilityTable({ liability, period }: { liability: readonly Liability[]; period: string }) {
  const { t } = useTranslation("lottery");
  const money = useMoney();
  if (liability.length === 0) return <EmptyState title={t("liability.empty")} />;
  const columns: DataColumn<Liability>[] = [
    {
      id: "market",
      header: t("liability.market"),
      primary: true,
      cell: (row) => t(`marketNames.${row.market}`),
    },
    {
      id: "number",
      header: t("liability.number"),
      className: "mono",
      cell: (row) =>
        row.number === WHOLE_DRAW ? <span className="muted">{t("liability.wholeDraw")}</span> : row.number,
    },
    {
      id: "liability",
      header: t("liability.amount"),
      numeric: true,
      className: "nowrap",
      cell: (row) => money(row.liability),
    },
  ];
  return (
    <DataTable
      label={t("liability.tableOf", { period })}
      caption={t("liability.caption")}
      compact
      columns={columns}
      rows={liability}
      rowKey={(row) => `${row.market}:${row.number}`}
    />
  );
}

/** The draw's lines page by page (the page in the address), each with its member. */
function DrawLines({ drawId, period }: { drawId: string; period: string }) {
  const { t } = useTranslation(["lottery", "common"]);
  const brandId = useBrandId();
  const time = useBrandTime();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const query = useQuery(drawLinesQuery(brandId, drawId, { page, pageSize: LINES_PAGE_SIZE }));
  const lineColumns = useLineColumns<DrawLine>();
  const columns: DataColumn<DrawLine>[] = [
    { id: "account", header: t("lines.fields.account"), primary: true, cell: (line) => line.account },
    lineColumns.market,
    lineColumns.numbers,
    lineColumns.points,
    lineColumns.stake,
    lineColumns.win,
    lineColumns.status,
    {
      id: "placedAt",
      header: t("lines.fields.placedAt"),
      className: "nowrap",
      cell: (line) => time.format(line.placedAt),
    },
  ];
  return (
    <PagedTable
      query={query}
      empty={t("lines.empty")}
      onPage={(next) => setParams((current) => writePage(current, next))}
      label={t("lines.tableOf", { period })}
      columns={columns}
      rowKey={(line) => line.id}
    />
  );
}
