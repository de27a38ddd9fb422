import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { members } from "./accounts";
import { operators } from "./backoffice";
import { brands } from "./brands";

const money = (name: string) => bigint(name, { mode: "bigint" }).notNull().default(sql`0`);
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Rebate rates in basis points by rebate category (slots, cards, live, lottery, sports). */
export type RebateRates = Record<string, number>;

/**
 * The brand's VIP ladder (DOMAIN §6.3), defined by the operator. `rank` orders the levels from 0
 * (the level every member starts at); amounts are minor units of the brand's currency.
 */
export const vipLevels = pgTable(
  "vip_levels",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    rank: smallint("rank").notNull(),
    code: text("code").notNull(),
    /** The level's name by language code. */
    name: jsonb("name").$type<Record<string, string>>().notNull(),
    /** Cumulative deposits and cumulative valid turnover that reach this level. */
    depositRequired: money("deposit_required"),
    turnoverRequired: money("turnover_required"),
    /** Valid turnover to make within `maintenanceDays` to keep the level. */
    maintenanceTurnover: money("maintenance_turnover"),
    maintenanceDays: integer("maintenance_days").notNull().default(60),
    upgradeBonus: money("upgrade_bonus"),
    upgradeTurnoverMultiple: integer("upgrade_turnover_multiple").notNull().default(1),
    birthdayBonus: money("birthday_bonus"),
    birthdayTurnoverMultiple: integer("birthday_turnover_multiple").notNull().default(1),
    /** The birthday bonus needs an account older than this many days. */
    birthdayMinAccountDays: integer("birthday_min_account_days").notNull().default(60),
    rebateRates: jsonb("rebate_rates").$type<RebateRates>().notNull().default({}),
    rebateDailyCap: money("rebate_daily_cap"),
    withdrawalDailyLimit: money("withdrawal_daily_limit"),
    freeWithdrawals: integer("free_withdrawals").notNull().default(0),
    /** Points per currency unit in the points mall (fewer is better for the member). */
    pointsRate: integer("points_rate").notNull().default(0),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("vip_levels_rank_idx").on(table.brandId, table.rank),
    uniqueIndex("vip_levels_code_idx").on(table.brandId, table.code),
    check(
      "vip_levels_amounts",
      sql`${table.rank} >= 0 and ${table.depositRequired} >= 0 and ${table.turnoverRequired} >= 0
        and ${table.maintenanceTurnover} >= 0 and ${table.maintenanceDays} > 0
        and ${table.upgradeBonus} >= 0 and ${table.birthdayBonus} >= 0 and ${table.rebateDailyCap} >= 0
        and ${table.withdrawalDailyLimit} >= 0 and ${table.freeWithdrawals} >= 0 and ${table.pointsRate} >= 0`,
    ),
  ],
);

/**
 * A member's VIP state: the level's rank, when it was reached, the running totals the daily
 * evaluation adds each closed day to (cumulative deposits and valid turnover), and the maintenance
 * window with the valid turnover made since it started.
 */
export const vipMembers = pgTable(
  "vip_members",
  {
    memberId: uuid("member_id")
      .primaryKey()
      .references(() => members.id),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    rank: smallint("rank").notNull().default(0),
    /** The highest rank ever held: a lost level comes back only with its maintenance turnover again. */
    highestRank: smallint("highest_rank").notNull().default(0),
    reachedAt: at("reached_at").notNull(),
    /** First business day of the maintenance window. */
    windowStart: date("window_start").notNull(),
    windowTurnover: money("window_turnover"),
    totalDeposit: money("total_deposit"),
    totalTurnover: money("total_turnover"),
    /** The last closed business day added to the totals. */
    evaluatedDay: date("evaluated_day"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [index("vip_members_brand_rank_idx").on(table.brandId, table.rank)],
);

/** Every change of a member's level: promotion, demotion (daily evaluation) or an operator's manual set. */
export const vipChanges = pgTable(
  "vip_changes",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    fromRank: smallint("from_rank").notNull(),
    toRank: smallint("to_rank").notNull(),
    /** promotion · demotion · manual */
    reason: text("reason").notNull(),
    day: date("day").notNull(),
    operatorId: uuid("operator_id").references(() => operators.id),
    note: text("note"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("vip_changes_member_idx").on(table.memberId, table.id),
    index("vip_changes_brand_idx").on(table.brandId, table.id),
  ],
);

/**
 * One row per brand, job kind (evaluate, rebate) and business day: inserting it claims the day, so
 * the work runs once however many workers tick; the totals are what the back office lists.
 */
export const vipRuns = pgTable(
  "vip_runs",
  {
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    kind: text("kind").notNull(),
    day: date("day").notNull(),
    /** running · done · failed */
    status: text("status").notNull(),
    startedAt: at("started_at").notNull(),
    finishedAt: at("finished_at"),
    members: integer("members").notNull().default(0),
    promoted: integer("promoted").notNull().default(0),
    demoted: integer("demoted").notNull().default(0),
    grants: integer("grants").notNull().default(0),
    amount: money("amount"),
    turnover: money("turnover"),
    error: text("error"),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.kind, table.day] }),
    index("vip_runs_brand_idx").on(table.brandId, table.kind, table.day),
  ],
);
