import { type Executor, schema } from "@lotus/db";
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
