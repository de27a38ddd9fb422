import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../../components/ui/EmptyState";
import { LazyImage } from "../../../components/ui/LazyImage";
import { LoadingCover } from "../../../components/ui/Spinner";
import { useWhitelabel } from "../../../lib/queries";
import { arrangeLanes, type GameType, vendorLanesQuery } from "../../../lib/vendor-lanes";
import "./games.css";

/**
 * A game category page (/elott, /rng, /live, …): the category's vendors as tabs, ?page= choosing
 * the vendor (SPEC §2), or the empty state while the category has none.
 */
export function CategoryPage({ gameType }: { gameType: GameType }) {
  const { t } = useTranslation(["games", "common"]);
  const { esportsVendors, cockfightVendors } = useWhitelabel();
  const [params, setParams] = useSearchParams();
  const lanes = useQuery(vendorLanesQuery());
  const arranged = arrangeLanes(lanes.data ?? [], esportsVendors, cockfightVendors);
  // SPEC §2: LOTT shares the ELOTT page.
  const cards = arranged
    .filter((lane) => lane.title === gameType || (gameType === "ELOTT" && lane.title === "LOTT"))
    .flatMap((lane) => lane.cards);
  const vendorOf = (card: (typeof cards)[number]) =>
    card.accountTypeName ?? card.vassalage ?? String(card.accountTypeId);
  const selected = params.get("page") ?? (cards[0] ? vendorOf(cards[0]) : null);

  return (
    <main className="page" id="main">
      <h1 className="page__title">{t(`common:categories.${gameType}`)}</h1>
      <LoadingCover label={t("common:status.loading")} loading={lanes.isPending}>
        {!lanes.isPending && cards.length === 0 ? (
          <EmptyState title={t("games:empty.title")} description={t("games:empty.text")} />
        ) : (
          <ul className="vendor-tabs" aria-label={t("games:vendors")}>
            {cards.map((card) => {
              const vendor = vendorOf(card);
              return (
                <li key={`${card.accountTypeId}-${vendor}`}>
                  <button
                    type="button"
                    className="vendor-tab"
                    aria-pressed={vendor === selected}
                    onClick={() => setParams({ page: vendor })}
                  >
                    {card.smallIcon && <LazyImage className="vendor-tab__icon" src={card.smallIcon} alt="" />}
                    {card.displayName}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </LoadingCover>
    </main>
  );
}
