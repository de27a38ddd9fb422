import type { Executor } from "@lotus/db";
import { members } from "@lotus/db/schema";
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";

/** What a member has done to their profile (onboarding missions count these). */
export interface ProfileFacts {
  phone: boolean;
  email: boolean;
  paymentPassword: boolean;
}

/** The profile facts of some members of a brand, by id. */
export async function profileFacts(
  db: Executor,
  brandId: string,
  memberIds: readonly string[],
): Promise<Map<string, ProfileFacts>> {
  if (!memberIds.length) return new Map();
  const rows = await db
    .select({
      id: members.id,
      mobileNo: members.mobileNo,
      email: members.email,
      paymentPasswordHash: members.paymentPasswordHash,
    })
    .from(members)
    .where(and(eq(members.brandId, brandId), inArray(members.id, [...memberIds])));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        phone: Boolean(row.mobileNo),
        email: Boolean(row.email),
        paymentPassword: Boolean(row.paymentPasswordHash),
      },
    ]),
  );
}

/**
 * Members of a brand (not trial accounts) that have a profile fact, newest first (they are the ones
 * onboarding missions still wait for), up to `limit` (the mission job's candidates).
 */
export async function membersWithProfileFact(
  db: Executor,
  brandId: string,
  fact: keyof ProfileFacts,
  limit: number,
): Promise<string[]> {
  const column = {
    phone: members.mobileNo,
    email: members.email,
    paymentPassword: members.paymentPasswordHash,
  }[fact];
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        isNotNull(column),
        inArray(members.accountType, [0, 1, 2, 6, 41, 42]),
      ),
    )
    .orderBy(desc(members.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
