import * as schema from "@lotus/db/schema";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { BIRTHDAY_JOB } from "../../src/modules/promotions";
import { zonedDay } from "../../src/platform/time";
import { balances, expectReconciled, sessionFor } from "../payments/support";
import { DEMO_TIME_ZONE, fileTestApp } from "../support/app";
import { DAY_MS, grantsOf, player, promotionOperator, requirementsOf, site, stateOf } from "./support";

/** Daily check-in with streaks (DOMAIN §6.4), birthday and Zalo bonuses (SPEC §9), each paid once. */
const t = fileTestApp({ beforeClose: expectReconciled });
let ops: Awaited<ReturnType<typeof promotionOperator>>;
const vnd = (units: number) => BigInt(units) * 100n;
const CHECKIN = "/wps/relay/MCS2_checkInPromotion";
const ZALO = "/wps/relay/MCS2_bindZaloPromotion";

beforeAll(async () => {
  ops = await promotionOperator(t, "promoevents");
});

async function pointsOf(memberId: string): Promise<bigint> {
  const [row] = await t.platform.db
    .select({ balance: schema.pointAccounts.balance })
    .from(schema.pointAccounts)
    .where(eq(schema.pointAccounts.memberId, memberId));
  return row?.balance ?? 0n;
}

describe("daily check-in", () => {
  it("counts the streak by brand day, pays a day once however often sent, a streak reward at its length, and restarts after a missed day", async () => {
    const promo = await ops.publish({
      type: "checkin",
      daily: { points: 100 },
      streaks: [{ days: 3, reward: { cash: 10_000 } }],
      turnoverMultiple: 2,
    });
    const member = await player(t, "checkin1");
    let token = member.token;
    expect(await stateOf(t, token, promo.id)).toMatchObject({ label: "join", action: "checkin", streak: 0 });
    const both = await Promise.all([0, 1].map(() => site(t, token, "POST", CHECKIN, { id: promo.id })));
    for (const answer of both) expect(answer.status, JSON.stringify(answer)).toBe(200);
    expect(await stateOf(t, token, promo.id)).toMatchObject({ label: "signed", action: "none", streak: 1 });
    expect(await pointsOf(member.id)).toBe(100n);
    for (const day of [2, 3]) {
      t.clock.advance(DAY_MS);
      token = await sessionFor(t, member.id);
      const answer = await site(t, token, "POST", CHECKIN, { id: promo.id });
      expect(answer.status).toBe(200);
      expect((answer.value as { streak: number }).streak).toBe(day);
    }
    expect(await pointsOf(member.id)).toBe(300n);
    const streakGrant = (await grantsOf(t, member.id, promo.id)).find((grant) => grant.cash > 0n);
    expect(streakGrant).toMatchObject({ cash: vnd(10_000), turnoverRequired: vnd(20_000), status: "paid" });
    expect((await requirementsOf(t, member.id)).some((row) => row.grantId === streakGrant?.id)).toBe(true);
    // Day 4 missed: day 5 starts again at 1 and pays no streak reward.
    t.clock.advance(2 * DAY_MS);
    token = await sessionFor(t, member.id);
    expect((await stateOf(t, token, promo.id)).streak).toBe(0);
    const restart = await site(t, token, "POST", CHECKIN, { id: promo.id });
    expect((restart.value as { streak: number }).streak).toBe(1);
    expect(await grantsOf(t, member.id, promo.id)).toHaveLength(5);
  });
});

describe("birthday bonus", () => {
  it("pays members on their birthday in the brand's zone, once a year however often the job runs", async () => {
    const promo = await ops.publish({
      type: "event_bonus",
      event: "birthday",
      amount: 88_000,
      turnover: { multiple: 1 },
    });
    const today = zonedDay(t.clock.now(), DEMO_TIME_ZONE);
    const born = await player(t, "birthday1");
    const other = await player(t, "birthday2");
    const setBirthday = (id: string, birthday: string) =>
      t.platform.db
        .update(schema.members)
        .set({ profile: sql`${schema.members.profile} || ${JSON.stringify({ birthday })}::jsonb` })
        .where(eq(schema.members.id, id));
    await setBirthday(born.id, `1990-${today.slice(5)}`);
    await setBirthday(other.id, today.slice(5) === "01-01" ? "1990-01-02" : "1990-01-01");
    expect((await stateOf(t, born.token, promo.id)).label).toBe("joined");
    for (const offset of [0, 3_600_000]) {
      const result = await t.platform.jobs.runJob(BIRTHDAY_JOB, t.clock.now() + offset);
      expect(result.error).toBeUndefined();
    }
    expect(await grantsOf(t, born.id, promo.id)).toMatchObject([{ cash: vnd(88_000), status: "paid" }]);
    expect(await grantsOf(t, other.id, promo.id)).toHaveLength(0);
    expect((await stateOf(t, born.token, promo.id)).label).toBe("issued");
    // The demo brand's own birthday gift pays too: the wallet holds every paid grant, nothing more.
    const paid = await t.platform.db
      .select({ cash: schema.rewardGrants.cash })
      .from(schema.rewardGrants)
      .where(eq(schema.rewardGrants.memberId, born.id));
    expect((await balances(t, born.id)).main).toBe(paid.reduce((sum, row) => sum + row.cash, 0n));
    expect(paid.length).toBeGreaterThanOrEqual(1);
  });
});

describe("Zalo binding bonus", () => {
  it("pays once, at most the brand's Zalo amount; a number binds to one account only", async () => {
    const promo = await ops.publish({
      type: "event_bonus",
      event: "zalo",
      amount: 200_000,
      turnover: { multiple: 1 },
    });
    const first = await player(t, "zalo1");
    const second = await player(t, "zalo2");
    expect(await stateOf(t, first.token, promo.id)).toMatchObject({ label: "join", action: "bind_zalo" });
    const bad = await site(t, first.token, "POST", ZALO, { id: promo.id, zalo: "12ab" });
    expect(bad).toMatchObject({ status: 400, code: "validation.failed" });
    const answers = await Promise.all(
      [0, 1].map(() => site(t, first.token, "POST", ZALO, { id: promo.id, zalo: "0901234567" })),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    // SPEC §9: up to the brand's rewards.zaloBonus (131K by default).
    expect(await grantsOf(t, first.id, promo.id)).toMatchObject([{ cash: vnd(131_000), status: "paid" }]);
    expect(await stateOf(t, first.token, promo.id)).toMatchObject({ label: "issued", paid: 131_000 });
    const taken = await site(t, second.token, "POST", ZALO, { id: promo.id, zalo: "0901234567" });
    expect(taken).toMatchObject({ status: 409, code: "promotion.zalo_taken" });
    const other = await site(t, first.token, "POST", ZALO, { id: promo.id, zalo: "0907654321" });
    expect(other).toMatchObject({ status: 409, code: "promotion.zalo_bound" });
    expect(await grantsOf(t, second.id, promo.id)).toHaveLength(0);
  });

  it("a check-in or Zalo call on another promotion type is refused with a 4xx", async () => {
    const promo = await ops.publish({
      type: "event_bonus",
      event: "zalo",
      amount: 1_000,
      turnover: { multiple: 0 },
    });
    const member = await player(t, "zalo3");
    const wrong = await site(t, member.token, "POST", CHECKIN, { id: promo.id });
    expect(wrong).toMatchObject({ status: 409, code: "promotion.action_unavailable" });
    const unknown = await site(t, member.token, "POST", CHECKIN, {
      id: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown).toMatchObject({ status: 404, code: "promotion.not_found" });
  });
});
