import { describe, expect, it } from "vitest";
import { accountNumberProblem, downlineAccountProblem, paymentPasswordProblem } from "./fields";

describe("money form fields", () => {
  it("payment password: exactly six digits", () => {
    expect(paymentPasswordProblem("")).toBe("required");
    expect(paymentPasswordProblem("123456")).toBeUndefined();
    for (const value of ["12345", "1234567", "12345a", " 123456"])
      expect(paymentPasswordProblem(value), value).toBe("format");
  });

  it("account number: 6 to 24 digits, spaces as typed are ignored", () => {
    expect(accountNumberProblem(" ")).toBe("required");
    expect(accountNumberProblem("0123 4567 89")).toBeUndefined();
    expect(accountNumberProblem("12345")).toBe("format");
    expect(accountNumberProblem("1".repeat(25))).toBe("format");
    expect(accountNumberProblem("12345-678")).toBe("format");
  });

  it("downline account: required, at most 64 characters", () => {
    expect(downlineAccountProblem("  ")).toBe("required");
    expect(downlineAccountProblem("member01")).toBeUndefined();
    expect(downlineAccountProblem("x".repeat(65))).toBe("format");
  });
});
