import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { CodePurpose } from "./codes";

/** The only code touching the accounts tables. Every query is scoped by brand. */

export type MemberRow = typeof schema.members.$inferSelect;
export type NewMember = typeof schema.members.$inferInsert;

const members = schema.members;

export async function findMemberByAccount(
  db: Executor,
  brandId: string,
  accountKey: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.accountKey, accountKey)))
    .limit(1);
  return row;
}

/** The members of a brand among some ids (ids of another brand or of no one are left out). */
export async function findMembersByIds(db: Executor, brandId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: members.id, account: members.account, accountType: members.accountType })
    .from(members)
    .where(and(eq(members.brandId, brandId), inArray(members.id, [...ids])));
}

export async function findMemberById(
  db: Executor,
  brandId: string,
  id: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.id, id)))
    .limit(1);
  return row;
}

export async function findMemberByMobile(
  db: Executor,
  brandId: string,
  dialingCode: string,
  localNumber: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        eq(members.countryDialingCode, dialingCode),
        eq(members.mobileNo, localNumber),
      ),
    )
    .limit(1);
  return row;
}

/** An active agent of the brand whose affiliate code this is (codes compare without case). */
export async function findAgentByCode(
  db: Executor,
  brandId: string,
  code: string,
  agentTypes: readonly number[],
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        sql`upper(${members.affiliateCode}) = ${code.toUpperCase()}`,
        inArray(members.accountType, [...agentTypes]),
        eq(members.status, "active"),
      ),
    )
    .limit(1);
  return row;
}

export async function accountTaken(db: Executor, brandId: string, accountKey: string): Promise<boolean> {
  return Boolean(await findMemberByAccount(db, brandId, accountKey));
}

export async function insertMember(db: Executor, values: NewMember): Promise<MemberRow> {
  const [row] = await db.insert(members).values(values).returning();
  if (!row) throw new Error("member not inserted");
  return row;
}

export async function updateMember(
  db: Executor,
  brandId: string,
  id: string,
  patch: Partial<NewMember>,
): Promise<void> {
  await db
    .update(members)
    .set(patch)
    .where(and(eq(members.brandId, brandId), eq(members.id, id)));
}

/** Counts a failed login on the account; returns the consecutive failures so far. */
export async function countFailedLogin(db: Executor, brandId: string, id: string): Promise<number> {
  const [row] = await db
    .update(members)
    .set({ failedLogins: sql`${members.failedLogins} + 1` })
    .where(and(eq(members.brandId, brandId), eq(members.id, id)))
    .returning({ failedLogins: members.failedLogins });
  return row?.failedLogins ?? 0;
}

// Known IPs (unregistered-IP verification).

export async function knownIps(db: Executor, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ ip: schema.memberKnownIps.ip })
    .from(schema.memberKnownIps)
    .where(eq(schema.memberKnownIps.memberId, memberId));
  return rows.map((row) => row.ip);
}

export async function addKnownIp(db: Executor, memberId: string, ip: string, at: Date): Promise<void> {
  await db.insert(schema.memberKnownIps).values({ memberId, ip, firstSeenAt: at }).onConflictDoNothing();
}

export async function recordLogin(
  db: Executor,
  entry: {
    brandId: string;
    memberId: string | null;
    account: string;
    ip: string;
    country: string;
    success: boolean;
    reason: string;
    userAgent?: string;
    at: Date;
  },
): Promise<void> {
  await db
    .insert(schema.loginHistory)
    .values({ ...entry, country: entry.country || null, userAgent: entry.userAgent?.slice(0, 500) ?? null });
}

// Verification codes.

const codes = schema.verificationCodes;

export async function replaceCode(
  db: Executor,
  entry: {
    brandId: string;
    purpose: CodePurpose;
    channel: "sms" | "email";
    target: string;
    codeHash: string;
    expiresAt: Date;
    at: Date;
  },
): Promise<void> {
  // A new code for the same target and purpose ends the older ones.
  await db
    .update(codes)
    .set({ consumedAt: entry.at })
    .where(
      and(
        eq(codes.brandId, entry.brandId),
        eq(codes.purpose, entry.purpose),
        eq(codes.target, entry.target),
        isNull(codes.consumedAt),
      ),
    );
  await db.insert(codes).values({
    brandId: entry.brandId,
    purpose: entry.purpose,
    channel: entry.channel,
    target: entry.target,
    codeHash: entry.codeHash,
    expiresAt: entry.expiresAt,
    createdAt: entry.at,
  });
}

