import { describe, expect, it } from "vitest";
import { countWords, wordLimitProblem } from "./support";

describe("countWords", () => {
  it("counts space-separated words and ignores punctuation, symbols and emoji", () => {
    expect(countWords("My deposit has not arrived.")).toBe(5);
    expect(countWords("  Hello,   world!!  ")).toBe(2);
    expect(countWords("— ... ?! 🙂 ")).toBe(0);
    expect(countWords("")).toBe(0);
    expect(countWords("I paid 500.000₫ today")).toBe(4);
  });

  it("counts each Vietnamese syllable as a word, whatever the Unicode form of the diacritics", () => {
    const text = "Tôi đã nạp tiền nhưng chưa nhận được";
    expect(countWords(text)).toBe(8);
    expect(countWords(text.normalize("NFD"))).toBe(8);
    expect(countWords("Rút tiền, bị treo!")).toBe(4);
  });

  it("counts every Chinese and Japanese character as a word", () => {
    expect(countWords("我的存款没有到账")).toBe(8);
    expect(countWords("入金が反映されません")).toBe(10);
    // A Latin word beside them still counts once.
    expect(countWords("VIP 等级")).toBe(3);
  });

  it("counts Korean by its spaces", () => {
    expect(countWords("입금이 아직 안 됐어요")).toBe(4);
  });

  it("finds words in Thai, which has no spaces between them", () => {
    // "I want to withdraw money": dictionary segmentation finds several words, not one run.
    expect(countWords("ฉันต้องการถอนเงิน")).toBeGreaterThan(1);
  });
});

describe("wordLimitProblem", () => {
  const limits = { minWords: 3, maxWords: 5 };
  it("accepts the exact bounds and refuses one word outside them", () => {
    expect(wordLimitProblem("one two", limits)).toBe("too_few");
    expect(wordLimitProblem("one two three", limits)).toBeUndefined();
    expect(wordLimitProblem("one two three four five", limits)).toBeUndefined();
    expect(wordLimitProblem("one two three four five six", limits)).toBe("too_many");
  });
});
