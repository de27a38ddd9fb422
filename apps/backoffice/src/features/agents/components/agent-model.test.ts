import type { AgentTreeNode } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { type Branch, manageActions, type TreeRow, treeRowKey, treeRows } from "./agent-model";

const node = (account: string, fields: Partial<AgentTreeNode> = {}): AgentTreeNode => ({
  id: `id-${account}`,
  account,
  nickname: null,
  accountType: 0,
  isAgent: false,
  status: "active",
  childCount: 0,
  teamSize: 0,
  createdAt: 1_700_000_000_000,
  ...fields,
});

const agent = (account: string, childCount: number, accountType = 1) =>
  node(account, { isAgent: true, accountType, childCount, teamSize: childCount });

/** A row as "<depth>:<account or note>" so a whole table reads as one list. */
const outline = (rows: TreeRow[]) =>
  rows.map((row) =>
    row.kind === "node"
      ? `${row.depth}:${row.node.account}${row.place === "self" ? "*" : ""}${row.open ? "+" : ""}`
      : `${row.depth}:${row.kind}(${row.parent.account}${row.kind === "more" ? `,${row.remaining}` : ""})`,
  );

describe("what an operator may change on a member", () => {
  it("offers nothing without agents.manage, whatever the member", () => {
    for (const member of [node("demo01"), agent("agent01", 3), agent("agent02", 0, 42)]) {
      expect(manageActions(member, false)).toEqual([]);
    }
  });

  it("promotes and moves a member; changes, demotes and moves an agent", () => {
    expect(manageActions(node("demo01"), true).map((action) => action.id)).toEqual(["promote", "move"]);
    expect(manageActions(agent("agent02", 0), true)).toEqual([
      { id: "changeType", blocked: false },
      { id: "demote", blocked: false },
      { id: "move", blocked: false },
    ]);
  });

  it("shows demotion refused while the agent still has downlines", () => {
    const demote = manageActions(agent("agent01", 2), true).find((action) => action.id === "demote");
    expect(demote).toEqual({ id: "demote", blocked: true });
  });
});

describe("the tree as table rows", () => {
  const top = agent("boss", 1);
  const agent01 = agent("agent01", 2);
  const sub = agent("sub01", 3);
  const player = node("player01");
  const tree = { node: agent01, chain: [top], children: { list: [sub, player] } };

  it("draws the chain from the top, the member, then its direct downlines one level deeper", () => {
    const rows = treeRows(tree, new Map());
    expect(outline(rows)).toEqual(["0:boss", "1:agent01*", "2:sub01", "2:player01"]);
    const parents = rows.map((row) => (row.kind === "node" ? (row.parent?.account ?? null) : "note"));
    expect(parents).toEqual([null, "boss", "agent01", "agent01"]);
  });

  it("puts an opened downline's own downlines under it, and says when more are not shown", () => {
    const opened = new Map<string, Branch>([
      ["id-sub01", { status: "success", children: { list: [node("leaf1"), node("leaf2")], total: 3 } }],
    ]);
    expect(outline(treeRows(tree, opened))).toEqual([
      "0:boss",
      "1:agent01*",
      "2:sub01+",
      "3:leaf1",
      "3:leaf2",
      "3:more(sub01,1)",
      "2:player01",
    ]);
  });

  it("shows a loading or failed line while an opened branch has no answer", () => {
    const loading = new Map<string, Branch>([["id-sub01", { status: "pending" }]]);
    expect(outline(treeRows(tree, loading))).toContain("3:loading(sub01)");
    const failed = new Map<string, Branch>([["id-sub01", { status: "error" }]]);
    expect(outline(treeRows(tree, failed))).toContain("3:failed(sub01)");
  });

  it("opens only rows that have downlines, and never draws a member twice", () => {
    // player01 has none: an entry for it opens nothing. A bad answer naming agent01 again is dropped.
    const opened = new Map<string, Branch>([
      ["id-player01", { status: "pending" }],
      ["id-sub01", { status: "success", children: { list: [agent01, node("leaf1")], total: 2 } }],
    ]);
    const rows = treeRows(tree, opened);
    expect(outline(rows)).toEqual(["0:boss", "1:agent01*", "2:sub01+", "3:leaf1", "2:player01"]);
    expect(new Set(rows.map(treeRowKey)).size).toBe(rows.length);
  });

  it("starts at depth 0 for a member at the top of the tree", () => {
    expect(outline(treeRows({ node: top, chain: [], children: { list: [] } }, new Map()))).toEqual([
      "0:boss*",
    ]);
  });
});
