import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, count, desc, eq, gte, inArray, isNull, lt, or, type SQL } from "drizzle-orm";

const auditLog = schema.auditLog;

export async function insertAuditEntry(db: Executor, row: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

export interface AuditFilter {
  brandIds: readonly string[] | "all";
  operatorId?: string;
  targetType?: string;
  targetId?: string;
  action?: string;
  from?: number;
  to?: number;
}

/** One page of entries, newest first, with the total. */
export async function selectAuditPage(db: Executor, filter: AuditFilter, page: number, pageSize: number) {
  const conditions: (SQL | undefined)[] = [
    filter.operatorId ? eq(auditLog.operatorId, filter.operatorId) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from !== undefined ? gte(auditLog.at, new Date(filter.from)) : undefined,
    filter.to !== undefined ? lt(auditLog.at, new Date(filter.to)) : undefined,
  ];
  // Entries without a brand (operator accounts) are visible to every auditor.
  if (filter.brandIds !== "all") {
    conditions.push(
      filter.brandIds.length
        ? or(isNull(auditLog.brandId), inArray(auditLog.brandId, [...filter.brandIds]))
        : isNull(auditLog.brandId),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
