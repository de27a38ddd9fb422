import { z } from "zod";
import { tags as backofficeTags, brandParams, id, memberParams, page, paged } from "./backoffice-shared";
import { GAME_TYPES } from "./game-types";
import { defineCall, epochMs } from "./http";
import { LANGUAGES } from "./languages";
import { fitsMinorDigits } from "./money";

/**
 * Missions (DOMAIN §6.6): operator-defined tasks counted from settled bets, deposits and profile
 * actions, per period (the brand's day, its week from Monday, the event's window, or once for
 * onboarding), rewarded in cash with a turnover multiple, points or raffle tickets. Amounts are
 * decimals in the brand's currency; counts are whole numbers.
 */

export const MISSION_KINDS = ["onboarding", "daily", "weekly", "event"] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];
/** What a mission counts. */
export const MISSION_COUNTERS = [
  "settled_bets",
  "valid_turnover",
  "deposit_count",
  "deposit_amount",
  "profile",
] as const;
export type MissionCounter = (typeof MISSION_COUNTERS)[number];
/** Profile facts a `profile` mission waits for. */
export const PROFILE_ACTIONS = [
  "bind_phone",
  "bind_email",
  "payment_password",
  "bank_account",
  "first_deposit",
] as const;
export type ProfileAction = (typeof PROFILE_ACTIONS)[number];
export const MISSION_CLAIM_MODES = ["claim", "auto"] as const;
export const MISSION_STATUSES = ["active", "paused"] as const;

/** A short text in the brand's languages (at least one given). */
export const rewardTitle = z
  .partialRecord(z.enum(LANGUAGES), z.string().trim().max(120))
  .refine((text) => Object.values(text).some((value) => value), "Give a title in at least one language");
/** A description in the brand's languages (plain text). */
export const rewardDescription = z.partialRecord(z.enum(LANGUAGES), z.string().trim().max(2000));

const amount = z
  .number()
  .finite()
  .min(0)
  .max(1_000_000_000_000)
  .refine((value) => fitsMinorDigits(value, 2), "At most two decimals");

/** A mission as the operator defines it. */
export const missionInput = z.strictObject({
  kind: z.enum(MISSION_KINDS),
  title: rewardTitle,
  description: rewardDescription.default({}),
  counter: z.enum(MISSION_COUNTERS),
  gameType: z.enum(GAME_TYPES).nullable().default(null),
  gameId: id.nullable().default(null),
  profileAction: z.enum(PROFILE_ACTIONS).nullable().default(null),
  /** Count (bets, deposits) or amount (turnover, deposit amount); 1 for profile missions. */
  target: amount.refine((value) => value > 0, "Must be above zero"),
  claimMode: z.enum(MISSION_CLAIM_MODES),
  rewardCash: amount.default(0),
  /** Turnover to reach before the cash can be withdrawn, as a multiple of it. */
  turnoverMultiple: z.number().int().min(0).max(100).default(1),
  rewardPoints: z.number().int().min(0).max(100_000_000).default(0),
  rewardTickets: z.number().int().min(0).max(1_000).default(0),
  /** How many times a member may complete it in one period. */
  limitPerPeriod: z.number().int().min(1).max(100).default(1),
  startsAt: epochMs.nullable().default(null),
  endsAt: epochMs.nullable().default(null),
  status: z.enum(MISSION_STATUSES).default("active"),
  sortOrder: z.number().int().min(0).max(100_000).default(0),
});
export type MissionInput = z.infer<typeof missionInput>;

export const missionAdminView = missionInput.extend({
  id,
  target: z.number(),
  rewardCash: z.number(),
  startsAt: epochMs.nullable(),
  endsAt: epochMs.nullable(),
  completions: z.number().int(),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type MissionAdminView = z.infer<typeof missionAdminView>;

/** A mission as the member sees it for the current period. */
export const memberMissionView = z.object({
  id,
  kind: z.enum(MISSION_KINDS),
  title: z.string(),
  description: z.string(),
  counter: z.enum(MISSION_COUNTERS),
  gameType: z.string().nullable(),
  profileAction: z.enum(PROFILE_ACTIONS).nullable(),
  progress: z.number(),
  target: z.number(),
  claimMode: z.enum(MISSION_CLAIM_MODES),
  rewardCash: z.number(),
  turnoverMultiple: z.number().int(),
  rewardPoints: z.number().int(),
  rewardTickets: z.number().int(),
  limitPerPeriod: z.number().int(),
  /** Completions done (claimed or paid) in this period. */
  completed: z.number().int(),
  /** Completions reached and waiting for the member's claim. */
  claimable: z.number().int(),
  /** The period's end (the next reset); null for onboarding missions. */
  periodEndsAt: epochMs.nullable(),
});
export type MemberMissionView = z.infer<typeof memberMissionView>;

const tags = ["missions"];

export const myMissionsCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCS2_getMissionList",
  summary: "My missions with progress in their current period, and how many wait to be claimed",
  response: z.object({ list: z.array(memberMissionView), claimable: z.number().int() }),
  tags,
});

export const claimMissionCall = defineCall({
  method: "POST",
  path: "/wps/relay/MCS2_claimMission",
  summary: "Claim a completed mission's reward for the current period (paid once)",
  body: z.strictObject({ missionId: id }),
  response: z.object({ mission: memberMissionView, grantId: z.string(), status: z.string() }),
  tags,
});

// ---------- back office ----------

export const missionsListCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/missions",
  summary: "The brand's missions",
  params: brandParams,
  query: z.object({ kind: z.enum(MISSION_KINDS).optional(), ...page }),
  response: paged(missionAdminView),
  tags: backofficeTags,
});

export const missionCreateCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/missions",
  summary: "Define a mission",
  params: brandParams,
  body: missionInput,
  response: missionAdminView,
  tags: backofficeTags,
});

export const missionUpdateCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId/missions/:id",
  summary: "Change a mission (completions already made stay as they are)",
  params: memberParams,
  body: missionInput,
  response: missionAdminView,
  tags: backofficeTags,
});

export const missionCompletionView = z.object({
  id,
  missionId: id,
  missionTitle: z.string(),
  memberId: id,
  account: z.string(),
  period: z.string(),
  rewardCash: z.number(),
  rewardPoints: z.number().int(),
  rewardTickets: z.number().int(),
  /** The reward's grant, once given. */
  grantId: z.string().nullable(),
  createdAt: epochMs,
});

export const missionCompletionsCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/mission-completions",
  summary: "Completed missions, newest first",
  params: brandParams,
  query: z.object({
    missionId: id.optional(),
    account: z.string().trim().max(64).optional(),
    ...page,
  }),
  response: paged(missionCompletionView),
  tags: backofficeTags,
});
