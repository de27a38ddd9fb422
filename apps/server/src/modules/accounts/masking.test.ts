import { describe, expect, it } from "vitest";
import { maskEmail, maskMobile, maskPayeeName, maskText } from "./masking";

describe("masking", () => {
  it("mobile keeps the first and last three digits", () => {
    expect(maskMobile("84", "912000001")).toBe("+84 912***001");
    expect(maskMobile("84", "9120000012")).toBe("+84 912****012");
    expect(maskMobile("65", "81234567")).toBe("+65 812**567");
    expect(maskMobile("1", "12345")).toBe("+1 1***5");
    expect(maskMobile("1", "12")).toBe("+1 **");
  });

  it("email keeps two letters of the name and the domain", () => {
    expect(maskEmail("demo01@lotus.local")).toBe("de***@lotus.local");
    expect(maskEmail("ab@x.io")).toBe("a***@x.io");
    expect(maskEmail("a@x.io")).toBe("a***@x.io");
    expect(maskEmail("broken")).toBe("***");
  });

  it("payee name keeps its first and last letters and its spaces", () => {
    expect(maskPayeeName("NGUYEN VAN DEMO")).toBe("N***** *** ***O");
    expect(maskPayeeName("AN")).toBe("A*");
    expect(maskPayeeName("BOB")).toBe("B*B");
  });

  it("other personal text keeps only its first and last characters, not its length", () => {
    expect(maskText("012345678901")).toBe("0***1");
    expect(maskText(" Hẻm 12 ")).toBe("H***2");
    expect(maskText("ab")).toBe("a***");
    expect(maskText("")).toBe("");
  });
});
