import { useTranslation } from "react-i18next";
import { NavLink, useLocation, useNavigate } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { type CategoryNavItem, categoryNavItems, type VendorLane } from "../../../lib/vendor-lanes";

/**
 * Category bar of SPEC §2: home, one item per category with vendors (a dropdown of at most 11
 * providers, then "more"), and promotions. Hidden while the vendor list is empty.
 */
export function BottomBar({ lanes }: { lanes: readonly VendorLane[] }) {
  const { t } = useTranslation(["shell", "common"]);
  const items = categoryNavItems(lanes);
  if (items.length === 0) return null;
  return (
    <nav className="bottom-bar" aria-label={t("shell:bottomBar.label")}>
      <ul className="bottom-bar__list">
        <li>
          <NavLink to="/" end className="bottom-bar__item">
            <Icon name="home" size={18} />
            {t("shell:nav.home")}
          </NavLink>
        </li>
        {items.map((item) => (
          <CategoryItem key={item.gameType} item={item} />
        ))}
        <li>
          <NavLink to="/promotions" className="bottom-bar__item">
            <Icon name="gift" size={18} />
            {t("shell:nav.promotions")}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

function CategoryItem({ item }: { item: CategoryNavItem }) {
  const { t } = useTranslation(["shell", "common"]);
  const location = useLocation();
  const navigate = useNavigate();
  const label = t(`common:categories.${item.gameType}`);
  // Clicking goes to the path unless already there (SPEC §2). A single-vendor category that
  // launches directly will start the game here once the launch call exists; until then its page opens.
  const go = (path: string) => {
    if (location.pathname.toLowerCase() !== path.toLowerCase() || location.search) navigate(path);
  };
  return (
    <li className="bottom-bar__category">
      <button
        type="button"
        className="bottom-bar__item"
        onClick={() => go(item.path)}
        aria-haspopup={!item.directLaunch}
      >
        {label}
        {!item.directLaunch && <Icon name="chevronDown" size={14} />}
      </button>
      {!item.directLaunch && (
        <ul className="bottom-bar__menu" aria-label={label}>
          {item.providers.map((provider) => {
            const vendor = provider.accountTypeName ?? provider.vassalage ?? String(provider.accountTypeId);
            return (
              <li key={`${provider.accountTypeId}-${vendor}`}>
                <button
                  type="button"
                  className="bottom-bar__provider"
                  onClick={() => go(`${item.path}?page=${encodeURIComponent(vendor)}`)}
                >
                  {provider.displayName}
                </button>
              </li>
            );
          })}
          {item.more && (
            <li>
              <button
                type="button"
                className="bottom-bar__provider bottom-bar__more"
                onClick={() => go(item.path)}
              >
                {t("shell:bottomBar.more")}
              </button>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}