export async function latestCode(db: Executor, brandId: string, purpose: CodePurpose, target: string) {
  const [row] = await db
    .select()
    .from(codes)
    .where(and(eq(codes.brandId, brandId), eq(codes.purpose, purpose), eq(codes.target, target)))
    .orderBy(desc(codes.createdAt))
    .limit(1);
  return row;
}

/** Counts a wrong guess, never past `max`. */
export async function countCodeAttempt(db: Executor, id: string, max: number): Promise<void> {
  await db
    .update(codes)
    .set({ attempts: sql`${codes.attempts} + 1` })
    .where(and(eq(codes.id, id), sql`${codes.attempts} < ${max}`));
}

/** Marks the code used; false when another request used it first. */
export async function consumeCode(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(codes)
    .set({ consumedAt: at })
    .where(and(eq(codes.id, id), isNull(codes.consumedAt)))
    .returning({ id: codes.id });
  return rows.length > 0;
}

// Captchas.

export async function insertCaptcha(
  db: Executor,
  entry: { id: string; brandId: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(schema.captchas).values(entry);
}

/** Takes the captcha (one use, whatever the outcome); undefined when unknown or already used. */
export async function takeCaptcha(db: Executor, brandId: string, id: string, at: Date) {
  const [row] = await db
    .update(schema.captchas)
    .set({ consumedAt: at })
    .where(
      and(
        eq(schema.captchas.id, id),
        eq(schema.captchas.brandId, brandId),
        isNull(schema.captchas.consumedAt),
      ),
    )
    .returning({ codeHash: schema.captchas.codeHash, expiresAt: schema.captchas.expiresAt });
  return row;
}

// One-time tokens (password reset links).

const tokens = schema.oneTimeTokens;

export async function replaceResetToken(
  db: Executor,
  entry: { brandId: string; memberId: string; tokenHash: string; expiresAt: Date; at: Date },
): Promise<void> {
  await db
    .update(tokens)
    .set({ usedAt: entry.at })
    .where(
      and(
        eq(tokens.brandId, entry.brandId),
        eq(tokens.memberId, entry.memberId),
        eq(tokens.kind, "password_reset"),
        isNull(tokens.usedAt),
      ),
    );
  await db.insert(tokens).values({
    tokenHash: entry.tokenHash,
    brandId: entry.brandId,
    kind: "password_reset",
    memberId: entry.memberId,
    expiresAt: entry.expiresAt,
  });
}

/** Uses a live reset token once; returns its member, or undefined when unknown, used or expired. */
export async function useResetToken(
  db: Executor,
  brandId: string,
  tokenHash: string,
  at: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(tokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(tokens.tokenHash, tokenHash),
        eq(tokens.brandId, brandId),
        eq(tokens.kind, "password_reset"),
        isNull(tokens.usedAt),
        gt(tokens.expiresAt, at),
      ),
    )
    .returning({ memberId: tokens.memberId });
  return row?.memberId ?? undefined;
}

// Media (custom avatars).

export async function insertMedia(
  db: Executor,
  entry: { brandId: string; ownerMemberId: string; mimeType: string; bytes: Buffer; at: Date },
): Promise<string> {
  const [row] = await db
    .insert(schema.media)
    .values({
      brandId: entry.brandId,
      ownerMemberId: entry.ownerMemberId,
      mimeType: entry.mimeType,
      bytes: entry.bytes,
      createdAt: entry.at,
    })
    .returning({ id: schema.media.id });
  if (!row) throw new Error("media not inserted");
  return row.id;
}

export async function deleteMedia(db: Executor, brandId: string, id: string, ownerMemberId: string) {
  await db
    .delete(schema.media)
    .where(
      and(
        eq(schema.media.id, id),
        eq(schema.media.brandId, brandId),
        eq(schema.media.ownerMemberId, ownerMemberId),
      ),
    );
}

export async function findMedia(db: Executor, brandId: string, id: string) {
  const [row] = await db
    .select({ mimeType: schema.media.mimeType, bytes: schema.media.bytes, createdAt: schema.media.createdAt })
    .from(schema.media)
    .where(and(eq(schema.media.id, id), eq(schema.media.brandId, brandId)))
    .limit(1);
  return row;
}
