import { type AnnouncementView, type NOTICE_GROUPS, ROUTES } from "@lotus/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type Notice = AnnouncementView;
export type NoticeGroup = (typeof NOTICE_GROUPS)[number];

/** SPEC §3 announcement types; all of them are asked for and the group decides where a notice shows. */
const TYPES = "B,PL,PU,PR,H";

/** Banners the home carousel shows at most (from the home notices call the home route prefetches). */
export const BANNER_PAGE_SIZE = 10;
/** Popup notices shown at most, on the home and after login. */
export const POPUP_PAGE_SIZE = 20;

export function announcementsQuery(group: NoticeGroup, page: number, pageSize: number, language: string) {
  return queryOptions({
    queryKey: queryKeys.content.announcements({ groups: group, page, pageSize, language }),
    queryFn: ({ signal }) =>
      api(ROUTES.listAnnouncements, {
        query: { types: TYPES, groups: group, platform: "W", execution: "B", page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The groups the home shows at once (carousel, notice line, promotions strip, popup), asked for in
 * one call: banners first, the group the carousel's skeleton waits on.
 */
const HOME_GROUPS = "banners,player,promotion,popup";
/** Every group's first page at once (the server's page cap; a brand shows far fewer notices). */
const HOME_PAGE_SIZE = 100;

/** The home's notices of every group it shows, newest first; each part takes its group's first items. */
export function homeNoticesQuery(language: string) {
  return queryOptions({
    queryKey: queryKeys.content.announcements({
      groups: HOME_GROUPS,
      page: 1,
      pageSize: HOME_PAGE_SIZE,
      language,
    }),
    queryFn: ({ signal }) =>
      api(ROUTES.listAnnouncements, {
        query: {
          types: TYPES,
          groups: HOME_GROUPS,
          platform: "W",
          execution: "B",
          page: 1,
          pageSize: HOME_PAGE_SIZE,
        },
        signal,
      }),
  });
}
