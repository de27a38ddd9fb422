import { z } from "zod";
import { localizedText } from "./brand";
import { defineCall, epochMs } from "./http";
import { LEGAL_KINDS } from "./legal-pages";

/**
 * The brand's legal pages (SPEC §2 "user agreement", "privacy policy"): edited by operators like help
 * articles (per language, rich text sanitised when saved), shown on the site at their own routes.
 */

export const legalPageCall = defineCall({
  method: "GET",
  path: "/wps/system/legal",
  summary: "A legal page in the request's language (404 while the brand has not written it)",
  query: z.object({ kind: z.enum(LEGAL_KINDS) }),
  response: z.object({
    kind: z.enum(LEGAL_KINDS),
    title: z.string(),
    content: z.string(),
    updatedAt: epochMs,
  }),
  tags: ["content"],
});

export const legalAdminView = z.object({
  kind: z.enum(LEGAL_KINDS),
  title: localizedText,
  content: localizedText,
  /** null while the page has never been written. */
  updatedAt: epochMs.nullable(),
});
export type LegalAdminView = z.infer<typeof legalAdminView>;

const brandParams = z.object({ brandId: z.string().uuid() });

export const legalAdminListCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/legal",
  summary: "The brand's legal pages in every language (both kinds, written or not)",
  params: brandParams,
  response: z.array(legalAdminView),
  tags: ["backoffice"],
});

export const legalAdminUpdateCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId/legal/:kind",
  summary: "Write a legal page (rich text sanitised; audited)",
  params: brandParams.extend({ kind: z.enum(LEGAL_KINDS) }),
  body: z.strictObject({ title: localizedText, content: localizedText }),
  response: legalAdminView,
  tags: ["backoffice"],
});
