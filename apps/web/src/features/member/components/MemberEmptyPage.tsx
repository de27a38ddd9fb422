import { EmptyState } from "@lotus/ui/data/states";
import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "../../../components/ui/Icon";
import type { MemberPage } from "../../../lib/member-pages";

export const MEMBER_PAGE_ICONS: Record<MemberPage, IconName> = {
  securityCenter: "shield",
  transferFund: "wallet",
  depositv2: "arrowDown",
  withdraw: "arrowUp",
  withdrawalConfirmation: "check",
  transferUpline: "transfer",
  personalHistoryCopy: "history",
  transactionHistory: "list",
  personalProfit: "chart",
  bonusDetails: "gift",
  rewardCenter: "award",
  referral: "users",
  missionLeaderboard: "target",
  messageV2: "mail",
  feedback: "headset",
};

/** Member-centre pages whose capability (wallet, records, rewards, inbox…) is not built yet. */
export function MemberEmptyPage({ page }: { page: Exclude<MemberPage, "securityCenter"> }) {
  const { t } = useTranslation("member");
  return (
    <EmptyState
      heading
      icon={<Icon name={MEMBER_PAGE_ICONS[page]} size={32} />}
      title={t(`empty.${page}.title`)}
      description={t(`empty.${page}.text`)}
    />
  );
}
