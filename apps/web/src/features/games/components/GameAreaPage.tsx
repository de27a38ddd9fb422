import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/ui/EmptyState";
import "./games.css";

type Area = "lottery" | "vnlottery" | "seamless";

/**
 * Header-only lottery and seamless screens (SPEC §2). Their lobbies come with the lottery
 * capability; until then they show the empty state with a way back.
 */
export function GameAreaPage({ area }: { area: Area }) {
  const { t } = useTranslation(["games", "common"]);
  return (
    <main className="page" id="main">
      <h1 className="page__title">{t(`games:areas.${area}`)}</h1>
      <EmptyState
        title={t("games:empty.title")}
        description={t("games:empty.text")}
        action={
          <Link className="btn btn--secondary" to="/">
            {t("common:actions.backHome")}
          </Link>
        }
      />
    </main>
  );
}
