import { describe, expect, it } from "vitest";
import {
  digitPermutations,
  PARITY_PAIRS,
  pickHead,
  pickParity,
  pickSum,
  pickTail,
  withPermutations,
} from "./lottery-pickers";

describe("lottery quick pickers", () => {
  it("đầu d is d0 … d9", () => {
    expect(pickHead(0)).toEqual(["00", "01", "02", "03", "04", "05", "06", "07", "08", "09"]);
    expect(pickHead(7)).toEqual(["70", "71", "72", "73", "74", "75", "76", "77", "78", "79"]);
  });

  it("đuôi d is 0d … 9d", () => {
    expect(pickTail(3)).toEqual(["03", "13", "23", "33", "43", "53", "63", "73", "83", "93"]);
    expect(pickTail(0)).toEqual(["00", "10", "20", "30", "40", "50", "60", "70", "80", "90"]);
  });

  it("refuses anything but a digit", () => {
    expect(() => pickHead(10)).toThrow(RangeError);
    expect(() => pickTail(-1)).toThrow(RangeError);
    expect(() => pickSum(1.5)).toThrow(RangeError);
  });

  it("chẵn/lẻ pairs read the tens digit first", () => {
    expect(pickParity("even-odd").slice(0, 6)).toEqual(["01", "03", "05", "07", "09", "21"]);
    expect(pickParity("odd-even").slice(0, 6)).toEqual(["10", "12", "14", "16", "18", "30"]);
    expect(pickParity("odd-odd")).toContain("99");
    expect(pickParity("even-even")).toContain("00");
    expect(pickParity("even-even")).not.toContain("01");
  });

  it("the four parity pairs split 00–99 into four sets of 25", () => {
    const all = PARITY_PAIRS.flatMap((pair) => {
      const numbers = pickParity(pair);
      expect(numbers).toHaveLength(25);
      return numbers;
    });
    expect(new Set(all).size).toBe(100);
  });

  it("tổng s takes the digit sum modulo 10", () => {
    expect(pickSum(3)).toEqual(["03", "12", "21", "30", "49", "58", "67", "76", "85", "94"]);
    expect(pickSum(0)).toEqual(["00", "19", "28", "37", "46", "55", "64", "73", "82", "91"]);
    const sizes = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((sum) => pickSum(sum).length);
    expect(sizes).toEqual(Array(10).fill(10));
  });

  it("đảo gives every distinct digit ordering", () => {
    expect(digitPermutations("12")).toEqual(["12", "21"]);
    expect(digitPermutations("123")).toEqual(["123", "132", "213", "231", "312", "321"]);
    expect(digitPermutations("112")).toEqual(["112", "121", "211"]);
    expect(digitPermutations("77")).toEqual(["77"]);
    expect(digitPermutations("05")).toEqual(["05", "50"]);
    expect(digitPermutations("1234")).toHaveLength(24);
    expect(digitPermutations("1122")).toHaveLength(6);
    expect(digitPermutations("3331")).toEqual(["1333", "3133", "3313", "3331"]);
  });

  it("đảo refuses what is not a 1–4 digit number", () => {
    expect(() => digitPermutations("")).toThrow(RangeError);
    expect(() => digitPermutations("12345")).toThrow(RangeError);
    expect(() => digitPermutations("1a")).toThrow(RangeError);
  });

  it("đảo over a list merges the orderings without repeats", () => {
    expect(withPermutations(["12", "21", "33"])).toEqual(["12", "21", "33"]);
    expect(withPermutations(["123", "112"])).toHaveLength(9);
  });
});
