import {
  type AnnouncementView,
  type HelpCategoryView,
  PUBLIC_NOTICE_GROUPS,
  pickText,
} from "@lotus/contracts";
import type { Platform } from "../../platform/platform";
import { listAnnouncements, listHelpCentre } from "./content.repository";
import { createLegalPages } from "./legal";

/** Live promotions shown beside the brand's banners and promotion notices (the promotions module's, handed in by app.ts). */
export type PromotedBanners = (brandId: string, language: string, at: Date) => Promise<AnnouncementView[]>;

export function createContentService(platform: Platform, options: { promoted?: PromotedBanners } = {}) {
  const { legalPage } = createLegalPages(platform);
  return {
    legalPage,

    async announcements(
      brandId: string,
      language: string,
      query: { types?: string[]; groups?: string[]; page: number; pageSize: number },
    ) {
      const { rows, total } = await listAnnouncements(
        platform.db,
        {
          brandId,
          types: query.types,
          // The agent group is served only by the agent centre's call, which names it.
          groups: query.groups?.length ? query.groups : [...PUBLIC_NOTICE_GROUPS],
          at: new Date(platform.clock.now()),
        },
        query.page,
        query.pageSize,
      );
      const list = rows.map(
        (row): AnnouncementView => ({
          id: row.id,
          type: row.type as AnnouncementView["type"],
          group: row.noticeGroup as AnnouncementView["group"],
          title: pickText(row.title, language),
          content: pickText(row.content, language),
          imageUrl: row.imageUrl,
          linkUrl: row.linkUrl,
          time: row.startsAt.getTime(),
        }),
      );
      // Live promotions join the carousel and the home's promotion cards in the same answer: no extra home request.
      const groups: readonly string[] = query.groups?.length ? query.groups : PUBLIC_NOTICE_GROUPS;
      const promotedGroups = groups.includes("banners") || groups.includes("promotion");
      if (options.promoted && query.page === 1 && promotedGroups) {
        const promoted = (await options.promoted(brandId, language, new Date(platform.clock.now()))).filter(
          (notice) => groups.includes(notice.group),
        );
        return {
          list: [...list, ...promoted],
          total: total + promoted.length,
          page: query.page,
          pageSize: query.pageSize,
        };
      }
      return { list, total, page: query.page, pageSize: query.pageSize };
    },

    async helpCentre(brandId: string, language: string): Promise<HelpCategoryView[]> {
      const { categories, articles } = await listHelpCentre(platform.db, brandId);
      return categories.map((category) => ({
        id: category.id,
        title: pickText(category.title, language),
        articles: articles
          .filter((article) => article.categoryId === category.id)
          .map((article) => ({
            id: article.id,
            title: pickText(article.title, language),
            content: pickText(article.content, language),
            updatedAt: article.updatedAt.getTime(),
          })),
      }));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
