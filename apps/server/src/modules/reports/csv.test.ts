import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

describe("csv", () => {
  it("quotes commas, quotes and line breaks and doubles quotes", () => {
    expect(csvField('Lotus "VIP", slots')).toBe('"Lotus ""VIP"", slots"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("plain")).toBe("plain");
  });

  it("keeps numbers as they are and defuses formulas in text", () => {
    expect(csvField(-1250.5)).toBe("-1250.5");
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("-5")).toBe("'-5");
  });

  it("writes a UTF-8 marked file with CRLF rows", () => {
    expect(toCsv(["Ngày", "Số tiền"], [["2025-01-02", 10]])).toBe("\uFEFFNgày,Số tiền\r\n2025-01-02,10\r\n");
  });
});
