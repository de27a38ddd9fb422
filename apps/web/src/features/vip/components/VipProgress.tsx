import type { VipProgressView } from "@lotus/contracts";
import { formatAmount, formatDateTime } from "@lotus/ui/format/format";
import { Badge } from "@lotus/ui/status/Badge";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useWhitelabel } from "../../../lib/queries";
import { progressPercent, remaining } from "../model/progress";

/** One bar: how far an amount has come towards its target, with what is left. */
function ProgressBar({ label, achieved, target }: { label: string; achieved: number; target: number }) {
  const { t } = useTranslation("vip");
  const { currency } = useWhitelabel();
  const id = useId();
  const percent = progressPercent(achieved, target);
  const left = remaining(achieved, target);
  return (
    <div className="vip-bar">
      <div className="vip-bar__head">
        <span id={id}>{label}</span>
        <span className="mono">
          {formatAmount(achieved, currency.symbol)} / {formatAmount(target, currency.symbol)}
        </span>
      </div>
      <div
        className="vip-bar__track"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="vip-bar__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="vip-bar__note">
        {left > 0
          ? t("progress.left", { amount: formatAmount(left, currency.symbol) })
          : t("progress.reached")}
      </p>
    </div>
  );
}

/** The member's level, the way to the next one and the maintenance window (DOMAIN §6.3). */
export function VipProgress({ progress }: { progress: VipProgressView }) {
  const { t } = useTranslation("vip");
  const { timeZone } = useWhitelabel();
  const { level, next, maintenance } = progress;
  return (
    <div className="vip-progress">
      <div className="vip-progress__level">
        <p className="vip-progress__label">{t("progress.current")}</p>
        <p className="vip-progress__name">{level?.name ?? t("progress.none")}</p>
        {progress.reachedAt !== null && (
          <p className="vip-progress__meta">
            {t("progress.since", { at: formatDateTime(progress.reachedAt, timeZone) })}
          </p>
        )}
        <p className="vip-progress__meta">
          {progress.countedThrough
            ? t("progress.countedThrough", { day: progress.countedThrough })
            : t("progress.notCounted")}
        </p>
      </div>
      <div className="vip-progress__next">
        {next ? (
          <>
            <h3 className="vip-progress__heading">{t("progress.towards", { level: next.name })}</h3>
            <ProgressBar
              label={t("progress.deposit")}
              achieved={progress.totalDeposit}
              target={next.depositRequired}
            />
            <ProgressBar
              label={t("progress.turnover")}
              achieved={progress.totalTurnover}
              target={next.turnoverRequired}
            />
            <p className="vip-progress__meta">{t("progress.oneADay")}</p>
          </>
        ) : (
          <h3 className="vip-progress__heading">{t("progress.top")}</h3>
        )}
      </div>
      {maintenance && (
        <div className="vip-progress__keep">
          <h3 className="vip-progress__heading">
            {t("progress.maintenance")}{" "}
            <Badge tone={maintenance.met ? "success" : "warning"}>
              {maintenance.met ? t("progress.kept") : t("progress.toKeep")}
            </Badge>
          </h3>
          <ProgressBar
            label={t("progress.windowTurnover")}
            achieved={maintenance.achieved}
            target={maintenance.required}
          />
          <p className="vip-progress__meta">
            {t("progress.window", { from: maintenance.windowStart, to: maintenance.windowEnd })}
          </p>
        </div>
      )}
    </div>
  );
}
