import { z } from "zod";
import { GAME_TYPES } from "./game-types";
import { betRecordItem } from "./games-catalogue";
import { roundDetailAnswer, roundDetailQuery } from "./games-round-detail";
import { day, paged, pageQuery } from "./games-shared";
import { defineCall, epochMs } from "./http";
import { announcementView } from "./system";
import { accountRecordItem, amountValue, TRANSACTION_TYPES } from "./wallet";

/**
 * The agent centre (SPEC §2 agent pages, DOMAIN §5): calls for account types 1, 2, 41, 42 only (access
 * "agent"). An agent sees its own downline at any depth; a call naming an account outside it is refused
 * with `agent.not_downline`. Days are yyyy-MM-dd in the brand's time zone; amounts are decimals in the
 * brand's currency. Team play comes from the report summary tables (rolled up every minute); deposits,
 * withdrawals and income from the ledger.
 */

const tags = ["agent"];
const count = z.number().int();
/** An account name of the caller's downline (any depth). */
const downlineAccount = z.string().trim().min(1).max(64);

/** Preset ranges of the agent pages; `custom` takes `from` and `to`. */
export const AGENT_RANGES = ["today", "yesterday", "thisWeek", "thisMonth", "custom"] as const;
export type AgentRange = (typeof AGENT_RANGES)[number];
/** The longest custom range, in days. */
export const AGENT_RANGE_MAX_DAYS = 366;
/** Query of every ranged call: a preset, or `custom` with both days (else 400 `agent.range_invalid`). */
export const agentRangeQuery = {
  range: z.enum(AGENT_RANGES).default("today"),
  from: day,
  to: day,
};
/** The days a range resolved to, echoed in every ranged answer. */
const resolvedRange = { from: z.string(), to: z.string() };

/** Whether a downline is a plain member or an agent (account types 1, 2, 41, 42). */
export const DOWNLINE_KINDS = ["member", "agent"] as const;
export type DownlineKind = (typeof DOWNLINE_KINDS)[number];

/** Team play over a range: bets = valid turnover; win/loss from both sides. */
const playFigures = {
  bets: amountValue,
  wins: amountValue,
  /** The house's result: bets − wins (positive when the team lost). */
  houseWinLoss: amountValue,
  /** The players' result: wins − bets (positive when the team won). */
  memberWinLoss: amountValue,
  betCount: count,
};

// ---------- 1. team overview ----------

export const agentTeamOverviewCall = defineCall({
  method: "GET",
  path: "/wps/agent/team/overview",
  summary: "Team overview for a range: size, new and active members, deposits, withdrawals, play, my income",
  query: z.object(agentRangeQuery),
  response: z.object({
    ...resolvedRange,
    /** Every member below the agent, all levels. */
    teamSize: count,
    directDownlines: count,
    newMembers: count,
    /** Downline members with play in the range. */
    activeMembers: count,
    deposits: amountValue,
    withdrawals: amountValue,
    ...playFigures,
    /** The agent's own income postings in the range (dividend, salaries, corrections). */
    myIncome: amountValue,
    /** When the play figures were last rolled up (they include everything settled before). */
    rolledUpAt: epochMs.nullable(),
  }),
  tags,
});

// ---------- 2. register centre ----------

export const agentOpenAccountCall = defineCall({
  method: "POST",
  path: "/wps/agent/register",
  summary: "Open a direct downline account (member or agent) with the brand's registration rules",
  enc: true,
  body: z.strictObject({
    kind: z.enum(DOWNLINE_KINDS),
    username: z.string().max(64),
    password: z.string().max(128),
    confirmPassword: z.string().max(128).optional(),
    /** Real name (payee name), when given. */
    payeeName: z.string().max(100).optional(),
  }),
  response: z.object({
    id: z.string(),
    account: z.string(),
    accountType: count,
    kind: z.enum(DOWNLINE_KINDS),
  }),
  tags,
});

export const agentInvitationCall = defineCall({
  method: "GET",
  path: "/wps/agent/invitation",
  summary: "The agent's invitation code and registration path (for the link and QR code)",
  response: z.object({
    code: z.string(),
    /** Site-relative registration path carrying the code; the site prefixes its own origin. */
    registerPath: z.string(),
  }),
  tags,
});

// ---------- 3. downline management ----------

export const downlineRow = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  kind: z.enum(DOWNLINE_KINDS),
  accountType: count,
  /** Depth below the calling agent: 1 = direct downline. */
  level: count,
  /** The account directly above (the caller for level 1). */
  uplineAccount: z.string(),
  balance: amountValue,
  lastLoginAt: epochMs.nullable(),
  registeredAt: epochMs,
  /** Direct downlines of this row. */
  childCount: count,
  /** Everyone below this row, all levels. */
  teamSize: count,
  /** This row's own play plus its team's, over the range. */
  teamBets: amountValue,
  teamMemberWinLoss: amountValue,
});
export type DownlineRow = z.infer<typeof downlineRow>;

