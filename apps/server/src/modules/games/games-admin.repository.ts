import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, count, desc, eq } from "drizzle-orm";

/** The back office's games writes (vendor and game updates, secret rotation) and the vendor-transfers list. */

const { gameVendors, games, vendorTransfers, members } = schema;

export type VendorUpdate = Pick<
  typeof gameVendors.$inferInsert,
  | "displayName"
  | "categories"
  | "status"
  | "logo"
  | "sortOrder"
  | "launchUrlTemplate"
  | "transferApiUrl"
  | "updatedAt"
>;

export type GameUpdate = Pick<
  typeof games.$inferInsert,
  | "names"
  | "smallIcon"
  | "largeIcon"
  | "isHot"
  | "tags"
  | "sortOrder"
  | "trialAllowed"
  | "status"
  | "minBetMinor"
  | "maxBetMinor"
  | "settings"
  | "updatedAt"
>;

/** Updates the brand's vendor; undefined when there is none. */
export async function updateVendor(db: Executor, brandId: string, id: string, values: VendorUpdate) {
  const [row] = await db
    .update(gameVendors)
    .set(values)
    .where(and(eq(gameVendors.id, id), eq(gameVendors.brandId, brandId)))
    .returning();
  return row;
}

/** Replaces a vendor's signing secret; undefined when there is no such vendor. */
export async function rotateVendorSecret(db: Executor, id: string, sealed: string, now: Date) {
  const [row] = await db
    .update(gameVendors)
    .set({ secretSealed: sealed, secretRotatedAt: now })
    .where(eq(gameVendors.id, id))
    .returning();
  return row;
}

/** Updates a game; undefined when there is none. */
export async function updateGame(db: Executor, id: string, values: GameUpdate) {
  const [row] = await db.update(games).set(values).where(eq(games.id, id)).returning();
  return row;
}

/** A page of the brand's vendor transfers (newest first) with the member's login and vendor code, and the total. */
export async function vendorTransfersPage(
  db: Executor,
  brandId: string,
  filter: { status?: string; accountKey?: string },
  page: number,
  pageSize: number,
) {
  const where = and(
    eq(vendorTransfers.brandId, brandId),
    filter.status ? eq(vendorTransfers.status, filter.status) : undefined,
    filter.accountKey ? eq(members.accountKey, filter.accountKey) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ transfer: vendorTransfers, account: members.account, vendorCode: gameVendors.code })
      .from(vendorTransfers)
      .innerJoin(members, eq(members.id, vendorTransfers.memberId))
      .innerJoin(gameVendors, eq(gameVendors.id, vendorTransfers.vendorId))
      .where(where)
      .orderBy(desc(vendorTransfers.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(vendorTransfers)
      .innerJoin(members, eq(members.id, vendorTransfers.memberId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
