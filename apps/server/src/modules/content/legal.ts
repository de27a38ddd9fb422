import {
  fieldMessage,
  LEGAL_KINDS,
  type LegalAdminView,
  type LegalKind,
  type LocalizedText,
  pickText,
} from "@lotus/contracts";
import { AppError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { actorOf, recordAudit } from "../operators";
import { findLegalPage, type LegalPageRow, listLegalPages, saveLegalPage } from "./legal.repository";
import { sanitizeRichText } from "./rich-text";

/** A language whose title and content are both empty is left out (the page falls back to EN there). */
function cleaned(title: LocalizedText, content: LocalizedText) {
  const languages = new Set([...Object.keys(title), ...Object.keys(content)]) as Set<keyof LocalizedText>;
  const titles: LocalizedText = {};
  const contents: LocalizedText = {};
  for (const language of languages) {
    const heading = (title[language] ?? "").trim();
    const body = sanitizeRichText(content[language] ?? "");
    if (!heading && !body.replace(/<[^>]*>/g, "").trim()) continue;
    titles[language] = heading;
    contents[language] = body;
  }
  return { title: titles, content: contents };
}

function adminView(kind: LegalKind, row: LegalPageRow | undefined): LegalAdminView {
  return {
    kind,
    title: row?.title ?? {},
    content: row?.content ?? {},
    updatedAt: row?.updatedAt.getTime() ?? null,
  };
}

/** The user agreement and the privacy policy: read on the site, written in the back office (audited). */
export function createLegalPages(platform: Platform) {
  const { db, clock } = platform;
  return {
    async legalPage(brandId: string, kind: LegalKind, language: string) {
      const row = await findLegalPage(db, brandId, kind);
      const title = pickText(row?.title, language);
      if (!row || !title) throw new AppError("not_found");
      return { kind, title, content: pickText(row.content, language), updatedAt: row.updatedAt.getTime() };
    },

    async legalList(brandId: string): Promise<LegalAdminView[]> {
      const rows = await listLegalPages(db, brandId);
      return LEGAL_KINDS.map((kind) =>
        adminView(
          kind,
          rows.find((row) => row.kind === kind),
        ),
      );
    },

    async saveLegal(
      operator: OperatorContext,
      brandId: string,
      kind: LegalKind,
      input: { title: LocalizedText; content: LocalizedText },
      ip: string,
      language: string,
    ): Promise<LegalAdminView> {
      const { title, content } = cleaned(input.title, input.content);
      if (!title.EN)
        throw new AppError("validation.failed", {
          fields: { "title.EN": fieldMessage("empty", language, { field: "title (EN)" }) },
        });
      return db.transaction(async (tx) => {
        const before = await findLegalPage(tx, brandId, kind);
        const row = await saveLegalPage(tx, {
          brandId,
          kind,
          title,
          content,
          updatedAt: new Date(clock.now()),
        });
        const after = adminView(kind, row);
        await recordAudit(tx, actorOf(operator, ip), {
          brandId,
          action: "legal.update",
          targetType: "legal_page",
          targetId: kind,
          before: before ? adminView(kind, before) : undefined,
          after,
        });
        return after;
      });
    },
  };
}

export type LegalPages = ReturnType<typeof createLegalPages>;
