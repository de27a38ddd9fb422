import { describe, expect, it } from "vitest";
import { pageCount, pageItems, rowRange } from "./pagination";

describe("pageItems", () => {
  it("lists every page when there are few", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("shows 3 around the current page and 1 at each end", () => {
    expect(pageItems(10, 20)).toEqual([1, "gap-start", 9, 10, 11, "gap-end", 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, "gap-end", 20]);
    expect(pageItems(20, 20)).toEqual([1, "gap-start", 18, 19, 20]);
  });

  it("fills a gap of one page with the page itself", () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, "gap-end", 20]);
    expect(pageItems(17, 20)).toEqual([1, "gap-start", 16, 17, 18, 19, 20]);
  });

  it("never repeats or skips a page", () => {
    for (let count = 1; count <= 30; count++) {
      for (let page = 1; page <= count; page++) {
        const numbers = pageItems(page, count).filter((item): item is number => typeof item === "number");
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers[numbers.length - 1]).toBe(count);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
      }
    }
  });
});

describe("counts", () => {
  it("has at least one page and numbers the rows shown", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(rowRange(2, 20, 41)).toEqual({ first: 21, last: 40 });
    expect(rowRange(3, 20, 41)).toEqual({ first: 41, last: 41 });
    expect(rowRange(1, 20, 0)).toEqual({ first: 0, last: 0 });
  });
});
