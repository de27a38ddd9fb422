import {
  announcementCreateCall,
  announcementDeleteCall,
  announcementListAdminCall,
  announcementUpdateCall,
  type CallValue,
  helpAdminListCall,
  helpArticleCreateCall,
  helpArticleDeleteCall,
  helpArticleUpdateCall,
  helpCategoryCreateCall,
  helpCategoryDeleteCall,
  helpCategoryUpdateCall,
  type LegalKind,
  legalAdminListCall,
  legalAdminUpdateCall,
} from "@lotus/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import type { BodyOf } from "../../../lib/form";
import { queryKeys } from "../../../lib/query-keys";

export type AnnouncementBody = BodyOf<typeof announcementCreateCall>;
export type CategoryBody = BodyOf<typeof helpCategoryCreateCall>;
export type ArticleBody = BodyOf<typeof helpArticleCreateCall>;
export type HelpCategory = CallValue<typeof helpAdminListCall>[number];
export type LegalPage = CallValue<typeof legalAdminListCall>[number];
export type LegalBody = BodyOf<typeof legalAdminUpdateCall>;

export const announcementsQuery = (brandId: string) =>
  queryOptions({
    queryKey: queryKeys.brand(brandId).announcements,
    queryFn: ({ signal }) => api(announcementListAdminCall, { params: { brandId }, signal }),
  });

export const createAnnouncement = (brandId: string, body: AnnouncementBody) =>
  api(announcementCreateCall, { params: { brandId }, body });

export const updateAnnouncement = (brandId: string, id: string, body: AnnouncementBody) =>
  api(announcementUpdateCall, { params: { brandId, id }, body });

export const withdrawAnnouncement = (brandId: string, id: string) =>
  api(announcementDeleteCall, { params: { brandId, id } });

export const helpQuery = (brandId: string) =>
  queryOptions({
    queryKey: queryKeys.brand(brandId).help,
    queryFn: ({ signal }) => api(helpAdminListCall, { params: { brandId }, signal }),
  });

export const createCategory = (brandId: string, body: CategoryBody) =>
  api(helpCategoryCreateCall, { params: { brandId }, body });

export const updateCategory = (brandId: string, id: string, body: CategoryBody) =>
  api(helpCategoryUpdateCall, { params: { brandId, id }, body });

export const deleteCategory = (brandId: string, id: string) =>
  api(helpCategoryDeleteCall, { params: { brandId, id } });

export const createArticle = (brandId: string, body: ArticleBody) =>
  api(helpArticleCreateCall, { params: { brandId }, body });

export const updateArticle = (brandId: string, id: string, body: ArticleBody) =>
  api(helpArticleUpdateCall, { params: { brandId, id }, body });

export const deleteArticle = (brandId: string, id: string) =>
  api(helpArticleDeleteCall, { params: { brandId, id } });

export const legalQuery = (brandId: string) =>
  queryOptions({
    queryKey: queryKeys.brand(brandId).legal,
    queryFn: ({ signal }) => api(legalAdminListCall, { params: { brandId }, signal }),
  });

export const saveLegalPage = (brandId: string, kind: LegalKind, body: LegalBody) =>
  api(legalAdminUpdateCall, { params: { brandId, kind }, body });
