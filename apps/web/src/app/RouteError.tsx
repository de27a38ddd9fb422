import { EmptyState } from "@lotus/ui/data/states";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ConnectivityError } from "../components/ui/ConnectivityError";
import { Icon } from "../components/ui/Icon";
import { NotFoundPage } from "../features/site/components/NotFoundPage";
import { isChunkLoadError } from "../lib/chunk";

/**
 * Route-level failures never leave a blank page: a chunk that failed or timed out shows the SPEC §8
 * connectivity message with a retry (a reload fetches the current chunk names); anything else the
 * unknown-error state.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation("common");
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isChunkLoadError(error)) {
    return (
      <main className="page" id="main">
        <ConnectivityError reason={error.reason} onRetry={() => window.location.reload()} />
      </main>
    );
  }
  console.error("route failed", error);
  return (
    <main className="page" id="main">
      <EmptyState
        heading
        icon={<Icon name="warning" size={32} />}
        title={t("errors.unknown")}
        action={
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            {t("actions.retry")}
          </button>
        }
      />
    </main>
  );
}
