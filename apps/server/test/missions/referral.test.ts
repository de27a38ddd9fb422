import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { grantReferralRewards, REFERRAL_JOB } from "../../src/modules/referral";
import { registerUser, withoutBotCheck } from "../accounts-support";
import { balances, brandOf, expectReconciled, fund, memberIdOf, sessionFor } from "../payments/support";
import { fileTestApp } from "../support/app";
import { brandPath, grantsOf, missionsOperator, player, settledRound, site } from "./support";

const t = fileTestApp({ beforeClose: expectReconciled, ready: withoutBotCheck });
const DAY_MS = 86_400_000;
let operator: Awaited<ReturnType<typeof missionsOperator>>;

beforeAll(async () => {
  operator = await missionsOperator(t, "referralop");
  const brand = await brandOf(t);
  // 20.00 once a friend's deposits reach 1,000.00; 1 % of each day's valid turnover; 1× rollover.
  await t.updateSettings({
    rewards: {
      ...brand.settings.rewards,
      referral: {
        enabled: true,
        firstDepositReward: 20,
        minDeposit: 1_000,
        turnoverRateBp: 100,
        turnoverMultiple: 1,
      },
    },
  });
});

const runJob = () => grantReferralRewards(t.platform, t.rewards, t.clock.now());

describe("invite friends", () => {
  it("gives the member one code (the affiliate code) and a registration link", async () => {
    const a = await player(t, "rfa");
    const first = await site(t, a.token, "GET", "/wps/relay/MCS2_getReferralInfo");
    expect(first.status).toBe(200);
    expect(first.value.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.value.registerPath).toBe(`/register?referralCode=${first.value.code}`);
    expect(first.value.rule).toMatchObject({
      firstDepositReward: 20,
      minDeposit: 1_000,
      turnoverRateBp: 100,
    });
    const again = await site(t, a.token, "GET", "/wps/relay/MCS2_getReferralInfo");
    expect(again.value.code).toBe(first.value.code);
    const [row] = await t.platform.db.select().from(schema.members).where(eq(schema.members.id, a.id));
    expect(row?.affiliateCode).toBe(first.value.code);
  });

  it("friends who register with the link are listed, and rewards are paid once per friend", async () => {
    const a = await player(t, "rfb");
    const { value: info } = await site(t, a.token, "GET", "/wps/relay/MCS2_getReferralInfo");
    const b = await registerUser(t, { referralCode: info.code });
    const c = await registerUser(t, { referralCode: info.code.toLowerCase() });
    const bId = await memberIdOf(t, b.username);
    const [bRow] = await t.platform.db.select().from(schema.members).where(eq(schema.members.id, bId));
    // A member's code makes them the recommender, not an upline.
    expect(bRow).toMatchObject({ uplineId: null, profile: { recommenderId: a.id } });

    const friends = await site(t, a.token, "GET", "/wps/relay/MCS2_getReferralList");
    expect(friends.value.total).toBe(2);
    expect(friends.value.list[0]).toMatchObject({ firstDeposit: false, turnover: 0, earned: 0 });
    expect(friends.value.list.map((row: { account: string }) => row.account)).toEqual(
      [c.username, b.username].map((name) => `${name.slice(0, 2)}***${name.slice(-1)}`),
    );

    // Below the minimum nothing is given; at it, once, however many workers run.
    await fund(t, bId, 50_000n);
    await runJob();
    expect(await grantsOf(t, a.id, "referral")).toHaveLength(0);
    await fund(t, bId, 50_000n);
    const before = (await balances(t, a.id)).main;
    await Promise.all([runJob(), runJob(), t.platform.jobs.runJob(REFERRAL_JOB)]);
    await runJob();
    const firsts = await grantsOf(t, a.id, "referral");
    expect(firsts).toHaveLength(1);
    expect(firsts[0]).toMatchObject({ grantKey: `referral:first:${bId}`, cash: 2_000n, sourceId: bId });
    expect((await balances(t, a.id)).main).toBe(before + 2_000n);

    // Yesterday's valid turnover of the friend pays 1 % once.
    await settledRound(t, bId, 300_000n, t.clock.now() - DAY_MS);
    await Promise.all([runJob(), runJob()]);
    const all = await grantsOf(t, a.id, "referral");
    expect(all).toHaveLength(2);
    expect(all.find((grant) => grant.grantKey.startsWith("referral:turnover:"))).toMatchObject({
      cash: 3_000n,
    });

    const mine = await site(t, a.token, "GET", "/wps/relay/MCS2_getReferralInfo");
    expect(mine.value).toMatchObject({ invitees: 2, depositors: 1, earned: 50 });
    const listed = await site(t, a.token, "GET", "/wps/relay/MCS2_getReferralList?pageSize=1&page=2");
    expect(listed.value.list[0]).toMatchObject({ firstDeposit: true, turnover: 3_000, earned: 50 });

    const report = await operator({ method: "GET", url: brandPath(t, "/referrals?account=rfb") });
    const row = report.json().value.list.find((one: { memberId: string }) => one.memberId === a.id);
    expect(row).toMatchObject({ invitees: 2, depositors: 1, rewards: 2, earned: 50, code: info.code });
  });

  it("an agent's code still opens a downline, without a referral reward", async () => {
    const agent = await memberIdOf(t, "agent01");
    const d = await registerUser(t, { referralCode: "LOTUS8" });
    const [row] = await t.platform.db
      .select()
      .from(schema.members)
      .where(eq(schema.members.accountKey, d.username.toLowerCase()));
    expect(row?.uplineId).toBe(agent);
    expect(row?.profile.recommenderId).toBeUndefined();
  });

  it("refuses bad input with 4xx", async () => {
    const a = await player(t, "rfc");
    expect((await site(t, undefined, "GET", "/wps/relay/MCS2_getReferralInfo")).status).toBe(401);
    for (const query of ["pageSize=0", "pageSize=500", "page=-1", "page=abc"]) {
      const response = await site(t, a.token, "GET", `/wps/relay/MCS2_getReferralList?${query}`);
      expect(response, query).toMatchObject({ status: 400, code: "validation.failed" });
    }
    const report = await operator({ method: "GET", url: brandPath(t, "/referrals?pageSize=0") });
    expect(report.statusCode).toBe(400);
  });
});

describe("demo data", () => {
  it("demo01 has invited two friends, sees the demo missions and an open red-envelope rain", async () => {
    const token = await sessionFor(t, await memberIdOf(t, "demo01"));
    const referral = await site(t, token, "GET", "/wps/relay/MCS2_getReferralInfo");
    expect(referral.value).toMatchObject({ code: "DEMOFRND", invitees: 2 });
    const missions = await site(t, token, "GET", "/wps/relay/MCS2_getMissionList");
    const phone = missions.value.list.find(
      (row: { profileAction: string | null }) => row.profileAction === "bind_phone",
    );
    // demo01 has a phone number: the onboarding mission is ready to claim.
    expect(phone).toMatchObject({ title: "Bind your phone number", claimable: 1 });
    const raffles = await site(t, token, "GET", "/wps/relay/MCS2_getRafflePromotions");
    expect(
      raffles.value.list.some(
        (row: { title: string; open: boolean }) => row.title === "Red-envelope rain" && row.open,
      ),
    ).toBe(true);
  });
});
