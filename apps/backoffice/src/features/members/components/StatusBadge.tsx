import { Badge } from "@lotus/ui/status/Badge";
import { useTranslation } from "react-i18next";
import { statusTone } from "./member-labels";

const NAMED = ["active", "locked", "disabled"] as const;

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(["members", "common"]);
  const named = NAMED.find((entry) => entry === status);
  return <Badge tone={statusTone(status)}>{named ? t(`statuses.${named}`) : status}</Badge>;
}
