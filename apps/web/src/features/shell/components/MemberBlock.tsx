import { passesLoginCheck } from "@lotus/contracts";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { useModals } from "../../../lib/modal-store";
import { useMemberInfo, useWhitelabel } from "../../../lib/queries";
import { useSession } from "../../../lib/session";

/** Logged-in header block: avatar, nickname, balance, member centre and logout. */
export function MemberBlock() {
  const { t } = useTranslation("shell");
  const member = useMemberInfo();
  const { token, accountType } = useSession();
  const { currency } = useWhitelabel();
  const open = useModals((state) => state.open);
  const openMemberCentre = useModals((state) => state.openMemberCentre);
  const info = member.data;

  const onMemberCentre = () => {
    // SPEC §6: a trial account cannot use the member centre; it is asked for a real account.
    if (!passesLoginCheck(token, info?.type ?? accountType ?? undefined)) open("trialWarning");
    else openMemberCentre();
  };

  return (
    <div className="member-block">
      <button type="button" className="member-block__profile" onClick={onMemberCentre}>
        <span className="visually-hidden">{t("header.memberCentre")}: </span>
        {info ? (
          <img className="member-block__avatar" src={info.avatarUrl} alt="" width={36} height={36} />
        ) : (
          <span className="member-block__avatar member-block__avatar--empty">
            <Icon name="user" size={18} />
          </span>
        )}
        <span className="member-block__text">
          <span className="member-block__name">
            {info?.nickname || info?.account || t("header.loadingMember")}
          </span>
          {/* SPEC §4: the balance shows a placeholder until the wallet answers; no wallet call exists yet. */}
          <span className="member-block__balance">
            <span className="visually-hidden">{t("header.balance")}: </span>
            {currency.symbol} --
          </span>
        </span>
      </button>
      <button
        type="button"
        className="icon-btn"
        aria-label={t("header.logout")}
        title={t("header.logout")}
        onClick={() => open("logout")}
      >
        <Icon name="logout" size={18} />
      </button>
    </div>
  );
}
