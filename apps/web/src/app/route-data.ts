import type { Language } from "@lotus/contracts";
import { recentWinsQuery } from "../features/games/api/games-api";
import { announcementsQuery, BANNER_PAGE_SIZE } from "../features/notices/api/notices-api";
import { i18n } from "../lib/i18n";
import { fromLng } from "../lib/language";
import { settingsQuery } from "../lib/queries";
import { queryClient } from "../lib/query-client";
import { hotGamesQuery, vendorLanesQuery } from "../lib/vendor-lanes";

/**
 * The first queries of a route, started while its chunk loads so the page renders once with its
 * data instead of drawing placeholders that then change size (issue #10: layout shift on phones).
 */

/** The first screen's language, once i18next has it (no route renders before that). */
function languageReady(): Promise<Language> {
  if (i18n.isInitialized) return Promise.resolve(fromLng(i18n.language));
  return new Promise((resolve) => {
    const ready = () => {
      i18n.off("initialized", ready);
      resolve(fromLng(i18n.language));
    };
    i18n.on("initialized", ready);
  });
}

/** Home: the banners, the category tiles and providers, the hot games and the wins feed. */
export async function prefetchHome(): Promise<void> {
  const [settings, language] = await Promise.all([queryClient.fetchQuery(settingsQuery()), languageReady()]);
  await Promise.all([
    queryClient.prefetchQuery(announcementsQuery("banners", 1, BANNER_PAGE_SIZE, language)),
    queryClient.prefetchQuery(vendorLanesQuery()),
    queryClient.prefetchQuery(hotGamesQuery(language, settings.info.whitelabel.merchantCode)),
    queryClient.prefetchQuery(recentWinsQuery(language)),
  ]);
}

/** A category page: the vendors whose tabs it shows. */
export function prefetchCategory(): Promise<void> {
  return queryClient.prefetchQuery(vendorLanesQuery());
}
