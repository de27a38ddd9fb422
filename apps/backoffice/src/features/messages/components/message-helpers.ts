import type { CampaignStatus, MessageAudienceView } from "@lotus/contracts";
import type { TFunction } from "i18next";

/** How a campaign's status is drawn. */
export const STATUS_TONE: Record<CampaignStatus, "info" | "warning" | "success" | "muted"> = {
  scheduled: "info",
  sending: "warning",
  sent: "success",
  cancelled: "muted",
};

/** Who a message went to, in words: the account, the labels, the VIP levels by name, the tree, everyone. */
export function audienceText(
  t: TFunction<"messages">,
  audience: MessageAudienceView,
  levelName: (rank: number) => string,
): string {
  switch (audience.kind) {
    case "member":
      return t("audience.memberOf", { account: audience.account });
    case "labels":
      return t("audience.labelsOf", { labels: audience.labels.join(", ") });
    case "vip":
      return t("audience.vipOf", { levels: audience.ranks.map(levelName).join(", ") });
    case "tree":
      return t("audience.treeOf", { account: audience.account });
    default:
      return t("audience.brandAll");
  }
}

/** Delivery progress in percent (0 before sending starts; 100 once sent). */
export function progressOf(campaign: {
  status: CampaignStatus;
  recipients: number;
  audienceSize: number | null;
}): number {
  if (campaign.status === "sent") return 100;
  if (!campaign.audienceSize) return 0;
  return Math.min(100, Math.floor((campaign.recipients / campaign.audienceSize) * 100));
}

/** The title in the operator's language, else English, else any. */
export function titleIn(title: Partial<Record<string, string>>, language: string): string {
  return title[language] || title.EN || Object.values(title).find(Boolean) || "";
}
