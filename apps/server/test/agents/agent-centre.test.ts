import {
  AGENT_CENTRE_CALLS,
  agentDownlineChildrenCall,
  agentDownlineProfitCall,
  agentDownlineSearchCall,
  agentDownlineTransactionsCall,
  agentIncomeCall,
  agentInvitationCall,
  agentNoticesCall,
  agentOpenAccountCall,
  agentTeamBetsCall,
  agentTeamOverviewCall,
} from "@lotus/contracts";
import * as schema from "@lotus/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectLedgerClean } from "../games/support";
import { login, memberIdOf } from "../payments/support";
import { createTestApp, type TestApp } from "../support/app";
import {
  account,
  accountFields,
  buildTree,
  OUTSIDE,
  play,
  post,
  rollUp,
  send,
  type Tree,
  type TreeAccount,
} from "./support";

let t: TestApp;
let tree: Tree;
const P = "ac_";
const name = (who: TreeAccount) => account(who, P);
const sum = (names: TreeAccount[], field: "bets" | "wins") =>
  names.reduce((total, who) => total + (tree.played[who]?.[field] ?? 0), 0);
const TEAM: TreeAccount[] = ["sub", "deep", "leaf", "mid", "direct"];

async function ok(
  call: Parameters<typeof send>[1],
  input: Record<string, string | number> = {},
  as = tree.tokens.top,
) {
  const response = await send(t, call, as, input);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

beforeAll(async () => {
  t = await createTestApp();
  tree = await buildTree(t, P);
  await play(t, tree, "leaf", 3);
  await play(t, tree, "mid", 2);
  await play(t, tree, "direct", 1);
  await play(t, tree, "cousin", 2);
  await post(t, tree.ids.direct, "withdrawal", -200_000_00n, "cash_out:test");
  await post(t, tree.ids.top, "agent_salary_daily", 12_345_00n, "agent_payouts");
  await post(t, tree.ids.top, "agent_dividend", 50_000_00n, "agent_payouts");
  await post(t, tree.ids.top, "agent_income_correction", -345_00n, "agent_payouts");
  await rollUp(t);
});
afterAll(async () => {
  await t.close();
});

describe("agent centre over a 3-level tree", () => {
  it("team overview: size, direct, new, active, deposits, withdrawals, play from both sides, my income", async () => {
    const value = await ok(agentTeamOverviewCall, { range: "today" });
    const bets = sum(TEAM, "bets");
    const wins = sum(TEAM, "wins");
    expect(value).toMatchObject({
      teamSize: 5,
      directDownlines: 2,
      newMembers: 5,
      activeMembers: 3,
      deposits: 3_000_000,
      withdrawals: 200_000,
      bets,
      betCount: 6,
      myIncome: 62_000,
    });
    expect(value.wins).toBeCloseTo(wins, 2);
    expect(value.houseWinLoss).toBeCloseTo(bets - wins, 2);
    expect(value.memberWinLoss).toBeCloseTo(wins - bets, 2);
    expect(value.rolledUpAt).toBeTypeOf("number");
    // Yesterday had nothing.
    expect(await ok(agentTeamOverviewCall, { range: "yesterday" })).toMatchObject({
      bets: 0,
      myIncome: 0,
      teamSize: 5,
    });
  });

  it("income by type and day from the ledger kinds", async () => {
    const value = await ok(agentIncomeCall, { range: "thisMonth" });
    expect(value.totals).toEqual({
      dividend: 50_000,
      salaryDaily: 12_345,
      salaryHourly: 0,
      salaryRealtime: 0,
      correction: -345,
      total: 62_000,
    });
    expect(value.days).toHaveLength(1);
    expect(value.days[0]).toMatchObject({ day: value.to, total: 62_000 });
  });

  it("tree one level at a time, with child count, team size, balance and team play", async () => {
    const top = await ok(agentDownlineChildrenCall);
    expect(top.list.map((row: { account: string }) => row.account).sort()).toEqual([
      name("direct"),
      name("sub"),
    ]);
    const sub = top.list.find((row: { account: string }) => row.account === name("sub"));
    expect(sub).toMatchObject({
      kind: "agent",
      level: 1,
      childCount: 2,
      teamSize: 3,
      uplineAccount: name("top"),
    });
    expect(sub.teamBets).toBe(sum(["leaf", "mid"], "bets"));
    const deeper = await ok(agentDownlineChildrenCall, { parentAccount: name("deep") });
    expect(deeper.list).toHaveLength(1);
    expect(deeper.list[0]).toMatchObject({ account: name("leaf"), kind: "member", level: 3, childCount: 0 });
    expect(deeper.list[0].balance).toBeCloseTo(1_000_000 - sum(["leaf"], "bets") + sum(["leaf"], "wins"), 2);
  });

  it("search over the whole downline, nearest first, never outside it", async () => {
    const found = await ok(agentDownlineSearchCall, { q: P });
    expect(found.list.map((row: { account: string }) => row.account)).toEqual([
      name("direct"),
      name("sub"),
      name("deep"),
      name("mid"),
      name("leaf"),
    ]);
    expect(found.list.map((row: { level: number }) => row.level)).toEqual([1, 1, 2, 2, 3]);
    const agents = await ok(agentDownlineSearchCall, { q: P, kind: "agent" });
    expect(agents.total).toBe(2);
    expect((await ok(agentDownlineSearchCall, { q: "cousin" })).total).toBe(0);
  });

  it("team betting record of any depth, with the member's account and level", async () => {
    const all = await ok(agentTeamBetsCall, { range: "today", pageSize: 100 });
    expect(all.total).toBe(6);
    expect(new Set(all.list.map((row: { account: string }) => row.account))).toEqual(
      new Set([name("leaf"), name("mid"), name("direct")]),
    );
    expect(all.summary.betAmount).toBe(sum(TEAM, "bets"));
    const leaf = await ok(agentTeamBetsCall, { range: "today", account: name("leaf") });
    expect(leaf.total).toBe(3);
    expect(leaf.list[0]).toMatchObject({ account: name("leaf"), level: 3 });
    expect((await ok(agentTeamBetsCall, { range: "today", gameType: "LIVE" })).total).toBe(0);
  });

  it("downline P&L per member and per level", async () => {
    const value = await ok(agentDownlineProfitCall, { range: "today" });
    expect(value.total).toBe(3);
    expect(value.levels.map((level: { level: number }) => level.level)).toEqual([1, 2, 3]);
    expect(value.levels[2]).toMatchObject({
      level: 3,
      activeMembers: 1,
      bets: sum(["leaf"], "bets"),
      betCount: 3,
    });
    expect(value.totals.bets).toBe(sum(TEAM, "bets"));
    expect(value.totals.houseWinLoss).toBeCloseTo(sum(TEAM, "bets") - sum(TEAM, "wins"), 2);
    const one = await ok(agentDownlineProfitCall, { range: "today", account: name("mid") });
    expect(one.list).toEqual([expect.objectContaining({ account: name("mid"), level: 2, betCount: 2 })]);
  });

  it("downline transactions filtered by account and type", async () => {
    const deposits = await ok(agentDownlineTransactionsCall, { range: "today", type: "deposit" });
    expect(deposits.total).toBe(3);
    const direct = await ok(agentDownlineTransactionsCall, { range: "today", account: name("direct") });
    expect(direct.list.map((row: { type: string }) => row.type)).toContain("withdrawal");
    expect(
      direct.list.every(
        (row: { account: string; level: number }) => row.account === name("direct") && row.level === 1,
      ),
    ).toBe(true);
  });

  it("agent notices: only the agent group, and never in the public list", async () => {
    const now = new Date(t.clock.now() - 60_000);
    await t.platform.db.insert(schema.announcements).values({
      brandId: t.brandId,
      type: "PL",
      noticeGroup: "agent",
      title: { EN: "Agent news" },
      content: { EN: "<p>For agents</p>" },
      published: true,
      startsAt: now,
    });
    const notices = await ok(agentNoticesCall);
    expect(notices.list.map((row: { title: string }) => row.title)).toEqual(["Agent news"]);
    const pub = await t.call({ method: "GET", url: "/wps/relay/MCSFE_getListAnnouncements?pageSize=100" });
    expect(pub.json().value.list.some((row: { group: string }) => row.group === "agent")).toBe(false);
    const asked = await t.call({ method: "GET", url: "/wps/relay/MCSFE_getListAnnouncements?groups=agent" });
    expect(asked.statusCode).toBe(400);
  });

  it("invitation code: one per agent, stable, in a registration path", async () => {
    const first = await ok(agentInvitationCall);
    expect(first.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(first.registerPath).toBe(`/register?referralCode=${first.code}`);
    expect(await ok(agentInvitationCall)).toEqual(first);
    const check = await t.call({ method: "GET", url: `/wps/agent/affiliate?code=${first.code}` });
    expect(check.statusCode, check.body).toBe(200);
  });

  it("opens a direct downline member or agent that can log in; refuses bad and taken names", async () => {
    const opened = await ok(agentOpenAccountCall, {
      kind: "agent",
      username: "acopened1",
      password: "Secret1234",
      confirmPassword: "Secret1234",
    });
    expect(opened).toMatchObject({ account: "acopened1", kind: "agent", accountType: 1 });
    const children = await ok(agentDownlineChildrenCall, { pageSize: 100 });
    expect(children.list.map((row: { account: string }) => row.account)).toContain("acopened1");
    await login(t, "acopened1", "Secret1234");
    expect(await memberIdOf(t, "acopened1")).toBe(opened.id);

    const taken = await send(t, agentOpenAccountCall, tree.tokens.top, {
      kind: "member",
      username: "acopened1",
      password: "Secret1234",
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("register.username_taken");
    const bad = await send(t, agentOpenAccountCall, tree.tokens.top, {
      kind: "member",
      username: "x",
      password: "1",
      confirmPassword: "2",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().value.fields).sort()).toEqual(["confirmPassword", "password", "username"]);
  });

  it("bad input: an unknown range, a reversed custom range, a custom range without days", async () => {
    const inputs: Record<string, string>[] = [
      { range: "lastYear" },
      { range: "custom", from: "2026-02-10", to: "2026-02-01" },
      { range: "custom" },
      { range: "custom", from: "2026-02-30", to: "2026-03-01" },
      { range: "custom", from: "2024-01-01", to: "2026-01-01" },
    ];
    for (const input of inputs) {
      const response = await send(t, agentTeamOverviewCall, tree.tokens.top, input);
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
      expect(["validation.failed", "agent.range_invalid"]).toContain(response.json().code);
    }
    const custom = await ok(agentTeamOverviewCall, { range: "custom", from: "2026-01-01", to: "2026-01-31" });
    expect(custom).toMatchObject({ from: "2026-01-01", to: "2026-01-31" });
  });

  it("the ledger stays balanced", async () => {
    await expectLedgerClean(t);
  });
});

describe("scope: every agent-centre call", () => {
  it("refuses a non-agent member with the non-agent 403", async () => {
    for (const call of AGENT_CENTRE_CALLS) {
      const response = await send(t, call, tree.tokens.direct);
      expect(response.statusCode, call.path).toBe(403);
      expect(response.json().code, call.path).toBe("auth.non_agent");
    }
  });

  it("refuses without a session", async () => {
    for (const call of AGENT_CENTRE_CALLS) {
      const response = await send(t, call, "");
      expect(response.statusCode, call.path).toBe(401);
    }
  });

  it("refuses every account outside the downline: upline, sibling, sibling's child, stranger, itself", async () => {
    let covered = 0;
    for (const call of AGENT_CENTRE_CALLS) {
      for (const field of accountFields(call)) {
        covered++;
        for (const outsider of OUTSIDE) {
          const response = await send(t, call, tree.tokens.top, { [field]: name(outsider) });
          expect(response.statusCode, `${call.path} ${field}=${outsider}`).toBe(403);
          expect(response.json().code).toBe("agent.not_downline");
        }
        const unknown = await send(t, call, tree.tokens.top, { [field]: "no-such-account" });
        expect(unknown.json().code, `${call.path} unknown`).toBe("agent.not_downline");
        // The same call with an account of the downline answers.
        const inside = await send(t, call, tree.tokens.top, { [field]: name("deep") });
        expect(inside.statusCode, `${call.path} ${field}=deep ${inside.body}`).toBe(200);
      }
    }
    // children, bets, P&L and transactions take an account.
    expect(covered).toBeGreaterThanOrEqual(4);
  });

  it("a sub-agent sees only its own part of the tree", async () => {
    const overview = await ok(agentTeamOverviewCall, { range: "today" }, tree.tokens.sub);
    expect(overview).toMatchObject({ teamSize: 3, directDownlines: 2, bets: sum(["leaf", "mid"], "bets") });
    const refused = await send(t, agentTeamBetsCall, tree.tokens.sub, { account: name("direct") });
    expect(refused.json().code).toBe("agent.not_downline");
    const sibling = await ok(agentTeamOverviewCall, { range: "today" }, tree.tokens.sibling);
    expect(sibling).toMatchObject({ teamSize: 1, bets: sum(["cousin"], "bets") });
  });
});
