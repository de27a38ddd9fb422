import { randomUUID } from "node:crypto";
import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EARNING_JOB } from "../../src/modules/mall";
import { createDemoMall } from "../../src/modules/mall/demo";
import { createMallService } from "../../src/modules/mall/mall.service";
import { startOfZonedDay } from "../../src/platform/time";
import { balances, brandOf, memberIdOf, paymentsTestApp } from "../payments/support";
import {
  convert,
  mallOperator,
  mallPath,
  pointsMember,
  pointsOf,
  postingsOf,
  setPointSettings,
} from "./support";

const t = paymentsTestApp();
const operator = mallOperator(t, "pointsboss");

/** Settled rounds of a member straight into game_rounds (the source rewards.validTurnover reads). */
async function settledRounds(memberId: string, settledAt: Date, rounds: { gameType: string; bet: bigint }[]) {
  const [game] = await t.platform.db
    .select({ id: schema.games.id, vendorId: schema.games.vendorId })
    .from(schema.games)
    .where(eq(schema.games.brandId, t.brandId))
    .limit(1);
  if (!game) throw new Error("no game");
  await t.platform.db.insert(schema.gameRounds).values(
    rounds.map((round) => ({
      brandId: t.brandId,
      vendorId: game.vendorId,
      memberId,
      gameId: game.id,
      gameType: round.gameType,
      reference: randomUUID(),
      status: "settled",
      betMinor: round.bet,
      openedAt: settledAt,
      settledAt,
    })),
  );
}

describe("converting points to cash", () => {
  it("debits the points and pays the cash at the VIP level's rate in one posting with 1× turnover; a retried request pays once", async () => {
    await setPointSettings(t, { convertRate: 100, convertMinimum: 500 });
    const m = await pointsMember(t, "pcv", 10_000n);
    const before = (await balances(t, m.id)).main;
    // A member starts at the ladder's first level, whose own rate (600 points a unit) beats the brand's;
    // the demo brand's unit is ₫1,000, so 2,550 points buy ₫4,250.
    const config = (
      await t.call({ method: "GET", url: "/wps/relay/MCS2_getPointConfig", token: m.token })
    ).json().value;
    expect(config).toMatchObject({ convertRate: 600, vipLevel: 0 });
    const requestId = randomUUID();
    const answers = await Promise.all([
      convert(t, m.token, 2_550, requestId),
      convert(t, m.token, 2_550, requestId),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().value).toMatchObject({ points: 2_550, amount: 4_250, balance: 7_450 });
      // The concurrent twin may find the one grant while its payment is still under way.
      expect(["paid", "paying"]).toContain(answer.json().value.status);
    }
    const replay = await convert(t, m.token, 2_550, requestId);
    expect(replay.json().value).toMatchObject({
      points: 2_550,
      amount: 4_250,
      balance: 7_450,
      status: "paid",
    });
    expect(await pointsOf(t, m.id)).toBe(7_450n);
    expect((await balances(t, m.id)).main - before).toBe(425_000n);
    expect(await postingsOf(t, m.id)).toBe(1);
    const details = await t.call({ method: "GET", url: "/wps/rewards/bonus-details", token: m.token });
    expect(details.json().value.remaining).toBe(4_250);
    // The same request id with other points is someone else's request: refused, nothing moves.
    const reused = await convert(t, m.token, 600, requestId);
    expect(reused.json().code).toBe("mall.request_reused");
    const other = await pointsMember(t, "pcvother", 5_000n);
    expect((await convert(t, other.token, 2_550, requestId)).json().code).toBe("mall.request_reused");
    expect(await pointsOf(t, other.id)).toBe(5_000n);
  });

  it("refuses a wrong payment password, too few points and more points than held; nothing moves", async () => {
    await setPointSettings(t, { convertRate: 100, convertMinimum: 500 });
    const m = await pointsMember(t, "pcvbad", 1_000n);
    const before = (await balances(t, m.id)).main;
    expect((await convert(t, m.token, 600, randomUUID(), "000000")).json().code).toBe(
      "payment.password_incorrect",
    );
    expect((await convert(t, m.token, 499)).json().code).toBe("mall.convert_minimum");
    const short = await convert(t, m.token, 1_001);
    expect(short.statusCode).toBe(422);
    expect(short.json().code).toBe("points.insufficient");
    for (const points of [0, -5, 1.5, "600", 1e15]) {
      const response = await t.callEncrypted(
        "POST",
        "/wps/relay/passwordCheck/MCS2_convertPoint",
        { requestId: randomUUID(), points, paymentPassword: "246810" },
        { token: m.token },
      );
      expect(response.statusCode, String(points)).toBe(400);
    }
    expect(await pointsOf(t, m.id)).toBe(1_000n);
    expect((await balances(t, m.id)).main).toBe(before);
    expect(await postingsOf(t, m.id)).toBe(0);
  });
});

