import { randomUUID } from "node:crypto";
import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { REWARDS_JOB } from "../../src/modules/rewards";
import type { Brand } from "../../src/platform/brand-context";
import { houseSession, spin } from "../games/support";
import {
  addBankAccount,
  balances,
  brandOf,
  createMember,
  fund,
  PAYMENT_PASSWORD,
  paymentsTestApp,
  requestId,
  sessionFor,
  setPaymentPassword,
} from "../payments/support";
import { asOperator, createOperator, relogin } from "../support/operators";

const t = paymentsTestApp();
const DAY_MS = 86_400_000;
const title = { EN: "Welcome bonus", VI: "Thưởng chào mừng" };
let brand: Brand;

beforeAll(async () => {
  brand = await brandOf(t);
});

/** A funded member with a site session, for one scenario. */
async function member(prefix: string, minor = 10_000_000n) {
  const id = await createMember(t, { account: `${prefix}${Date.now() % 100_000}` });
  if (minor > 0n) await fund(t, id, minor);
  return { id, token: await sessionFor(t, id) };
}

const details = async (token: string) =>
  (await t.call({ method: "GET", url: "/wps/rewards/bonus-details", token })).json().value;

describe("granting and paying rewards", () => {
  it("pays an automatic bonus once however often its key is granted, and locks it until its turnover", async () => {
    const m = await member("rwauto");
    const input = {
      memberId: m.id,
      source: "promotion" as const,
      sourceId: "welcome",
      key: `welcome:${m.id}`,
      title,
      cash: 5_000_000n,
      turnover: { required: 20_000_000n, days: 7 },
      claim: "auto" as const,
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => t.rewards.grant(brand, input)));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect((await balances(t, m.id)).main).toBe(15_000_000n);
    const view = await details(m.token);
    expect(view).toMatchObject({ remaining: 200000, locked: 50000, withdrawable: 100000 });
    expect(view.list).toHaveLength(1);
    expect(view.list[0]).toMatchObject({ title: "Welcome bonus", required: 200000, achieved: 0 });
    const vi = await t.call({
      method: "GET",
      url: "/wps/rewards/bonus-details",
      token: m.token,
      headers: { language: "VI" },
    });
    expect(vi.json().value.list[0].title).toBe("Thưởng chào mừng");
  });

  it("counts bets at their game type's weight and frees the bonus when the turnover is met", async () => {
    const m = await member("rwweight");
    await t.rewards.grant(brand, {
      memberId: m.id,
      source: "promotion",
      key: `weighted:${m.id}`,
      title,
      cash: 1_000_000n,
      turnover: { required: 150_000n, weights: { RNG: 50 } },
      claim: "auto",
    });
    const session = await houseSession(t, m.token);
    const bet = session.game.minBet;
    const betMinor = BigInt(Math.round(bet * 100));
    const counted = (betMinor * 50n) / 100n;
    let achieved = 0n;
    while (achieved + counted < 150_000n) {
      expect((await spin(t, session.sessionToken, bet, randomUUID())).statusCode).toBe(200);
      achieved += counted;
      expect((await details(m.token)).list[0].achieved).toBe(Number(achieved) / 100);
    }
    expect((await spin(t, session.sessionToken, bet, randomUUID())).statusCode).toBe(200);
    const done = await details(m.token);
    expect(done.remaining).toBe(0);
    expect(done.list[0]).toMatchObject({ outcome: "met", remaining: 0 });
    expect(done.locked).toBe(0);
  });

  it("blocks withdrawing the bonus until its turnover is met, then allows it", async () => {
    const m = await member("rwwd", 0n);
    await setPaymentPassword(t, m.token);
    const bank = await addBankAccount(t, m.token, {
      payeeName: "TRAN VAN BONUS",
      accountNumber: "5556667778",
    });
    const bankAccountId = bank.json().value.id;
    const session = await houseSession(t, m.token);
    const betMinor = BigInt(Math.round(session.game.minBet * 100));
    await t.rewards.grant(brand, {
      memberId: m.id,
      source: "promotion",
      key: `withdraw:${m.id}`,
      title,
      cash: 50_000_000n,
      turnover: { required: betMinor * 2n },
      claim: "auto",
    });
    const withdraw = () =>
      t.callEncrypted(
        "POST",
        "/wps/payment/withdraw",
        { requestId: requestId(), bankAccountId, amount: 100000, paymentPassword: PAYMENT_PASSWORD },
        { token: m.token },
      );
    const refused = await withdraw();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe("payment.turnover_required");
    expect((await balances(t, m.id)).held).toBe(0n);
    for (const _ of [1, 2])
      expect((await spin(t, session.sessionToken, session.game.minBet, randomUUID())).statusCode).toBe(200);
    expect((await details(m.token)).remaining).toBe(0);
    const allowed = await withdraw();
    expect(allowed.statusCode).toBe(200);
    expect((await balances(t, m.id)).held).toBe(10_000_000n);
  });

  it("refuses a bet above the max bet while the rollover runs, and accepts it once it is met", async () => {
    const m = await member("rwmax");
    const session = await houseSession(t, m.token);
    const [small, large] = [session.game.betSteps[0] ?? 0, session.game.betSteps[1] ?? 0];
    expect(large).toBeGreaterThan(small);
    const { grant } = await t.rewards.grant(brand, {
      memberId: m.id,
      source: "promotion",
      key: `maxbet:${m.id}`,
      title,
      cash: 1_000_000n,
      turnover: { required: 1n, maxBet: BigInt(Math.round(small * 100)) },
      claim: "auto",
    });
    const before = await balances(t, m.id);
    const refused = await spin(t, session.sessionToken, large, randomUUID());
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ success: false, code: "wallet.bonus_max_bet" });
    expect(await balances(t, m.id)).toEqual(before);
    expect((await spin(t, session.sessionToken, small, randomUUID())).statusCode).toBe(200);
    const [requirement] = await t.platform.db
      .select()
      .from(schema.turnoverRequirements)
      .where(eq(schema.turnoverRequirements.grantId, grant.id));
    expect(requirement?.outcome).toBe("met");
  });
});

