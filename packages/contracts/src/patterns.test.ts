import { describe, expect, it } from "vitest";
import { matchesRule, PATTERN_IDS, PATTERNS, PAYEE_NAME_PATTERN, patternMessage } from "./patterns";

/** Accepted and refused samples for every pattern id of SPEC §5 (length 1–40 unless noted). */
const SAMPLES: Record<number, { accepted: string[]; refused: string[] }> = {
  0: { accepted: ["anything goes!", "数字 123"], refused: [""] },
  1: { accepted: ["player01", "Abc"], refused: ["1player", "play_er", "plåyer"] },
  2: { accepted: ["张三123", "李四"], refused: ["abc", "张三!"] },
  3: { accepted: ["demo@lotus.vn", "a.b+c@mail.example.com"], refused: ["demo@", "demo.lotus.vn", "a@b"] },
  4: { accepted: ["abc123", "ABC"], refused: ["abc 123", "abc-123", "ábc"] },
  5: { accepted: ["abc123", "1a"], refused: ["abcdef", "123456", "abc_123"] },
  6: { accepted: ["0912345678", "7"], refused: ["09123a", "+84912"] },
  7: { accepted: ["Abc123", "ABC"], refused: ["abc123", "Abc-123"] },
  8: { accepted: ["Nguyen Van A", "John"], refused: ["Nguyễn", "John2", "   "] },
  9: { accepted: ["no-spaces_here!", "abc"], refused: ["has space", "tab\there"] },
  10: { accepted: ["你好，世界。", "中文！"], refused: ["hello", "中文a"] },
  11: { accepted: ["2000-02-29", "1990-12-31"], refused: ["2001-02-29", "1990-13-01", "31-12-1990"] },
  12: { accepted: ["Nguyễn Văn A", "José Ñuñez"], refused: ["Nguyen1", "A.B", "   "] },
  13: { accepted: ["12-31-1990", "02-29-2000"], refused: ["1990-12-31", "13-01-1990", "02-30-2000"] },
  14: { accepted: ["abc123", "Nguyễn2"], refused: ["abc 123", "abc-1"] },
  15: { accepted: ["김민수", "한국 사람"], refused: ["Kim", "김1"] },
  16: { accepted: ["สวัสดี", "ภาษา ไทย"], refused: ["hello", "ไทย1"] },
  17: { accepted: ["สวัสดี John", "Somchai"], refused: ["ไทย1", "   "] },
  18: { accepted: ["NGUYEN VAN A", "A"], refused: ["Nguyen Van A", "NGUYEN1", "   "] },
  19: { accepted: ["P@ssw0rd!", "abc"], refused: ["has space", "ключ"] },
  20: {
    accepted: ["Passw0rd!", "aB3$"],
    refused: ["password1!", "PASSWORD1!", "Password!", "Password1", "Pass w0rd!"],
  },
};

describe("registration pattern table", () => {
  it("defines exactly the ids 0–20 in order", () => {
    expect(PATTERN_IDS).toEqual(Array.from({ length: 21 }, (_, index) => index));
    expect(Object.keys(SAMPLES).map(Number)).toEqual(PATTERN_IDS);
  });

  for (const pattern of PATTERNS) {
    const rule = { patternId: pattern.id, minLength: 1, maxLength: 40 };
    it(`pattern ${pattern.id} accepts its samples`, () => {
      for (const value of SAMPLES[pattern.id]?.accepted ?? [])
        expect(matchesRule(rule, value), value).toBe(true);
    });
    it(`pattern ${pattern.id} refuses its samples`, () => {
      for (const value of SAMPLES[pattern.id]?.refused ?? [])
        expect(matchesRule(rule, value), value).toBe(false);
    });
  }

  it("enforces min and max length in characters, not UTF-16 units", () => {
    const rule = { patternId: 14, minLength: 2, maxLength: 3 };
    expect(matchesRule(rule, "a")).toBe(false);
    expect(matchesRule(rule, "abc")).toBe(true);
    expect(matchesRule(rule, "abcd")).toBe(false);
    expect(matchesRule({ patternId: 0, minLength: 1, maxLength: 2 }, "😀😀")).toBe(true);
  });

  it("fills (min) and (max) into the message of the request language", () => {
    const rule = { patternId: 1, minLength: 6, maxLength: 16 };
    expect(patternMessage(rule, "EN")).toBe(
      "Must start with a letter and contain only letters and numbers, 6-16 characters",
    );
    expect(patternMessage(rule, "VI")).toContain("6-16");
  });
});

describe("payee name rule", () => {
  it("accepts real names without diacritics separated by single spaces", () => {
    for (const name of ["NGUYEN VAN A", "Tran Thi B", "John"])
      expect(PAYEE_NAME_PATTERN.test(name), name).toBe(true);
  });
  it("refuses diacritics, digits and irregular spaces", () => {
    for (const name of ["Nguyễn Văn A", "John2", " John", "John  Smith", "John "])
      expect(PAYEE_NAME_PATTERN.test(name), name).toBe(false);
  });
});
