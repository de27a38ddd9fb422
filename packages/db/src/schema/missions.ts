import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { members } from "./accounts";
import { brands } from "./brands";
import type { LocalizedText } from "./rewards";

const money = (name: string) => bigint(name, { mode: "bigint" });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Operator-defined missions (DOMAIN §6.6). Progress is not stored: it is counted on read from
 * settled rounds, deposits and profile facts over the member's current period.
 */
export const missions = pgTable(
  "missions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    /** onboarding (once) · daily (the brand's day) · weekly (from Monday) · event (its window). */
    kind: text("kind").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull().default({}),
    /** settled_bets · valid_turnover · deposit_count · deposit_amount · profile. */
    counter: text("counter").notNull(),
    gameType: text("game_type"),
    gameId: uuid("game_id"),
    profileAction: text("profile_action"),
    /** A count, or an amount in minor units (turnover, deposit amount). */
    target: money("target").notNull(),
    /** claim (the member claims it) · auto (the mission job pays it). */
    claimMode: text("claim_mode").notNull(),
    rewardCash: money("reward_cash").notNull().default(sql`0`),
    turnoverMultiple: integer("turnover_multiple").notNull().default(1),
    rewardPoints: money("reward_points").notNull().default(sql`0`),
    rewardTickets: integer("reward_tickets").notNull().default(0),
    limitPerPeriod: integer("limit_per_period").notNull().default(1),
    startsAt: at("starts_at"),
    endsAt: at("ends_at"),
    status: text("status").notNull().default("active"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("missions_brand_idx").on(table.brandId, table.status, table.sortOrder),
    check("missions_target_positive", sql`${table.target} > 0 and ${table.limitPerPeriod} > 0`),
  ],
);

/**
 * One completion of a mission by a member in a period (`seq` counts completions within it): the
 * unique index makes concurrent claims and two job workers complete it once; the reward's grant
 * key is derived from the same triple.
 */
export const missionCompletions = pgTable(
  "mission_completions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    missionId: uuid("mission_id")
      .notNull()
      .references(() => missions.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    /** The period's key: D2026-11-27, W2026-11-23, E (event window), O (onboarding, once). */
    period: text("period").notNull(),
    seq: integer("seq").notNull().default(1),
    /** What was given (copied: the mission may change later). */
    rewardCash: money("reward_cash").notNull().default(sql`0`),
    rewardPoints: money("reward_points").notNull().default(sql`0`),
    rewardTickets: integer("reward_tickets").notNull().default(0),
    /** The reward's grant; null until rewards.grant answered (the job retries those). */
    grantId: uuid("grant_id"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("mission_completions_once_uq").on(table.missionId, table.memberId, table.period, table.seq),
    index("mission_completions_brand_idx").on(table.brandId, table.createdAt),
    index("mission_completions_ungranted_idx")
      .on(table.brandId, table.createdAt)
      .where(sql`${table.grantId} is null`),
  ],
);
