import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { members } from "./accounts";
import { brands } from "./brands";

/**
 * What a friend earned the member who invited them (the friend's `profile.recommenderId`): one row
 * per reward key — `first:<friend>` once, `turnover:<friend>:<day>` per day — so the referral job
 * gives each once however often it runs; the grant is made after the row commits.
 */
export const referralRewards = pgTable(
  "referral_rewards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    referrerId: uuid("referrer_id")
      .notNull()
      .references(() => members.id),
    inviteeId: uuid("invitee_id")
      .notNull()
      .references(() => members.id),
    /** first_deposit · turnover. */
    kind: text("kind").notNull(),
    rewardKey: text("reward_key").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull().default(sql`0`),
    grantId: uuid("grant_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("referral_rewards_key_uq").on(table.brandId, table.rewardKey),
    index("referral_rewards_referrer_idx").on(table.referrerId, table.inviteeId),
  ],
);
