import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";

const sessions = schema.sessions;

export type NewSessionRow = typeof sessions.$inferInsert;

export async function insertSession(db: Executor, row: NewSessionRow): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The unrevoked, unexpired session of `kind` with this token hash in the brand, with its member. */
export async function findLiveSession(
  db: Executor,
  where: { tokenHash: string; brandId: string; kind: string; now: Date },
) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      memberId: sessions.memberId,
      brandId: sessions.brandId,
      loginMethod: sessions.loginMethod,
      lastSeenAt: sessions.lastSeenAt,
      account: schema.members.account,
      accountType: schema.members.accountType,
      status: schema.members.status,
    })
    .from(sessions)
    .innerJoin(schema.members, eq(schema.members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, where.tokenHash),
        eq(sessions.brandId, where.brandId),
        eq(sessions.kind, where.kind),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, where.now),
      ),
    )
    .limit(1);
  return row;
}

export async function touchSession(db: Executor, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Executor, sessionId: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeSessionByToken(
  db: Executor,
  tokenHash: string,
  brandId: string,
  at: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.brandId, brandId), isNull(sessions.revokedAt)));
}

/** Every live session and remember token of the member except `keepSessionId`. */
export async function revokeMemberSessions(
  db: Executor,
  memberId: string,
  at: Date,
  keepSessionId?: string,
  kind?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : sql`true`,
        kind ? eq(sessions.kind, kind) : sql`true`,
      ),
    );
}

/** Whether a live member session has this token hash (of any brand). */
export async function liveMemberSessionExists(db: Executor, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.kind, "session"),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