describe("the reward centre", () => {
  it("lists waiting rewards first; concurrent claims pay once; another member's reward is not found", async () => {
    const m = await member("rwclaim", 0n);
    const other = await member("rwother", 0n);
    const { grant } = await t.rewards.grant(brand, {
      memberId: m.id,
      source: "mission",
      key: `claim:${m.id}`,
      title,
      cash: 300_000n,
      points: 50n,
      raffleTickets: 2,
      claim: "claim",
    });
    const centre = (await t.call({ method: "GET", url: "/wps/rewards", token: m.token })).json().value;
    expect(centre.waiting).toBe(1);
    expect(centre.list[0]).toMatchObject({ id: grant.id, status: "waiting", cash: 3000, points: 50 });
    const notMine = await t.call({
      method: "POST",
      url: "/wps/rewards/claim",
      token: other.token,
      payload: { id: grant.id },
    });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().code).toBe("reward.not_found");
    const claims = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call({ method: "POST", url: "/wps/rewards/claim", token: m.token, payload: { id: grant.id } }),
      ),
    );
    expect(claims.every((response) => response.statusCode === 200)).toBe(true);
    expect((await balances(t, m.id)).main).toBe(300_000n);
    expect((await t.rewards.points.balance(brand, m.id)).balance).toBe(50n);
    expect(await t.rewards.tickets.count(brand, m.id)).toBe(2);
    const after = (await t.call({ method: "GET", url: "/wps/rewards", token: m.token })).json().value;
    expect(after).toMatchObject({ waiting: 0 });
    expect(after.list[0].status).toBe("paid");
  });

  it("lets the claim window lapse: the upkeep job expires it and a late claim is refused", async () => {
    const m = await member("rwlapse", 0n);
    const { grant } = await t.rewards.grant(brand, {
      memberId: m.id,
      source: "checkin",
      key: `lapse:${m.id}`,
      title,
      cash: 100_000n,
      claim: "claim",
      claimDays: 1,
    });
    t.clock.advance(DAY_MS + 60_000);
    await t.platform.jobs.runJob(REWARDS_JOB, t.clock.now());
    const token = await sessionFor(t, m.id);
    const late = await t.call({
      method: "POST",
      url: "/wps/rewards/claim",
      token,
      payload: { id: grant.id },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("reward.not_claimable");
    expect((await t.rewards.grantById(brand, grant.id))?.status).toBe("expired");
    expect((await balances(t, m.id)).main).toBe(0n);
  });

  it("claims everything waiting at once", async () => {
    const m = await member("rwall", 0n);
    for (const n of [1, 2, 3])
      await t.rewards.grant(brand, {
        memberId: m.id,
        source: "mission",
        key: `all:${m.id}:${n}`,
        title,
        cash: 100_000n * BigInt(n),
        claim: "claim",
      });
    const answer = await t.call({ method: "POST", url: "/wps/rewards/claim-all", token: m.token });
    expect(answer.json().value).toEqual({ claimed: 3, cash: 6000, points: 0 });
    expect((await balances(t, m.id)).main).toBe(600_000n);
  });

  it("answers bad input with a 4xx and changes nothing", async () => {
    const m = await member("rwbad", 0n);
    for (const payload of [{}, { id: "x" }, { id: 5 }, { id: randomUUID(), extra: 1 }]) {
      const response = await t.call({ method: "POST", url: "/wps/rewards/claim", token: m.token, payload });
      expect(response.statusCode).toBe(400);
    }
    const unknown = await t.call({
      method: "POST",
      url: "/wps/rewards/claim",
      token: m.token,
      payload: { id: randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.call({ method: "GET", url: "/wps/rewards?status=nope", token: m.token })).statusCode,
    ).toBe(400);
    expect((await t.call({ method: "GET", url: "/wps/rewards" })).statusCode).toBe(401);
  });
});

describe("approval above the threshold", () => {
  it("waits for a second operator: the giver cannot approve, another approves and it is paid once", async () => {
    const m = await member("rwappr", 0n);
    const giver = await createOperator(t, { username: "rwgiver", role: "owner" });
    const approver = await createOperator(t, { username: "rwfinance", role: "finance" });
    const threshold = BigInt(brand.settings.rewards.approvalThreshold * 100);
    const { grant } = await t.rewards.grant(brand, {
      memberId: m.id,
      source: "promotion",
      key: `big:${m.id}`,
      title,
      cash: threshold + 100n,
      claim: "auto",
      createdBy: giver.id,
    });
    expect(grant.status).toBe("approval");
    expect((await balances(t, m.id)).main).toBe(0n);
    const base = `/backoffice/api/brands/${t.brandId}/rewards`;
    const queue = await asOperator(
      t,
      await relogin(t, approver),
    )({ method: "GET", url: `${base}?status=approval` });
    expect(queue.json().value.list.map((row: { id: string }) => row.id)).toContain(grant.id);
    const own = await asOperator(
      t,
      await relogin(t, giver),
    )({ method: "POST", url: `${base}/${grant.id}/approve` });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe("reward.same_operator");
    const call = asOperator(t, await relogin(t, approver));
    const approved = await Promise.all(
      [1, 2].map(() => call({ method: "POST", url: `${base}/${grant.id}/approve` })),
    );
    expect(approved.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await balances(t, m.id)).main).toBe(threshold + 100n);
    const rejectPaid = await call({
      method: "POST",
      url: `${base}/${grant.id}/reject`,
      payload: { reason: "late" },
    });
    expect(rejectPaid.statusCode).toBe(409);
  });
});

