import { beforeAll, describe, expect, it } from "vitest";
import { balances, expectReconciled } from "../payments/support";
import { fileTestApp } from "../support/app";
import {
  deposit,
  grantsOf,
  player,
  promotionOperator,
  requirementsOf,
  runDepositJob,
  site,
  stateOf,
} from "./support";

/** First and daily deposit bonuses (DOMAIN §6.1): detected from credited deposits, paid once, with turnover. */
const t = fileTestApp({ beforeClose: expectReconciled });
/** The demo brand's đồng carry two minor digits. */
const vnd = (units: number) => BigInt(units) * 100n;
let ops: Awaited<ReturnType<typeof promotionOperator>>;

const FIRST = {
  type: "first_deposit",
  percent: 100,
  cap: 2_000_000,
  minDeposit: 100_000,
  turnover: { multiple: 10, weights: { LIVE: 10 }, expiryDays: 14, maxBet: 500_000 },
};

beforeAll(async () => {
  ops = await promotionOperator(t, "promodeposits");
});

describe("first deposit bonus", () => {
  it("pays 100% of the first deposit once, with a 10× turnover requirement on the bonus", async () => {
    const promo = await ops.publish(FIRST);
    const member = await player(t, "fdmember1");
    expect((await stateOf(t, member.token, promo.id)).label).toBe("joined");
    await deposit(t, member.id, vnd(500_000));
    await runDepositJob(t);
    await runDepositJob(t);
    const grants = await grantsOf(t, member.id, promo.id);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ status: "paid", cash: vnd(500_000), turnoverRequired: vnd(5_000_000) });
    const requirement = (await requirementsOf(t, member.id)).find((row) => row.grantId === grants[0]?.id);
    expect(requirement).toMatchObject({
      required: vnd(5_000_000),
      locked: vnd(500_000),
      maxBet: vnd(500_000),
    });
    expect(requirement?.weights).toEqual({ LIVE: 10 });
    expect((await balances(t, member.id)).main).toBe(vnd(1_000_000));
    // A second deposit is not a first deposit.
    await deposit(t, member.id, vnd(800_000));
    await runDepositJob(t);
    expect(await grantsOf(t, member.id, promo.id)).toHaveLength(1);
    const state = await stateOf(t, member.token, promo.id);
    expect(state).toMatchObject({ label: "issued", paid: 500_000 });
  });

  it("caps the bonus and ignores deposits under the minimum or made before the promotion started", async () => {
    const before = await player(t, "fdbefore");
    await deposit(t, before.id, vnd(300_000));
    const promo = await ops.publish({ ...FIRST, cap: 1_000_000 }, { startsAt: t.clock.now() });
    const big = await player(t, "fdbig");
    const small = await player(t, "fdsmall");
    await deposit(t, big.id, vnd(5_000_000));
    await deposit(t, small.id, vnd(50_000));
    await deposit(t, before.id, vnd(300_000));
    await runDepositJob(t);
    expect((await grantsOf(t, big.id, promo.id))[0]).toMatchObject({ cash: vnd(1_000_000) });
    expect(await grantsOf(t, small.id, promo.id)).toHaveLength(0);
    expect(await grantsOf(t, before.id, promo.id)).toHaveLength(0);
  });

  it("claim mode: only members who joined before depositing; the bonus waits, and two concurrent claims pay once", async () => {
    const promo = await ops.publish(FIRST, { joinMode: "claim" });
    const joined = await player(t, "fdjoined");
    const late = await player(t, "fdlate");
    expect((await stateOf(t, joined.token, promo.id)).label).toBe("join");
    const join = await site(t, joined.token, "POST", "/wps/relay/MCS2_joinPromotion", { id: promo.id });
    expect(join.status).toBe(200);
    expect((join.value as { label: string }).label).toBe("joined");
    await deposit(t, joined.id, vnd(400_000));
    await deposit(t, late.id, vnd(400_000));
    await site(t, late.token, "POST", "/wps/relay/MCS2_joinPromotion", { id: promo.id });
    await runDepositJob(t);
    expect(await grantsOf(t, late.id, promo.id)).toHaveLength(0);
    const waiting = await stateOf(t, joined.token, promo.id);
    expect(waiting).toMatchObject({ label: "claim", action: "claim" });
    const before = (await balances(t, joined.id)).main;
    const claims = await Promise.all(
      [0, 1].map(() => site(t, joined.token, "POST", "/wps/relay/MCS2_claimPromotion", { id: promo.id })),
    );
    expect(claims.some((claim) => claim.status === 200)).toBe(true);
    for (const claim of claims) expect(claim.status).toBeLessThan(500);
    expect((await balances(t, joined.id)).main - before).toBe(vnd(400_000));
    expect(await stateOf(t, joined.token, promo.id)).toMatchObject({ label: "claimed", paid: 400_000 });
    const again = await site(t, joined.token, "POST", "/wps/relay/MCS2_claimPromotion", { id: promo.id });
    expect(again).toMatchObject({ status: 409, code: "reward.not_claimable" });
  });
});

