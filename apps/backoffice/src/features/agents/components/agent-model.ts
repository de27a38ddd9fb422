import type { AgentTreeNode } from "@lotus/contracts";

/**
 * The agent screens' rules without React: which changes a member's row offers, and the tree as
 * the rows of one table (the chain above, the member, then the opened levels below it).
 */

/** The tree screen of a member (any member: the tree is drawn around it). */
export const agentTreePath = (memberId: string) => `/agents/tree/${memberId}`;

/** What a node needs for its actions; the list's rows and the tree's nodes both have it. */
export type AgentNode = Pick<
  AgentTreeNode,
  "id" | "account" | "accountType" | "isAgent" | "childCount" | "teamSize"
>;

export type ManageActionId = "promote" | "changeType" | "demote" | "move";

export interface ManageAction {
  id: ManageActionId;
  /** Offered but refused: an agent with downlines cannot become a member until they are moved. */
  blocked: boolean;
}

/** The changes an operator with `agents.manage` may start on a member; none without it. */
export function manageActions(node: AgentNode, canManage: boolean): ManageAction[] {
  if (!canManage) return [];
  const actions: ManageAction[] = node.isAgent
    ? [
        { id: "changeType", blocked: false },
        { id: "demote", blocked: node.childCount > 0 },
      ]
    : [{ id: "promote", blocked: false }];
  return [...actions, { id: "move", blocked: false }];
}

/** Where a row sits relative to the member the tree is drawn for. */
export type TreePlace = "chain" | "self" | "below";

export interface NodeRow {
  kind: "node";
  node: AgentTreeNode;
  depth: number;
  place: TreePlace;
  /** Its upline as the tree shows it; null at the top. */
  parent: AgentTreeNode | null;
  /** Its direct downlines are shown under it (only rows below the member open). */
  open: boolean;
}

/** A line under an opened row: its downlines are loading, failed, or more than were fetched. */
export interface NoteRow {
  kind: "loading" | "failed" | "more";
  parent: AgentTreeNode;
  depth: number;
  /** Downlines not shown (for "more"). */
  remaining: number;
}

export type TreeRow = NodeRow | NoteRow;

/** An opened row's downlines as its query stands. */
export interface Branch {
  status: "pending" | "error" | "success";
  children?: { list: readonly AgentTreeNode[]; total: number };
}

export interface TreeView {
  node: AgentTreeNode;
  chain: readonly AgentTreeNode[];
  children: { list: readonly AgentTreeNode[] };
}

export const treeRowKey = (row: TreeRow): string =>
  row.kind === "node" ? row.node.id : `${row.kind}:${row.parent.id}`;

/**
 * The rows of the tree table, top down: the chain (top first), the member, its page of direct
 * downlines, and under each opened downline its own downlines, as deep as the operator opened.
 */
export function treeRows(tree: TreeView, opened: ReadonlyMap<string, Branch>): TreeRow[] {
  const rows: TreeRow[] = tree.chain.map((node, depth) => ({
    kind: "node",
    node,
    depth,
    place: "chain",
    parent: tree.chain[depth - 1] ?? null,
    open: false,
  }));
  const selfDepth = tree.chain.length;
  const upline = tree.chain[selfDepth - 1] ?? null;
  rows.push({ kind: "node", node: tree.node, depth: selfDepth, place: "self", parent: upline, open: false });
  // A member seen once is not drawn again: the server refuses cycles, this keeps a bad answer finite.
  const seen = new Set([tree.node.id, ...tree.chain.map((node) => node.id)]);
  const below = (parent: AgentTreeNode, list: readonly AgentTreeNode[], depth: number) => {
    for (const node of list) {
      if (seen.has(node.id)) continue;
      seen.add(node.id);
      const branch = node.childCount > 0 ? opened.get(node.id) : undefined;
      rows.push({ kind: "node", node, depth, place: "below", parent, open: branch !== undefined });
      if (!branch) continue;
      if (branch.status === "pending")
        rows.push({ kind: "loading", parent: node, depth: depth + 1, remaining: 0 });
      else if (branch.status === "error" || !branch.children)
        rows.push({ kind: "failed", parent: node, depth: depth + 1, remaining: 0 });
      else {
        below(node, branch.children.list, depth + 1);
        const remaining = branch.children.total - branch.children.list.length;
        if (remaining > 0) rows.push({ kind: "more", parent: node, depth: depth + 1, remaining });
      }
    }
  };
  below(tree.node, tree.children.list, selfDepth + 1);
  return rows;
}
