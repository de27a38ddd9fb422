import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { RouterProvider } from "react-router/dom";
import { ConnectivityError } from "../components/ui/ConnectivityError";
import { MaintenancePage } from "../features/site/components/MaintenancePage";
import { RegionBlockedPage } from "../features/site/components/RegionBlockedPage";
import { ApiError } from "../lib/api-client";
import { fromLng, storedLanguage, toLng } from "../lib/language";
import { type SiteSettings, settingsQuery, statusQuery } from "../lib/queries";
import { useSiteState } from "../lib/site-state";
import { useTheme } from "../lib/theme";
import { createRouter } from "./router";
import { Splash } from "./Splash";

const router = createRouter();

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
      <MaintenancePage
        message={
          status.data?.status === 1 ? status.data.message : (block?.message ?? statusError?.message ?? "")
        }
        customerServiceUrl={status.data?.customerServiceUrl ?? ""}
      />
    );
  }
  if (regionBlocked) {
    return (
      <RegionBlockedPage
        ip={status.data?.location.ip ?? ""}
        country={status.data?.location.country ?? ""}
        customerServiceUrl={status.data?.customerServiceUrl ?? ""}
      />
    );
  }
  if (status.data) return <SettingsGate />;
  if (status.isError) return <ConnectivityError reason="error" onRetry={() => void status.refetch()} />;
  return <Splash />;
}
