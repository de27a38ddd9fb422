import type { CallDefinition } from "@lotus/contracts";
import * as contractCalls from "@lotus/contracts";
import * as schema from "@lotus/db/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { expectReconciled } from "../payments/support";
import { fileTestApp } from "../support/app";
import { assignTop, brandPath, type ContractTree, contractTree, flatRows, site } from "./support";

/**
 * Scope of every site contract call, driven from the contract file's list: a visitor gets 401, a
 * plain member 403 (the flags excepted), an agent outside the tree 4xx on everything that names
 * another agent's contract or downline. Bad input is a 400 that changes nothing.
 */
const t = fileTestApp({ beforeClose: expectReconciled });
let tree: ContractTree;
let bContract = "";

/** Each site call of agent-contracts.ts with a request that names B's contract or downline. */
const REQUESTS: Record<string, () => { url: string; body?: unknown; member?: number; outsider: number[] }> = {
  consolidatedFlagsCall: () => ({ url: "", member: 200, outsider: [200] }),
  dividendContractCall: () => ({ url: "", outsider: [200] }),
  dailySalaryContractCall: () => ({ url: "", outsider: [200] }),
  hourlySalaryContractCall: () => ({
    url: "",
    body: { action: "sign", contractId: bContract },
    outsider: [404],
  }),
  realtimeSalaryContractCall: () => ({
    url: "",
    body: { action: "terminate", contractId: bContract },
    outsider: [404],
  }),
  contractActCall: () => ({ url: "", body: { action: "terminate", contractId: bContract }, outsider: [404] }),
  contractOfferCall: () => ({
    url: "",
    body: { downlineId: tree.ids.c, type: "daily_salary", rows: flatRows(10) },
    outsider: [403],
  }),
  downlineContractsCall: () => ({ url: "", outsider: [200] }),
  contractCancelOfferCall: () => ({ url: "", body: { contractId: bContract }, outsider: [404] }),
  downlineContractTerminateCall: () => ({ url: "", body: { contractId: bContract }, outsider: [404] }),
  mySettlementsCall: () => ({ url: "?type=daily_salary", outsider: [200] }),
  contractLimitsCall: () => ({ url: "?type=daily_salary", outsider: [200] }),
};

/** Every call the contract file tags as a site contract call. */
const isSiteContractCall = (value: unknown): value is CallDefinition =>
  typeof value === "object" &&
  value !== null &&
  "path" in value &&
  "tags" in value &&
  Array.isArray(value.tags) &&
  value.tags.includes("agent-contracts");
const siteCalls = Object.entries(contractCalls as Record<string, unknown>).flatMap(([name, value]) =>
  isSiteContractCall(value) ? [[name, value] as const] : [],
);

beforeAll(async () => {
  tree = await contractTree(t, "sc");
  await assignTop(t, tree, "daily_salary", flatRows(100));
  const offer = await site(t, tree.tokens.top, "POST", "/wps/relay/MCS2_offerContract", {
    downlineId: tree.ids.b,
    type: "daily_salary",
    rows: flatRows(50),
  });
  bContract = (offer.value as { id: string }).id;
});

describe("scope of the site's contract calls", () => {
  it("has a request for every call of the contract file", () => {
    expect(siteCalls.map(([name]) => name).sort()).toEqual(Object.keys(REQUESTS).sort());
  });

  it("refuses visitors, members and agents outside the tree on every call", async () => {
    for (const [name, call] of siteCalls) {
      const request = REQUESTS[name]?.();
      if (!request) throw new Error(name);
      const send = (token?: string) =>
        t.call({
          method: call.method,
          url: `${call.path}${request.url}`,
          token,
          payload: request.body as never,
        });
      expect((await send()).statusCode, `${name} visitor`).toBe(401);
      expect((await send(tree.tokens.player)).statusCode, `${name} member`).toBe(request.member ?? 403);
      const outsider = await send(tree.tokens.x);
      expect(request.outsider, `${name} outsider: ${outsider.body}`).toContain(outsider.statusCode);
      // What the outsider may read is its own: never B's contract.
      expect(outsider.body.includes(bContract), `${name} leaks`).toBe(false);
    }
    const b = await site(t, tree.tokens.b, "GET", "/wps/relay/MCS2_processDailySalContract");
    expect((b.value as { offers: { id: string }[] }).offers.map((o) => o.id)).toEqual([bContract]);
  });

  it("refuses the back-office calls to a member's site session", async () => {
    const response = await t.call({ method: "GET", url: brandPath(t, "/contracts"), token: tree.tokens.top });
    expect([401, 403]).toContain(response.statusCode);
  });
});

describe("bad input", () => {
  const BAD_OFFERS: unknown[] = [
    { type: "daily_salary", rows: flatRows(0) },
    { type: "daily_salary", rows: [{ minTurnover: -1, minActiveMembers: 0, rateBp: 10 }] },
    { type: "daily_salary", rows: [{ minTurnover: 1.005, minActiveMembers: 0, rateBp: 10 }] },
    { type: "daily_salary", rows: [] },
    { type: "weekly_bonus", rows: flatRows(10) },
    { type: "daily_salary", rows: flatRows(10), extra: true },
    {
      type: "daily_salary",
      rows: [
        { minTurnover: 100, minActiveMembers: 0, rateBp: 10 },
        { minTurnover: 50, minActiveMembers: 0, rateBp: 20 },
      ],
    },
    { type: "daily_salary", rows: flatRows(10.5) },
  ];

  it("answers 400 with field messages and stores nothing", async () => {
    const before = (await t.platform.db.select().from(schema.contracts)).length;
    for (const offer of BAD_OFFERS) {
      const response = await site(t, tree.tokens.top, "POST", "/wps/relay/MCS2_offerContract", {
        downlineId: tree.ids.b,
        ...(offer as object),
      });
      expect([response.status, response.code], JSON.stringify(offer)).toEqual([400, "validation.failed"]);
    }
    const badId = await site(t, tree.tokens.b, "POST", "/wps/relay/MCS2_processContractAction", {
      contractId: "not-a-uuid",
      action: "sign",
    });
    expect(badId.status).toBe(400);
    const badAction = await site(t, tree.tokens.b, "POST", "/wps/relay/MCS2_processContractHourSalary", {
      action: "sign",
    });
    expect(badAction.status).toBe(400);
    const badPolicy = await tree.operator({
      method: "PUT",
      url: brandPath(t, "/contract-policies"),
      payload: {
        type: "daily_salary",
        enabled: true,
        maxRateBp: 10,
        stepBp: 20,
        activeMemberTurnover: 1,
        periods: ["D"],
        carryNegativeDefault: false,
        approvalThreshold: null,
      },
    });
    expect(badPolicy.statusCode).toBe(400);
    expect((await t.platform.db.select().from(schema.contracts)).length).toBe(before);
  });
});
