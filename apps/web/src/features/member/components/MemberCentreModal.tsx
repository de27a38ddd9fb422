import { ACCOUNT_TYPES } from "@lotus/contracts";
import { useTranslation } from "react-i18next";
import { ConnectivityError } from "../../../components/ui/ConnectivityError";
import { Icon } from "../../../components/ui/Icon";
import { Modal } from "../../../components/ui/Modal";
import { Spinner } from "../../../components/ui/Spinner";
import { DEFAULT_MEMBER_PAGE, MEMBER_PAGES, type MemberPage } from "../../../lib/member-pages";
import { useModals } from "../../../lib/modal-store";
import { type MemberInfo, useMemberInfo } from "../../../lib/queries";
import { MEMBER_PAGE_ICONS, MemberEmptyPage } from "./MemberEmptyPage";
import { SecurityCenter } from "./SecurityCenter";
import "./member.css";

/** SPEC §6: deposit and withdrawal are hidden for credit accounts; transfer to upline needs an upline. */
export function visibleMemberPages(member: Pick<MemberInfo, "type" | "toUpline">): MemberPage[] {
  return MEMBER_PAGES.filter((page) => {
    if ((page === "depositv2" || page === "withdraw") && member.type === ACCOUNT_TYPES.credit) return false;
    if (page === "transferUpline" && !member.toUpline) return false;
    return true;
  });
}

/** The member centre: side menu of SPEC §2 page keys, shown once the member data loaded. */
export function MemberCentreModal({ page }: { page: MemberPage }) {
  const { t } = useTranslation(["member", "common"]);
  const member = useMemberInfo();
  const { openMemberCentre, closeMemberCentre } = useModals();
  const pages = member.data ? visibleMemberPages(member.data) : [];
  const current = pages.includes(page) ? page : DEFAULT_MEMBER_PAGE;

  return (
    <Modal title={t("member:title")} size="wide" onClose={closeMemberCentre}>
      {member.isPending ? (
        <div className="member-centre__loading">
          <Spinner label={t("common:status.loading")} />
        </div>
      ) : !member.data ? (
        <ConnectivityError reason="error" onRetry={() => void member.refetch()} />
      ) : (
        <div className="member-centre">
          <nav className="member-centre__menu" aria-label={t("member:menu")}>
            <ul>
              {pages.map((key) => (
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
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <section className="member-centre__content" aria-labelledby="member-page-title">
            <h3 id="member-page-title" className="member-centre__title">
              {t(`member:pages.${current}`)}
            </h3>
            {current === "securityCenter" ? (
              <SecurityCenter member={member.data} />
            ) : (
              <MemberEmptyPage page={current} />
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}
