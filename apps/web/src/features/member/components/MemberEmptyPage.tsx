import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/ui/EmptyState";
import type { IconName } from "../../../components/ui/Icon";
import type { MemberPage } from "../../../lib/member-pages";

export const MEMBER_PAGE_ICONS: Record<MemberPage, IconName> = {
  securityCenter: "shield",
  transferFund: "wallet",
  depositv2: "arrowDown",
  withdraw: "arrowUp",
  withdrawalConfirmation: "check",
  transferUpline: "transfer",
  transferDownline: "users",
  personalHistoryCopy: "history",
  transactionHistory: "list",
  personalProfit: "chart",
  bonusDetails: "gift",
  rewardCenter: "award",
  referral: "users",
  missionLeaderboard: "target",
  messageV2: "mail",
};

/** Member-centre pages whose capability (wallet, records, rewards, inbox…) is not built yet. */
export function MemberEmptyPage({ page }: { page: Exclude<MemberPage, "securityCenter"> }) {
  const { t } = useTranslation("member");
  return (
    <EmptyState
      icon={MEMBER_PAGE_ICONS[page]}
      title={t(`empty.${page}.title`)}
      description={t(`empty.${page}.text`)}
    />
  );
}
