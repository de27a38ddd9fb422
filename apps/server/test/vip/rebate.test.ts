import { beforeAll, describe, expect, it } from "vitest";
import { createVip, createVipService, VIP_REBATE_JOB } from "../../src/modules/vip";
import { addDays } from "../../src/modules/vip/ladder";
import { zonedDay } from "../../src/platform/time";
import { balances, createMember, expectReconciled } from "../payments/support";
import { fileTestApp } from "../support/app";
import { asOperator, createOperator, relogin } from "../support/operators";
import { grantsOf, playSettled, postingsOf, runsOf, TZ, vnd } from "./support";

/**
 * The daily rebate (DOMAIN §6.2) on the demo ladder: paid at the brand's rebate hour (12:00) on the
 * previous day's settled valid turnover, by category at the member's level's rate, capped per day,
 * without turnover; once per day with two workers, and the ledger reconciles.
 */
const t = fileTestApp({ beforeClose: expectReconciled });
let normal: string;
let gold: string;
let trial: string;

/** The next time the brand's clock reads `time` (a minute on first, so "now" is never the next). */
const at = (time: string) => {
  t.clock.advance(60_000);
  t.clock.advanceToLocal(time, TZ);
};
const nextDayAt = (time: string) => {
  at("00:00");
  at(time);
};

beforeAll(async () => {
  // Large rebates must not wait for an operator's approval here.
  const settings = (await t.platform.brands.byMerchant(t.merchant))?.settings;
  if (!settings) throw new Error("demo brand missing");
  await t.updateSettings({ rewards: { ...settings.rewards, approvalThreshold: 1_000_000_000 } });
  normal = await createMember(t, { account: "rebatenormal" });
  gold = await createMember(t, { account: "rebategold" });
  trial = await createMember(t, { account: "rebatetrial", accountType: 4 });
  const owner = await createOperator(t, { username: "rebateowner", role: "owner" });
  const response = await asOperator(
    t,
    await relogin(t, owner),
  )({
    method: "POST",
    url: `/backoffice/api/brands/${t.brandId}/vip/members/${gold}/level`,
    payload: { rank: 3, reason: "rebate test" },
  });
  expect(response.statusCode, response.body).toBe(200);
});

describe("daily rebate", () => {
  it("pays yesterday's turnover at the level's rates once at the rebate hour, with two workers", async () => {
    at("10:00");
    const day = zonedDay(t.clock.now(), TZ);
    // Normal: slots 0.40 %, cards 0.50 %. 10M slots + 1M cards → 40,000 + 5,000.
    await playSettled(t, normal, [
      { gameType: "RNG", bet: vnd(6_000_000) },
      { gameType: "FISH", bet: vnd(4_000_000) },
      { gameType: "PVP", bet: vnd(1_200_000), refund: vnd(200_000) },
    ]);
    // Gold: slots 0.60 % of 10 billion is 60M, capped at 32,888,000 a day.
    await playSettled(t, gold, [{ gameType: "RNG", bet: vnd(10_000_000_000) }]);
    await playSettled(t, trial, [{ gameType: "RNG", bet: vnd(10_000_000) }]);
    const before = { normal: (await balances(t, normal)).main, gold: (await balances(t, gold)).main };

    // The next day before noon: nothing yet.
    nextDayAt("11:00");
    expect((await t.platform.jobs.runJob(VIP_REBATE_JOB, t.clock.now())).outcome).toBe("nothing due");
    expect(await postingsOf(t, normal, "rebate")).toHaveLength(0);

    // At the rebate hour the job and a second worker's run race for the day.
    at("12:05");
    const other = createVip(t.platform, { rewards: t.rewards, vip: createVipService(t.platform) });
    const [job, second] = await Promise.all([
      t.platform.jobs.runJob(VIP_REBATE_JOB, t.clock.now()),
      other.rebates.rebateDue(t.clock.now()),
    ]);
    expect(job.error).toBeUndefined();
    expect(second).toBeTypeOf("string");
    expect((await balances(t, normal)).main - before.normal).toBe(vnd(45_000));
    expect((await balances(t, gold)).main - before.gold).toBe(vnd(32_888_000));
    expect(await postingsOf(t, normal, "rebate")).toMatchObject([{ key: expect.any(String) }]);
    expect(await postingsOf(t, gold, "rebate")).toHaveLength(1);
    expect(await postingsOf(t, trial, "rebate")).toHaveLength(0);
    const [grant] = await grantsOf(t, normal, "rebate");
    expect(grant).toMatchObject({
      grantKey: `rebate:${day}:${normal}`,
      ledgerKind: "rebate",
      turnoverRequired: 0n,
      status: "paid",
    });
    expect(await runsOf(t, "rebate")).toMatchObject([{ day, status: "done", members: 2, grants: 2 }]);

    // Later ticks the same day and the next day's run pay nothing again for that day.
    at("18:00");
    await t.platform.jobs.runJob(VIP_REBATE_JOB, t.clock.now());
    nextDayAt("12:30");
    expect((await t.platform.jobs.runJob(VIP_REBATE_JOB, t.clock.now())).error).toBeUndefined();
    expect(await postingsOf(t, normal, "rebate")).toHaveLength(1);
    expect(await postingsOf(t, gold, "rebate")).toHaveLength(1);
    const runs = await runsOf(t, "rebate");
    expect(runs.map((run) => run.day).sort()).toEqual([day, addDays(day, 1)]);
  });

  it("lists the runs in the back office", async () => {
    const owner = await createOperator(t, { username: "rebateviewer", role: "support" });
    const response = await asOperator(
      t,
      await relogin(t, owner),
    )({
      method: "GET",
      url: `/backoffice/api/brands/${t.brandId}/vip/runs?kind=rebate`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value.total).toBe(2);
    expect(value.list[1]).toMatchObject({ kind: "rebate", status: "done", grants: 2, amount: 32_933_000 });
  });
});
