import { prizeLayoutOf } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { Badge } from "@lotus/ui/status/Badge";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useBrandTime } from "../../games/components/parts";
import type { DrawView } from "../api/lottery-api";
import { type ComparedPrize, compareResults, regionOf } from "./daily-helpers";
import { ResultConfirmation } from "./ResultConfirmation";
import { ResultEntryForm } from "./ResultEntryForm";

/**
 * A paid daily draw's corrected result waiting for a second operator: the confirmed and the
 * corrected numbers side by side with the changed prizes marked, the reason, who entered it,
 * Confirm (not for the operator who entered it) and Change, which reopens the correction form.
 * Once confirmed the server settles the draw again, paying or taking back each difference.
 */
export function PendingCorrection({ draw, entering }: { draw: DrawView; entering: boolean }) {
  const { t } = useTranslation("lottery");
  const time = useBrandTime();
  const [changing, setChanging] = useState(false);
  const region = regionOf(draw.format);
  if (changing && region)
    return (
      <ResultEntryForm
        draw={draw}
        layout={prizeLayoutOf(region)}
        initial={draw.pendingResult}
        correction
        onCancel={() => setChanging(false)}
        onSaved={() => setChanging(false)}
      />
    );
  return (
    <div className="stack">
      <p>
        <Badge tone="warning">{t("correction.pending")}</Badge>{" "}
        <span className="muted">{t("correction.pendingExplain")}</span>
      </p>
      <ResultComparison draw={draw} />
      <dl className="kv">
        <dt>{t("correction.reason")}</dt>
        <dd>{draw.correctionReason}</dd>
        <dt>{t("correction.enteredBy")}</dt>
        <dd>
          {draw.resultEnteredBy ?? <span className="muted">{t("daily.nobody")}</span>}
          {draw.resultEnteredAt !== null && (
            <span className="muted"> · {time.format(draw.resultEnteredAt)}</span>
          )}
        </dd>
        <dt>{t("correction.resultConfirmedBy")}</dt>
        <dd>
          {draw.resultConfirmedBy ?? <span className="muted">{t("daily.nobody")}</span>}
          {draw.resultConfirmedAt !== null && (
            <span className="muted"> · {time.format(draw.resultConfirmedAt)}</span>
          )}
        </dd>
        {draw.revision > 0 && (
          <>
            <dt>{t("correction.history")}</dt>
            <dd>{t("correction.revision", { count: draw.revision })}</dd>
          </>
        )}
      </dl>
      <ResultConfirmation
        draw={draw}
        entering={entering}
        kind="correction"
        onEdit={() => setChanging(true)}
      />
    </div>
  );
}

/** The paid result and its correction, prize by prize; a changed prize is marked in words and colour. */
function ResultComparison({ draw }: { draw: DrawView }) {
  const { t } = useTranslation("lottery");
  const rows = compareResults(draw.result, draw.pendingResult);
  const changed = rows.filter((row) => row.changed).length;
  const numbers = (list: readonly string[], prize: string) => (
    <span className={`prize-numbers mono${prize === "DB" ? " prize-numbers--special" : ""}`}>
      {list.join("  ")}
    </span>
  );
  const columns: DataColumn<ComparedPrize>[] = [
    {
      id: "prize",
      header: t("result.prize"),
      primary: true,
      rowHeader: true,
      className: "nowrap",
      cell: (row) => (
        <>
          {t(`prizes.${row.prize}` as "prizes.DB", row.prize)}
          {row.changed && (
            <>
              {" "}
              <Badge tone="warning">{t("correction.changed")}</Badge>
            </>
          )}
        </>
      ),
    },
    {
      id: "confirmed",
      header: t("correction.confirmedColumn"),
      cell: (row) => numbers(row.confirmed, row.prize),
    },
    {
      id: "corrected",
      header: t("correction.correctedColumn"),
      cell: (row) => numbers(row.corrected, row.prize),
    },
  ];
  return (
    <DataTable
      label={t("correction.compareTable", { period: draw.period })}
      caption={t("correction.changedCount", { count: changed })}
      compact
      className="result-compare"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.prize}
      rowClassName={(row) => (row.changed ? "result-compare__changed" : undefined)}
    />
  );
}
