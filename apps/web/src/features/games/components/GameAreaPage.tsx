import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/ui/EmptyState";
import { LoadingCover } from "../../../components/ui/Spinner";
import { vendorLanesQuery } from "../../../lib/vendor-lanes";
import "./games.css";

type Area = "lottery" | "vnlottery" | "seamless" | "game";

/**
 * Header-only game screens (SPEC §2): lottery lobbies, seamless wallet games and the game frame.
 * They need the games capability's launch calls; until those exist they show the empty state.
 */
export function GameAreaPage({ area }: { area: Area }) {
  const { t } = useTranslation(["games", "common", "shell"]);
  const lanes = useQuery(vendorLanesQuery());
  return (
    <main className="page" id="main">
      <h1 className="page__title">{t(`games:areas.${area}`)}</h1>
      <LoadingCover label={t("common:status.loading")} loading={lanes.isPending}>
        {!lanes.isPending && (
          <EmptyState
            title={area === "game" ? t("games:frame.empty") : t("games:empty.title")}
            description={area === "game" ? t("games:frame.emptyText") : t("games:empty.text")}
            action={
              <Link className="btn btn--secondary" to="/">
                {t("common:actions.backHome")}
              </Link>
            }
          />
        )}
      </LoadingCover>
    </main>
  );
}
