import { agentDownlineProfitCall, agentTeamOverviewCall } from "@lotus/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login } from "../payments/support";
import { createTestApp, type TestApp } from "../support/app";
import { rollUp, send } from "./support";

/** What `npm start` gives agent01 on fresh demo data: a 3-level team with deposits and play. */

let t: TestApp;
let played = 0;

beforeAll(async () => {
  t = await createTestApp();
  played = await t.playDemoTeam();
  await rollUp(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("agent01's demo team", () => {
  it("opens the agent centre on a 3-level team with deposits and play at every level", async () => {
    expect(played).toBe(25);
    const token = await login(t, "agent01", "Agent1234");
    const overview = (await send(t, agentTeamOverviewCall, token, { range: "today" })).json().value;
    expect(overview).toMatchObject({ teamSize: 5, directDownlines: 2, activeMembers: 3, betCount: 25 });
    expect(overview.deposits).toBeGreaterThan(0);
    const profit = (await send(t, agentDownlineProfitCall, token, { range: "today" })).json().value;
    expect(profit.levels.map((level: { level: number }) => level.level)).toEqual([1, 2, 3]);
  });
});