describe("payments a crash cut short", () => {
  it("pays a conversion whose points were taken but whose cash was not, once, on the next run", async () => {
    const m = await pointsMember(t, "pcrash", 3_000n);
    const brand = await brandOf(t);
    const requestId = randomUUID();
    // What a process that stopped between the commit and the grant leaves: the row and the debit.
    await t.platform.db.transaction(async (tx) => {
      await tx.insert(schema.mallConversions).values({
        brandId: t.brandId,
        memberId: m.id,
        requestId,
        points: 1_200n,
        cash: 200n,
        rate: "600",
        createdAt: new Date(t.clock.now() - 5 * 60_000),
      });
      await t.rewards.points.debit(
        brand,
        { memberId: m.id, amount: 1_200n, kind: "convert", key: `convert:${requestId}` },
        tx,
      );
    });
    const before = (await balances(t, m.id)).main;
    // Runs well after the other tests' days (the days a run records as credited are behind it).
    const later = t.clock.now() + 10 * 86_400_000;
    await t.platform.jobs.runJob(EARNING_JOB, later);
    await t.platform.jobs.runJob(EARNING_JOB, later + 3_600_000);
    expect((await balances(t, m.id)).main - before).toBe(200n);
    expect(await postingsOf(t, m.id)).toBe(1);
    expect(await pointsOf(t, m.id)).toBe(1_800n);
    // The member's retry with the same request finds it paid and pays nothing more.
    const retry = await convert(t, m.token, 1_200, requestId);
    expect(retry.json().value).toMatchObject({ points: 1_200, amount: 2, status: "paid" });
    expect(await postingsOf(t, m.id)).toBe(1);
  });
});

describe("points earned on settled turnover", () => {
  it("credits yesterday's valid bets at the brand's rates and cap, once per day across workers", async () => {
    await setPointSettings(t, { perUnit: 1, unitAmount: 1, dailyCap: 5_000, gameTypes: { LOTT: 2 } });
    const brand = await brandOf(t);
    const now = t.clock.now();
    const todayStart = startOfZonedDay(now, brand.timeZone);
    const yesterday = new Date(todayStart - 3_600_000);
    const small = await pointsMember(t, "pearn");
    const big = await pointsMember(t, "pearnbig");
    // 1,200.50 of slots and 300 of lottery at double rate: 1,800 points.
    await settledRounds(small.id, yesterday, [
      { gameType: "RNG", bet: 120_050n },
      { gameType: "LOTT", bet: 30_000n },
    ]);
    await settledRounds(big.id, yesterday, [{ gameType: "RNG", bet: 900_000n }]);
    // A day a stopped worker missed is credited by the next run too.
    await settledRounds(small.id, new Date(todayStart - 86_400_000 - 3_600_000), [
      { gameType: "RNG", bet: 10_000n },
    ]);
    // Today's bets wait for today to close.
    await settledRounds(small.id, new Date(now), [{ gameType: "RNG", bet: 500_000n }]);

    const [first, second] = await Promise.all([
      t.platform.jobs.runJob(EARNING_JOB, now),
      t.platform.jobs.runJob(EARNING_JOB, now),
    ]);
    expect([first?.ran, second?.ran].sort()).toEqual([false, true]);
    // A later period of the same day finds the day done.
    const later = await t.platform.jobs.runJob(EARNING_JOB, now + 15 * 60_000);
    expect(later.outcome).toBe("nothing due");
    expect(await pointsOf(t, small.id)).toBe(1_900n);
    expect(await pointsOf(t, big.id)).toBe(5_000n);
    const details = await t.call({
      method: "GET",
      url: "/wps/relay/MCS2_getPointDetails?kind=turnover",
      token: big.token,
    });
    expect(details.json().value.list).toHaveLength(1);
    const balance = await t.call({ method: "GET", url: "/wps/relay/MCS2_getPointBalance", token: big.token });
    expect(balance.json().value).toEqual({ balance: 5_000, earned: 5_000 });
    // The next day's run credits today's bets once today has closed: 5,000 units, at the cap.
    const tomorrow = await t.platform.jobs.runJob(EARNING_JOB, now + 86_400_000);
    expect(tomorrow.ran).toBe(true);
    expect(await pointsOf(t, small.id)).toBe(6_900n);
    expect(await pointsOf(t, big.id)).toBe(5_000n);
  });
});

