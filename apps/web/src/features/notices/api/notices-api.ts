import { type AnnouncementView, type NOTICE_GROUPS, ROUTES } from "@lotus/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type Notice = AnnouncementView;
export type NoticeGroup = (typeof NOTICE_GROUPS)[number];

/** SPEC §3 announcement types; all of them are asked for and the group decides where a notice shows. */
const TYPES = "B,PL,PU,PR,H";

/** Banners the home carousel asks for (one page); the home route prefetches the same page. */
export const BANNER_PAGE_SIZE = 10;

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
