import type { GameType } from "@lotus/contracts";
import { preloadImage } from "../components/ui/LazyImage";
import { gameListQuery, recentWinsQuery, vassGameTypeQuery } from "../features/games/api/games-api";
import { listGameType } from "../features/games/model/catalogue";
import { BANNER_PAGE_SIZE, homeNoticesQuery, type Notice } from "../features/notices/api/notices-api";
import { languageChosen } from "../lib/i18n";
import { settingsQuery } from "../lib/queries";
import { queryClient } from "../lib/query-client";
import {
  arrangeLanes,
  categoryCards,
  categoryPath,
  hotGamesQuery,
  selectVendor,
  vendorLanesQuery,
} from "../lib/vendor-lanes";

/**
 * The first queries of a route, started while its chunk loads so the page renders once with its
 * data instead of drawing placeholders that then change size (issue #10: layout shift on phones).
 */

/**
 * The carousel's first image (as BannerCarousel picks it) is asked for as soon as the notices arrive,
 * not once the page has rendered: it is the home's largest paint on a phone (issue #10, LCP).
 */
function preloadFirstBanner(value: { list: readonly Notice[] }): void {
  const banners = value.list.filter((notice) => notice.group === "banners").slice(0, BANNER_PAGE_SIZE);
  const url = banners.find((notice) => notice.imageUrl)?.imageUrl;
  if (url) preloadImage(url);
}

/** Home: the banners, the category tiles and providers, the hot games and the wins feed. */
export async function prefetchHome(): Promise<void> {
  const [settings, language] = await Promise.all([queryClient.fetchQuery(settingsQuery()), languageChosen()]);
  await Promise.all([
    queryClient.fetchQuery(homeNoticesQuery(language)).then(preloadFirstBanner, () => undefined),
    queryClient.prefetchQuery(vendorLanesQuery()),
    queryClient.prefetchQuery(hotGamesQuery(language, settings.info.whitelabel.merchantCode)),
    queryClient.prefetchQuery(recentWinsQuery(language)),
  ]);
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, "").toLowerCase() === b.toLowerCase();

/**
 * A category page (at `path`, its category's own by default): the vendors whose tabs it shows and,
 * when it is the page being opened, the chosen vendor's game types and first games, so the grid is
 * drawn once at its size (issue #10). The route module loads once; only a first load knows its URL
 * (?page= chooses the vendor), so a later in-app visit starts from the vendors and shows the grid's
 * placeholders as before.
 */
export async function prefetchCategory(gameType?: GameType, path?: string): Promise<void> {
  const [settings, language, lanes] = await Promise.all([
    queryClient.fetchQuery(settingsQuery()),
    languageChosen(),
    queryClient.fetchQuery(vendorLanesQuery()),
  ]);
  if (!gameType || !samePath(window.location.pathname, path ?? categoryPath(gameType))) return;
  const { esportsVendors, cockfightVendors } = settings.info.whitelabel;
  const cards = categoryCards(arrangeLanes(lanes, esportsVendors, cockfightVendors), gameType);
  const card = selectVendor(cards, new URLSearchParams(window.location.search).get("page"));
  if (!card) return;
  const types = await queryClient.fetchQuery(vassGameTypeQuery(card.vassalage));
  const listType = listGameType(card, types.gameTypes);
  await queryClient.prefetchInfiniteQuery(
    gameListQuery({ vassalage: card.vassalage, gameType: listType }, language),
  );
}
