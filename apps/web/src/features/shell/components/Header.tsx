import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { useModals } from "../../../lib/modal-store";
import { useWhitelabel } from "../../../lib/queries";
import { useSession } from "../../../lib/session";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { MemberBlock } from "./MemberBlock";
import { ThemeSwitch } from "./ThemeSwitch";

interface HeaderProps {
  /** Visitor actions provided by other features (the free-play button). */
  visitorActions?: ReactNode;
  /** A member's actions provided by other features (the inbox with its unread count). */
  memberActions?: ReactNode;
  /** A mark on the member-centre button provided by other features (the unread count on phones). */
  memberBadge?: ReactNode;
}

export function Header({ visitorActions, memberActions, memberBadge }: HeaderProps) {
  const { t } = useTranslation("shell");
  const whitelabel = useWhitelabel();
  const token = useSession((state) => state.token);
  const open = useModals((state) => state.open);

  return (
    <header className={`site-header${token ? " site-header--member" : ""}`}>
      <a className="skip-link" href="#main">
        {t("header.skipToContent")}
      </a>
      <div className="site-header__inner">
        <Link
          to="/"
          className="site-header__logo"
          aria-label={t("header.homeLink", { brand: whitelabel.name })}
        >
          <img src={whitelabel.logoUrl} alt="" height={36} />
        </Link>
        <nav className="site-header__nav" aria-label={t("header.navigation")}>
          <NavLink to="/" end>
            {t("nav.home")}
          </NavLink>
          <NavLink to="/promotions">{t("nav.promotions")}</NavLink>
          <NavLink to="/noticePage">{t("nav.notices")}</NavLink>
          <NavLink to="/app">{t("nav.app")}</NavLink>
        </nav>
        <div className="site-header__actions">
          {token ? (
            <>
              {memberActions}
              <MemberBlock badge={memberBadge} />
            </>
          ) : (
            <>
              {visitorActions}
              <button type="button" className="btn btn--secondary" onClick={() => open("login")}>
                {t("header.login")}
              </button>
              <button type="button" className="btn btn--primary" onClick={() => open("register")}>
                {t("header.register")}
              </button>
            </>
          )}
          <LanguageSwitcher />
          <ThemeSwitch />
        </div>
      </div>
    </header>
  );
}
