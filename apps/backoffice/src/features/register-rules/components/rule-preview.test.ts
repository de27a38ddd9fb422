import { DEFAULT_REGISTER_RULES, type FieldRule, PATTERNS } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { patternOption, previewRule, ruleProblems } from "./rule-preview";

const rule = (field: FieldRule["field"]): FieldRule => {
  const found = DEFAULT_REGISTER_RULES.find((entry) => entry.field === field);
  if (!found) throw new Error(field);
  return { ...found };
};
const en = { label: "Username", language: "EN" };

describe("previewRule", () => {
  it("says a hidden field is not shown, whatever the sample", () => {
    expect(previewRule({ ...rule("qqNum"), enabled: false }, "abc", en)).toEqual({ state: "hidden" });
  });

  it("refuses an empty required field with the site's message, accepts an empty optional one", () => {
    expect(previewRule(rule("username"), "", en)).toEqual({
      state: "missing",
      message: "Username Input cannot be empty",
    });
    expect(previewRule(rule("username"), "", { label: "Tên đăng nhập", language: "VI" })).toEqual({
      state: "missing",
      message: "Tên đăng nhập Không được để trống",
    });
    expect(previewRule({ ...rule("email"), enabled: true }, "", en)).toEqual({ state: "empty" });
  });

  it("checks pattern and length with the pattern's message, limits filled in", () => {
    const username = rule("username");
    expect(previewRule(username, "abc123", en)).toEqual({ state: "ok" });
    expect(previewRule(username, "1abcdef", en)).toEqual({
      state: "error",
      message: "Must start with a letter and contain only letters and numbers, 6-16 characters",
    });
    expect(previewRule({ ...username, minLength: 8 }, "abc123", en)).toMatchObject({ state: "error" });
    expect(previewRule({ ...rule("birthday"), enabled: true }, "2001-02-30", en)).toMatchObject({
      state: "error",
    });
    expect(previewRule({ ...rule("birthday"), enabled: true }, "2001-02-28", en)).toEqual({ state: "ok" });
  });

  it("wants the confirmation to equal the password sample", () => {
    const confirm = rule("confirmPassword");
    expect(previewRule(confirm, "abc123", { ...en, password: "abc124" })).toEqual({
      state: "error",
      message: "Incorrect confirmation input",
    });
    expect(previewRule(confirm, "abc123", { ...en, password: "abc123" })).toEqual({ state: "ok" });
  });
});

describe("rule table helpers", () => {
  it("labels every pattern 0–20 with its EN message", () => {
    expect(PATTERNS.map((pattern) => patternOption(pattern.id, 2, 9))).toHaveLength(21);
    expect(patternOption(6, 4, 8)).toBe("6 · Numbers only, 4-8 digits");
    expect(patternOption(3, 5, 254)).toBe("3 · Please enter a valid email address");
  });

  it("finds limits out of order and required fields that are hidden", () => {
    const messages = { minAboveMax: "min>max", requiredHidden: "hidden" };
    expect(ruleProblems([{ ...rule("username") }], messages)).toEqual({});
    expect(
      ruleProblems(
        [
          { ...rule("username"), minLength: 20, maxLength: 10 },
          { ...rule("email"), required: true, enabled: false },
        ],
        messages,
      ),
    ).toEqual({ "rules.0.maxLength": "min>max", "rules.1.required": "hidden" });
  });
});
