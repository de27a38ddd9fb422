import { ACCOUNT_TYPES } from "@lotus/contracts";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { useModals } from "../../../lib/modal-store";
import { useSession } from "../../../lib/session";
import { useUnreadCount } from "../api/unread-count";
import { badgeText } from "../model/inbox";
import "./inbox-header.css";

/**
 * The header's inbox button (SPEC §3 unread message count): the mail icon with the unread count,
 * opening the member centre's inbox. Trial accounts have no inbox and see none.
 */
export function InboxHeaderButton() {
  const { t } = useTranslation("inbox");
  const accountType = useSession((state) => state.accountType);
  const openMemberCentre = useModals((state) => state.openMemberCentre);
  const count = useUnreadCount();
  if (accountType === ACCOUNT_TYPES.trial) return null;
  const text = badgeText(count);
  const label = count > 0 ? t("headerUnread", { count }) : t("headerLabel");
  return (
    <button
      type="button"
      className="icon-btn inbox-header"
      aria-label={label}
      title={label}
      data-testid="inbox-header"
      onClick={() => openMemberCentre("messageV2")}
    >
      <Icon name="mail" size={18} />
      {text && (
        <span className="inbox-header__count" aria-hidden="true" data-testid="inbox-count">
          {text}
        </span>
      )}
    </button>
  );
}

/**
 * The unread count on the member-centre button, for phones: the header has no room there for the
 * inbox button (CSS shows one or the other by width). Part of the button's name for screen readers.
 */
export function InboxProfileBadge() {
  const { t } = useTranslation("inbox");
  const accountType = useSession((state) => state.accountType);
  const count = useUnreadCount();
  const text = badgeText(count);
  if (accountType === ACCOUNT_TYPES.trial || !text) return null;
  return (
    <span className="inbox-profile-badge" data-testid="inbox-profile-count">
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">, {t("badge", { count })}</span>
    </span>
  );
}
