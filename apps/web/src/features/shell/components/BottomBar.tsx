import type { VendorLane } from "@lotus/contracts";
import { useQuery } from "@tanstack/react-query";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { LazyImage } from "../../../components/ui/LazyImage";
import { targetOfCard } from "../../../lib/launch-target";
import { useLaunchGame } from "../../../lib/use-launch-game";
import {
  type CategoryNavItem,
  categoryNavItems,
  isCurrentTarget,
  vendorCode,
  vendorLanesQuery,
} from "../../../lib/vendor-lanes";

/**
 * Category bar of SPEC §2: home, one item per category with vendors (a dropdown of at most 11
 * providers, then "more"), and promotions. Hidden when the brand has no vendors. A pvp, sports,
 * fish or live category with one vendor launches that vendor's lobby game instead of opening its page.
 */
export function BottomBar({ lanes }: { lanes: readonly VendorLane[] }) {
  const { t } = useTranslation(["shell", "common"]);
  const { launch, launching } = useLaunchGame();
  const location = useLocation();
  const items = categoryNavItems(lanes);
  // While the vendor list loads, the bar keeps its place (home and promotions) so the page does not jump.
  const loading = useQuery(vendorLanesQuery()).isPending;
  if (items.length === 0 && !loading) return null;

  // Clicking goes to the path unless already there.
  const stayIfCurrent = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (isCurrentTarget(location, to)) event.preventDefault();
  };

  return (
    <nav className="bottom-bar" aria-label={t("shell:bottomBar.label")} data-testid="bottom-bar">
      <ul className="bottom-bar__list">
        <li>
          <NavLink to="/" end className="bottom-bar__item" onClick={(event) => stayIfCurrent(event, "/")}>
            <Icon name="home" size={18} />
            {t("shell:nav.home")}
          </NavLink>
        </li>
        {items.map((item) => (
          <CategoryItem
            key={item.gameType}
            item={item}
            onNavigate={stayIfCurrent}
            launching={launching}
            onLaunch={(card) => {
              const target = targetOfCard(card);
              if (target) void launch(target);
            }}
          />
        ))}
        <li>
          <NavLink
            to="/promotions"
            className="bottom-bar__item"
            onClick={(event) => stayIfCurrent(event, "/promotions")}
          >
            <Icon name="gift" size={18} />
            {t("shell:nav.promotions")}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

function CategoryItem({
  item,
  onNavigate,
  onLaunch,
  launching,
}: {
  item: CategoryNavItem;
  onNavigate: (event: MouseEvent<HTMLAnchorElement>, to: string) => void;
  onLaunch: (card: NonNullable<CategoryNavItem["directLaunch"]>) => void;
  launching: string | null;
}) {
  const { t } = useTranslation(["shell", "common"]);
  // Provider marks use the games translations, loaded with the first games screen; until they
  // arrive the marks wait rather than suspend the whole bar.
  const games = useTranslation("games", { useSuspense: false });
  const label = t(`common:categories.${item.gameType}`);
  const direct = item.directLaunch;

  if (direct) {
    return (
      <li className="bottom-bar__category">
        <button
          type="button"
          className="bottom-bar__item"
          data-category={item.gameType}
          aria-busy={launching === direct.gameId || undefined}
          onClick={() => onLaunch(direct)}
        >
          {label}
        </button>
      </li>
    );
  }

  return (
    <li className="bottom-bar__category">
      <NavLink
        to={item.path}
        className="bottom-bar__item"
        data-category={item.gameType}
        onClick={(event) => onNavigate(event, item.path)}
      >
        {label}
        <Icon name="chevronDown" size={14} className="bottom-bar__chevron" />
      </NavLink>
      <ul className="bottom-bar__menu" aria-label={label}>
        {item.providers.map((provider) => {
          const to = `${item.path}?page=${encodeURIComponent(vendorCode(provider))}`;
          return (
            <li key={`${provider.accountTypeId}-${vendorCode(provider)}`}>
              <Link className="bottom-bar__provider" to={to} onClick={(event) => onNavigate(event, to)}>
                {provider.smallIcon ? (
                  <LazyImage className="bottom-bar__logo" src={provider.smallIcon} alt="" />
                ) : (
                  <span className="bottom-bar__logo bottom-bar__logo--empty" aria-hidden="true" />
                )}
                <span className="bottom-bar__provider-name">{provider.displayName}</span>
                {games.ready && provider.isHot === 1 && (
                  <span className="bottom-bar__hot">{games.t("tile.hot")}</span>
                )}
                {games.ready && provider.status === "maintenance" && (
                  <span className="bottom-bar__maintenance">{games.t("tile.maintenance")}</span>
                )}
              </Link>
            </li>
          );
        })}
        {item.more && (
          <li>
            <Link
              className="bottom-bar__provider bottom-bar__more"
              to={item.path}
              onClick={(event) => onNavigate(event, item.path)}
            >
              {t("shell:bottomBar.more")}
              <Icon name="chevronRight" size={14} />
            </Link>
          </li>
        )}
      </ul>
    </li>
  );
}
