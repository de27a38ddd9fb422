import { Spinner } from "@lotus/ui/data/states";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";

function PageLoading() {
  const { t } = useTranslation("common");
  return (
    <div className="route-loading">
      <Spinner label={t("status.loading")} size={28} />
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
