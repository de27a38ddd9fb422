import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
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

/** A session of a raffle: HH:mm to HH:mm of the brand's day. */
export interface RaffleSessionWindow {
  start: string;
  end: string;
}

/** Red-envelope raffle events (DOMAIN §6.5). */
export const raffleEvents = pgTable(
  "raffle_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>().notNull().default({}),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    sessions: jsonb("sessions").$type<RaffleSessionWindow[]>().notNull(),
    triesPerDay: integer("tries_per_day").notNull(),
    /** none · deposit · turnover: what today must reach before the member may draw. */
    gate: text("gate").notNull().default("none"),
    gateMin: money("gate_min").notNull().default(sql`0`),
    status: text("status").notNull().default("active"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [index("raffle_events_brand_idx").on(table.brandId, table.status, table.endsAt)],
);

/**
 * A prize of an event. `remaining_stock` only goes down through a conditional update
 * (`remaining_stock > 0`) and never below zero, so concurrent draws cannot give the last one twice.
 */
export const rafflePrizes = pgTable(
  "raffle_prizes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => raffleEvents.id),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    /** cash · points · none. */
    kind: text("kind").notNull(),
    /** Cash in minor units, or points. */
    amount: money("amount").notNull().default(sql`0`),
    turnoverMultiple: integer("turnover_multiple").notNull().default(1),
    /** null: unlimited. */
    totalStock: integer("total_stock"),
    remainingStock: integer("remaining_stock"),
    probabilityBp: integer("probability_bp").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    /** A prize removed from the table stays for the log, out of the draw. */
    removed: boolean("removed").notNull().default(false),
  },
  (table) => [
    index("raffle_prizes_event_idx").on(table.eventId, table.sortOrder),
    check(
      "raffle_prizes_stock",
      sql`${table.remainingStock} is null or (${table.remainingStock} >= 0 and ${table.remainingStock} <= ${table.totalStock})`,
    ),
    check("raffle_prizes_probability", sql`${table.probabilityBp} between 0 and 10000`),
  ],
);

/**
 * Every draw: one row per (event, member, day, try), so a member's concurrent draws cannot pass the
 * day's tries; at most one winning row per (event, member, day).
 */
export const raffleParticipations = pgTable(
  "raffle_participations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    eventId: uuid("event_id")
      .notNull()
      .references(() => raffleEvents.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    /** The brand's day (yyyy-MM-dd). */
    day: text("day").notNull(),
    tryNo: integer("try_no").notNull(),
    usedTicket: boolean("used_ticket").notNull().default(false),
    ip: text("ip").notNull(),
    won: boolean("won").notNull(),
    prizeId: uuid("prize_id").references(() => rafflePrizes.id),
    amount: money("amount").notNull().default(sql`0`),
    grantId: uuid("grant_id"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("raffle_participations_try_uq").on(table.eventId, table.memberId, table.day, table.tryNo),
    uniqueIndex("raffle_participations_win_uq")
      .on(table.eventId, table.memberId, table.day)
      .where(sql`${table.won}`),
    index("raffle_participations_brand_idx").on(table.brandId, table.createdAt),
  ],
);
