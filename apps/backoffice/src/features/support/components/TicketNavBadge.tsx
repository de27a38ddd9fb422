import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useConsole } from "../../../lib/console-context";
import { ticketCountsQuery } from "../api/support-api";

/** The side menu's count of new tickets of the chosen brand; nothing when there are none. */
export default function TicketNavBadge() {
  const { t } = useTranslation("support");
  const brandId = useConsole().brand?.id;
  const count = useQuery({ ...ticketCountsQuery(brandId ?? ""), enabled: Boolean(brandId) }).data?.new ?? 0;
  if (!brandId || count === 0) return null;
  return (
    <span className="sidenav__badge" title={t("badge", { value: count })}>
      <span aria-hidden="true">
        <Badge tone="danger">{count}</Badge>
      </span>
      <span className="visually-hidden">{t("badge", { value: count })}</span>
    </span>
  );
}
