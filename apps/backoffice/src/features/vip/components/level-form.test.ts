import { vipLevelInput } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { levelFieldOf, levelInput, levelToForm, newLevelForm, percentToBp } from "./level-form";

const gold = {
  id: "5b0f3b0e-8f39-4c35-9a55-0d0b3c1c2f11",
  rank: 3,
  code: "gold",
  name: { EN: "Gold", VI: "Vàng", CN: "黄金" },
  depositRequired: 100_000_000,
  turnoverRequired: 500_000_000,
  maintenanceTurnover: 180_000_000,
  maintenanceDays: 60,
  upgradeBonus: 888_000,
  upgradeTurnoverMultiple: 1,
  birthdayBonus: 288_000,
  birthdayTurnoverMultiple: 1,
  birthdayMinAccountDays: 60,
  rebateRates: { slots: 60, cards: 80, live: 50, lottery: 50, sports: 50 },
  rebateDailyCap: 32_888_000,
  withdrawalDailyLimit: 250_000_000,
  freeWithdrawals: 15,
  pointsRate: 500,
  members: 3,
  updatedAt: 0,
};

describe("the VIP level form", () => {
  it("round-trips a level through the form into a body the contract accepts", () => {
    const body = levelInput(levelToForm(gold), { CN: "黄金" });
    expect(vipLevelInput.parse(body)).toMatchObject({
      rank: 3,
      code: "gold",
      name: { EN: "Gold", VI: "Vàng", CN: "黄金" },
      rebateRates: { slots: 60, cards: 80, live: 50, lottery: 50, sports: 50 },
      depositRequired: 100_000_000,
      pointsRate: 500,
    });
  });

  it("reads percents as basis points and refuses what is not a number", () => {
    expect(percentToBp("0.40")).toBe(40);
    expect(percentToBp("0.55 %")).toBe(55);
    expect(percentToBp("1")).toBe(100);
    expect(percentToBp("abc")).toBeNaN();
    const values = {
      ...levelToForm(gold),
      depositRequired: "lots",
      rates: { ...levelToForm(gold).rates, live: "" },
    };
    const result = vipLevelInput.safeParse(levelInput(values));
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => levelFieldOf(issue.path.join("."))) ?? [];
    expect(paths).toEqual(expect.arrayContaining(["depositRequired", "rates.live"]));
  });

  it("starts a new level on top of the ladder from the top level's figures", () => {
    const form = newLevelForm([gold]);
    expect(form).toMatchObject({ rank: 1, code: "", nameEN: "", depositRequired: "100000000" });
    expect(newLevelForm([])).toMatchObject({ rank: 0, maintenanceDays: "60" });
  });
});
