import type { AnnouncementAdminView, LocalizedText } from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import { AppError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { actorOf, recordAudit } from "../operators";
import * as repo from "./content.repository";
import { createLegalPages } from "./legal";
import { sanitizeRichText } from "./rich-text";

function sanitizeAll(text: LocalizedText): LocalizedText {
  return Object.fromEntries(
    Object.entries(text).map(([language, html]) => [language, sanitizeRichText(html ?? "")]),
  );
}

function plainAll(text: LocalizedText): LocalizedText {
  return Object.fromEntries(
    Object.entries(text).map(([language, value]) => [language, (value ?? "").trim()]),
  );
}

function toAdminView(row: repo.AnnouncementRow): AnnouncementAdminView {
  return {
    id: row.id,
    type: row.type as AnnouncementAdminView["type"],
    group: row.noticeGroup as AnnouncementAdminView["group"],
    title: row.title,
    content: row.content,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    startsAt: row.startsAt.getTime(),
    endsAt: row.endsAt?.getTime() ?? null,
    sortOrder: row.sortOrder,
    published: row.published,
  };
}

export interface AnnouncementInput {
  type: AnnouncementAdminView["type"];
  group: AnnouncementAdminView["group"];
  title: LocalizedText;
  content: LocalizedText;
  imageUrl: string | null;
  linkUrl: string | null;
  startsAt: number;
  endsAt: number | null;
  sortOrder: number;
  published: boolean;
}

function announcementValues(input: AnnouncementInput) {
  if (input.endsAt !== null && input.endsAt <= input.startsAt) {
    throw new AppError("validation.failed", { fields: { endsAt: "The end must be after the start" } });
  }
  if (!Object.values(input.title).some((title) => title?.trim())) {
    throw new AppError("validation.failed", { fields: { title: "title Input cannot be empty" } });
  }
  return {
    type: input.type,
    noticeGroup: input.group,
    title: plainAll(input.title),
    content: sanitizeAll(input.content),
    imageUrl: input.imageUrl || null,
    linkUrl: input.linkUrl || null,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
    sortOrder: input.sortOrder,
    published: input.published,
  };
}

/** Announcements and help centre for operators; rich text is sanitized when saved. */
export function createContentAdmin(platform: Platform) {
  const { db } = platform;
  const { legalList, saveLegal } = createLegalPages(platform);
  const audited = async <T>(
    operator: OperatorContext,
    ip: string,
    brandId: string,
    work: (tx: Executor) => Promise<{
      result: T;
      action: string;
      targetType: string;
      targetId: string;
      before?: unknown;
      after?: unknown;
    }>,
  ): Promise<T> =>
    db.transaction(async (tx) => {
      const outcome = await work(tx);
      await recordAudit(tx, actorOf(operator, ip), {
        brandId,
        action: outcome.action,
        targetType: outcome.targetType,
        targetId: outcome.targetId,
        before: outcome.before,
        after: outcome.after,
      });
      return outcome.result;
    });

  return {
    legalList,
    saveLegal,

    async listAnnouncements(brandId: string) {
      return (await repo.listAllAnnouncements(db, brandId)).map(toAdminView);
    },

    createAnnouncement(operator: OperatorContext, brandId: string, input: AnnouncementInput, ip: string) {
      const values = announcementValues(input);
      return audited(operator, ip, brandId, async (tx) => {
        const row = await repo.insertAnnouncement(tx, { ...values, brandId });
        const view = toAdminView(row);
        return {
          result: view,
          action: "announcement.create",
          targetType: "announcement",
          targetId: row.id,
          after: view,
        };
      });
    },

    updateAnnouncement(
      operator: OperatorContext,
      brandId: string,
      id: string,
      input: AnnouncementInput,
      ip: string,
    ) {
      const values = announcementValues(input);
      return audited(operator, ip, brandId, async (tx) => {
        const before = await repo.findAnnouncement(tx, brandId, id);
        if (!before) throw new AppError("not_found");
        const view = toAdminView(await repo.updateAnnouncement(tx, id, values));
        return {
          result: view,
          action: "announcement.update",
          targetType: "announcement",
          targetId: id,
          before: toAdminView(before),
          after: view,
        };
      });
    },

    withdrawAnnouncement(operator: OperatorContext, brandId: string, id: string, ip: string) {
      return audited(operator, ip, brandId, async (tx) => {
        const before = await repo.findAnnouncement(tx, brandId, id);
        if (!before) throw new AppError("not_found");
        const view = toAdminView(await repo.updateAnnouncement(tx, id, { published: false }));
        return {
          result: view,
          action: "announcement.withdraw",
          targetType: "announcement",
          targetId: id,
          before: toAdminView(before),
          after: view,
        };
      });
    },

    async helpTree(brandId: string) {
      const { categories, articles } = await repo.listHelpCentre(db, brandId);
      return categories.map((category) => ({
        id: category.id,
        title: category.title,
        sortOrder: category.sortOrder,
        articles: articles
          .filter((article) => article.categoryId === category.id)
          .map((article) => ({
            id: article.id,
            title: article.title,
            content: article.content,
            sortOrder: article.sortOrder,
            updatedAt: article.updatedAt.getTime(),
          })),
      }));
    },

    createCategory(
      operator: OperatorContext,
      brandId: string,
      input: { title: LocalizedText; sortOrder: number },
      ip: string,
    ) {
      return audited(operator, ip, brandId, async (tx) => {
        const row = await repo.insertHelpCategory(tx, {
          brandId,
          title: plainAll(input.title),
          sortOrder: input.sortOrder,
        });
        return {
          result: { id: row.id },
          action: "help.category_create",
          targetType: "help_category",
          targetId: row.id,
          after: row,
        };
      });
    },

    updateCategory(
      operator: OperatorContext,
      brandId: string,
      id: string,
      input: { title: LocalizedText; sortOrder: number },
      ip: string,
    ) {
      return audited(operator, ip, brandId, async (tx) => {
        const before = await repo.findHelpCategory(tx, brandId, id);
        if (!before) throw new AppError("not_found");
        const after = await repo.updateHelpCategory(tx, id, {
          title: plainAll(input.title),
          sortOrder: input.sortOrder,
        });
        return {
          result: { id },
          action: "help.category_update",
          targetType: "help_category",
          targetId: id,
          before,
          after,
        };
      });
    },

    deleteCategory(operator: OperatorContext, brandId: string, id: string, ip: string) {
      return audited(operator, ip, brandId, async (tx) => {
        const before = await repo.findHelpCategory(tx, brandId, id);
        if (!before) throw new AppError("not_found");
        if ((await repo.countArticlesInCategory(tx, id)) > 0)
          throw new AppError("content.category_not_empty");
        await repo.deleteHelpCategory(tx, id);
        return {
          result: { id },
          action: "help.category_delete",
          targetType: "help_category",
          targetId: id,
          before,
        };
      });
    },

    createArticle(
      operator: OperatorContext,
      brandId: string,
      input: { categoryId: string; title: LocalizedText; content: LocalizedText; sortOrder: number },
      ip: string,
    ) {
      return audited(operator, ip, brandId, async (tx) => {
        if (!(await repo.findHelpCategory(tx, brandId, input.categoryId))) throw new AppError("not_found");
        const row = await repo.insertHelpArticle(tx, {
          brandId,
          categoryId: input.categoryId,
          title: plainAll(input.title),
          content: sanitizeAll(input.content),
          sortOrder: input.sortOrder,
        });
        return {
          result: { id: row.id },
          action: "help.article_create",
          targetType: "help_article",
          targetId: row.id,
          after: row,
        };
      });
    },

    updateArticle(
      operator: OperatorContext,
      brandId: string,
      id: string,
      input: { categoryId: string; title: LocalizedText; content: LocalizedText; sortOrder: number },
      ip: string,
    ) {
      return audited(operator, ip, brandId, async (tx) => {
        const before = await repo.findHelpArticle(tx, brandId, id);
        if (!before) throw new AppError("not_found");
        if (!(await repo.findHelpCategory(tx, brandId, input.categoryId))) throw new AppError("not_found");
        const after = await repo.updateHelpArticle(tx, id, {
          categoryId: input.categoryId,
          title: plainAll(input.title),
          content: sanitizeAll(input.content),
          sortOrder: input.sortOrder,
          updatedAt: new Date(platform.clock.now()),
        });
        return {
          result: { id },
          action: "help.article_update",
          targetType: "help_article",
          targetId: id,
          before,
          after,
        };
      });
    },

    deleteArticle(operator: OperatorContext, brandId: string, id: string, ip: string) {
      return audited(operator, ip, brandId, async (tx) => {
        const before = await repo.findHelpArticle(tx, brandId, id);
        if (!before) throw new AppError("not_found");
        await repo.deleteHelpArticle(tx, id);
        return {
          result: { id },
          action: "help.article_delete",
          targetType: "help_article",
          targetId: id,
          before,
        };
      });
    },
  };
}

export type ContentAdmin = ReturnType<typeof createContentAdmin>;
