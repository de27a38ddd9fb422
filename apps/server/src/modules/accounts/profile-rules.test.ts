import { DEFAULT_REGISTER_RULES, PROFILE_FIELDS } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { birthdayProblem, type ProfilePolicy, validateProfileEdit } from "./profile-rules";

const today = { year: 2025, month: 6, day: 15 };

const policy = (overrides: Partial<ProfilePolicy> = {}): ProfilePolicy => ({
  editable: PROFILE_FIELDS,
  registerRules: DEFAULT_REGISTER_RULES,
  current: { nickname: null, profile: {}, payeeName: null },
  today,
  language: "EN",
  ...overrides,
});

describe("birthdays", () => {
  it("must be real, from 1900, in the past and 18 years ago", () => {
    expect(birthdayProblem("2007-06-15", today, "EN")).toBeUndefined();
    expect(birthdayProblem("2007-06-16", today, "EN")).toBe("You must be at least 18 years old");
    expect(birthdayProblem("2025-06-15", today, "EN")).toBe("The date must be in the past");
    expect(birthdayProblem("2030-01-01", today, "VI")).toBe("Ngày phải ở trong quá khứ");
    expect(birthdayProblem("1899-12-31", today, "EN")).toBe("Enter a real date as yyyy-MM-dd");
    expect(birthdayProblem("1990-02-29", today, "EN")).toBe("Enter a real date as yyyy-MM-dd");
    expect(birthdayProblem("1992-02-29", today, "EN")).toBeUndefined();
    expect(birthdayProblem("15/06/1990", today, "EN")).toBe("Enter a real date as yyyy-MM-dd");
  });
});

describe("profile edits", () => {
  it("report what changed and what to write; the same value is no change", () => {
    const outcome = validateProfileEdit(
      { nickname: "Minh", zalo: "0912 345 678", address: "" },
      policy({ current: { nickname: "Minh", profile: { address: "1 Le Loi" }, payeeName: null } }),
    );
    expect(outcome).toEqual({
      ok: true,
      changed: ["address", "zalo"],
      patch: { profile: { address: null, zalo: "0912345678" } },
    });
  });

  it("accept names in any script and refuse markup", () => {
    expect(validateProfileEdit({ nickname: "Nguyễn Thảo" }, policy()).ok).toBe(true);
    expect(validateProfileEdit({ nickname: "李小龍" }, policy()).ok).toBe(true);
    expect(validateProfileEdit({ nickname: "a<b>" }, policy())).toMatchObject({
      ok: false,
      fields: { nickname: "Letters, numbers, spaces and . _ - only" },
    });
    expect(validateProfileEdit({ nationality: "Côte d'Ivoire" }, policy()).ok).toBe(true);
  });

  it("follow the brand's registration rule where a field has one", () => {
    const rules = DEFAULT_REGISTER_RULES.map((rule) =>
      rule.field === "qqNum" ? { ...rule, minLength: 8, maxLength: 10 } : rule,
    );
    expect(validateProfileEdit({ qqNum: "1234567" }, policy({ registerRules: rules }))).toMatchObject({
      ok: false,
      fields: { qqNum: "Numbers only, 8-10 digits" },
    });
  });

  it("lock payout fields once set, flagging the edit as locked", () => {
    const current = { nickname: null, profile: { idNumber: "A123456" }, payeeName: "LE VAN A" };
    expect(validateProfileEdit({ payeeName: "le van a", idNumber: "A123456" }, policy({ current }))).toEqual({
      ok: true,
      changed: [],
      patch: { profile: {} },
    });
    expect(validateProfileEdit({ payeeName: "LE VAN B" }, policy({ current }))).toEqual({
      ok: false,
      locked: true,
      fields: { payeeName: "Already set; contact customer service to change it" },
    });
    expect(validateProfileEdit({ idNumber: "B7654321" }, policy())).toMatchObject({
      ok: true,
      patch: { profile: { idNumber: "B7654321" } },
    });
  });

  it("refuse fields the brand does not offer", () => {
    expect(validateProfileEdit({ wechat: "wx_1" }, policy({ editable: ["nickname"] }))).toEqual({
      ok: false,
      locked: false,
      fields: { wechat: "This field cannot be changed here" },
    });
  });
});
