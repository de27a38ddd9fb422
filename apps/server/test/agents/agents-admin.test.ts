import { BACKOFFICE_AGENT_CALLS } from "@lotus/contracts";
import * as schema from "@lotus/db/schema";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";
import { asOperator, auditCount, createOperator } from "../support/operators";
import { account, buildTree, type Tree, type TreeAccount } from "./support";

let t: TestApp;
let tree: Tree;
let owner: ReturnType<typeof asOperator>;
let support: ReturnType<typeof asOperator>;
const P = "bo_";
const name = (who: TreeAccount) => account(who, P);
const base = () => `/backoffice/api/brands/${t.brandId}/agents`;
const treeUrl = (who: TreeAccount, action = "") =>
  `${base()}/tree/${tree.ids[who]}${action ? `/${action}` : ""}`;

async function auditOf(action: string, who: TreeAccount) {
  return t.platform.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.action, action), eq(schema.auditLog.targetId, tree.ids[who])));
}

async function uplineOf(who: TreeAccount) {
  const [row] = await t.platform.db
    .select({ uplineId: schema.members.uplineId, accountType: schema.members.accountType })
    .from(schema.members)
    .where(eq(schema.members.id, tree.ids[who]));
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  tree = await buildTree(t, P);
  owner = asOperator(t, (await createOperator(t, { username: "agents-owner", role: "owner" })).token);
  support = asOperator(t, (await createOperator(t, { username: "agents-support", role: "support" })).token);
});
afterAll(async () => {
  await t.close();
});

