import { Button } from "@lotus/ui/primitives/Button";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { Icon } from "../components/ui/Icon";

/** A screen failed to load (a new deployment replaced its chunk) or threw while rendering. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|chunk/i.test(error.message);
  if (error) console.error(error);
  return (
    <div className="gate-error" role="alert">
      <h1 className="page-header__title">{chunk ? t("errors.chunkTitle") : t("errors.crashTitle")}</h1>
      <p>{chunk ? t("errors.chunk") : t("errors.crash")}</p>
      <Button variant="primary" icon={<Icon name="refresh" />} onClick={() => window.location.reload()}>
        {t("actions.reload")}
      </Button>
    </div>
  );
}
