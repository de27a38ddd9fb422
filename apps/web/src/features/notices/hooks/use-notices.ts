import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { fromLng } from "../../../lib/language";
import { announcementsQuery, homeNoticesQuery, type NoticeGroup } from "../api/notices-api";

/** Announcements of one group in the current language. */
export function useNotices(group: NoticeGroup, page: number, pageSize: number) {
  const { i18n } = useTranslation();
  return useQuery(announcementsQuery(group, page, pageSize, fromLng(i18n.language)));
}

/**
 * The first `count` notices of one group the home shows, from the one call that asks for all of them
 * (issue #10: fewer requests on the first screen).
 */
export function useHomeNotices(group: NoticeGroup, count: number) {
  const { i18n } = useTranslation();
  return useQuery({
    ...homeNoticesQuery(fromLng(i18n.language)),
    select: (value) => ({ list: value.list.filter((notice) => notice.group === group).slice(0, count) }),
  });
}
