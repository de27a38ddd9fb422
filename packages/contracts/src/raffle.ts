import { z } from "zod";
import { tags as backofficeTags, brandParams, id, memberParams, page, paged } from "./backoffice-shared";
import { defineCall, epochMs } from "./http";
import { rewardDescription, rewardTitle } from "./missions";
import { fitsMinorDigits } from "./money";

/**
 * Red-envelope raffle (DOMAIN §6.5): events with sessions (time windows of the brand's day), a
 * prize table with stock and probabilities, at most N tries a day (raffle tickets give more) and
 * one win a day. The server draws; the site only reveals the result. Probabilities are basis
 * points (10,000 = 100 %); what the prizes leave to 100 % draws nothing.
 */

export const RAFFLE_PRIZE_KINDS = ["cash", "points", "none"] as const;
export type RafflePrizeKind = (typeof RAFFLE_PRIZE_KINDS)[number];
export const RAFFLE_GATES = ["none", "deposit", "turnover"] as const;
export type RaffleGate = (typeof RAFFLE_GATES)[number];
export const RAFFLE_STATUSES = ["active", "paused"] as const;
export const PROBABILITY_BP_MAX = 10_000;
export const MAX_RAFFLE_PRIZES = 20;
export const MAX_RAFFLE_SESSIONS = 12;

const amount = z
  .number()
  .finite()
  .min(0)
  .max(1_000_000_000_000)
  .refine((value) => fitsMinorDigits(value, 2), "At most two decimals");
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use HH:mm");

/** A session: from `start` to `end` (HH:mm, the brand's time zone; end after start; 24:00 = midnight). */
export const raffleSession = z
  .strictObject({ start: clockTime, end: z.union([clockTime, z.literal("24:00")]) })
  .refine((session) => session.start < session.end, { message: "Ends before it starts", path: ["end"] });
export type RaffleSession = z.infer<typeof raffleSession>;

export const rafflePrizeInput = z.strictObject({
  /** Present when an existing prize is changed; a new prize has none. */
  id: id.optional(),
  name: rewardTitle,
  kind: z.enum(RAFFLE_PRIZE_KINDS),
  /** Cash (currency) or points; 0 for `none`. */
  amount,
  turnoverMultiple: z.number().int().min(0).max(100).default(1),
  /** null = unlimited. */
  totalStock: z.number().int().min(0).max(10_000_000).nullable(),
  probabilityBp: z.number().int().min(0).max(PROBABILITY_BP_MAX),
});

export const raffleEventInput = z.strictObject({
  title: rewardTitle,
  description: rewardDescription.default({}),
  startsAt: epochMs,
  endsAt: epochMs,
  sessions: z.array(raffleSession).min(1).max(MAX_RAFFLE_SESSIONS),
  triesPerDay: z.number().int().min(1).max(100),
  gate: z.enum(RAFFLE_GATES).default("none"),
  /** Today's deposits or valid turnover the gate asks for. */
  gateMin: amount.default(0),
  status: z.enum(RAFFLE_STATUSES).default("active"),
  prizes: z.array(rafflePrizeInput).min(1).max(MAX_RAFFLE_PRIZES),
});
export type RaffleEventInput = z.infer<typeof raffleEventInput>;

export const rafflePrizeView = z.object({
  id,
  name: rewardTitle,
  kind: z.enum(RAFFLE_PRIZE_KINDS),
  amount: z.number(),
  turnoverMultiple: z.number().int(),
  totalStock: z.number().int().nullable(),
  remainingStock: z.number().int().nullable(),
  probabilityBp: z.number().int(),
  won: z.number().int(),
});

export const raffleEventView = raffleEventInput.extend({
  id,
  gateMin: z.number(),
  prizes: z.array(rafflePrizeView),
  participations: z.number().int(),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type RaffleEventView = z.infer<typeof raffleEventView>;

/** An event as the member sees it: its sessions, prizes (no odds) and the member's day. */
export const memberRaffleView = z.object({
  id,
  title: z.string(),
  description: z.string(),
  startsAt: epochMs,
  endsAt: epochMs,
  sessions: z.array(z.object({ start: z.string(), end: z.string() })),
  /** Open now: inside the event and one of its sessions. */
  open: z.boolean(),
  /** The next session start (epoch ms) when closed now; null when none is left. */
  nextSessionAt: epochMs.nullable(),
  prizes: z.array(
    z.object({
      id,
      name: z.string(),
      kind: z.enum(RAFFLE_PRIZE_KINDS),
      amount: z.number(),
      soldOut: z.boolean(),
    }),
  ),
  triesPerDay: z.number().int(),
  /** Daily tries left (tickets not counted). */
  triesLeft: z.number().int(),
  tickets: z.number().int(),
  wonToday: z.boolean(),
  gate: z.enum(RAFFLE_GATES),
  gateMin: z.number(),
  /** Today's deposits or turnover toward the gate. */
  gateProgress: z.number(),
});
export type MemberRaffleView = z.infer<typeof memberRaffleView>;

const tags = ["raffle"];

export const raffleEventsCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCS2_getRafflePromotions",
  summary: "Raffle events running or coming, with my tries left today (visitors see no tries)",
  response: z.object({ list: z.array(memberRaffleView) }),
  tags,
});

export const claimRaffleCall = defineCall({
  method: "POST",
  path: "/wps/relay/MCS2_claimRafflePromotion",
  summary:
    "Open a red envelope: the server draws the result (one try, or one ticket when the day's tries are used)",
  body: z.strictObject({ eventId: id }),
  response: z.object({
    participationId: id,
    won: z.boolean(),
    prize: z
      .object({ id, name: z.string(), kind: z.enum(RAFFLE_PRIZE_KINDS), amount: z.number() })
      .nullable(),
    usedTicket: z.boolean(),
    triesLeft: z.number().int(),
    tickets: z.number().int(),
  }),
  tags,
});

// ---------- back office ----------

export const raffleEventsAdminCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/raffle-events",
  summary: "The brand's raffle events with their prize tables and stock",
  params: brandParams,
  query: z.object({ ...page }),
  response: paged(raffleEventView),
  tags: backofficeTags,
});

export const raffleEventCreateCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/raffle-events",
  summary: "Create a raffle event with its sessions and prizes",
  params: brandParams,
  body: raffleEventInput,
  response: raffleEventView,
  tags: backofficeTags,
});

export const raffleEventUpdateCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId/raffle-events/:id",
  summary: "Change a raffle event; a prize's new total stock keeps what was already won",
  params: memberParams,
  body: raffleEventInput,
  response: raffleEventView,
  tags: backofficeTags,
});

export const raffleParticipationView = z.object({
  id,
  eventId: id,
  memberId: id,
  account: z.string(),
  ip: z.string(),
  won: z.boolean(),
  prizeName: z.string().nullable(),
  prizeKind: z.enum(RAFFLE_PRIZE_KINDS).nullable(),
  amount: z.number(),
  usedTicket: z.boolean(),
  grantId: z.string().nullable(),
  createdAt: epochMs,
});

export const raffleParticipationsCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/raffle-participations",
  summary: "The participation log: who drew, from where, when, and what",
  params: brandParams,
  query: z.object({
    eventId: id.optional(),
    account: z.string().trim().max(64).optional(),
    won: z.enum(["yes", "no"]).optional(),
    ...page,
  }),
  response: paged(raffleParticipationView),
  tags: backofficeTags,
});
