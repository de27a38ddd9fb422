import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createVipService } from "../../src/modules/vip";
import {
  addBankAccount,
  brandOf,
  createMember,
  expectReconciled,
  fund,
  login,
  memberIdOf,
  PAYMENT_PASSWORD,
  requestId,
  sessionFor,
  setPaymentPassword,
} from "../payments/support";
import { fileTestApp } from "../support/app";
import { asOperator, auditCount, createOperator, relogin, type TestOperator } from "../support/operators";
import { vnd } from "./support";

/** The VIP page's calls, the back office's ladder editor and member levels, and the VIP withdrawal limit. */
const t = fileTestApp({ beforeClose: expectReconciled });
let owner: TestOperator;
let support: TestOperator;

const levelsUrl = () => `/backoffice/api/brands/${t.brandId}/vip/levels`;
const as = async (operator: TestOperator) => asOperator(t, await relogin(t, operator));

/** A level above Crown, valid as it stands. */
const legend = (extra: Record<string, unknown> = {}) => ({
  rank: 8,
  code: "legend",
  name: { EN: "Legend", VI: "Huyền Thoại" },
  depositRequired: 5_000_000_000,
  turnoverRequired: 30_000_000_000,
  maintenanceTurnover: 10_000_000_000,
  maintenanceDays: 60,
  upgradeBonus: 18_888_000,
  upgradeTurnoverMultiple: 1,
  birthdayBonus: 8_888_000,
  birthdayTurnoverMultiple: 1,
  birthdayMinAccountDays: 60,
  rebateRates: { slots: 100, cards: 110, live: 90, lottery: 80, sports: 90 },
  rebateDailyCap: 128_888_000,
  withdrawalDailyLimit: 800_000_000,
  freeWithdrawals: 30,
  pointsRate: 300,
  ...extra,
});

beforeAll(async () => {
  owner = await createOperator(t, { username: "vipadmin", role: "owner" });
  support = await createOperator(t, { username: "vipsupport", role: "support" });
});

describe("the VIP page", () => {
  it("shows the ladder to anyone, in the request's language", async () => {
    const en = (await t.call({ method: "GET", url: "/wps/vip/levels" })).json().value.list;
    expect(en).toHaveLength(8);
    expect(en[3]).toMatchObject({
      code: "gold",
      rank: 3,
      name: "Gold",
      depositRequired: 100_000_000,
      turnoverRequired: 500_000_000,
      upgradeBonus: 888_000,
      rebateRates: { slots: 60, cards: 80, live: 50, lottery: 50, sports: 50 },
      rebateDailyCap: 32_888_000,
      withdrawalDailyLimit: 250_000_000,
      freeWithdrawals: 15,
      pointsRate: 500,
    });
    const vi = (await t.call({ method: "GET", url: "/wps/vip/levels", headers: { language: "VI" } })).json()
      .value;
    expect(vi.list[3].name).toBe("Vàng");
  });

  it("shows the member's level, the next one and the maintenance window; needs a session", async () => {
    const token = await login(t, "demo01", "Demo1234");
    const progress = (await t.call({ method: "GET", url: "/wps/vip/progress", token })).json().value;
    expect(progress.level).toMatchObject({ code: "gold", name: "Gold" });
    expect(progress.next).toMatchObject({ code: "platinum" });
    expect(progress.maintenance).toMatchObject({ required: 180_000_000, met: false });
    expect(progress.totalDeposit).toBe(100_000_000);
    expect((await t.call({ method: "GET", url: "/wps/vip/progress" })).statusCode).toBe(401);
  });

  it("gives other modules the member's level", async () => {
    const vip = createVipService(t.platform);
    const level = await vip.levelOf(await brandOf(t), await memberIdOf(t, "demo01"));
    expect(level).toMatchObject({
      code: "gold",
      order: 3,
      rank: 3,
      pointsRate: 500,
      name: { EN: "Gold", VI: "Vàng" },
    });
    expect(level?.rebateRates.cards).toBe(80);
  });
});

