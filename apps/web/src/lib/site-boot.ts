import { type Language, SITE_BOOT_ELEMENT_ID, type SiteBoot } from "@lotus/contracts";
import { homeNoticesQuery } from "../features/notices/api/notices-api";
import { settingsQuery, statusQuery } from "./queries";
import { queryClient } from "./query-client";

/** The start-up answers the server wrote into the page (issue #10), if it wrote them. */
function readSiteBoot(): SiteBoot | undefined {
  const text = document.getElementById(SITE_BOOT_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SiteBoot;
  } catch {
    return undefined;
  }
}

const boot = readSiteBoot();

/** The brand's settings from the page go into the cache at once: no start-up call for them. */
export function seedSettings(): void {
  if (boot) queryClient.setQueryData(settingsQuery().queryKey, boot.settings);
}

/**
 * The status and the home's notices are written for the brand's default language: they are taken
 * only when the visitor starts in it (a stored other choice asks the server as before).
 */
export function seedForLanguage(language: Language): void {
  if (!boot || boot.language !== language) return;
  queryClient.setQueryData(statusQuery(window.location.host, language).queryKey, boot.status);
  if (boot.homeNotices) queryClient.setQueryData(homeNoticesQuery(language).queryKey, boot.homeNotices);
}
