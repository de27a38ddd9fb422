import { LEGAL_PATHS, type SocialLink, type VendorLane } from "@lotus/contracts";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon, type IconName } from "../../../components/ui/Icon";
import { LazyImage } from "../../../components/ui/LazyImage";
import { COPYRIGHT_YEAR } from "../../../lib/constants";
import { useModals } from "../../../lib/modal-store";
import { useWhitelabel } from "../../../lib/queries";
import { useSession } from "../../../lib/session";
import { categoryPath, mergeLotteryLanes, vendorCode } from "../../../lib/vendor-lanes";
import { ThemeSwitch } from "./ThemeSwitch";

const SOCIAL_ICONS: Record<SocialLink["type"], IconName> = {
  FACEBOOK: "facebook",
  YOUTUBE: "youtube",
  TIKTOK: "tiktok",
  INSTAGRAM: "instagram",
  TWITTER: "twitter",
  TELEGRAM: "send",
};

const SPORTS_LINKS = [
  { to: "/sports", key: "SPORTS" },
  { to: "/esports", key: "ESPORTS" },
  { to: "/cockFight", key: "COCKFIGHT" },
] as const;

export function Footer({ lanes }: { lanes: readonly VendorLane[] }) {
  const { t } = useTranslation(["shell", "common"]);
  const whitelabel = useWhitelabel();
  const token = useSession((state) => state.token);
  const open = useModals((state) => state.open);
  // The two lottery categories share one page: one group, each vendor once.
  const providerLanes = mergeLotteryLanes(lanes).filter((lane) => lane.cards.length > 0);

  // SPEC §2: footer sports links open the login popup for a visitor.
  const onSportsLink = (event: MouseEvent<HTMLAnchorElement>) => {
    if (token) return;
    event.preventDefault();
    open("login");
  };

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {providerLanes.length > 0 && (
          <section className="site-footer__providers" aria-label={t("shell:footer.providers")}>
            {providerLanes.map((lane) => (
              <div key={lane.title} className="site-footer__provider-group" data-category={lane.title}>
                <h3 className="site-footer__heading">{t(`common:categories.${lane.title}`)}</h3>
                <ul className="site-footer__logos">
                  {lane.cards.map((card) => (
                    <li key={`${card.accountTypeId}-${vendorCode(card)}`}>
                      <Link
                        className="site-footer__logo-link"
                        to={`${categoryPath(lane.title)}?page=${encodeURIComponent(vendorCode(card))}`}
                        title={card.displayName}
                      >
                        {card.smallIcon ? (
                          <LazyImage
                            className="site-footer__logo"
                            src={card.smallIcon}
                            alt={card.displayName}
                          />
                        ) : (
                          <span className="site-footer__logo-text">{card.displayName}</span>
                        )}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        )}
        <div className="site-footer__columns">
          <nav aria-label={t("shell:footer.sports")}>
            <h3 className="site-footer__heading">{t("shell:footer.sports")}</h3>
            <ul>
              {SPORTS_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={onSportsLink}>
                    {t(`common:categories.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t("shell:footer.help")}>
            <h3 className="site-footer__heading">{t("shell:footer.help")}</h3>
            <ul>
              <li>
                <Link to="/help">{t("shell:footer.helpCentre")}</Link>
              </li>
              <li>
                <Link to="/noticePage">{t("shell:nav.notices")}</Link>
              </li>
              <li>
                <Link to="/app">{t("shell:nav.app")}</Link>
              </li>
              <li>
                <Link to="/join">{t("shell:footer.join")}</Link>
              </li>
              <li>
                <Link to={LEGAL_PATHS.userAgreement}>{t("shell:footer.userAgreement")}</Link>
              </li>
              <li>
                <Link to={LEGAL_PATHS.privacyPolicy}>{t("shell:footer.privacyPolicy")}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-label={t("shell:footer.promotions")}>
            <h3 className="site-footer__heading">{t("shell:footer.promotions")}</h3>
            <ul>
              <li>
                <Link to="/promotions">{t("shell:nav.promotions")}</Link>
              </li>
              <li>
                <Link to="/pointMall">{t("shell:footer.pointMall")}</Link>
              </li>
              <li>
                <Link to="/affiliate">{t("shell:footer.affiliate")}</Link>
              </li>
            </ul>
          </nav>
          {whitelabel.socialLinks.length > 0 && (
            <section aria-label={t("shell:footer.follow")}>
              <h3 className="site-footer__heading">{t("shell:footer.follow")}</h3>
              <ul className="site-footer__social">
                {whitelabel.socialLinks.map((link) => (
                  <li key={`${link.type}-${link.url}`}>
                    <a
                      className="icon-btn"
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t(`shell:social.${link.type}`)}
                    >
                      <Icon name={SOCIAL_ICONS[link.type]} size={18} />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <div className="site-footer__bottom">
          <p className="site-footer__age">
            <span className="site-footer__badge" aria-hidden="true">
              {t("shell:footer.ageBadge")}
            </span>
            {t("shell:footer.responsible")}
          </p>
          <p>{t("shell:footer.copyright", { year: COPYRIGHT_YEAR, brand: whitelabel.name })}</p>
          {/* Phones have no room for the theme switch in the header; it lives here instead. */}
          <div className="site-footer__theme">
            <ThemeSwitch />
          </div>
        </div>
      </div>
    </footer>
  );
}
