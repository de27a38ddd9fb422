import type { LocalizedText } from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, eq } from "drizzle-orm";

/** The brand's legal pages (one row per kind). */

const legalPages = schema.legalPages;
export type LegalPageRow = typeof legalPages.$inferSelect;

export async function listLegalPages(db: Executor, brandId: string): Promise<LegalPageRow[]> {
  return db.select().from(legalPages).where(eq(legalPages.brandId, brandId));
}

export async function findLegalPage(
  db: Executor,
  brandId: string,
  kind: string,
): Promise<LegalPageRow | undefined> {
  const [row] = await db
    .select()
    .from(legalPages)
    .where(and(eq(legalPages.brandId, brandId), eq(legalPages.kind, kind)))
    .limit(1);
  return row;
}

/** Writes the page of this kind, creating it the first time. */
export async function saveLegalPage(
  db: Executor,
  page: { brandId: string; kind: string; title: LocalizedText; content: LocalizedText; updatedAt: Date },
): Promise<LegalPageRow> {
  const [row] = await db
    .insert(legalPages)
    .values(page)
    .onConflictDoUpdate({
      target: [legalPages.brandId, legalPages.kind],
      set: { title: page.title, content: page.content, updatedAt: page.updatedAt },
    })
    .returning();
  if (!row) throw new Error("legal page not saved");
  return row;
}
