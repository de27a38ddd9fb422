import { prizeLayoutOf } from "@lotus/contracts";
import { EmptyState } from "@lotus/ui/data/states";
import { Button } from "@lotus/ui/primitives/Button";
import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { FormAlert } from "@lotus/ui/primitives/Field";
import { toast } from "@lotus/ui/primitives/toast-store";
import { Badge } from "@lotus/ui/status/Badge";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { useBrandId, useCan, useConsole } from "../../../lib/console-context";
import { reportFailure } from "../../../lib/mutation";
import { useBrandTime } from "../../games/components/parts";
import { confirmResult, type DrawView, drawSaved, lotteryChanged } from "../api/lottery-api";
import { regionOf, resultStage } from "./daily-helpers";
import { PrizeTable } from "./parts";
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
 * settled by the server. Operators without `lottery.results` only read where it stands.
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
    case "confirmed":
      return (
        <div className="stack">
          {draw.result ? <PrizeTable result={draw.result} /> : <EmptyState title={t("result.notDrawn")} />}
          {(draw.status === "drawn" || draw.status === "settling") && (
            <p className="muted small">{t("daily.settlingSoon")}</p>
          )}
          <ResultSignatures draw={draw} />
        </div>
      );
  }
}

/** Who entered the result and who confirmed it, with when (brand time). */
function ResultSignatures({ draw }: { draw: DrawView }) {
  const { t } = useTranslation("lottery");
  const time = useBrandTime();
  return (
    <dl className="kv">
      <dt>{t("daily.enteredBy")}</dt>
      <dd>
        {draw.resultEnteredBy ?? <span className="muted">{t("daily.nobody")}</span>}
        {draw.resultEnteredAt !== null && (
          <span className="muted"> · {time.format(draw.resultEnteredAt)}</span>
        )}
      </dd>
      {draw.pendingResult === null && (
        <>
          <dt>{t("daily.confirmedBy")}</dt>
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
  const { t } = useTranslation(["lottery", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const { me } = useConsole();
  const [correcting, setCorrecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const region = regionOf(draw.format);
  const mine = draw.resultEnteredBy !== null && draw.resultEnteredBy === me.operator.username;
  const confirm = useMutation({
    mutationFn: () => confirmResult(brandId, draw.id),
    onSuccess: async (saved) => {
      toast(t("daily.confirmed", { period: saved.period }));
      setConfirming(false);
      await drawSaved(queryClient, brandId, saved);
    },
    onError: async (error) => {
      // The server's own words (same operator, already confirmed or corrected meanwhile).
      reportFailure(error, t("failed"));
      setConfirming(false);
      await lotteryChanged(queryClient, brandId);
    },
  });
  const station = draw.station?.name ?? "";
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
      {mine && <FormAlert tone="info">{t("daily.sameOperator")}</FormAlert>}
      {entering && (
        <div className="row">
          <Button
            variant="primary"
            icon={<Icon name="check" />}
            disabled={mine}
            title={mine ? t("daily.sameOperatorShort") : undefined}
            onClick={() => setConfirming(true)}
          >
            {t("daily.confirm")}
          </Button>
          <Button icon={<Icon name="edit" />} onClick={() => setCorrecting(true)}>
            {t("daily.correct")}
          </Button>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t("daily.confirmTitle", { station, period: draw.period })}
          confirmLabel={t("daily.confirm")}
          busy={confirm.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => confirm.mutate()}
        >
          {t("daily.confirmText", { enteredBy: draw.resultEnteredBy ?? "" })}
        </ConfirmDialog>
      )}
    </div>
  );
}
