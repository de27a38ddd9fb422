import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { MemberRow } from "./accounts.repository";

/** The member's own account tables in self-service: profile row lock, authenticator step, own sessions. */

const members = schema.members;
const sessions = schema.sessions;

/** The member row, locked for the rest of the transaction (two edits of one profile never interleave). */
export async function lockMember(db: Executor, brandId: string, id: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.id, id)))
    .for("update");
  return row;
}

/**
 * Records `step` as the member's last accepted authenticator time-step, only when it is later than
 * the one stored: false means the code (or an older one) was already used.
 */
export async function claimTotpStep(
  db: Executor,
  brandId: string,
  memberId: string,
  step: number,
): Promise<boolean> {
  const claimed = await db
    .update(members)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(members.brandId, brandId),
        eq(members.id, memberId),
        sql`(${members.totpLastStep} is null or ${members.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: members.id });
  return claimed.length > 0;
}

const SIGNED_IN_KINDS = ["session", "remember"];

/** Ends one live session or remember-me token of the member; false when it is not theirs or already over. */
export async function endOwnSession(
  db: Executor,
  brandId: string,
  memberId: string,
  sessionId: string,
  at: Date,
): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.brandId, brandId),
        eq(sessions.memberId, memberId),
        inArray(sessions.kind, SIGNED_IN_KINDS),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every other session and every remember-me token of the member; returns how many. */
export async function endOtherSessions(
  db: Executor,
  brandId: string,
  memberId: string,
  keepSessionId: string,
  at: Date,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.brandId, brandId),
        eq(sessions.memberId, memberId),
        ne(sessions.id, keepSessionId),
        inArray(sessions.kind, SIGNED_IN_KINDS),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
