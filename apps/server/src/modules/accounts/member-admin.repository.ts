import { ACCOUNT_TYPES } from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  or,
  type SQL,
} from "drizzle-orm";

/** Queries of the back office's member screens and dashboard (accounts tables, brand-scoped). */

const members = schema.members;

export type MemberSearchField = "account" | "mobile" | "email" | "ip";

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export async function searchMembers(
  db: Executor,
  brandId: string,
  by: MemberSearchField,
  q: string,
  page: number,
  pageSize: number,
) {
  const like = `%${escapeLike(q)}%`;
  let match: SQL | undefined;
  if (q) {
    if (by === "account") match = or(ilike(members.accountKey, like), ilike(members.nickname, like));
    else if (by === "mobile")
      match = ilike(members.mobileNo, `%${escapeLike(q.replace(/^\+?\d{1,3}\s+/, "").replace(/^0/, ""))}%`);
    else if (by === "email") match = ilike(members.email, like);
    else {
      const ipMembers = db
        .selectDistinct({ id: schema.loginHistory.memberId })
        .from(schema.loginHistory)
        .where(and(eq(schema.loginHistory.brandId, brandId), eq(schema.loginHistory.ip, q)));
      match = or(eq(members.registerIp, q), inArray(members.id, ipMembers));
    }
  }
  const where = and(eq(members.brandId, brandId), match);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(members)
      .where(where)
      .orderBy(desc(members.createdAt), members.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(members).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function liveSessions(db: Executor, brandId: string, memberId: string, at: Date) {
  return db
    .select()
    .from(schema.sessions)
    .where(
      and(
        eq(schema.sessions.brandId, brandId),
        eq(schema.sessions.memberId, memberId),
        isNull(schema.sessions.revokedAt),
        gt(schema.sessions.expiresAt, at),
      ),
    )
    .orderBy(desc(schema.sessions.lastSeenAt));
}

export async function loginHistoryPage(
  db: Executor,
  brandId: string,
  memberId: string,
  page: number,
  pageSize: number,
) {
  const where = and(eq(schema.loginHistory.brandId, brandId), eq(schema.loginHistory.memberId, memberId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(schema.loginHistory)
      .where(where)
      .orderBy(desc(schema.loginHistory.at), desc(schema.loginHistory.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(schema.loginHistory).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function countRegistrations(
  db: Executor,
  brandId: string,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        gte(members.createdAt, from),
        lt(members.createdAt, to),
        // Trial (free-play) accounts are not players, as in the reports' new players.
        ne(members.accountType, ACCOUNT_TYPES.trial),
      ),
    );
  return row?.value ?? 0;
}

export async function countLogins(db: Executor, brandId: string, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(schema.loginHistory)
    .where(
      and(
        eq(schema.loginHistory.brandId, brandId),
        eq(schema.loginHistory.success, true),
        gte(schema.loginHistory.at, from),
        lt(schema.loginHistory.at, to),
      ),
    );
  return row?.value ?? 0;
}

/** Members with a session seen since `activeSince` that is neither revoked nor expired. */
export async function countOnlineMembers(
  db: Executor,
  brandId: string,
  activeSince: Date,
  at: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: countDistinct(schema.sessions.memberId) })
    .from(schema.sessions)
    .where(
      and(
        eq(schema.sessions.brandId, brandId),
        eq(schema.sessions.kind, "session"),
        isNull(schema.sessions.revokedAt),
        gt(schema.sessions.expiresAt, at),
        gte(schema.sessions.lastSeenAt, activeSince),
      ),
    );
  return row?.value ?? 0;
}