describe("upkeep", () => {
  it("forfeits the bonus still locked when the rollover expires, as much as the balance holds", async () => {
    const m = await member("rwexp", 0n);
    await t.rewards.grant(brand, {
      memberId: m.id,
      source: "promotion",
      key: `expire:${m.id}`,
      title,
      cash: 2_000_000n,
      turnover: { required: 50_000_000n, days: 3 },
      claim: "auto",
    });
    expect((await balances(t, m.id)).main).toBe(2_000_000n);
    await t.platform.jobs.runJob(REWARDS_JOB, t.clock.now());
    expect((await balances(t, m.id)).main).toBe(2_000_000n);
    t.clock.advance(3 * DAY_MS + 120_000);
    await t.platform.jobs.runJob(REWARDS_JOB, t.clock.now());
    t.clock.advance(60_000);
    await t.platform.jobs.runJob(REWARDS_JOB, t.clock.now());
    expect((await balances(t, m.id)).main).toBe(0n);
    const view = await details(await sessionFor(t, m.id));
    expect(view.list[0]).toMatchObject({ outcome: "expired" });
    expect(view.locked).toBe(0);
  });

  it("finishes a payment a crash cut short, once", async () => {
    const m = await member("rwcrash", 0n);
    const [row] = await t.platform.db
      .insert(schema.rewardGrants)
      .values({
        brandId: t.brandId,
        memberId: m.id,
        source: "rebate",
        grantKey: `crash:${m.id}`,
        title,
        cash: 700_000n,
        ledgerKind: "rebate",
        status: "paying",
        decidedAt: new Date(t.clock.now() - 120_000),
      })
      .returning();
    for (const _ of [1, 2]) {
      t.clock.advance(60_000);
      await t.platform.jobs.runJob(REWARDS_JOB, t.clock.now());
    }
    expect((await balances(t, m.id)).main).toBe(700_000n);
    expect((await t.rewards.grantById(brand, row?.id ?? ""))?.status).toBe("paid");
  });
});

describe("points", () => {
  it("never go below zero, and a key moves them once", async () => {
    const m = await member("rwpts", 0n);
    await t.rewards.points.credit(brand, {
      memberId: m.id,
      amount: 100n,
      kind: "turnover",
      key: `p1:${m.id}`,
    });
    const replay = await t.rewards.points.credit(brand, {
      memberId: m.id,
      amount: 100n,
      kind: "turnover",
      key: `p1:${m.id}`,
    });
    expect(replay).toEqual({ balance: 100n, replayed: true });
    const debits = await Promise.allSettled(
      [1, 2, 3].map((n) =>
        t.rewards.points.debit(brand, {
          memberId: m.id,
          amount: 40n,
          kind: "exchange",
          key: `d${n}:${m.id}`,
        }),
      ),
    );
    expect(debits.filter((result) => result.status === "fulfilled")).toHaveLength(2);
    expect(debits.find((result) => result.status === "rejected")).toMatchObject({
      reason: { code: "points.insufficient" },
    });
    expect(await t.rewards.points.balance(brand, m.id)).toEqual({ balance: 20n, earned: 100n });
    const entries = await t.rewards.points.entries(brand, m.id, { page: 1, pageSize: 10 });
    expect(entries.rows.map((row) => row.amount)).toEqual([-40n, -40n, 100n]);
  });
});
