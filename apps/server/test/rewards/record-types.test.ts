import { beforeAll, describe, expect, it } from "vitest";
import { REWARDS_JOB } from "../../src/modules/rewards";
import type { Brand } from "../../src/platform/brand-context";
import { brandOf, createMember, paymentsTestApp, sessionFor } from "../payments/support";

/**
 * The account record names reward postings by their own types (rebate, bonus forfeited) and filters
 * by them, so a member finds the rebate paid and the bonus taken back (TRANSACTION_TYPES).
 */

const t = paymentsTestApp();
const DAY_MS = 86_400_000;
const title = { EN: "Reload bonus", VI: "Thưởng nạp lại" };
let brand: Brand;

beforeAll(async () => {
  brand = await brandOf(t);
});

const records = async (token: string, type: string) => {
  const answer = await t.call({ method: "GET", url: `/wps/relay/ODSFE2_MemTransDet?type=${type}`, token });
  expect(answer.statusCode).toBe(200);
  return answer.json().value as { total: number; list: { type: string; amount: number }[] };
};

describe("reward postings in the account record", () => {
  it("filters the rebate paid and the bonus forfeited apart from other bonuses", async () => {
    const memberId = await createMember(t, { account: `rwtypes${Date.now() % 100_000}` });
    await t.rewards.grant(brand, {
      memberId,
      source: "rebate",
      key: `rebate:${memberId}`,
      title: { EN: "Daily rebate", VI: "Hoàn trả hằng ngày" },
      cash: 12_345n,
      ledgerKind: "rebate",
      claim: "auto",
    });
    await t.rewards.grant(brand, {
      memberId,
      source: "promotion",
      key: `reload:${memberId}`,
      title,
      cash: 500_000n,
      turnover: { required: 5_000_000n, days: 1 },
      claim: "auto",
    });
    t.clock.advance(DAY_MS + 120_000);
    await t.platform.jobs.runJob(REWARDS_JOB, t.clock.now());
    t.clock.advance(60_000);
    await t.platform.jobs.runJob(REWARDS_JOB, t.clock.now());

    const token = await sessionFor(t, memberId);
    const rebate = await records(token, "rebate");
    expect(rebate.total).toBe(1);
    expect(rebate.list[0]).toMatchObject({ type: "rebate", amount: 123.45 });
    const forfeit = await records(token, "bonus_forfeit");
    expect(forfeit.total).toBe(1);
    expect(forfeit.list[0]).toMatchObject({ type: "bonus_forfeit", amount: -5000 });
    const bonus = await records(token, "bonus");
    expect(bonus.list.map((row) => row.type)).toEqual(["bonus"]);
    expect(
      (await t.call({ method: "GET", url: "/wps/relay/ODSFE2_MemTransDet?type=cashback", token })).statusCode,
    ).toBe(400);
  });
});
