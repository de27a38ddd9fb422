import { Spinner } from "@lotus/ui/data/states";
import { Button } from "@lotus/ui/primitives/Button";
import { Modal } from "@lotus/ui/primitives/Modal";
import { Badge } from "@lotus/ui/status/Badge";
import { Fragment, Suspense, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { Icon } from "../../components/ui/Icon";
import { LanguageSelect } from "../../components/ui/LanguageSelect";
import { ThemeToggle } from "../../components/ui/ThemeToggle";
import { ChangePasswordForm } from "../../features/auth/components/ChangePasswordForm";
import { useSignOut } from "../../features/auth/hooks/use-sign-out";
import { useConsole } from "../../lib/console-context";
import { listPathAfterBrandChange, menuRoutes, menuSections } from "../route-access";
import { ROUTES, type ScreenRoute } from "../routes";

/** Top bar (brand, language, theme, operator) and side menu of the screens the operator may open. */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const { me } = useConsole();
  const location = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const signOut = useSignOut();
  const menu = menuSections(menuRoutes(ROUTES, me.permissions));

  // The drawer (tablet widths) closes when a screen is chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setNavOpen(false), [location.pathname]);

  useEffect(() => {
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setNavOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [navOpen]);

  return (
    <div className={`shell${navOpen ? " shell--nav-open" : ""}`}>
      <a className="skip-link" href="#main">
        {t("shell.skip")}
      </a>
      <header className="topbar">
        <button
          type="button"
          className="icon-btn topbar__menu"
          aria-label={t("shell.menu")}
          aria-expanded={navOpen}
          aria-controls="sidenav"
          onClick={() => setNavOpen((open) => !open)}
        >
          <Icon name="menu" />
        </button>
        <Link to="/" className="topbar__logo" aria-label={t("shell.appName")}>
          <img src={`${import.meta.env.BASE_URL}res/img/favicon.svg`} alt="" width={22} height={22} />
          <span>{t("shell.appName")}</span>
        </Link>
        <BrandPicker />
        <div className="topbar__spacer" />
        <LanguageSelect />
        <ThemeToggle />
        <div className="topbar__operator">
          <span className="topbar__name">{me.operator.displayName || me.operator.username}</span>
          <Badge tone="info">{t(`roles.${me.operator.role}`)}</Badge>
        </div>
        <button
          type="button"
          className="icon-btn"
          aria-label={t("shell.changePassword")}
          title={t("shell.changePassword")}
          onClick={() => setPasswordOpen(true)}
        >
          <Icon name="key" />
        </button>
        <Button size="small" variant="ghost" icon={<Icon name="logout" />} onClick={() => void signOut()}>
          {t("actions.signOut")}
        </Button>
      </header>
      <button
        type="button"
        className="shell__scrim"
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => setNavOpen(false)}
      />
      <nav id="sidenav" className="sidenav" aria-label={t("shell.mainMenu")}>
        <ul>
          {menu.map((section) =>
            section.group ? (
              <li key={`group-${section.group}`} className="sidenav__group">
                <span id={`sidenav-group-${section.group}`} className="sidenav__heading">
                  {t(`navGroups.${section.group}`)}
                </span>
                <ul aria-labelledby={`sidenav-group-${section.group}`}>
                  {section.routes.map((route) => (
                    <MenuEntry key={route.path} route={route} />
                  ))}
                </ul>
              </li>
            ) : (
              <Fragment key={section.routes[0]?.path}>
                {section.routes.map((route) => (
                  <MenuEntry key={route.path} route={route} />
                ))}
              </Fragment>
            ),
          )}
        </ul>
      </nav>
      <main id="main" className="main" tabIndex={-1}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      {passwordOpen && (
        <Modal title={t("shell.changePassword")} onClose={() => setPasswordOpen(false)} size="small">
          <ChangePasswordForm onDone={() => setPasswordOpen(false)} onCancel={() => setPasswordOpen(false)} />
        </Modal>
      )}
    </div>
  );
}

/** One screen of the side menu, with its count when it has one (loaded apart, never holding the menu). */
function MenuEntry({ route }: { route: ScreenRoute & { menu: NonNullable<ScreenRoute["menu"]> } }) {
  const { t } = useTranslation();
  const MenuBadge = route.menu.badge;
  return (
    <li>
      <NavLink to={`/${route.path}`} className="sidenav__link">
        <Icon name={route.menu.icon} />
        <span>{t(`nav.${route.menu.labelKey}`)}</span>
        {MenuBadge && (
          <Suspense fallback={null}>
            <MenuBadge />
          </Suspense>
        )}
      </NavLink>
    </li>
  );
}

/** The brand that brand-scoped screens work on; remembered on this device. */
function BrandPicker() {
  const { t } = useTranslation();
  const id = useId();
  const { brands, brand, chooseBrand } = useConsole();
  const location = useLocation();
  const navigate = useNavigate();
  const choose = (brandId: string) => {
    chooseBrand(brandId);
    // A member or an article belongs to one brand: leave its page for the list of the new brand.
    const next = listPathAfterBrandChange(location.pathname);
    if (next) navigate(next);
  };
  if (brands.length === 0) return <span className="topbar__brand muted small">{t("shell.noBrands")}</span>;
  return (
    <div className="topbar__brand">
      <label htmlFor={id} className="topbar__brand-label">
        {t("shell.brand")}
      </label>
      <select
        id={id}
        className="input select input--small"
        value={brand?.id ?? ""}
        onChange={(event) => choose(event.target.value)}
      >
        {brands.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name} ({option.merchantCode})
          </option>
        ))}
      </select>
    </div>
  );
}