describe("back-office agent screens", () => {
  it("lists agents with direct downlines and team size, searched by account", async () => {
    const response = await support({ method: "GET", url: `${base()}?q=${P}` });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().value.list as { account: string; childCount: number; teamSize: number }[];
    expect(rows.map((row) => row.account)).toEqual([
      name("deep"),
      name("sibling"),
      name("sub"),
      name("top"),
      name("up"),
    ]);
    expect(rows.find((row) => row.account === name("top"))).toMatchObject({ childCount: 2, teamSize: 5 });
    expect(rows.find((row) => row.account === name("up"))).toMatchObject({ childCount: 2, teamSize: 8 });
  });

  it("shows any member's upline chain to the top and its children one level at a time", async () => {
    const response = await support({ method: "GET", url: treeUrl("deep") });
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value.node).toMatchObject({ account: name("deep"), isAgent: true, childCount: 1, teamSize: 1 });
    expect(value.chain.map((node: { account: string }) => node.account)).toEqual([
      name("up"),
      name("top"),
      name("sub"),
    ]);
    expect(value.children.list.map((node: { account: string }) => node.account)).toEqual([name("leaf")]);
    expect(value.children.total).toBe(1);
  });

  it("promotes a member to an agent type and demotes an agent without downlines, audited", async () => {
    const promoted = await owner({
      method: "POST",
      url: treeUrl("mid", "promote"),
      payload: { accountType: 42, reason: "grew" },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().value).toMatchObject({ accountType: 42, isAgent: true });
    const [entry] = await auditOf("agent.promote", "mid");
    expect(entry).toMatchObject({ before: { accountType: 0 }, after: { accountType: 42 }, reason: "grew" });

    const demoted = await owner({ method: "POST", url: treeUrl("mid", "demote"), payload: {} });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await uplineOf("mid"))?.accountType).toBe(0);
    expect(await auditOf("agent.demote", "mid")).toHaveLength(1);
  });

  it("refuses to demote an agent with downlines, or a member, and changes nothing", async () => {
    const before = await auditCount(t);
    const withTeam = await owner({ method: "POST", url: treeUrl("sub", "demote"), payload: {} });
    expect(withTeam.statusCode).toBe(409);
    expect(withTeam.json().code).toBe("agent.has_downlines");
    const member = await owner({ method: "POST", url: treeUrl("leaf", "demote"), payload: {} });
    expect(member.json().code).toBe("agent.not_agent");
    expect((await uplineOf("sub"))?.accountType).toBe(41);
    expect(await auditCount(t)).toBe(before);
  });

  it("moves a member with its subtree to another agent, audited with before and after upline", async () => {
    const moved = await owner({
      method: "POST",
      url: treeUrl("sub", "move"),
      payload: { uplineAccount: name("sibling"), reason: "reorganised" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().value).toMatchObject({
      node: { account: name("sub"), teamSize: 3 },
      from: { account: name("top") },
      to: { account: name("sibling") },
    });
    const [entry] = await auditOf("agent.move", "sub");
    expect(entry).toMatchObject({ before: { upline: name("top") }, after: { upline: name("sibling") } });
    // The subtree went along: deep's chain now passes through sibling.
    const chain = (await support({ method: "GET", url: treeUrl("leaf") })).json().value.chain;
    expect(chain.map((node: { account: string }) => node.account)).toEqual([
      name("up"),
      name("sibling"),
      name("sub"),
      name("deep"),
    ]);
  });

  it("refuses a cycle, a non-agent upline and an unknown upline, and changes nothing", async () => {
    const before = await auditCount(t);
    for (const [target, expected] of [
      ["deep", "agent.upline_cycle"],
      ["sub", "agent.upline_cycle"],
      ["leaf", "member.upline_invalid"],
      ["nobody", "member.upline_invalid"],
    ] as const) {
      const response = await owner({
        method: "POST",
        url: treeUrl("sub", "move"),
        payload: { uplineAccount: target === "nobody" ? "no-such-agent" : name(target) },
      });
      expect(response.statusCode, target).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, target).toBeLessThan(500);
      expect(response.json().code, target).toBe(expected);
    }
    expect((await uplineOf("sub"))?.uplineId).toBe(tree.ids.sibling);
    expect(await auditCount(t)).toBe(before);
  });

  it("the member screen's upline and type edits follow the same rules", async () => {
    const url = `/backoffice/api/brands/${t.brandId}/members/${tree.ids.sub}`;
    const cycle = await owner({ method: "PATCH", url, payload: { uplineAccount: name("deep") } });
    expect(cycle.json().code).toBe("agent.upline_cycle");
    const demote = await owner({ method: "PATCH", url, payload: { accountType: 0 } });
    expect(demote.json().code).toBe("agent.has_downlines");
    expect(await uplineOf("sub")).toMatchObject({ uplineId: tree.ids.sibling, accountType: 41 });
    const back = await owner({ method: "PATCH", url, payload: { uplineAccount: name("top") } });
    expect(back.statusCode, back.body).toBe(200);
    expect((await uplineOf("sub"))?.uplineId).toBe(tree.ids.top);
  });

  it("moves to the top of the tree with a null upline", async () => {
    const response = await owner({
      method: "POST",
      url: treeUrl("cousin", "move"),
      payload: { uplineAccount: null },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value.to).toBeNull();
    expect((await uplineOf("cousin"))?.uplineId).toBeNull();
  });

  it("bad input is a 4xx: agent type, unknown member, malformed id", async () => {
    const cases = [
      { url: treeUrl("leaf", "promote"), payload: { accountType: 3 } },
      { url: treeUrl("leaf", "promote"), payload: { accountType: 1, extra: true } },
      { url: `${base()}/tree/00000000-0000-4000-8000-000000000000/promote`, payload: { accountType: 1 } },
      { url: `${base()}/tree/not-a-uuid/move`, payload: { uplineAccount: null } },
      { url: treeUrl("leaf", "move"), payload: { uplineAccount: "" } },
    ];
    for (const { url, payload } of cases) {
      const response = await owner({ method: "POST", url, payload });
      expect(response.statusCode, `${url} ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json().success).toBe(false);
    }
  });

  it("support may view but not manage; every call needs a session", async () => {
    const refused = await support({
      method: "POST",
      url: treeUrl("leaf", "promote"),
      payload: { accountType: 1 },
    });
    expect(refused.statusCode).toBe(403);
    for (const call of BACKOFFICE_AGENT_CALLS) {
      const url = call.path.replace(":brandId", t.brandId).replace(":id", tree.ids.leaf);
      const response = await t.app.inject({
        method: call.method,
        url,
        payload: call.method === "GET" ? undefined : {},
      });
      expect(response.statusCode, call.path).toBe(401);
    }
  });
});
