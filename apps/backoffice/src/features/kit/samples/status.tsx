import { BADGE_TONES, Badge, StatusBadge, type StatusTones } from "@lotus/ui/status/Badge";
import { useTranslation } from "react-i18next";
import type { KitSample } from "./kit-sample";
import { DEPOSIT_STATUSES, type DepositStatus } from "./sample-deposits";

/** A feature's own map from its statuses to the kit's tones. */
export const DEPOSIT_TONES: StatusTones<DepositStatus> = {
  pending: "warning",
  confirmed: "success",
  rejected: "danger",
  expired: "muted",
};

function StatusSample() {
  const { t } = useTranslation("kit");
  return (
    <div className="stack">
      <div className="row">
        <span className="kit-sample__label">{t("status.tones")}</span>
        {BADGE_TONES.map((tone) => (
          <Badge key={tone} tone={tone}>
            {t(`status.toneNames.${tone}`)}
          </Badge>
        ))}
      </div>
      <div className="row">
        <span className="kit-sample__label">{t("status.deposits")}</span>
        {DEPOSIT_STATUSES.map((status) => (
          <StatusBadge
            key={status}
            status={status}
            tones={DEPOSIT_TONES}
            label={t(`status.names.${status}`)}
          />
        ))}
        <StatusBadge status="on_hold" tones={DEPOSIT_TONES} label={t("status.unknown")} />
      </div>
    </div>
  );
}

export const statusSamples: KitSample = {
  group: "status",
  importPaths: ["@lotus/ui/status/Badge"],
  Sample: StatusSample,
};
