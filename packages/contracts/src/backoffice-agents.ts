import { z } from "zod";
import { AGENT_ACCOUNT_TYPES } from "./account-types";
import { brandParams, memberParams, page, paged, reason, tags } from "./backoffice-shared";
import { defineCall, epochMs } from "./http";

/**
 * Back-office agent screens (permissions `agents.view`, `agents.manage`): the agents list, the agent
 * tree of any member, promotion and demotion, and moving a downline with its subtree. Writes are
 * audited in the same transaction. The member screen's upline and account-type edits follow the
 * same rules.
 */

const count = z.number().int();
const agentAccountType = z.union(AGENT_ACCOUNT_TYPES.map((type) => z.literal(type)));

/** A member as a node of the agent tree. */
export const agentTreeNode = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  accountType: count,
  isAgent: z.boolean(),
  status: z.string(),
  /** Direct downlines. */
  childCount: count,
  /** Everyone below, all levels. */
  teamSize: count,
  createdAt: epochMs,
});
export type AgentTreeNode = z.infer<typeof agentTreeNode>;

export const agentListRow = agentTreeNode.extend({
  upline: z.object({ id: z.string(), account: z.string() }).nullable(),
  lastLoginAt: epochMs.nullable(),
});

/** a. The brand's agents (types 1, 2, 41, 42), searched by account, with team size and direct downlines. */
export const boAgentsListCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/agents",
  summary: "Agents of the brand with direct downlines and team size; search by account",
  params: brandParams,
  query: z.object({ q: z.string().trim().max(64).default(""), ...page }),
  response: paged(agentListRow),
  tags,
});

/** b. Any member's place in the tree: its upline chain to the top and one page of its children. */
export const boAgentTreeCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/agents/tree/:id",
  summary: "A member's upline chain (top first) and its direct downlines, one level at a time",
  params: memberParams,
  query: z.object({ ...page }),
  response: z.object({
    node: agentTreeNode,
    /** From the top of the tree down to the direct upline; empty at the top. */
    chain: z.array(agentTreeNode),
    children: paged(agentTreeNode),
  }),
  tags,
});

/** c. Make a member an agent (or change an agent's type). */
export const boAgentPromoteCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/agents/tree/:id/promote",
  summary: "Promote a member to agent with account type 1, 2, 41 or 42 (audited)",
  params: memberParams,
  body: z.strictObject({ accountType: agentAccountType, reason }),
  response: agentTreeNode,
  tags,
});

/** c. Make an agent without downlines a plain member again. */
export const boAgentDemoteCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/agents/tree/:id/demote",
  summary: "Demote an agent with no downlines back to member (audited)",
  params: memberParams,
  body: z.strictObject({ reason }),
  response: agentTreeNode,
  tags,
});

/** d. Move a member with its whole subtree under another agent (or to the top with null). */
export const boAgentMoveCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/agents/tree/:id/move",
  summary: "Move a member and its subtree to another upline agent; cycles refused (audited)",
  params: memberParams,
  body: z.strictObject({
    /** The new upline's account (must be an agent outside the moved subtree); null = no upline. */
    uplineAccount: z.string().trim().min(1).max(64).nullable(),
    reason,
  }),
  response: z.object({
    node: agentTreeNode,
    from: z.object({ id: z.string(), account: z.string() }).nullable(),
    to: z.object({ id: z.string(), account: z.string() }).nullable(),
  }),
  tags,
});

/** Every back-office agent call (the permission tests walk this list). */
export const BACKOFFICE_AGENT_CALLS = [
  boAgentsListCall,
  boAgentTreeCall,
  boAgentPromoteCall,
  boAgentDemoteCall,
  boAgentMoveCall,
] as const;
