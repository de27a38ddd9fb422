import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useConsole } from "../../../lib/console-context";
import { queueQuery } from "../api/chat-api";
import { useOperatorSocket } from "../model/use-operator-socket";

/** The side menu's count of conversations waiting in the chosen brand's live chat; nothing at 0. */
export default function ChatNavBadge() {
  const brandId = useConsole().brand?.id;
  return brandId ? <WaitingCount brandId={brandId} /> : null;
}

function WaitingCount({ brandId }: { brandId: string }) {
  const { t } = useTranslation("chat");
  // A watching socket (not the console's): the count follows the queue without polling.
  useOperatorSocket(brandId, false);
  const count = useQuery(queueQuery(brandId)).data?.waiting ?? 0;
  if (count === 0) return null;
  return (
    <span className="sidenav__badge" title={t("badge", { count })}>
      <span aria-hidden="true">
        <Badge tone="warning">{count}</Badge>
      </span>
      <span className="visually-hidden">{t("badge", { count })}</span>
    </span>
  );
}
