import type { Database } from "@lotus/db";
import * as schema from "@lotus/db/schema";

/** Records a used bot-check solution; false when it was recorded before (a replay). */
export async function claimBotCheckToken(
  db: Database,
  row: { tokenHash: string; brandId: string; expiresAt: Date; usedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(schema.oneTimeTokens)
    .values({ ...row, kind: "botcheck" })
    .onConflictDoNothing()
    .returning({ tokenHash: schema.oneTimeTokens.tokenHash });
  return inserted.length > 0;
}