export const agentDownlineChildrenCall = defineCall({
  method: "GET",
  path: "/wps/agent/downline/children",
  summary: "One level of the tree: the direct downlines of the agent or of an account in its downline",
  query: z.object({
    /** Whose children; the caller's when absent. */
    parentAccount: downlineAccount.optional(),
    ...agentRangeQuery,
    ...pageQuery,
  }),
  response: paged(downlineRow).extend(resolvedRange),
  tags,
});

export const agentDownlineSearchCall = defineCall({
  method: "GET",
  path: "/wps/agent/downline/search",
  summary: "Search the whole downline by account (contains, case-insensitive), nearest levels first",
  query: z.object({
    q: z.string().trim().min(1).max(64),
    kind: z.enum(DOWNLINE_KINDS).optional(),
    ...agentRangeQuery,
    ...pageQuery,
  }),
  response: paged(downlineRow).extend(resolvedRange),
  tags,
});

// ---------- 4. team betting record ----------

export const teamBetRecordItem = betRecordItem.extend({ account: z.string(), level: count });

export const agentTeamBetsCall = defineCall({
  method: "GET",
  path: "/wps/agent/team/bets",
  summary: "Team betting record: downline members' rounds; filter account (any depth), range, category",
  query: z.object({
    account: downlineAccount.optional(),
    ...agentRangeQuery,
    gameType: z.enum(GAME_TYPES).optional(),
    ...pageQuery,
  }),
  response: paged(teamBetRecordItem).extend({
    ...resolvedRange,
    summary: z.object({ betAmount: amountValue, validBet: amountValue, winLoss: amountValue }),
  }),
  tags,
});

export const agentTeamBetDetailCall = defineCall({
  method: "GET",
  path: "/wps/agent/team/bets/detail",
  summary:
    "One round of the team betting record with the details its game vendor keeps; a round outside the downline is not found",
  query: roundDetailQuery,
  response: roundDetailAnswer,
  tags,
});

// ---------- 5. downline profit and loss ----------

export const downlineProfitRow = z.object({
  account: z.string(),
  kind: z.enum(DOWNLINE_KINDS),
  level: count,
  ...playFigures,
});
export const downlineLevelRow = z.object({
  level: count,
  /** Members of this level with play in the range. */
  activeMembers: count,
  ...playFigures,
});

export const agentDownlineProfitCall = defineCall({
  method: "GET",
  path: "/wps/agent/team/profit",
  summary: "Downline profit and loss over a range, per member (paged, played members only) and per level",
  query: z.object({ account: downlineAccount.optional(), ...agentRangeQuery, ...pageQuery }),
  response: paged(downlineProfitRow).extend({
    ...resolvedRange,
    levels: z.array(downlineLevelRow),
    totals: z.object(playFigures),
  }),
  tags,
});

// ---------- 6. downline transactions ----------

export const downlineTransactionRow = accountRecordItem.extend({ account: z.string(), level: count });

export const agentDownlineTransactionsCall = defineCall({
  method: "GET",
  path: "/wps/agent/team/transactions",
  summary: "Downline members' account movements; filter account (any depth), type, range",
  query: z.object({
    account: downlineAccount.optional(),
    type: z.enum(TRANSACTION_TYPES).optional(),
    ...agentRangeQuery,
    ...pageQuery,
  }),
  response: paged(downlineTransactionRow).extend(resolvedRange),
  tags,
});

// ---------- 7. my income ----------

/** Income types, one per ledger kind the contracts settle with (corrections may be negative). */
export const AGENT_INCOME_TYPES = [
  "dividend",
  "salaryDaily",
  "salaryHourly",
  "salaryRealtime",
  "correction",
] as const;
export type AgentIncomeType = (typeof AGENT_INCOME_TYPES)[number];
const incomeFigures = z.object({
  dividend: amountValue,
  salaryDaily: amountValue,
  salaryHourly: amountValue,
  salaryRealtime: amountValue,
  correction: amountValue,
  total: amountValue,
});

export const agentIncomeCall = defineCall({
  method: "GET",
  path: "/wps/agent/income",
  summary: "My income over a range by type, with one row per day that had income (newest first)",
  query: z.object(agentRangeQuery),
  response: z.object({
    ...resolvedRange,
    totals: incomeFigures,
    days: z.array(incomeFigures.extend({ day: z.string() })),
  }),
  tags,
});

// ---------- 8. agent notices ----------

export const agentNoticesCall = defineCall({
  method: "GET",
  path: "/wps/agent/notices",
  summary: "Current announcements of the `agent` notice group, newest first",
  query: z.object({ ...pageQuery }),
  response: paged(announcementView),
  tags,
});

/** Every agent-centre call: the scope tests walk this list, so a new call is covered automatically. */
export const AGENT_CENTRE_CALLS = [
  agentTeamOverviewCall,
  agentOpenAccountCall,
  agentInvitationCall,
  agentDownlineChildrenCall,
  agentDownlineSearchCall,
  agentTeamBetsCall,
  agentTeamBetDetailCall,
  agentDownlineProfitCall,
  agentDownlineTransactionsCall,
  agentIncomeCall,
  agentNoticesCall,
] as const;
