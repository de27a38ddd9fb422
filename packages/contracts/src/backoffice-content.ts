import { z } from "zod";
import { brandParams, id, memberParams, page, paged, tags } from "./backoffice-shared";
import { localizedText } from "./brand";
import { defineCall, epochMs } from "./http";
import { ANNOUNCEMENT_TYPES, NOTICE_GROUPS } from "./system";

/** Back-office content: announcements, help centre, outbox, ledger health. */

// ---------- content ----------

export const announcementAdminView = z.object({
  id: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  group: z.enum(NOTICE_GROUPS),
  title: localizedText,
  content: localizedText,
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  startsAt: epochMs,
  endsAt: epochMs.nullable(),
  sortOrder: z.number().int(),
  published: z.boolean(),
});
export type AnnouncementAdminView = z.infer<typeof announcementAdminView>;

const announcementInput = z.strictObject({
  type: z.enum(ANNOUNCEMENT_TYPES),
  group: z.enum(NOTICE_GROUPS),
  title: localizedText,
  content: localizedText,
  imageUrl: z.string().trim().max(2000).nullable(),
  linkUrl: z.string().trim().max(2000).nullable(),
  startsAt: epochMs,
  endsAt: epochMs.nullable(),
  sortOrder: z.number().int().min(-10_000).max(10_000),
  published: z.boolean(),
});

export const announcementListAdminCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/announcements",
  summary: "All announcements of the brand, scheduled and past included",
  params: brandParams,
  response: z.array(announcementAdminView),
  tags,
});

export const announcementCreateCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/announcements",
  summary: "Create an announcement (rich text sanitized)",
  params: brandParams,
  body: announcementInput,
  response: announcementAdminView,
  tags,
});

export const announcementUpdateCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId/announcements/:id",
  summary: "Replace an announcement",
  params: memberParams,
  body: announcementInput,
  response: announcementAdminView,
  tags,
});

export const announcementDeleteCall = defineCall({
  method: "DELETE",
  path: "/backoffice/api/brands/:brandId/announcements/:id",
  summary: "Withdraw an announcement (unpublished, kept for the record)",
  params: memberParams,
  response: announcementAdminView,
  tags,
});

export const helpCategoryAdminView = z.object({
  id: z.string(),
  title: localizedText,
  sortOrder: z.number().int(),
  articles: z.array(
    z.object({
      id: z.string(),
      title: localizedText,
      content: localizedText,
      sortOrder: z.number().int(),
      updatedAt: epochMs,
    }),
  ),
});

export const helpAdminListCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/help",
  summary: "Help-centre categories and articles in every language",
  params: brandParams,
  response: z.array(helpCategoryAdminView),
  tags,
});

const categoryInput = z.strictObject({
  title: localizedText,
  sortOrder: z.number().int().min(-10_000).max(10_000),
});
const articleInput = z.strictObject({
  categoryId: id,
  title: localizedText,
  content: localizedText,
  sortOrder: z.number().int().min(-10_000).max(10_000),
});

export const helpCategoryCreateCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/help/categories",
  summary: "Create a help category",
  params: brandParams,
  body: categoryInput,
  response: z.object({ id: z.string() }),
  tags,
});

export const helpCategoryUpdateCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId/help/categories/:id",
  summary: "Rename or reorder a help category",
  params: memberParams,
  body: categoryInput,
  response: z.object({ id: z.string() }),
  tags,
});

export const helpCategoryDeleteCall = defineCall({
  method: "DELETE",
  path: "/backoffice/api/brands/:brandId/help/categories/:id",
  summary: "Delete an empty help category",
  params: memberParams,
  response: z.object({ id: z.string() }),
  tags,
});

export const helpArticleCreateCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/help/articles",
  summary: "Create a help article (rich text sanitized)",
  params: brandParams,
  body: articleInput,
  response: z.object({ id: z.string() }),
  tags,
});

export const helpArticleUpdateCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId/help/articles/:id",
  summary: "Replace a help article",
  params: memberParams,
  body: articleInput,
  response: z.object({ id: z.string() }),
  tags,
});

export const helpArticleDeleteCall = defineCall({
  method: "DELETE",
  path: "/backoffice/api/brands/:brandId/help/articles/:id",
  summary: "Delete a help article",
  params: memberParams,
  response: z.object({ id: z.string() }),
  tags,
});

// ---------- outbox ----------

export const outboxListCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/outbox",
  summary: "SMS and email sent for the brand, newest first",
  params: brandParams,
  query: z.object({
    channel: z.enum(["sms", "email"]).optional(),
    recipient: z.string().trim().max(254).optional(),
    ...page,
  }),
  response: paged(
    z.object({
      id: z.string(),
      channel: z.string(),
      recipient: z.string(),
      subject: z.string().nullable(),
      body: z.string(),
      provider: z.string(),
      status: z.string(),
      error: z.string().nullable(),
      createdAt: epochMs,
    }),
  ),
  tags,
});

// ---------- ledger health ----------

export const reconcileStatusCall = defineCall({
  method: "GET",
  path: "/backoffice/api/ledger/reconcile",
  summary: "The latest daily ledger proof; not clean means drift to investigate",
  response: z.object({
    latest: z
      .object({
        ranAt: epochMs,
        clean: z.boolean(),
        accountsChecked: z.number().int(),
        driftCount: z.number().int(),
        unbalancedCount: z.number().int(),
        totalOfAllEntries: z.string(),
        details: z.record(z.string(), z.unknown()),
      })
      .nullable(),
  }),
  tags,
});
