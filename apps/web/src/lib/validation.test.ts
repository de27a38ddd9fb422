import { describe, expect, it } from "vitest";
import {
  ageOn,
  birthdayMessage,
  confirmMessage,
  mobileMessage,
  newPasswordMessage,
  normaliseMobileFor,
  payeeNameMessage,
  type RuleView,
  requiredMessage,
  ruleMessage,
  splitFieldErrors,
} from "./validation";

const usernameRule: RuleView = {
  field: "username",
  patternId: 1,
  minLength: 6,
  maxLength: 12,
  enabled: true,
  required: true,
};
const emailRule: RuleView = {
  field: "email",
  patternId: 3,
  minLength: 5,
  maxLength: 254,
  enabled: true,
  required: false,
};
const vietnam = { countryCode: "VN", countryDialingCode: "84", mobileDigits: [9, 10] };

describe("required fields", () => {
  it("says '<field> Input cannot be empty' in the contract's words", () => {
    expect(requiredMessage("", "Username", "EN")).toBe("Username Input cannot be empty");
    expect(requiredMessage("  ", "Tên đăng nhập", "VI")).toBe("Tên đăng nhập Không được để trống");
    expect(requiredMessage("x", "Username", "EN")).toBeUndefined();
  });
});

describe("ruleMessage (shared pattern table)", () => {
  it("reports emptiness only for required rules", () => {
    expect(ruleMessage(usernameRule, "", "Username", "EN")).toBe("Username Input cannot be empty");
    expect(ruleMessage(emailRule, "", "Email", "EN")).toBeUndefined();
    expect(ruleMessage(emailRule, "", "Email", "EN", { required: true })).toBe("Email Input cannot be empty");
  });

  it("checks pattern and length, filling (min) and (max)", () => {
    expect(ruleMessage(usernameRule, "alice01", "Username", "EN")).toBeUndefined();
    const expected = "Must start with a letter and contain only letters and numbers, 6-12 characters";
    expect(ruleMessage(usernameRule, "1alice", "Username", "EN")).toBe(expected);
    expect(ruleMessage(usernameRule, "alice", "Username", "EN")).toBe(expected);
    expect(ruleMessage(usernameRule, "alice0123456789", "Username", "EN")).toBe(expected);
    expect(ruleMessage(usernameRule, "1alice", "Username", "VI")).toBe(
      "Phải bắt đầu bằng chữ cái, chỉ gồm chữ và số, 6-12 ký tự",
    );
  });

  it("uses the email pattern for email rules", () => {
    expect(ruleMessage(emailRule, "someone@example.com", "Email", "EN")).toBeUndefined();
    expect(ruleMessage(emailRule, "someone@", "Email", "EN")).toBe("Please enter a valid email address");
  });

  it("applies the brand's password rule to new passwords", () => {
    const rules: RuleView[] = [
      { field: "password", patternId: 5, minLength: 8, maxLength: 20, enabled: true, required: true },
    ];
    expect(newPasswordMessage(rules, "", "New password", "EN")).toBe("New password Input cannot be empty");
    expect(newPasswordMessage(rules, "abcdefgh", "New password", "EN")).toBe(
      "Must combine letters and numbers, 8-20 characters",
    );
    expect(newPasswordMessage(rules, "abcd1234", "New password", "EN")).toBeUndefined();
    expect(newPasswordMessage([], "x", "New password", "EN")).toBeUndefined();
  });
});

describe("confirmation", () => {
  it("must equal the original", () => {
    expect(confirmMessage("", "Secret1", "Confirm password", "EN")).toBe(
      "Confirm password Input cannot be empty",
    );
    expect(confirmMessage("Secret2", "Secret1", "Confirm password", "EN")).toBe(
      "Incorrect confirmation input",
    );
    expect(confirmMessage("Secret1", "Secret1", "Confirm password", "EN")).toBeUndefined();
  });
});

describe("payee name", () => {
  it("accepts a real name without diacritics and with single spaces", () => {
    expect(payeeNameMessage("Nguyen Van An", "Real name", "EN")).toBeUndefined();
    expect(payeeNameMessage("Nguyễn Văn An", "Real name", "EN")).toBe("Real name format is incorrect");
    expect(payeeNameMessage("Nguyen  Van", "Real name", "EN")).toBe("Real name format is incorrect");
    expect(payeeNameMessage("An3", "Real name", "VI")).toBe("Định dạng tên thật không đúng");
  });

  it("keeps the rule's length and required flag", () => {
    const rule = { patternId: 8, minLength: 4, maxLength: 10, required: true };
    expect(payeeNameMessage("", "Real name", "EN", rule)).toBe("Real name Input cannot be empty");
    expect(payeeNameMessage("Nguyen Van An", "Real name", "EN", rule)).toBe("Real name format is incorrect");
    expect(payeeNameMessage("", "Real name", "EN")).toBeUndefined();
  });
});

describe("mobile numbers", () => {
  it("accepts the region's digit counts, with or without a trunk 0", () => {
    expect(normaliseMobileFor(vietnam, "0912345678")).toBe("912345678");
    expect(normaliseMobileFor(vietnam, "912345678")).toBe("912345678");
    expect(normaliseMobileFor(vietnam, "91234")).toBeUndefined();
    expect(normaliseMobileFor(vietnam, "09123abc78")).toBeUndefined();
    expect(normaliseMobileFor(undefined, "912345678")).toBeUndefined();
  });

  it("says which problem the number has", () => {
    expect(mobileMessage(vietnam, "", "Mobile number", "EN")).toBe("Mobile number Input cannot be empty");
    expect(mobileMessage(vietnam, "12", "Mobile number", "EN")).toBe("Phone number format is incorrect");
    expect(mobileMessage(vietnam, "0912345678", "Mobile number", "EN")).toBeUndefined();
  });
});

describe("birthday", () => {
  const today = new Date(2025, 5, 15);
  const rule = { patternId: 11, minLength: 10, maxLength: 10, required: true };

  it("counts whole years", () => {
    expect(ageOn("2007-06-15", today)).toBe(18);
    expect(ageOn("2007-06-16", today)).toBe(17);
    expect(ageOn("15-06-2007", today)).toBeUndefined();
  });

  it("requires the date format and an age of 18", () => {
    expect(birthdayMessage(rule, "2007-06-15", "Date of birth", "EN", today)).toBeUndefined();
    expect(birthdayMessage(rule, "2007-06-16", "Date of birth", "EN", today)).toBe(
      "You must be at least 18 years old",
    );
    expect(birthdayMessage(rule, "2007-02-30", "Date of birth", "EN", today)).toBe(
      "Date format must be yyyy-MM-dd",
    );
    expect(birthdayMessage(rule, "", "Date of birth", "EN", today)).toBe(
      "Date of birth Input cannot be empty",
    );
  });
});

describe("splitFieldErrors", () => {
  it("puts known fields under their field, aliases included, and the rest aside", () => {
    const result = splitFieldErrors(
      { username: "taken", mobileNo: "bad number", domain: "unknown" },
      ["username", "mobileNum"],
      { mobileNo: "mobileNum" },
    );
    expect(result.byField).toEqual({ username: "taken", mobileNum: "bad number" });
    expect(result.other).toEqual(["unknown"]);
  });
});
