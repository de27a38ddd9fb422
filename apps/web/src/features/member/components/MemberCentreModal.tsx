import { ACCOUNT_TYPES, isAgentType } from "@lotus/contracts";
import { Spinner } from "@lotus/ui/data/states";
import { Modal } from "@lotus/ui/primitives/Modal";
import { type ComponentType, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConnectivityError } from "../../../components/ui/ConnectivityError";
import { Icon } from "../../../components/ui/Icon";
import {
  AGENT_CENTRE_PATH,
  DEFAULT_MEMBER_PAGE,
  MEMBER_PAGES,
  type MemberPage,
  type MemberPageProps,
  VIP_PATH,
} from "../../../lib/member-pages";
import { useModals } from "../../../lib/modal-store";
import { type MemberInfo, useMemberInfo } from "../../../lib/queries";
import { MEMBER_PAGE_ICONS, MemberEmptyPage } from "./MemberEmptyPage";
import { SecurityCenter } from "./SecurityCenter";
import "./member.css";

/**
 * Pages other features provide (wallet, records…), handed in by the app so features never import
 * each other; a page without one shows its empty state.
 */
export interface MemberCentreSlots {
  pages?: Partial<Record<Exclude<MemberPage, "securityCenter">, ComponentType<MemberPageProps>>>;
  /** Extra sections of my account (payment password, bank accounts). */
  securityExtras?: ComponentType<MemberPageProps>;
  /** My account's self-service (profile, email and mobile, authenticator, sign-in activity). */
  securitySections?: ComponentType<MemberPageProps>;
  /**
   * A side-menu item's badge (SPEC §2: waiting rewards, available missions): a component that reads
   * its own count and draws nothing at 0. Loaded apart from the menu, so a slow count never holds it.
   */
  menuBadges?: Partial<Record<MemberPage, ComponentType>>;
}

const CASH_PAGES: readonly MemberPage[] = ["depositv2", "withdraw", "withdrawalConfirmation"];

/**
 * SPEC §6: deposit and withdrawal (and so the confirmation of withdrawals) are hidden for credit
 * accounts; transfer to upline needs an upline (transfer to downline is in the agent centre).
 */
export function visibleMemberPages(member: Pick<MemberInfo, "type" | "toUpline">): MemberPage[] {
  return MEMBER_PAGES.filter((page) => {
    if (CASH_PAGES.includes(page) && member.type === ACCOUNT_TYPES.credit) return false;
    if (page === "transferUpline" && !member.toUpline) return false;
    return true;
  });
}

/** The member centre: side menu of SPEC §2 page keys, shown once the member data loaded. */
export function MemberCentreModal({ page, slots = {} }: { page: MemberPage; slots?: MemberCentreSlots }) {
  const { t } = useTranslation(["member", "common"]);
  const member = useMemberInfo();
  const { openMemberCentre, closeMemberCentre } = useModals();
  const pages = member.data ? visibleMemberPages(member.data) : [];
  const current = pages.includes(page) ? page : DEFAULT_MEMBER_PAGE;
  const Page = current === "securityCenter" ? undefined : slots.pages?.[current];

  return (
    <Modal title={t("member:title")} size="wide" onClose={closeMemberCentre}>
      {member.isPending ? (
        <div className="member-centre__loading">
          <Spinner label={t("common:status.loading")} size={28} />
        </div>
      ) : !member.data ? (
        <ConnectivityError reason="error" onRetry={() => void member.refetch()} />
      ) : (
        <div className="member-centre">
          <nav className="member-centre__menu" aria-label={t("member:menu")}>
            <ul>
              {pages.map((key) => {
                const MenuBadge = slots.menuBadges?.[key];
                return (
                  <li key={key}>
                    <button
                      type="button"
                      className="member-centre__item"
                      aria-current={key === current ? "page" : undefined}
                      data-autofocus={key === current ? true : undefined}
                      onClick={() => openMemberCentre(key)}
                    >
                      <Icon name={MEMBER_PAGE_ICONS[key]} size={18} />
                      <span>{t(`member:pages.${key}`)}</span>
                      {MenuBadge && (
                        <Suspense fallback={null}>
                          <MenuBadge />
                        </Suspense>
                      )}
                    </button>
                  </li>
                );
              })}
              <li>
                <Link className="member-centre__item" to={VIP_PATH} onClick={closeMemberCentre}>
                  <Icon name="trophy" size={18} />
                  <span>{t("member:header.vip")}</span>
                </Link>
              </li>
              {isAgentType(member.data.type) && (
                <li>
                  <Link className="member-centre__item" to={AGENT_CENTRE_PATH} onClick={closeMemberCentre}>
                    <Icon name="users" size={18} />
                    <span>{t("member:header.agentCentre")}</span>
                  </Link>
                </li>
              )}
            </ul>
          </nav>
          <section className="member-centre__content" aria-labelledby="member-page-title">
            <h3 id="member-page-title" className="member-centre__title">
              {t(`member:pages.${current}`)}
            </h3>
            <Suspense
              fallback={
                <div className="member-centre__loading">
                  <Spinner label={t("common:status.loading")} size={28} />
                </div>
              }
            >
              {current === "securityCenter" ? (
                <SecurityCenter
                  member={member.data}
                  extras={slots.securityExtras}
                  sections={slots.securitySections}
                />
              ) : Page ? (
                <Page key={current} member={member.data} />
              ) : (
                <MemberEmptyPage page={current} />
              )}
            </Suspense>
          </section>
        </div>
      )}
    </Modal>
  );
}
