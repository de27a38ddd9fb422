import { describe, expect, it } from "vitest";
import {
  allNumbers,
  kenoNumbers,
  padNumber,
  parseTypedNumbers,
  sortNumbers,
  toggleNumber,
  toggleNumbers,
} from "./numbers";

describe("lottery numbers", () => {
  it("keeps the leading zeros", () => {
    expect(padNumber(7, 2)).toBe("07");
    expect(padNumber(0, 2)).toBe("00");
    expect(padNumber("5", 3)).toBe("005");
    expect(padNumber(42, 4)).toBe("0042");
    expect(padNumber(123, 2)).toBe("123");
    expect(() => padNumber("-1", 2)).toThrow(RangeError);
  });

  it("lists every number of a width and the Keno balls", () => {
    const pairs = allNumbers(2);
    expect(pairs).toHaveLength(100);
    expect(pairs[0]).toBe("00");
    expect(pairs[9]).toBe("09");
    expect(pairs[99]).toBe("99");
    expect(allNumbers(1)).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    const balls = kenoNumbers();
    expect(balls).toHaveLength(80);
    expect([balls[0], balls[8], balls[79]]).toEqual(["01", "09", "80"]);
  });

  it("reads typed numbers of the market's width, whatever separates them", () => {
    expect(parseTypedNumbers("123 045,789.001-123", 3)).toEqual({
      numbers: ["123", "045", "789", "001"],
      invalid: [],
    });
    expect(parseTypedNumbers(" 12 5 123 ab 07 ", 2)).toEqual({
      numbers: ["12", "07"],
      invalid: ["5", "123", "ab"],
    });
    expect(parseTypedNumbers("", 4)).toEqual({ numbers: [], invalid: [] });
  });

  it("toggles numbers and keeps the selection sorted", () => {
    expect(sortNumbers(["12", "03", "99", "03"])).toEqual(["03", "12", "99"]);
    expect(toggleNumber(["12"], "03")).toEqual(["03", "12"]);
    expect(toggleNumber(["03", "12"], "03")).toEqual(["12"]);
  });

  it("adds a picker's numbers, and takes them out on a second tap", () => {
    const head3 = ["30", "31", "32"];
    const once = toggleNumbers(["05", "31"], head3);
    expect(once).toEqual(["05", "30", "31", "32"]);
    expect(toggleNumbers(once, head3)).toEqual(["05"]);
    expect(toggleNumbers(["05"], [])).toEqual(["05"]);
  });
});
