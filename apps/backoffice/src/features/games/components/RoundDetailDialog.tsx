import type { SlotOutcome } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { Button } from "@lotus/ui/primitives/Button";
import { CopyButton } from "@lotus/ui/primitives/CopyButton";
import { Modal } from "@lotus/ui/primitives/Modal";
import { useQuery } from "@tanstack/react-query";
import { type CSSProperties, Fragment } from "react";
import { useTranslation } from "react-i18next";
import { useBrandId } from "../../../lib/console-context";
import { useMoney } from "../../finance/components/money";
import { RoundTicket } from "../../lottery/components/RoundTicket";
import { type RoundDetail, type RoundRow, roundDetailQuery } from "../api/games-api";
import { gridRows, lineWinAmount } from "./games-helpers";
import { ProgressBadge, useBrandTime, WinLoss } from "./parts";

type Transaction = RoundDetail["transactions"][number];

/**
 * One round: what the list showed, its wallet transactions, for house slots the provably-fair data,
 * and the details its vendor keeps (a house lottery ticket, as the member's record shows it).
 */
export function RoundDetailDialog({ round, onClose }: { round: RoundRow; onClose: () => void }) {
  const { t } = useTranslation(["games", "common"]);
  const brandId = useBrandId();
  const query = useQuery(roundDetailQuery(brandId, round.id));
  return (
    <Modal
      title={t("rounds.detailTitle", { round: round.round })}
      onClose={onClose}
      size="large"
      footer={
        <Button variant="ghost" onClick={onClose}>
          {t("common:actions.close")}
        </Button>
      }
    >
      <QueryView query={query}>{(detail) => <RoundDetailBody detail={detail} />}</QueryView>
    </Modal>
  );
}

function RoundDetailBody({ detail }: { detail: RoundDetail }) {
  const { t } = useTranslation(["games", "common"]);
  const money = useMoney();
  const time = useBrandTime();
  const transactionColumns: DataColumn<Transaction>[] = [
    {
      id: "transactionId",
      header: t("fields.transactionId"),
      primary: true,
      className: "mono",
      cell: (transaction) => transaction.transactionId,
    },
    {
      id: "kind",
      header: t("fields.kind"),
      cell: (transaction) => t(`transactionKinds.${transaction.kind}`),
    },
    {
      id: "amount",
      header: t("fields.amount"),
      numeric: true,
      className: "nowrap",
      cell: (transaction) => money(transaction.amount),
    },
    {
      id: "status",
      header: t("fields.status"),
      cell: (transaction) => <ProgressBadge status={transaction.status} />,
    },
    {
      id: "time",
      header: t("fields.time"),
      className: "nowrap",
      cell: (transaction) => time.format(transaction.time),
    },
  ];
  return (
    <div className="stack stack--lg">
      <dl className="kv">
        <dt>{t("fields.account")}</dt>
        <dd>{detail.account}</dd>
        <dt>{t("fields.vendor")}</dt>
        <dd className="mono">{detail.vassalage}</dd>
        <dt>{t("fields.game")}</dt>
        <dd>
          {detail.gameName} <span className="mono muted">({detail.gameId})</span> ·{" "}
          {t(`categories.${detail.gameType}`)}
        </dd>
        <dt>{t("fields.roundRef")}</dt>
        <dd className="mono">{detail.round}</dd>
        <dt>{t("fields.status")}</dt>
        <dd>
          <ProgressBadge status={detail.status} />
        </dd>
        <dt>{t("fields.bet")}</dt>
        <dd>{money(detail.betAmount)}</dd>
        <dt>{t("fields.win")}</dt>
        <dd>{money(detail.winAmount)}</dd>
        <dt>{t("fields.winLoss")}</dt>
        <dd>
          <WinLoss value={detail.winLoss} />
        </dd>
        <dt>{t("fields.openedAt")}</dt>
        <dd>{time.format(detail.openedAt)}</dd>
        <dt>{t("fields.settledAt")}</dt>
        <dd>{detail.settledAt === null ? t("rounds.notSettled") : time.format(detail.settledAt)}</dd>
      </dl>

      <section className="stack">
        <h3 className="section-title">{t("rounds.transactions")}</h3>
        {detail.transactions.length === 0 ? (
          <EmptyState title={t("rounds.noTransactions")} />
        ) : (
          <DataTable
            label={t("rounds.transactions")}
            compact
            columns={transactionColumns}
            rows={detail.transactions}
            rowKey={(transaction) => `${transaction.kind}-${transaction.transactionId}`}
          />
        )}
      </section>

      {detail.fair && <FairBlock fair={detail.fair} bet={detail.betAmount} />}
      {detail.detail?.kind === "lottery" && <RoundTicket detail={detail.detail} />}
    </div>
  );
}

