import { useTranslation } from "react-i18next";
import { EmptyPage } from "../../../components/ui/EmptyPage";
import "./games.css";

type Area = "seamless";

/**
 * Header-only screens without content of their own yet (SPEC §2 /seamless): the empty state with a
 * way back. /lottery is the lottery category page and /vnlottery the Vietnamese lottery lobby.
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