describe("the points table and the back office's adjustments", () => {
  it("answers the points table with the brand's earning rates and the VIP level's conversion rate", async () => {
    await setPointSettings(t, {
      perUnit: 1,
      unitAmount: 1_000,
      dailyCap: 5_000,
      convertRate: 700,
      convertMinimum: 600,
    });
    const m = await pointsMember(t, "ptable");
    const config = await t.call({ method: "GET", url: "/wps/relay/MCS2_getPointConfig", token: m.token });
    expect(config.json().value).toMatchObject({
      perUnit: 1,
      unitAmount: 1_000,
      dailyCap: 5_000,
      convertRate: 600,
      convertMinimum: 600,
    });
    const visitor = await t.call({ method: "GET", url: "/wps/relay/MCS2_getPointBalance" });
    expect(visitor.statusCode).toBe(401);
  });

  it("adds and takes points with a reason, once per request, audited; cannot take more than held", async () => {
    const m = await pointsMember(t, "padj");
    const account = (
      await t.platform.db
        .select({ account: schema.members.account })
        .from(schema.members)
        .where(eq(schema.members.id, m.id))
    )[0]?.account;
    const requestId = randomUUID();
    const add = { requestId, account, points: 2_000, reason: "Compensation for a delayed gift" };
    const [a, b] = await Promise.all([
      operator({ method: "POST", url: mallPath(t, "/points"), payload: add }),
      operator({ method: "POST", url: mallPath(t, "/points"), payload: add }),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(await pointsOf(t, m.id)).toBe(2_000n);
    const take = await operator({
      method: "POST",
      url: mallPath(t, "/points"),
      payload: { requestId: randomUUID(), account, points: -2_500, reason: "Abuse" },
    });
    expect(take.json().code).toBe("points.insufficient");
    const taken = await operator({
      method: "POST",
      url: mallPath(t, "/points"),
      payload: { requestId: randomUUID(), account, points: -500, reason: "Duplicate compensation" },
    });
    expect(taken.json().value).toMatchObject({ balance: 1_500, earned: 2_000 });
    for (const bad of [{ points: 0 }, { reason: "" }, { account: "" }, { points: 1.5 }])
      expect(
        (await operator({ method: "POST", url: mallPath(t, "/points"), payload: { ...add, ...bad } }))
          .statusCode,
      ).toBe(400);
    const unknown = await operator({
      method: "POST",
      url: mallPath(t, "/points"),
      payload: { ...add, requestId: randomUUID(), account: "nobody-here" },
    });
    expect(unknown.json().code).toBe("mall.member_not_found");
    const audit = await operator({
      method: "GET",
      url: `/backoffice/api/audit?action=mall.points_adjust&targetId=${m.id}`,
    });
    expect(audit.json().value.total).toBe(2);
    const view = await operator({ method: "GET", url: `${mallPath(t, "/points")}?account=${account}` });
    expect(view.json().value.entries.total).toBe(2);
  });
});

describe("demo data", () => {
  it("gives the demo members points and leaves one exchange processing, once however often it runs", async () => {
    const mall = createMallService(t.platform, {
      rewards: t.rewards,
      verifyPaymentPassword: async () => {},
    });
    const play = createDemoMall(t.platform, t.rewards, mall);
    expect(await play()).toBe(3);
    await play();
    const demo01 = await memberIdOf(t, "demo01");
    const [exchange] = await t.platform.db
      .select()
      .from(schema.mallExchanges)
      .where(eq(schema.mallExchanges.memberId, demo01));
    expect(exchange).toMatchObject({ status: "processing", quantity: 1 });
    expect(await pointsOf(t, demo01)).toBe(60_000n - (exchange?.points ?? 0n));
    expect(await pointsOf(t, await memberIdOf(t, "player01"))).toBe(12_000n);
    const gifts = await t.platform.db
      .select()
      .from(schema.mallGifts)
      .where(eq(schema.mallGifts.brandId, t.brandId));
    expect(gifts.filter((gift) => gift.name.EN && gift.name.VI).length).toBeGreaterThanOrEqual(6);
  });
});
