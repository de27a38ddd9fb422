import { prizeLayoutOf } from "@lotus/contracts";
import { EmptyState } from "@lotus/ui/data/states";
import { Button } from "@lotus/ui/primitives/Button";
import { FormAlert } from "@lotus/ui/primitives/Field";
import { Badge } from "@lotus/ui/status/Badge";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { useCan } from "../../../lib/console-context";
import { useBrandTime } from "../../games/components/parts";
import type { DrawView } from "../api/lottery-api";
import { canCorrect, regionOf, resultStage } from "./daily-helpers";
import { PrizeTable } from "./parts";
import { ResultConfirmation } from "./ResultConfirmation";
import { PendingCorrection } from "./ResultCorrection";
import { ResultEntryForm } from "./ResultEntryForm";

/** setTimeout waits at most this long (about 24.8 days). */
const LONGEST_TIMER_MS = 2_147_483_647;

/** The current time, taken again when `moment` passes (the form appears when betting closes). */
function useNowPast(moment: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const wait = moment - Date.now();
    if (wait < 0 || wait > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => setNow(Date.now()), wait + 100);
    return () => clearTimeout(timer);
  }, [moment]);
  return now;
}

/**
 * A daily draw's result: entered by one operator after betting closes, confirmed by a second, then
 * settled by the server; a paid result is corrected the same way (with a reason) and settled again.
 * Operators without `lottery.results` only read where it stands.
 */
export function DailyResult({ draw }: { draw: DrawView }) {
  const { t } = useTranslation(["lottery", "common"]);
  const can = useCan();
  const time = useBrandTime();
  const now = useNowPast(draw.closeAt);
  const region = regionOf(draw.format);
  const layout = region ? prizeLayoutOf(region) : [];
  const entering = can("lottery.results") && layout.length > 0;
  switch (resultStage(draw, now)) {
    case "void":
      return <EmptyState title={t("result.voidNone")} />;
    case "notDue":
      return (
        <p className="muted">
          <Icon name="info" size={16} /> {t("daily.notDue", { time: time.format(draw.closeAt) })}
        </p>
      );
    case "due":
      return entering ? (
        <ResultEntryForm draw={draw} layout={layout} />
      ) : (
        <EmptyState title={t("daily.awaitingEntry")} />
      );
    case "pending":
      return <PendingResult draw={draw} entering={entering} />;
    case "correction":
      return <PendingCorrection draw={draw} entering={entering} />;
    case "confirmed":
      return <ConfirmedResult draw={draw} entering={entering} />;
  }
}

/**
 * The confirmed result while the draw is being paid (or paid again after a correction) and once it
 * is paid; then an operator who may enter results may correct it (the form prefilled with it, a
 * reason required).
 */
function ConfirmedResult({ draw, entering }: { draw: DrawView; entering: boolean }) {
  const { t } = useTranslation("lottery");
  const [correcting, setCorrecting] = useState(false);
  const region = regionOf(draw.format);
  const correctable = entering && canCorrect(draw);
  if (correcting && correctable && region)
    return (
      <ResultEntryForm
        draw={draw}
        layout={prizeLayoutOf(region)}
        initial={draw.result}
        correction
        onCancel={() => setCorrecting(false)}
        onSaved={() => setCorrecting(false)}
      />
    );
  return (
    <div className="stack">
      {draw.result ? <PrizeTable result={draw.result} /> : <EmptyState title={t("result.notDrawn")} />}
      {(draw.status === "drawn" || draw.status === "settling") && (
        <p className="muted small">{t("daily.settlingSoon")}</p>
      )}
      {draw.status === "correcting" && <FormAlert tone="info">{t("correction.resettling")}</FormAlert>}
      <ResultSignatures draw={draw} />
      {correctable && (
        <div className="row">
          <Button icon={<Icon name="edit" />} onClick={() => setCorrecting(true)}>
            {t("correction.open")}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * Who entered the result and who confirmed it, with when (brand time); after corrections, how many
 * there were and the last one's reason, its signatures being the last correction's.
 */
function ResultSignatures({ draw }: { draw: DrawView }) {
  const { t } = useTranslation("lottery");
  const time = useBrandTime();
  const corrected = draw.revision > 0;
  return (
    <dl className="kv">
      {corrected && (
        <>
          <dt>{t("correction.history")}</dt>
          <dd>
            <Badge tone="info">{t("correction.revision", { count: draw.revision })}</Badge>
          </dd>
          <dt>{t("correction.lastReason")}</dt>
          <dd>{draw.correctionReason ?? <span className="muted">{t("daily.nobody")}</span>}</dd>
        </>
      )}
      <dt>{t(corrected ? "correction.lastEnteredBy" : "daily.enteredBy")}</dt>
      <dd>
        {draw.resultEnteredBy ?? <span className="muted">{t("daily.nobody")}</span>}
        {draw.resultEnteredAt !== null && (
          <span className="muted"> · {time.format(draw.resultEnteredAt)}</span>
        )}
      </dd>
      {draw.pendingResult === null && (
        <>
          <dt>{t(corrected ? "correction.lastConfirmedBy" : "daily.confirmedBy")}</dt>
          <dd>
            {draw.resultConfirmedBy ?? <span className="muted">{t("daily.nobody")}</span>}
            {draw.resultConfirmedAt !== null && (
              <span className="muted"> · {time.format(draw.resultConfirmedAt)}</span>
            )}
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * The entered result waiting for a second operator: the prize table, who entered it, Confirm (not
 * for the operator who entered it) and Correct, which reopens the form with its numbers.
 */
function PendingResult({ draw, entering }: { draw: DrawView; entering: boolean }) {
  const { t } = useTranslation("lottery");
  const [correcting, setCorrecting] = useState(false);
  const region = regionOf(draw.format);
  if (correcting && region)
    return (
      <ResultEntryForm
        draw={draw}
        layout={prizeLayoutOf(region)}
        initial={draw.pendingResult}
        onCancel={() => setCorrecting(false)}
        onSaved={() => setCorrecting(false)}
      />
    );
  return (
    <div className="stack">
      <p>
        <Badge tone="warning">{t("daily.pending")}</Badge>{" "}
        <span className="muted">{t("daily.pendingExplain")}</span>
      </p>
      <PrizeTable result={draw.pendingResult} label={t("daily.pendingTable", { period: draw.period })} />
      <ResultSignatures draw={draw} />
      <ResultConfirmation draw={draw} entering={entering} kind="result" onEdit={() => setCorrecting(true)} />
    </div>
  );
}
