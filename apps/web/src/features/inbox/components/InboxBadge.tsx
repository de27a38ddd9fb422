import { Badge } from "@lotus/ui/status/Badge";
import { useTranslation } from "react-i18next";
import { useUnreadCount } from "../api/unread-count";
import { badgeText } from "../model/inbox";

/** The inbox's side-menu badge in the member centre: the unread count, nothing at 0. */
export function InboxBadge() {
  const { t } = useTranslation("inbox");
  const count = useUnreadCount();
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className="member-centre__badge">
      <Badge tone="danger">
        <span aria-hidden="true">{text}</span>
        <span className="visually-hidden">{t("badge", { count })}</span>
      </Badge>
    </span>
  );
}
