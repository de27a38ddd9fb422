import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { fromLng } from "../../../lib/language";
import { announcementsQuery, type NoticeGroup } from "../api/notices-api";

/** Announcements of one group in the current language. */
export function useNotices(group: NoticeGroup, page: number, pageSize: number) {
  const { i18n } = useTranslation();
  return useQuery(announcementsQuery(group, page, pageSize, fromLng(i18n.language)));
}
