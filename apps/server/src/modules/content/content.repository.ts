import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL } from "drizzle-orm";

export interface AnnouncementFilter {
  brandId: string;
  types?: string[];
  groups?: string[];
  at: Date;
}

function announcementWhere(filter: AnnouncementFilter): SQL | undefined {
  const table = schema.announcements;
  return and(
    eq(table.brandId, filter.brandId),
    eq(table.published, true),
    lte(table.startsAt, filter.at),
    or(isNull(table.endsAt), gt(table.endsAt, filter.at)),
    filter.types?.length ? inArray(table.type, filter.types) : undefined,
    filter.groups?.length ? inArray(table.noticeGroup, filter.groups) : undefined,
  );
}

export async function listAnnouncements(
  db: Executor,
  filter: AnnouncementFilter,
  page: number,
  pageSize: number,
) {
  const where = announcementWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(schema.announcements)
      .where(where)
      .orderBy(
        asc(schema.announcements.sortOrder),
        desc(schema.announcements.startsAt),
        asc(schema.announcements.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(schema.announcements).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function listHelpCentre(db: Executor, brandId: string) {
  const [categories, articles] = await Promise.all([
    db
      .select()
      .from(schema.helpCategories)
      .where(eq(schema.helpCategories.brandId, brandId))
      .orderBy(asc(schema.helpCategories.sortOrder), asc(schema.helpCategories.id)),
    db
      .select()
      .from(schema.helpArticles)
      .where(eq(schema.helpArticles.brandId, brandId))
      .orderBy(asc(schema.helpArticles.sortOrder), asc(schema.helpArticles.id)),
  ]);
  return { categories, articles };
}

export type AnnouncementRow = typeof schema.announcements.$inferSelect;

export async function listAllAnnouncements(db: Executor, brandId: string): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(schema.announcements)
    .where(eq(schema.announcements.brandId, brandId))
    .orderBy(desc(schema.announcements.startsAt), asc(schema.announcements.sortOrder));
}

export async function findAnnouncement(
  db: Executor,
  brandId: string,
  id: string,
): Promise<AnnouncementRow | undefined> {
  const [row] = await db
    .select()
    .from(schema.announcements)
    .where(and(eq(schema.announcements.brandId, brandId), eq(schema.announcements.id, id)));
  return row;
}

export async function insertAnnouncement(db: Executor, values: typeof schema.announcements.$inferInsert) {
  const [row] = await db.insert(schema.announcements).values(values).returning();
  if (!row) throw new Error("announcement not inserted");
  return row;
}

export async function updateAnnouncement(
  db: Executor,
  id: string,
  values: Partial<typeof schema.announcements.$inferInsert>,
) {
  const [row] = await db
    .update(schema.announcements)
    .set(values)
    .where(eq(schema.announcements.id, id))
    .returning();
  if (!row) throw new Error("announcement not updated");
  return row;
}

export async function findHelpCategory(db: Executor, brandId: string, id: string) {
  const [row] = await db
    .select()
    .from(schema.helpCategories)
    .where(and(eq(schema.helpCategories.brandId, brandId), eq(schema.helpCategories.id, id)));
  return row;
}

export async function findHelpArticle(db: Executor, brandId: string, id: string) {
  const [row] = await db
    .select()
    .from(schema.helpArticles)
    .where(and(eq(schema.helpArticles.brandId, brandId), eq(schema.helpArticles.id, id)));
  return row;
}

export async function insertHelpCategory(db: Executor, values: typeof schema.helpCategories.$inferInsert) {
  const [row] = await db.insert(schema.helpCategories).values(values).returning();
  if (!row) throw new Error("help category not inserted");
  return row;
}

export async function updateHelpCategory(
  db: Executor,
  id: string,
  values: Partial<typeof schema.helpCategories.$inferInsert>,
) {
  const [row] = await db
    .update(schema.helpCategories)
    .set(values)
    .where(eq(schema.helpCategories.id, id))
    .returning();
  if (!row) throw new Error("help category not updated");
  return row;
}

export async function deleteHelpCategory(db: Executor, id: string): Promise<void> {
  await db.delete(schema.helpCategories).where(eq(schema.helpCategories.id, id));
}

export async function countArticlesInCategory(db: Executor, categoryId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(schema.helpArticles)
    .where(eq(schema.helpArticles.categoryId, categoryId));
  return row?.value ?? 0;
}

export async function insertHelpArticle(db: Executor, values: typeof schema.helpArticles.$inferInsert) {
  const [row] = await db.insert(schema.helpArticles).values(values).returning();
  if (!row) throw new Error("help article not inserted");
  return row;
}

export async function updateHelpArticle(
  db: Executor,
  id: string,
  values: Partial<typeof schema.helpArticles.$inferInsert>,
) {
  const [row] = await db
    .update(schema.helpArticles)
    .set(values)
    .where(eq(schema.helpArticles.id, id))
    .returning();
  if (!row) throw new Error("help article not updated");
  return row;
}

export async function deleteHelpArticle(db: Executor, id: string): Promise<void> {
  await db.delete(schema.helpArticles).where(eq(schema.helpArticles.id, id));
}
