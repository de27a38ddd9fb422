import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { LazyImage } from "../../../components/ui/LazyImage";
import { lettermark, providerTiles } from "../model/lobby";
import type { ArrangedLanes } from "./use-home-lanes";
import "./lobby.css";

/**
 * The home's provider strip: each vendor's logo (over its lettermark, shown while the logo loads or
 * when it has none), name and game
 * count, opening the vendor's tab on its category page. The name is always written under the logo,
 * so a logo drawn for the other theme never leaves a blank tile.
 */
export function ProviderStrip({ lanes }: { lanes: ArrangedLanes }) {
  const { t } = useTranslation("games");
  const providers = providerTiles(lanes.list);
  if (!lanes.pending && providers.length === 0) return null;

  return (
    <section className="lobby-section" aria-labelledby="lobby-providers-title">
      <h2 id="lobby-providers-title" className="section-title">
        <span className="section-title__icon" aria-hidden="true">
          <Icon name="award" size={20} />
        </span>
        {t("lobby.providers")}
      </h2>
      {lanes.pending ? (
        <div className="lobby-providers lobby-providers--loading" aria-busy="true" />
      ) : (
        <ul className="lobby-providers">
          {providers.map((provider) => (
            <li key={provider.code}>
              <Link className="lobby-provider" to={provider.path} data-testid="lobby-provider">
                <span className="lobby-provider__plate" aria-hidden="true">
                  <span className="lobby-provider__lettermark">{lettermark(provider.name)}</span>
                  {provider.logo && <LazyImage className="lobby-provider__logo" src={provider.logo} alt="" />}
                </span>
                <span className="lobby-provider__name">{provider.name}</span>
                <span className="lobby-provider__count">
                  {t("lobby.gameCount", { count: provider.count })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