describe("the back-office ladder editor", () => {
  it("adds, changes and removes the top level, audited; support may only look", async () => {
    const list = (await (await as(support))({ method: "GET", url: levelsUrl() })).json().value.list;
    expect(list.map((level: { code: string }) => level.code)).toEqual([
      "normal",
      "dragon",
      "silver",
      "gold",
      "platinum",
      "ruby",
      "diamond",
      "crown",
    ]);
    expect(list[3].members).toBeGreaterThanOrEqual(1);
    const refused = await (await as(support))({ method: "POST", url: levelsUrl(), payload: legend() });
    expect(refused.statusCode).toBe(403);

    const audits = await auditCount(t);
    const created = await (await as(owner))({ method: "POST", url: levelsUrl(), payload: legend() });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id;
    expect(created.json().value).toMatchObject({ rank: 8, code: "legend", members: 0 });
    const updated = await (await as(owner))({
      method: "PUT",
      url: `${levelsUrl()}/${id}`,
      payload: legend({ upgradeBonus: 20_000_000, rank: 2 }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // The rank stays where it is.
    expect(updated.json().value).toMatchObject({ rank: 8, upgradeBonus: 20_000_000 });
    const ladder = (await t.call({ method: "GET", url: "/wps/vip/levels" })).json().value.list;
    expect(ladder).toHaveLength(9);
    const lower = await (await as(owner))({ method: "DELETE", url: `${levelsUrl()}/${list[7].id}` });
    expect(lower.json().code).toBe("vip.level_in_use");
    const removed = await (await as(owner))({ method: "DELETE", url: `${levelsUrl()}/${id}` });
    expect(removed.json().value).toEqual({ deleted: true });
    expect(await auditCount(t)).toBe(audits + 3);
  });

  it("refuses bad levels with translated 4xx errors", async () => {
    const post = async (payload: unknown) =>
      (await as(owner))({ method: "POST", url: levelsUrl(), payload: payload as never });
    const cases: [unknown, number, string][] = [
      [legend({ rank: 10 }), 409, "vip.rank_gap"],
      [legend({ code: "gold" }), 409, "vip.code_taken"],
      [legend({ depositRequired: 1_000 }), 422, "vip.requirements_order"],
      [legend({ name: { EN: "Legend" } }), 400, "vip.name_required"],
      [
        legend({ rebateRates: { slots: 10_000, cards: 0, live: 0, lottery: 0, sports: 0 } }),
        400,
        "validation.failed",
      ],
      [legend({ rebateRates: { slots: 10 } }), 400, "validation.failed"],
      [legend({ upgradeBonus: -1 }), 400, "validation.failed"],
      [legend({ upgradeBonus: 1.005 }), 400, "validation.failed"],
      [legend({ depositRequired: "100" }), 400, "validation.failed"],
      [legend({ code: "bad code!" }), 400, "validation.failed"],
      [legend({ maintenanceDays: 0 }), 400, "validation.failed"],
      [legend({ extra: true }), 400, "validation.failed"],
      [legend({ name: {} }), 400, "validation.failed"],
      [[1, 2], 400, "validation.failed"],
    ];
    for (const [payload, status, code] of cases) {
      const response = await post(payload);
      expect([response.statusCode, response.json().code], JSON.stringify(payload)).toEqual([status, code]);
      expect(response.json().message).toBeTypeOf("string");
    }
    const vi = await (await as(owner))({
      method: "POST",
      url: levelsUrl(),
      payload: legend({ rank: 10 }),
      headers: { language: "VI" },
    } as never);
    expect(vi.json().code).toBe("vip.rank_gap");
    const unknown = await (await as(owner))({
      method: "PUT",
      url: `${levelsUrl()}/00000000-0000-4000-8000-000000000000`,
      payload: legend(),
    });
    expect(unknown.json().code).toBe("vip.level_not_found");
    const notUuid = await (await as(owner))({ method: "DELETE", url: `${levelsUrl()}/nope` });
    expect(notUuid.statusCode).toBe(400);
  });
});

describe("members' levels in the back office", () => {
  it("sets a member's level by hand with a reason, audited, and lists members by level", async () => {
    const member = await createMember(t, { account: "vipmanual" });
    const url = `/backoffice/api/brands/${t.brandId}/vip/members/${member}/level`;
    const audits = await auditCount(t);
    const set = await (await as(owner))({
      method: "POST",
      url,
      payload: { rank: 4, reason: "loyal player" },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value).toMatchObject({ account: "vipmanual", rank: 4, levelName: "Bạch Kim" });
    expect(await auditCount(t)).toBe(audits + 1);
    const listed = await (await as(support))({
      method: "GET",
      url: `/backoffice/api/brands/${t.brandId}/vip/members?rank=4`,
    });
    expect(listed.json().value.list.map((row: { account: string }) => row.account)).toContain("vipmanual");
    // Member info's VIP label follows the level.
    const info = (
      await t.call({ method: "GET", url: "/wps/member/info", token: await sessionFor(t, member) })
    ).json();
    expect(info.value.memberLabel[0]).toEqual({ labelName: "Bạch Kim" });

    const bad: [unknown, number, string][] = [
      [{ rank: 99, reason: "x too far" }, 400, "validation.failed"],
      [{ rank: 8, reason: "no such level" }, 404, "vip.level_not_found"],
      [{ rank: 1 }, 400, "validation.failed"],
      [{ rank: 1, reason: "  " }, 400, "validation.failed"],
      [{ rank: -1, reason: "negative" }, 400, "validation.failed"],
    ];
    for (const [payload, status, code] of bad) {
      const response = await (await as(owner))({ method: "POST", url, payload });
      expect([response.statusCode, response.json().code]).toEqual([status, code]);
    }
    const stranger = await (await as(owner))({
      method: "POST",
      url: `/backoffice/api/brands/${t.brandId}/vip/members/00000000-0000-4000-8000-000000000000/level`,
      payload: { rank: 1, reason: "nobody" },
    });
    expect(stranger.json().code).toBe("vip.member_not_found");
    const forbidden = await (await as(support))({
      method: "POST",
      url,
      payload: { rank: 1, reason: "support" },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe("withdrawal limit by level", () => {
  it("holds a member to the level's daily withdrawal amount and lets a higher level withdraw more", async () => {
    const member = await createMember(t, { account: "vipwithdraw", payeeName: "TRAN VAN VIP" });
    const token = await sessionFor(t, member);
    await setPaymentPassword(t, token);
    const bank = await addBankAccount(t, token, { payeeName: "TRAN VAN VIP", accountNumber: "5550001111" });
    expect(bank.statusCode, bank.body).toBe(200);
    await fund(t, member, vnd(400_000_000));
    const withdraw = async (amount: number) => {
      await t.limiter.reset(`payments:${t.brandId}:withdraw:${member}`);
      return t.callEncrypted(
        "POST",
        "/wps/payment/withdraw",
        {
          requestId: requestId(),
          bankAccountId: bank.json().value.id,
          amount,
          paymentPassword: PAYMENT_PASSWORD,
        },
        { token },
      );
    };
    // Normal: 200M a day.
    expect((await withdraw(150_000_000)).statusCode).toBe(200);
    const over = await withdraw(60_000_000);
    expect([over.statusCode, over.json().code]).toEqual([422, "vip.withdrawal_limit"]);
    expect((await withdraw(50_000_000)).statusCode).toBe(200);
    // Gold: 250M a day, and the day's 200M count towards it.
    const set = await (await as(owner))({
      method: "POST",
      url: `/backoffice/api/brands/${t.brandId}/vip/members/${member}/level`,
      payload: { rank: 3, reason: "limit test" },
    });
    expect(set.statusCode).toBe(200);
    expect((await withdraw(50_000_000)).statusCode).toBe(200);
    expect((await withdraw(100)).json().code).toBe("vip.withdrawal_limit");
    const held = await t.platform.db
      .select()
      .from(schema.withdrawals)
      .where(eq(schema.withdrawals.memberId, member));
    expect(held).toHaveLength(3);
  });
});