/** The provably-fair record of a house-slot round: seeds, nonce, and the outcome they produce. */
function FairBlock({ fair, bet }: { fair: NonNullable<RoundDetail["fair"]>; bet: number }) {
  const { t } = useTranslation("games");
  const outcome = fair.outcome;
  return (
    <section className="stack">
      <h3 className="section-title">{t("fair.title")}</h3>
      <p className="muted small">{t("fair.explain")}</p>
      <dl className="kv">
        <dt>{t("fair.slot")}</dt>
        <dd className="mono">{fair.slotId}</dd>
        <dt>{t("fair.variant")}</dt>
        <dd className="mono">{fair.variant}</dd>
        <dt>{t("fair.serverSeedHash")}</dt>
        <dd className="mono fair-seed">
          {fair.serverSeedHash} <CopyButton text={fair.serverSeedHash} />
        </dd>
        <dt>{t("fair.serverSeed")}</dt>
        <dd className="mono fair-seed">
          {fair.serverSeed === null ? (
            <span className="muted">{t("fair.notRevealed")}</span>
          ) : (
            <>
              {fair.serverSeed} <CopyButton text={fair.serverSeed} />
            </>
          )}
        </dd>
        <dt>{t("fair.clientSeed")}</dt>
        <dd className="mono fair-seed">{fair.clientSeed}</dd>
        <dt>{t("fair.nonce")}</dt>
        <dd className="mono">{fair.nonce}</dd>
      </dl>
      <h4 className="section-title">{t("fair.grid")}</h4>
      <SpinGrid grid={outcome.grid} label={t("fair.grid")} />
      <LineWins wins={outcome.lineWins} bet={bet} />
      {outcome.scatter && (
        <p>
          {t("fair.scatter", {
            symbols: outcome.scatter.count,
            spins: outcome.scatter.freeSpinsAwarded,
          })}
        </p>
      )}
      {outcome.freeSpins.length > 0 && (
        <div className="stack">
          <h4 className="section-title">{t("fair.freeSpins", { count: outcome.freeSpins.length })}</h4>
          {outcome.freeSpins.map((free) => (
            <details key={free.index} className="free-spin">
              <summary>
                {t("fair.freeSpin", { index: free.index, multiplier: free.multiplier })}
                {" · "}
                {t("fair.lineWinCount", { count: free.lineWins.length })}
              </summary>
              <div className="stack">
                <SpinGrid grid={free.grid} label={t("fair.freeSpinGrid", { index: free.index })} />
                <LineWins wins={free.lineWins} bet={bet} />
              </div>
            </details>
          ))}
        </div>
      )}
      <p>{t("fair.total", { multiplier: outcome.totalMultiplier.toFixed(2) })}</p>
    </section>
  );
}

/**
 * Rows top to bottom, one symbol id per reel (5 × 3 for the house slots): a picture of the reels
 * drawn as a grid, named for screen readers, read row by row after the reel headings.
 */
function SpinGrid({ grid, label }: { grid: SlotOutcome["grid"]; label: string }) {
  const { t } = useTranslation("games");
  const rows = gridRows(grid);
  const reels = rows[0]?.length ?? 0;
  return (
    <figure aria-label={label} className="slot-grid" style={{ "--reels": reels } as CSSProperties}>
      <span />
      {Array.from({ length: reels }, (_, reel) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
        <span key={`reel-${reel}`} className="slot-grid__head">
          {t("fair.reel", { reel: reel + 1 })}
        </span>
      ))}
      {rows.map((row, rowIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
        <Fragment key={rowIndex}>
          <span className="slot-grid__head">{t("fair.row", { row: rowIndex + 1 })}</span>
          {row.map((symbol, reel) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions
            <span key={reel} className="mono">
              {symbol}
            </span>
          ))}
        </Fragment>
      ))}
    </figure>
  );
}

function LineWins({ wins, bet }: { wins: SlotOutcome["lineWins"]; bet: number }) {
  const { t } = useTranslation("games");
  const money = useMoney();
  if (wins.length === 0) return <p className="muted">{t("fair.noLineWins")}</p>;
  return (
    <ul className="line-wins">
      {wins.map((win) => (
        <li key={`${win.line}-${win.symbol}`}>
          {t("fair.lineWin", {
            line: win.line,
            symbols: win.count,
            symbol: win.symbol,
            multiplier: win.multiplier.toFixed(2),
            amount: money(lineWinAmount(bet, win.multiplier)),
          })}
        </li>
      ))}
    </ul>
  );
}
