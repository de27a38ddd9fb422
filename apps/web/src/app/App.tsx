import { useQuery } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { RouterProvider } from "react-router/dom";
import { ConnectivityError } from "../components/ui/ConnectivityError";
import { ApiError } from "../lib/api-client";
import { fromLng, storedLanguage, toLng } from "../lib/language";
import { type SiteSettings, settingsQuery, statusQuery } from "../lib/queries";
import { useSiteState } from "../lib/site-state";
import { useTheme } from "../lib/theme";
import { lazyComponent } from "./lazy";
import { createRouter } from "./router";
import { Splash } from "./Splash";

const router = createRouter();

/**
 * Resolves once the first route's chunk and data have loaded (or failed): the first render then
 * draws the page whole, in one time-sliced render, instead of a splash followed by a long
 * synchronous render of the whole page when the data arrives (issue #10, total blocking time).
 */
export function firstRouteLoaded(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// Shown only while the whole site is blocked: their code loads then, not with every first screen.
const MaintenancePage = lazyComponent(() =>
  import("../features/site/components/MaintenancePage").then((module) => module.MaintenancePage),
);
const RegionBlockedPage = lazyComponent(() =>
  import("../features/site/components/RegionBlockedPage").then((module) => module.RegionBlockedPage),
);

/** The site after start-up: brand defaults applied once, then the routes. */
function StartedSite({ settings }: { settings: SiteSettings }) {
  const { i18n } = useTranslation();
  const applyBrandTheme = useTheme((state) => state.applyBrandDefault);
  const { defaultLanguage, defaultTheme, name } = settings.info.whitelabel;
  // SPEC §1: without a stored choice the brand's default language applies; wait for it so the
  // first screen is not drawn in the wrong language.
  const [ready, setReady] = useState(
    () => storedLanguage() !== undefined || fromLng(i18n.language) === defaultLanguage,
  );

  useEffect(() => {
    applyBrandTheme(defaultTheme);
    document.title = name;
  }, [applyBrandTheme, defaultTheme, name]);

  useEffect(() => {
    if (ready) return;
    i18n.changeLanguage(toLng(defaultLanguage)).finally(() => setReady(true));
  }, [ready, i18n, defaultLanguage]);

  return ready ? <RouterProvider router={router} /> : <Splash />;
}

/** Brand settings (GET /wps/system/settings/consolidated) before anything else renders. */
function SettingsGate() {
  const settings = useQuery(settingsQuery());
  if (settings.data) return <StartedSite settings={settings.data} />;
  if (settings.isError) return <ConnectivityError reason="error" onRetry={() => void settings.refetch()} />;
  return <Splash />;
}

/**
 * SPEC §4 whole-site state, fetched first: normal, maintenance or region blocked. A call that
 * later answers 503 system.maintenance or 403 access.restricted switches to the same pages.
 */
export function App() {
  const { i18n } = useTranslation();
  const host = window.location.host;
  const status = useQuery({
    ...statusQuery(host, fromLng(i18n.language)),
    placeholderData: (previous) => previous,
  });
  const block = useSiteState((state) => state.block);

  const statusError = status.error instanceof ApiError ? status.error : null;
  const maintenance =
    status.data?.status === 1 || block?.kind === "maintenance" || statusError?.code === "system.maintenance";
  const regionBlocked =
    status.data?.status === 2 || block?.kind === "regionBlocked" || statusError?.code === "access.restricted";

  if (maintenance) {
    return (
      <Suspense fallback={<Splash />}>
        <MaintenancePage
          message={
            status.data?.status === 1 ? status.data.message : (block?.message ?? statusError?.message ?? "")
          }
          customerServiceUrl={status.data?.customerServiceUrl ?? ""}
        />
      </Suspense>
    );
  }
  if (regionBlocked) {
    return (
      <Suspense fallback={<Splash />}>
        <RegionBlockedPage
          ip={status.data?.location.ip ?? ""}
          country={status.data?.location.country ?? ""}
          customerServiceUrl={status.data?.customerServiceUrl ?? ""}
        />
      </Suspense>
    );
  }
  if (status.data) return <SettingsGate />;
  if (status.isError) return <ConnectivityError reason="error" onRetry={() => void status.refetch()} />;
  return <Splash />;
}
