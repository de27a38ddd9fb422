import { ACCOUNT_TYPES, AGENT_ACCOUNT_TYPES, type AgentTreeNode, isAgentType } from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import { AppError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { actorOf, recordAudit } from "../operators";
import { isInDownline, uplineChain } from "./downline.repository";
import { childrenPage } from "./team.repository";
import * as repo from "./tree-admin.repository";

type Who = { operator: OperatorContext; ip: string };
type Paging = { page: number; pageSize: number };

/** Account types that can never become agents. */
const NOT_PROMOTABLE: readonly number[] = [ACCOUNT_TYPES.trial, ACCOUNT_TYPES.credit];

function nodeView(row: repo.NodeRow): AgentTreeNode {
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    accountType: row.accountType,
    isAgent: isAgentType(row.accountType),
    status: row.status,
    childCount: row.childCount,
    teamSize: row.teamSize,
    createdAt: row.createdAt.getTime(),
  };
}

/**
 * The agent tree's rules, the one way a member's type or upline changes (the back office's agent
 * screens and the member screen both go through them). Call inside the writing transaction.
 */
export const treeRules = {
  /** The new upline's id for `uplineAccount` (null = none): an agent outside the member's own subtree. */
  async uplineFor(tx: Executor, brandId: string, memberId: string, uplineAccount: string | null) {
    if (uplineAccount === null || uplineAccount.trim() === "") return null;
    await repo.lockTree(tx, brandId);
    const upline = await repo.memberIdByAccount(tx, brandId, uplineAccount);
    if (!upline || !isAgentType(upline.accountType)) throw new AppError("member.upline_invalid");
    if (upline.id === memberId || (await isInDownline(tx, brandId, memberId, upline.id)))
      throw new AppError("agent.upline_cycle");
    return upline.id;
  },

  /** Refuses a type change the tree forbids: trial/credit accounts as agents, an agent with downlines leaving. */
  async checkAccountType(tx: Executor, brandId: string, memberId: string, from: number, to: number) {
    if (from === to) return;
    if (isAgentType(to) && NOT_PROMOTABLE.includes(from)) throw new AppError("agent.not_promotable");
    if (isAgentType(from) && !isAgentType(to)) {
      await repo.lockTree(tx, brandId);
      const [node] = await repo.nodes(tx, brandId, [memberId]);
      if ((node?.childCount ?? 0) > 0) throw new AppError("agent.has_downlines");
    }
  },
};
export type TreeRules = typeof treeRules;

/** The back office's agent screens; every change is audited in its transaction. */
export function createAgentsAdmin(platform: Platform) {
  const { db } = platform;

  async function load(executor: Executor, brandId: string, id: string): Promise<repo.NodeRow> {
    const [row] = await repo.nodes(executor, brandId, [id]);
    if (!row) throw new AppError("agent.member_not_found");
    return row;
  }

  /** Applies one audited change to a member of the tree and answers the node after it. */
  function change<T>(
    who: Who,
    brandId: string,
    id: string,
    action: string,
    reason: string | undefined,
    apply: (tx: Executor, row: repo.NodeRow) => Promise<T>,
  ) {
    return db.transaction(async (tx) => {
      await repo.lockTree(tx, brandId);
      const before = await load(tx, brandId, id);
      const result = await apply(tx, before);
      const after = await load(tx, brandId, id);
      const snapshot = (row: repo.NodeRow) => ({
        accountType: row.accountType,
        upline: row.uplineAccount,
        uplineId: row.uplineId,
      });
      await recordAudit(tx, actorOf(who.operator, who.ip), {
        brandId,
        action,
        targetType: "member",
        targetId: id,
        before: snapshot(before),
        after: snapshot(after),
        reason: reason ?? null,
      });
      return { before, after, result };
    });
  }

  return {
    async list(brandId: string, query: Paging & { q: string }) {
      const { ids, total } = await repo.agentsPage(db, brandId, AGENT_ACCOUNT_TYPES, query.q, query);
      const rows = await repo.nodes(db, brandId, ids);
      return {
        list: rows.map((row) => ({
          ...nodeView(row),
          upline: row.uplineId && row.uplineAccount ? { id: row.uplineId, account: row.uplineAccount } : null,
          lastLoginAt: row.lastLoginAt?.getTime() ?? null,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async tree(brandId: string, id: string, paging: Paging) {
      const node = await load(db, brandId, id);
      const chainIds = await uplineChain(db, brandId, id);
      const [chain, childPage] = await Promise.all([
        repo.nodes(db, brandId, chainIds),
        childrenOf(db, brandId, id, paging),
      ]);
      return {
        node: nodeView(node),
        chain: chain.map(nodeView),
        children: { ...childPage, page: paging.page, pageSize: paging.pageSize },
      };
    },

    async promote(who: Who, brandId: string, id: string, body: { accountType: number; reason?: string }) {
      const { after } = await change(who, brandId, id, "agent.promote", body.reason, async (tx, row) => {
        await treeRules.checkAccountType(tx, brandId, id, row.accountType, body.accountType);
        await repo.setAccountType(tx, brandId, id, body.accountType);
      });
      return nodeView(after);
    },

    async demote(who: Who, brandId: string, id: string, body: { reason?: string }) {
      const { after } = await change(who, brandId, id, "agent.demote", body.reason, async (tx, row) => {
        if (!isAgentType(row.accountType)) throw new AppError("agent.not_agent");
        await treeRules.checkAccountType(tx, brandId, id, row.accountType, ACCOUNT_TYPES.member);
        await repo.setAccountType(tx, brandId, id, ACCOUNT_TYPES.member);
      });
      return nodeView(after);
    },

    async move(
      who: Who,
      brandId: string,
      id: string,
      body: { uplineAccount: string | null; reason?: string },
    ) {
      const { before, after } = await change(who, brandId, id, "agent.move", body.reason, async (tx) => {
        const uplineId = await treeRules.uplineFor(tx, brandId, id, body.uplineAccount);
        await repo.setUpline(tx, brandId, id, uplineId);
      });
      const ref = (uplineId: string | null, account: string | null) =>
        uplineId && account ? { id: uplineId, account } : null;
      return {
        node: nodeView(after),
        from: ref(before.uplineId, before.uplineAccount),
        to: ref(after.uplineId, after.uplineAccount),
      };
    },
  };

  async function childrenOf(executor: Executor, brandId: string, id: string, paging: Paging) {
    const { ids, total } = await childrenPage(executor, brandId, id, paging);
    return { list: (await repo.nodes(executor, brandId, ids)).map(nodeView), total };
  }
}

export type AgentsAdmin = ReturnType<typeof createAgentsAdmin>;
