import { EmptyState } from "@lotus/ui/data/states";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { PageHeader } from "../components/ui/States";
import { useConsole } from "../lib/console-context";
import { canOpen, homePath } from "./route-access";
import { ROUTES, type ScreenRoute } from "./routes";

/** One route of the table: checked against the operator's permissions and the chosen brand. */
export function Screen({ route }: { route: ScreenRoute }) {
  const { t } = useTranslation();
  const { permissions, brand } = useConsole();
  const allowed = canOpen(route, permissions);

  useEffect(() => {
    const name = route.menu ? t(`nav.${route.menu.labelKey}`) : undefined;
    // A grouped entry's label ("Markets") is named with its group in the tab's title.
    const group = route.menu?.group ? t(`navGroups.${route.menu.group}`) : undefined;
    const title = group ? `${name} · ${group}` : name;
    document.title = title ? `${title} · ${t("shell.appName")}` : t("shell.appName");
  }, [route, t]);

  if (!allowed) {
    return (
      <>
        <PageHeader title={t("errors.noAccessTitle")} />
        <EmptyState title={t("errors.noAccess")} />
      </>
    );
  }
  if (route.brandScoped && !brand) {
    return (
      <>
        <PageHeader title={route.menu ? t(`nav.${route.menu.labelKey}`) : t("shell.appName")} />
        <EmptyState title={t("errors.noBrand")} />
      </>
    );
  }
  const Component = route.component;
  // A new brand is a new screen: forms and filters start over with its data.
  return <Component key={route.brandScoped ? brand?.id : undefined} />;
}

export function HomeRedirect() {
  const { me } = useConsole();
  return <Navigate to={`/${homePath(ROUTES, me.permissions) ?? "permissions"}`} replace />;
}

export function NotFound() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("errors.notFoundTitle")} />
      <EmptyState title={t("errors.notFound")} />
    </>
  );
}
