import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";
import { asOperator, createOperator, relogin, type TestOperator } from "../support/operators";
import { balanceOf, expectLedgerClean, fund, launch, launchTokenOf, login, memberId } from "./support";

/** The lotteries' back office (issue #12): markets with RTP, draws, liability, void, fair chains. */
let t: TestApp;
let owner: TestOperator;
let token: string;
const base = () => `/backoffice/api/brands/${t.brandId}/lottery`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createOperator(t, { username: "lotteryboss", role: "owner" });
  token = await login(t, "demo01", "Demo1234");
  await fund(t, await memberId(t, "demo01"), 10_000_000_00n, "lottery-admin-fund");
});
afterAll(async () => {
  await t.close();
});

async function asOwner() {
  return asOperator(t, await relogin(t, owner));
}

async function lotterySession() {
  const launched = await launch(t, token, "elott-5");
  const response = await t.app.inject({
    method: "POST",
    url: "/house/api/lottery/session",
    payload: { launchToken: launchTokenOf(launched.json().value.game_url), merchant: t.merchant },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as {
    sessionToken: string;
    game: { markets: { market: string; odds: number }[] };
  };
}

async function openPeriod() {
  await t.platform.jobs.runJob("lottery.draws", t.clock.now());
  const board = await t.app.inject({
    method: "GET",
    url: `/house/api/lottery/board?merchant=${t.merchant}&game=elott-5`,
  });
  const open = board.json().value.open as { period: string } | null;
  if (!open) throw new Error("no open draw");
  return open.period;
}

describe("lottery back office", () => {
  it("shows each market's RTP and refuses odds that would pay back more than 100 %", async () => {
    const call = await asOwner();
    const list = (await call({ method: "GET", url: `${base()}/markets?format=north` })).json().value.list;
    const lo2 = list.find((market: { market: string }) => market.market === "lo2");
    expect(lo2).toMatchObject({ price: 27, odds: 99, enabled: true, custom: false, numberLimit: null });
    expect(lo2.rtp).toBeCloseTo(99, 3);

    const refused = await call({
      method: "PUT",
      url: `${base()}/markets/north/lo2`,
      payload: { enabled: true, price: 27, odds: 101, numberLimit: null, reason: "too generous" },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe("lottery.rtp_above_100");
    expect(await t.platform.db.select().from(schema.lotteryMarkets)).toHaveLength(0);

    const saved = await call({
      method: "PUT",
      url: `${base()}/markets/north/lo2`,
      payload: { enabled: true, price: 27, odds: 98, numberLimit: 5_000_000, reason: "house edge 2 %" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toMatchObject({ odds: 98, custom: true, numberLimit: 5_000_000 });
    expect(saved.json().value.rtp).toBeCloseTo(98, 3);
    const audit = await t.platform.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "lottery.market.update"));
    expect(audit).toHaveLength(1);
    // Players are sold the new odds at once.
    const session = await lotterySession();
    expect(session.game.markets.find((market) => market.market === "lo2")?.odds).toBe(98);
  });

  it("lets support read but not change, and content neither", async () => {
    const support = await createOperator(t, { username: "lotterysupport", role: "support" });
    const content = await createOperator(t, { username: "lotterycontent", role: "content" });
    const read = await asOperator(t, support.token)({ method: "GET", url: `${base()}/markets?format=keno` });
    expect(read.statusCode).toBe(200);
    const write = await asOperator(
      t,
      support.token,
    )({
      method: "PUT",
      url: `${base()}/markets/keno/keno_big`,
      payload: { enabled: false, price: 1, odds: 1.9, numberLimit: null, reason: "not mine" },
    });
    expect(write.statusCode).toBe(403);
    const none = await asOperator(t, content.token)({ method: "GET", url: `${base()}/draws?game=elott-5` });
    expect(none.statusCode).toBe(403);
  });

  it("lists a draw's lines and liability, and voiding it refunds every slip once", async () => {
    const session = await lotterySession();
    const period = await openPeriod();
    const before = await balanceOf(t, token);
    const placed = await t.app.inject({
      method: "POST",
      url: "/house/api/lottery/bet",
      headers: { authorization: session.sessionToken },
      payload: {
        period,
        requestId: "admin-slip-0001",
        lines: [
          { market: "lo2", numbers: ["18", "81"], points: 4 },
          { market: "de", numbers: ["18"], points: 2 },
        ],
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const cost = placed.json().value.total as number;

    const call = await asOwner();
    const draws = (await call({ method: "GET", url: `${base()}/draws?game=elott-5&status=open` })).json()
      .value;
    const draw = draws.list.find((row: { period: string }) => row.period === period);
    expect(draw).toMatchObject({ members: 1, lines: 2, stake: cost, win: 0, status: "open" });

    const detail = (await call({ method: "GET", url: `${base()}/draws/${draw.id}` })).json().value;
    expect(detail.chainHead).toMatch(/^[0-9a-f]{64}$/);
    expect(detail.seed).toBeNull();
    const liability = detail.liability as { market: string; number: string; liability: number }[];
    expect(liability.find((row) => row.market === "lo2" && row.number === "18")?.liability).toBe(
      4 * 98 * 1000,
    );

    const lines = (await call({ method: "GET", url: `${base()}/draws/${draw.id}/bets` })).json().value;
    expect(lines.total).toBe(2);
    expect(lines.list[0].account).toBe("demo01");

    const refused = await call({
      method: "POST",
      url: `${base()}/draws/${draw.id}/void`,
      payload: { reason: "" },
    });
    expect(refused.statusCode).toBe(400);
    const voided = await call({
      method: "POST",
      url: `${base()}/draws/${draw.id}/void`,
      payload: { reason: "results feed fault" },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().value).toMatchObject({ refunded: 1, draw: { status: "void" } });
    expect(await balanceOf(t, token)).toBeCloseTo(before, 2);
    const again = await call({
      method: "POST",
      url: `${base()}/draws/${draw.id}/void`,
      payload: { reason: "twice" },
    });
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(t, token)).toBeCloseTo(before, 2);
    // A slip sent to a void draw is refused.
    const late = await t.app.inject({
      method: "POST",
      url: "/house/api/lottery/bet",
      headers: { authorization: session.sessionToken },
      payload: {
        period,
        requestId: "admin-slip-0002",
        lines: [{ market: "lo2", numbers: ["18"], points: 1 }],
      },
    });
    expect(late.json().code).toBe("lottery.closed");
    await expectLedgerClean(t);
  });

  it("lists the days' fair chain heads with the seeds revealed so far", async () => {
    await openPeriod();
    const call = await asOwner();
    const before = (await call({ method: "GET", url: `${base()}/chains?game=elott-5` })).json().value;
    // Periods are drawn once their time has passed, revealing their seeds (an earlier test voided
    // the period open then, so two periods are let pass).
    for (let period = 0; period < 2; period++) {
      t.clock.advance(5 * 60_000);
      await t.platform.jobs.runJob("lottery.draws", t.clock.now());
    }
    const chains = (await call({ method: "GET", url: `${base()}/chains?game=elott-5` })).json().value;
    expect(chains.total).toBeGreaterThanOrEqual(1);
    expect(chains.list[0]).toMatchObject({ length: 288 });
    const first = before.list[0] as { day: string; revealed: number };
    const sameDay = chains.list.find((chain: { day: string }) => chain.day === first.day);
    expect(sameDay.revealed).toBeGreaterThan(first.revealed);
    expect(chains.list[0].head).toMatch(/^[0-9a-f]{64}$/);
    const unknown = await call({ method: "GET", url: `${base()}/chains?game=lotus-fortune` });
    expect(unknown.statusCode).toBe(404);
  });
});
