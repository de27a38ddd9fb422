import {
  type AnnouncementView,
  HOME_BANNERS_MAX,
  HOME_NOTICES_QUERY,
  type NOTICE_GROUPS,
  ROUTES,
} from "@lotus/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type Notice = AnnouncementView;
export type NoticeGroup = (typeof NOTICE_GROUPS)[number];

/** SPEC §3 announcement types; all of them are asked for and the group decides where a notice shows. */
const TYPES = HOME_NOTICES_QUERY.types;

/** Banners the home carousel shows at most (from the home notices call the home route prefetches). */
export const BANNER_PAGE_SIZE = HOME_BANNERS_MAX;
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
 * one call: banners first, the group the carousel's skeleton waits on. The server writes the same
 * answer into the page for the brand's default language (lib/site-boot.ts).
 */
const HOME_GROUPS = HOME_NOTICES_QUERY.groups;

/** The home's notices of every group it shows, newest first; each part takes its group's first items. */
export function homeNoticesQuery(language: string) {
  return queryOptions({
    queryKey: queryKeys.content.announcements({
      groups: HOME_GROUPS,
      page: HOME_NOTICES_QUERY.page,
      pageSize: HOME_NOTICES_QUERY.pageSize,
      language,
    }),
    queryFn: ({ signal }) => api(ROUTES.listAnnouncements, { query: HOME_NOTICES_QUERY, signal }),
  });
}
