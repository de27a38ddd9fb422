import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { members } from "./accounts";
import { operators } from "./backoffice";
import { brands } from "./brands";
import { bytea } from "./columns";

const money = (name: string) => bigint(name, { mode: "bigint" });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A text in the brand's languages, by language code (EN, VI, …). */
export type MallText = Record<string, string>;

/**
 * The points mall's gifts (DOMAIN §6.7): a physical gift sent to the member, or cash credited to
 * the wallet with 1× turnover when the exchange completes. `stock` null = unlimited; the limits
 * count a member's exchanges that were not rejected (all time, and per business day).
 */
export const mallGifts = pgTable(
  "mall_gifts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    name: jsonb("name").$type<MallText>().notNull(),
    description: jsonb("description").$type<MallText>().notNull(),
    imageUrl: text("image_url"),
    /** physical · cash */
    kind: text("kind").notNull(),
    pointsPrice: money("points_price").notNull(),
    /** Minor units: what one costs the house (accounting), and what a cash gift credits. */
    cashValue: money("cash_value").notNull(),
    stock: integer("stock"),
    memberLimit: integer("member_limit"),
    dailyLimit: integer("daily_limit"),
    minVipLevel: integer("min_vip_level"),
    active: boolean("active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("mall_gifts_brand_idx").on(table.brandId, table.active, table.sortOrder),
    check(
      "mall_gifts_numbers",
      sql`${table.pointsPrice} > 0 and ${table.cashValue} >= 0 and coalesce(${table.stock}, 0) >= 0
        and coalesce(${table.memberLimit}, 1) > 0 and coalesce(${table.dailyLimit}, 1) > 0`,
    ),
  ],
);

/**
 * A member's exchange of points for a gift (SPEC §3 fields, §4 statuses processing → completed or
 * rejected). The gift's name and prices are copied so later edits do not rewrite history.
 */
export const mallExchanges = pgTable(
  "mall_exchanges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    giftId: uuid("gift_id")
      .notNull()
      .references(() => mallGifts.id),
    /** The member's idempotency key: a retried redeem returns the first exchange. */
    requestId: text("request_id").notNull(),
    transactionNo: text("transaction_no").notNull(),
    giftName: jsonb("gift_name").$type<MallText>().notNull(),
    kind: text("kind").notNull(),
    quantity: integer("quantity").notNull(),
    points: money("points").notNull(),
    cashValue: money("cash_value").notNull(),
    /** processing · completed · rejected */
    status: text("status").notNull(),
    /** The brand's business day of the request (the daily limit counts by it). */
    day: text("day").notNull(),
    recipient: text("recipient").notNull(),
    address: text("address").notNull(),
    mobile: text("mobile").notNull(),
    /** The operator's note: the reason of a rejection, the delivery of a completion. */
    remark: text("remark"),
    createdAt: at("created_at").notNull().defaultNow(),
    decidedAt: at("decided_at"),
    decidedBy: uuid("decided_by").references(() => operators.id),
    /** Rejected: when the points went back (null while the refund is still to post). */
    pointsReturnedAt: at("points_returned_at"),
    /** A completed cash gift's reward grant (null while the payment is still to make). */
    grantId: uuid("grant_id"),
  },
  (table) => [
    uniqueIndex("mall_exchanges_request_idx").on(table.brandId, table.memberId, table.requestId),
    uniqueIndex("mall_exchanges_number_idx").on(table.brandId, table.transactionNo),
    index("mall_exchanges_member_idx").on(table.memberId, table.createdAt),
    index("mall_exchanges_gift_idx").on(table.giftId, table.memberId, table.day),
    index("mall_exchanges_status_idx").on(table.brandId, table.status, table.createdAt),
    check("mall_exchanges_amounts", sql`${table.quantity} > 0 and ${table.points} > 0`),
  ],
);

/** Points converted to cash: one row per request, so a retry debits and pays once. */
export const mallConversions = pgTable(
  "mall_conversions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id),
    requestId: text("request_id").notNull(),
    points: money("points").notNull(),
    cash: money("cash").notNull(),
    /** Points for one currency unit at the time of the request. */
    rate: text("rate").notNull(),
    grantId: uuid("grant_id"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("mall_conversions_request_idx").on(table.brandId, table.requestId),
    index("mall_conversions_member_idx").on(table.memberId, table.createdAt),
  ],
);

/** Business days whose turnover points were credited, per brand (the job's record). */
export const mallEarningDays = pgTable(
  "mall_earning_days",
  {
    brandId: uuid("brand_id")
      .notNull()
      .references(() => brands.id),
    day: text("day").notNull(),
    members: integer("members").notNull(),
    points: money("points").notNull(),
    finishedAt: at("finished_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.day] })],
);

/** Gift images uploaded in the back office, served at /mall-image/:id. */
export const mallImages = pgTable("mall_images", {
  id: uuid("id").primaryKey().defaultRandom(),
  brandId: uuid("brand_id")
    .notNull()
    .references(() => brands.id),
  mimeType: text("mime_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
});
