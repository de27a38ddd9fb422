import { adminLiveTableUpdateCall } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import {
  spotIndex,
  type TermsFormValues,
  termsFormProblems,
  termsFormToBody,
  termsToForm,
} from "./terms-form";

const table = {
  bettingSeconds: 15,
  spots: [
    { spot: "player", odds: 1, min: 10_000, max: 50_000_000 },
    { spot: "banker", odds: 0.95, min: 10_000, max: 50_000_000 },
    { spot: "tie", odds: 8, min: 5_000.5, max: 5_000_000 },
  ],
};

const body = adminLiveTableUpdateCall.body;

function edited(change: (values: TermsFormValues) => void): TermsFormValues {
  const values = { ...termsToForm(table), reason: "Raise the tie limit" };
  values.spots = values.spots.map((spot) => ({ ...spot }));
  change(values);
  return values;
}

describe("the terms form", () => {
  it("starts from the table's terms, amounts with two decimals and no reason", () => {
    expect(termsToForm(table)).toEqual({
      bettingSeconds: "15",
      spots: [
        { spot: "player", odds: "1", min: "10000.00", max: "50000000.00" },
        { spot: "banker", odds: "0.95", min: "10000.00", max: "50000000.00" },
        { spot: "tie", odds: "8", min: "5000.50", max: "5000000.00" },
      ],
      reason: "",
    });
  });

  it("sends the whole terms as the update call's schema reads them", () => {
    const values = edited((form) => {
      form.bettingSeconds = " 8 ";
      const tie = form.spots[2];
      if (tie) tie.max = "8,000,000";
    });
    expect(termsFormProblems(values)).toEqual(
      Object.fromEntries(Object.keys(termsFormProblems(values)).map((key) => [key, undefined])),
    );
    const parsed = body?.safeParse(termsFormToBody(values));
    expect(parsed?.success).toBe(true);
    expect(parsed?.data).toEqual({
      bettingSeconds: 8,
      spots: [
        { spot: "player", odds: 1, min: 10_000, max: 50_000_000 },
        { spot: "banker", odds: 0.95, min: 10_000, max: 50_000_000 },
        { spot: "tie", odds: 8, min: 5_000.5, max: 8_000_000 },
      ],
      reason: "Raise the tie limit",
    });
  });

  it("names each field's problem at once", () => {
    const values = edited((form) => {
      form.bettingSeconds = "7.5";
      form.reason = "  ";
      const [player, banker, tie] = form.spots;
      if (!player || !banker || !tie) throw new Error("three spots");
      player.odds = "";
      player.min = "abc";
      banker.odds = "0.9555";
      banker.max = "-5";
      tie.min = "9000000";
      tie.max = "1.005";
    });
    expect(termsFormProblems(values)).toEqual({
      bettingSeconds: "wholeNumber",
      reason: "required",
      "spots.0.odds": "required",
      "spots.0.min": "enterNumber",
      "spots.0.max": undefined,
      "spots.1.odds": "threeDecimals",
      "spots.1.min": undefined,
      "spots.1.max": "positive",
      "spots.2.odds": undefined,
      "spots.2.min": undefined,
      "spots.2.max": "twoDecimals",
    });
  });

  it("refuses a minimum above its maximum under the maximum, and blank limits", () => {
    const crossed = edited((form) => {
      const tie = form.spots[2];
      if (tie) {
        tie.min = "6,000,000";
        tie.max = "5000000";
      }
      const player = form.spots[0];
      if (player) player.max = "";
    });
    const problems = termsFormProblems(crossed);
    expect(problems["spots.2.max"]).toBe("minAboveMax");
    expect(problems["spots.2.min"]).toBeUndefined();
    expect(problems["spots.0.max"]).toBe("required");
    expect(termsFormProblems(edited(() => undefined)).bettingSeconds).toBeUndefined();
  });

  it("leaves the window's bounds and odds above 1000 to the schema", () => {
    const values = edited((form) => {
      form.bettingSeconds = "200";
      const tie = form.spots[2];
      if (tie) tie.odds = "1500";
    });
    expect(termsFormProblems(values).bettingSeconds).toBeUndefined();
    const parsed = body?.safeParse(termsFormToBody(values));
    expect(parsed?.success).toBe(false);
    const paths = parsed?.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["bettingSeconds", "spots.2.odds"]));
  });

  it("finds the form row of a spot the server names", () => {
    expect(spotIndex(termsToForm(table), "tie")).toBe(2);
    expect(spotIndex(termsToForm(table), "dragon")).toBe(-1);
  });
});
