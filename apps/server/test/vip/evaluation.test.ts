import * as schema from "@lotus/db/schema";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { VIP_EVALUATE_JOB } from "../../src/modules/vip";
import { addDays } from "../../src/modules/vip/ladder";
import { zonedDay } from "../../src/platform/time";
import { balances, createMember, expectReconciled, fund } from "../payments/support";
import { fileTestApp } from "../support/app";
import { asOperator, createOperator, relogin, type TestOperator } from "../support/operators";
import { grantsOf, ladder, playSettled, postingsOf, runsOf, TZ, vipState, vnd } from "./support";

/**
 * The daily VIP evaluation (DOMAIN §6.3) on the demo ladder (amounts ×1,000 in VND): one level a
 * day without skipping, the upgrade bonus once per level, demotion after a missed window, birthday
 * bonus once a year; the day claimed once however many workers tick.
 */
const t = fileTestApp({ beforeClose: expectReconciled });
let owner: TestOperator;

const evaluate = () => t.platform.jobs.runJob(VIP_EVALUATE_JOB, t.clock.now());
/**
 * The next brand day, ten minutes in: its evaluation closes the day before. (A minute on first: at
 * 00:10:00 sharp the next 00:10 would be now.)
 */
const nextDay = () => {
  t.clock.advance(60_000);
  t.clock.advanceToLocal("00:10", TZ);
};
const today = () => zonedDay(t.clock.now(), TZ);
const admin = async () => asOperator(t, await relogin(t, owner));
async function setLevel(memberId: string, rank: number) {
  const response = await (await admin())({
    method: "POST",
    url: `/backoffice/api/brands/${t.brandId}/vip/members/${memberId}/level`,
    payload: { rank, reason: "test set" },
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  owner = await createOperator(t, { username: "vipowner", role: "owner" });
});

describe("daily VIP evaluation", () => {
  it("promotes one level a day without skipping and pays each level's upgrade bonus once", async () => {
    const levels = await ladder(t);
    const [, dragon, silver] = levels;
    if (!dragon || !silver) throw new Error("demo ladder missing");
    const climber = await createMember(t, { account: "vipclimber" });
    // Enough for Silver at once: 25M deposited, 250M of settled valid bets.
    await fund(t, climber, vnd(25_000_000));
    await playSettled(t, climber, [{ gameType: "RNG", bet: vnd(250_000_000) }]);
    const start = (await balances(t, climber)).main;

    nextDay();
    const first = await evaluate();
    expect(first.error).toBeUndefined();
    expect(first.ran).toBe(true);
    const afterFirst = await vipState(t, climber);
    expect(afterFirst).toMatchObject({
      rank: 1,
      totalDeposit: vnd(25_000_000),
      totalTurnover: vnd(250_000_000),
    });
    expect(afterFirst?.evaluatedDay).toBe(addDays(today(), -1));
    // A second worker in the same period, then a later tick the same day: the day is done.
    expect((await evaluate()).ran).toBe(false);
    t.clock.advance(10 * 60_000);
    expect((await evaluate()).error).toBeUndefined();
    expect(await vipState(t, climber)).toMatchObject({ rank: 1, totalTurnover: vnd(250_000_000) });
    const runs = (await runsOf(t, "evaluate")).filter((run) => run.day === afterFirst?.evaluatedDay);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: "done", promoted: 1 });

    const [dragonBonus] = await grantsOf(t, climber, "vip_upgrade");
    expect(dragonBonus).toMatchObject({
      sourceId: dragon.id,
      grantKey: `vip-upgrade:${climber}:${dragon.id}`,
      cash: dragon.upgradeBonus,
      turnoverRequired: dragon.upgradeBonus,
      status: "paid",
    });
    expect((await balances(t, climber)).main).toBe(start + dragon.upgradeBonus);

    // The next day: Silver, one level on.
    nextDay();
    expect((await evaluate()).error).toBeUndefined();
    expect((await vipState(t, climber))?.rank).toBe(2);
    nextDay();
    expect((await evaluate()).error).toBeUndefined();
    // Gold needs 100M deposited: no further.
    expect((await vipState(t, climber))?.rank).toBe(2);
    expect((await grantsOf(t, climber, "vip_upgrade")).map((grant) => grant.sourceId).sort()).toEqual(
      [dragon.id, silver.id].sort(),
    );
    expect((await balances(t, climber)).main).toBe(start + dragon.upgradeBonus + silver.upgradeBonus);

    // Set back to Dragon, the member makes Silver's maintenance again and is promoted: no second bonus.
    await setLevel(climber, 1);
    await playSettled(t, climber, [{ gameType: "LIVE", bet: vnd(70_000_000) }]);
    nextDay();
    expect((await evaluate()).error).toBeUndefined();
    expect(await vipState(t, climber)).toMatchObject({ rank: 2, totalTurnover: vnd(320_000_000) });
    expect(await grantsOf(t, climber, "vip_upgrade")).toHaveLength(2);
    expect(await postingsOf(t, climber, "bonus")).toHaveLength(2);
    expect((await balances(t, climber)).main).toBe(start + dragon.upgradeBonus + silver.upgradeBonus);
  });

  it("demotes one level when the maintenance window ends unmet and renews it when met", async () => {
    const idle = await createMember(t, { account: "vipidle" });
    const keeper = await createMember(t, { account: "vipkeeper" });
    await setLevel(idle, 2);
    await setLevel(keeper, 2);
    // Both windows opened 59 days ago: today is their last day.
    const windowStart = addDays(today(), -59);
    await t.platform.db
      .update(schema.vipMembers)
      .set({ windowStart })
      .where(sql`${schema.vipMembers.memberId} in (${idle}, ${keeper})`);
    // Silver keeps with 60M of valid bets in the window.
    await playSettled(t, keeper, [{ gameType: "SPORTS", bet: vnd(60_000_000) }]);
    const closing = today();
    nextDay();
    expect((await evaluate()).error).toBeUndefined();
    expect(await vipState(t, idle)).toMatchObject({ rank: 1, windowStart: today(), windowTurnover: 0n });
    expect(await vipState(t, keeper)).toMatchObject({ rank: 2, windowStart: today(), windowTurnover: 0n });
    const changes = await t.platform.db
      .select()
      .from(schema.vipChanges)
      .where(and(eq(schema.vipChanges.memberId, idle), eq(schema.vipChanges.reason, "demotion")));
    expect(changes).toMatchObject([{ fromRank: 2, toRank: 1, day: closing }]);
    // Demotion pays nothing back and the next day brings no second step down.
    nextDay();
    expect((await evaluate()).error).toBeUndefined();
    expect((await vipState(t, idle))?.rank).toBe(1);
  });

  it("pays the birthday bonus on the birthday, once, to an account old enough", async () => {
    const [, dragon] = await ladder(t);
    if (!dragon) throw new Error("demo ladder missing");
    const tomorrow = addDays(today(), 1);
    const celebrant = await createMember(t, { account: "vipbirthday" });
    const newcomer = await createMember(t, { account: "vipnewcomer" });
    const birthday = `1990-${tomorrow.slice(5)}`;
    await t.platform.db
      .update(schema.members)
      .set({ profile: { birthday }, createdAt: new Date(t.clock.now() - 100 * 86_400_000) })
      .where(eq(schema.members.id, celebrant));
    await t.platform.db
      .update(schema.members)
      .set({ profile: { birthday } })
      .where(eq(schema.members.id, newcomer));
    await setLevel(celebrant, 1);
    await setLevel(newcomer, 1);
    nextDay();
    expect((await evaluate()).error).toBeUndefined();
    const grants = await grantsOf(t, celebrant, "vip_birthday");
    expect(grants).toMatchObject([
      {
        grantKey: `vip-birthday:${celebrant}:${tomorrow.slice(0, 4)}`,
        cash: dragon.birthdayBonus,
        status: "paid",
      },
    ]);
    // An account younger than the level's 60 days gets nothing.
    expect(await grantsOf(t, newcomer, "vip_birthday")).toHaveLength(0);
  });
});