describe("daily deposit bonus", () => {
  it("pays once per brand day on the day's first qualifying deposit, with turnover on deposit and bonus", async () => {
    const promo = await ops.publish({
      type: "daily_deposit",
      percent: 10,
      cap: 50_000,
      minDeposit: 100_000,
      turnover: { multiple: 2, base: "deposit_bonus" },
    });
    const member = await player(t, "ddmember");
    await deposit(t, member.id, vnd(50_000));
    await deposit(t, member.id, vnd(200_000));
    await deposit(t, member.id, vnd(300_000));
    await runDepositJob(t);
    const first = await grantsOf(t, member.id, promo.id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      cash: vnd(20_000),
      turnoverRequired: vnd(440_000),
      turnoverLocked: vnd(220_000),
    });
    expect((await stateOf(t, member.token, promo.id)).label).toBe("issued");
    // Another deposit the same brand day pays nothing (the next day's key differs: bonus.test.ts).
    await deposit(t, member.id, vnd(900_000));
    await runDepositJob(t);
    expect(await grantsOf(t, member.id, promo.id)).toHaveLength(1);
  });
});

describe("who may take part", () => {
  it("an audience by member label refuses others with a 4xx and never pays them", async () => {
    const promo = await ops.publish(FIRST, {
      joinMode: "claim",
      audience: { vipLevels: [], labels: ["VIP-GOLD"], agentIds: [] },
    });
    const outsider = await player(t, "fdoutsider");
    const state = await stateOf(t, outsider.token, promo.id);
    expect(state).toMatchObject({ label: "close", blocked: "audience" });
    const join = await site(t, outsider.token, "POST", "/wps/relay/MCS2_joinPromotion", { id: promo.id });
    expect(join).toMatchObject({ status: 403, code: "promotion.not_eligible" });
  });

  it("one bonus per person: a second account with the same payee name is refused; the report shows such pairs", async () => {
    const promo = await ops.publish(FIRST, {
      joinMode: "claim",
      onePerPerson: true,
      matchOn: ["payee", "phone"],
    });
    const first = await player(t, "fdperson1", { payeeName: "NGUYEN VAN AN" });
    const second = await player(t, "fdperson2", { payeeName: " nguyen van an" });
    const third = await player(t, "fdperson3", { payeeName: "TRAN THI BINH" });
    expect(
      (await site(t, first.token, "POST", "/wps/relay/MCS2_joinPromotion", { id: promo.id })).status,
    ).toBe(200);
    const refused = await site(t, second.token, "POST", "/wps/relay/MCS2_joinPromotion", { id: promo.id });
    expect(refused).toMatchObject({ status: 409, code: "promotion.duplicate_person" });
    expect((await stateOf(t, second.token, promo.id)).blocked).toBe("duplicate");
    expect(
      (await site(t, third.token, "POST", "/wps/relay/MCS2_joinPromotion", { id: promo.id })).status,
    ).toBe(200);
    const report = await ops.call(
      "GET",
      `/backoffice/api/brands/${t.brandId}/promotions/${promo.id}/matches`,
    );
    expect(report.status).toBe(200);
    // The rule kept the second account out: no pair among the participants.
    expect(report.body.value).toEqual([]);
    // Without the rule all take part, and the operator's report shows the shared payee name.
    const open = await ops.publish(FIRST, { joinMode: "claim" });
    for (const member of [first, second, third]) {
      const joined = await site(t, member.token, "POST", "/wps/relay/MCS2_joinPromotion", { id: open.id });
      expect(joined.status).toBe(200);
    }
    const matches = await ops.call(
      "GET",
      `/backoffice/api/brands/${t.brandId}/promotions/${open.id}/matches`,
    );
    const groups = matches.body.value as { field: string; value: string; members: { account: string }[] }[];
    expect(groups).toHaveLength(1);
    expect(groups[0]?.field).toBe("payee");
    expect(groups[0]?.value.endsWith(" AN")).toBe(true);
    expect(groups[0]?.value).not.toContain("NGUYEN");
    expect(groups[0]?.members.map((member) => member.account).sort()).toEqual(["fdperson1", "fdperson2"]);
  });

  it("the device rule refuses a second account on the same device; the report lists pairs where no rule applies", async () => {
    const promo = await ops.publish(FIRST, { joinMode: "claim", onePerPerson: true, matchOn: ["device"] });
    const first = await player(t, "fddevice1");
    const second = await player(t, "fddevice2");
    const device = "dev-0123456789abcdef";
    const join = (token: string, deviceId: string) =>
      site(t, token, "POST", "/wps/relay/MCS2_joinPromotion", { id: promo.id, deviceId });
    expect((await join(first.token, device)).status).toBe(200);
    expect(await join(second.token, device)).toMatchObject({
      status: 409,
      code: "promotion.duplicate_person",
    });
    expect((await join(second.token, "dev-other-device-01")).status).toBe(200);
    const again = await ops.call("GET", `/backoffice/api/brands/${t.brandId}/promotions/${promo.id}/matches`);
    expect(again.body.value).toEqual([]);
    // Where no rule applies, the same device shows in the report.
    const open = await ops.publish(FIRST, { joinMode: "claim" });
    for (const member of [first, second]) {
      const body = { id: open.id, deviceId: device };
      expect((await site(t, member.token, "POST", "/wps/relay/MCS2_joinPromotion", body)).status).toBe(200);
    }
    const matches = await ops.call(
      "GET",
      `/backoffice/api/brands/${t.brandId}/promotions/${open.id}/matches`,
    );
    expect(matches.body.value).toMatchObject([{ field: "device", value: "…abcdef" }]);
  });
});
