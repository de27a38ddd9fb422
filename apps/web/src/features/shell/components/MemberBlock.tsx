import { ACCOUNT_TYPES, formatAmount, isAgentType, passesLoginCheck } from "@lotus/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { AGENT_CENTRE_PATH, type MemberPage } from "../../../lib/member-pages";
import { useModals } from "../../../lib/modal-store";
import { useBalance, useMemberInfo, useWhitelabel } from "../../../lib/queries";
import { useSession } from "../../../lib/session";

/**
 * Logged-in header block: avatar, nickname, balance (with refresh), deposit, withdraw, member
 * centre, the agent centre for agents (SPEC §6) and logout. `badge` marks the member-centre button
 * (the inbox's unread count where the header has no room for the inbox button).
 */
export function MemberBlock({ badge }: { badge?: ReactNode }) {
  const { t } = useTranslation("shell");
  // The money shortcuts' and the agent centre's labels live in the member namespace, loaded with
  // the first logged-in screen; until it arrives the shortcuts wait rather than suspend the header.
  const money = useTranslation("member", { useSuspense: false });
  const member = useMemberInfo();
  const balance = useBalance();
  const { token, accountType } = useSession();
  const { currency } = useWhitelabel();
  const open = useModals((state) => state.open);
  const openMemberCentre = useModals((state) => state.openMemberCentre);
  const info = member.data;
  const type = info?.type ?? accountType ?? undefined;
  // SPEC §6: deposit and withdrawal are hidden for credit accounts.
  const cash = type !== ACCOUNT_TYPES.credit;

  const onMemberCentre = (page?: MemberPage) => {
    // SPEC §6: a trial account cannot use the member centre; it is asked for a real account.
    if (!passesLoginCheck(token, type)) open("trialWarning");
    else openMemberCentre(page);
  };

  // SPEC §4: a placeholder while the balance loads or refetches, then the symbol and sumBalance.
  const updating = !balance.data || balance.isFetching;
  const balanceText =
    updating || !balance.data
      ? `${currency.symbol} --`
      : formatAmount(balance.data.sumBalance, balance.data.currencySymbol || currency.symbol);

  return (
    <div className="member-block">
      <button type="button" className="member-block__profile" onClick={() => onMemberCentre()}>
        <span className="visually-hidden">{t("header.memberCentre")}: </span>
        {info ? (
          <img className="member-block__avatar" src={info.avatarUrl} alt="" width={36} height={36} />
        ) : (
          <span className="member-block__avatar member-block__avatar--empty">
            <Icon name="user" size={18} />
          </span>
        )}
        {badge}
        <span className="member-block__text">
          <span className="member-block__name" title={info?.nickname || info?.account}>
            {info?.nickname || info?.account || t("header.loadingMember")}
          </span>{" "}
          <span className="member-block__balance" aria-busy={updating}>
            <span className="visually-hidden">{t("header.balance")}: </span>
            {balanceText}
          </span>
        </span>
      </button>
      {money.ready && (
        <button
          type="button"
          className={`icon-btn member-block__refresh${updating ? " member-block__refresh--busy" : ""}`}
          aria-label={money.t("header.refreshBalance")}
          title={money.t("header.refreshBalance")}
          disabled={balance.isFetching}
          onClick={() => void balance.refetch()}
        >
          <Icon name="refresh" size={16} />
        </button>
      )}
      {cash && money.ready && (
        <>
          <button
            type="button"
            className="btn btn--primary btn--small member-block__deposit"
            onClick={() => onMemberCentre("depositv2")}
          >
            {money.t("header.deposit")}
          </button>
          <button
            type="button"
            className="btn btn--secondary btn--small member-block__withdraw"
            onClick={() => onMemberCentre("withdraw")}
          >
            {money.t("header.withdraw")}
          </button>
        </>
      )}
      {type !== undefined && isAgentType(type) && money.ready && (
        <Link
          to={AGENT_CENTRE_PATH}
          className="icon-btn member-block__agent"
          aria-label={money.t("header.agentCentre")}
          title={money.t("header.agentCentre")}
        >
          <Icon name="users" size={18} />
        </Link>
      )}
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
