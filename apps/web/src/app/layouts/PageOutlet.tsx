import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { Spinner } from "../../components/ui/Spinner";

function PageLoading() {
  const { t } = useTranslation("common");
  return (
    <div className="route-loading">
      <Spinner label={t("status.loading")} />
    </div>
  );
}

/** The routed page; a page that still waits for something (a namespace) shows a spinner in place. */
export function PageOutlet() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
