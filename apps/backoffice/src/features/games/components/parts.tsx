import { VENDOR_STATUSES } from "@lotus/contracts";
import { formatDateTime } from "@lotus/ui/format/format";
import { StatusBadge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { brandQuery } from "../../../lib/brand-query";
import { useBrandId, useCan } from "../../../lib/console-context";
import { useMoney } from "../../finance/components/money";
import { dashboardTimeZoneQuery } from "../api/games-api";
import { AVAILABILITY_TONES, PROGRESS_TONES, winLossDirection } from "./games-helpers";

/** On, maintenance or off (vendors and games). */
export function AvailabilityBadge({ status }: { status: string }) {
  const { t } = useTranslation("games");
  return (
    <StatusBadge
      status={status}
      tones={AVAILABILITY_TONES}
      label={t(`statuses.${status}` as "statuses.on", status)}
    />
  );
}

/** A round's, a transfer's or a wallet transaction's status. */
export function ProgressBadge({ status }: { status: string }) {
  const { t } = useTranslation("games");
  return (
    <StatusBadge
      status={status}
      tones={PROGRESS_TONES}
      label={t(`statuses.${status}` as "statuses.on", status)}
    />
  );
}

/** A member's win/loss of a round, coloured: green when the member won, red when they lost. */
export function WinLoss({ value }: { value: number }) {
  const money = useMoney();
  const direction = winLossDirection(value);
  return <span className={`win-loss win-loss--${direction}`}>{money(value)}</span>;
}

/**
 * Times as the brand counts its days: yyyy-MM-dd HH:mm:ss in the brand's time zone. The zone
 * comes from the brand's settings when the role may read them, else from the dashboard; until
 * (or unless) it is known, the browser's zone is used and `timeZone` is undefined.
 */
export function useBrandTime(): { timeZone: string | undefined; format: (epochMs: number | null) => string } {
  const brandId = useBrandId();
  const can = useCan();
  const readsBrand = can("brands.view") || can("site.edit") || can("register.edit");
  const brand = useQuery({ ...brandQuery(brandId), enabled: readsBrand, staleTime: 5 * 60_000 });
  const dashboard = useQuery({
    ...dashboardTimeZoneQuery(brandId),
    enabled: !readsBrand && can("dashboard.view"),
  });
  const timeZone = readsBrand ? brand.data?.timeZone : dashboard.data;
  return { timeZone, format: (epochMs) => formatDateTime(epochMs, timeZone) };
}

/** "Times in Asia/Ho_Chi_Minh" under a list, or the browser's zone when the brand's is unknown. */
export function TimeZoneNote({ timeZone }: { timeZone: string | undefined }) {
  const { t } = useTranslation("games");
  return (
    <span className="muted small">{timeZone ? t("timeZone", { zone: timeZone }) : t("timeZoneBrowser")}</span>
  );
}

/**
 * A preview of an image URL as typed; says so when there is none or it does not load. `quiet`
 * (icons inside table rows) shows nothing instead of the message.
 */
export function ImagePreview({
  url,
  alt,
  size = 64,
  quiet = false,
}: {
  url: string;
  alt: string;
  size?: number;
  quiet?: boolean;
}) {
  const { t } = useTranslation("games");
  const trimmed = url.trim();
  if (!trimmed) {
    return quiet ? null : (
      <span className="image-preview image-preview--empty muted small">{t("noImage")}</span>
    );
  }
  return <LoadingImage key={trimmed} url={trimmed} alt={alt} size={size} quiet={quiet} />;
}

function LoadingImage({ url, alt, size, quiet }: { url: string; alt: string; size: number; quiet: boolean }) {
  const { t } = useTranslation("games");
  const [failed, setFailed] = useState(false);
  if (failed) {
    return quiet ? null : (
      <span className="image-preview image-preview--empty muted small">{t("imageFailed")}</span>
    );
  }
  return (
    <img
      className="image-preview"
      src={url}
      alt={alt}
      style={{ maxWidth: size * 3, maxHeight: size }}
      onError={() => setFailed(true)}
    />
  );
}

/** The availability statuses as a select's options, by name. */
export function AvailabilityOptions() {
  const { t } = useTranslation("games");
  return VENDOR_STATUSES.map((status) => (
    <option key={status} value={status}>
      {t(`statuses.${status}`)}
    </option>
  ));
}
