import { useTranslation } from "react-i18next";
import { EmptyPage } from "../../../components/ui/EmptyPage";
import "./games.css";

type Area = "lottery" | "vnlottery" | "seamless";

/**
 * Header-only lottery and seamless screens (SPEC §2). Their lobbies come with the lottery
 * capability; until then they show the empty state with a way back.
 */
export function GameAreaPage({ area }: { area: Area }) {
  const { t } = useTranslation(["games", "common"]);
  return (
    <EmptyPage
      title={t(`games:areas.${area}`)}
      icon="game"
      empty={t("games:empty.title")}
      text={t("games:empty.text")}
      back={{ to: "/", label: t("common:actions.backHome") }}
    />
  );
}
