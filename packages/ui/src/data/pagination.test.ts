import { describe, expect, it } from "vitest";
import { clampPage, type PageItem, pageCount, paginatorItems, rowRange } from "./pagination";

/** Compact picture of the items: page numbers, [n] for the current one, "…" for gaps. */
function render(items: PageItem[]): string {
  return items
    .map((item) => (item.kind === "gap" ? "…" : item.current ? `[${item.page}]` : String(item.page)))
    .join(" ");
}

describe("pageCount", () => {
  it("rounds up and is 0 with nothing to show", () => {
    expect(pageCount(0, 9)).toBe(0);
    expect(pageCount(1, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(41, 20)).toBe(3);
    expect(pageCount(-3, 9)).toBe(0);
  });
});

describe("clampPage", () => {
  it("keeps URL page numbers inside the available pages", () => {
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(2.5, 5)).toBe(1);
    expect(clampPage(7, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(3, 0)).toBe(1);
  });
});

describe("paginatorItems (range 3, margin 1)", () => {
  it("shows every page when they fit", () => {
    expect(render(paginatorItems(1, 1))).toBe("[1]");
    expect(render(paginatorItems(3, 5))).toBe("1 2 [3] 4 5");
    expect(paginatorItems(1, 0)).toEqual([]);
  });

  it("keeps one page at each end and three around the current page", () => {
    expect(render(paginatorItems(1, 20))).toBe("[1] 2 3 … 20");
    expect(render(paginatorItems(10, 20))).toBe("1 … 9 [10] 11 … 20");
    expect(render(paginatorItems(20, 20))).toBe("1 … 18 19 [20]");
  });

  it("shows a single hidden page instead of a gap", () => {
    expect(render(paginatorItems(4, 20))).toBe("1 2 3 [4] 5 … 20");
    expect(render(paginatorItems(17, 20))).toBe("1 … 16 [17] 18 19 20");
  });

  it("clamps a current page outside the range", () => {
    expect(render(paginatorItems(99, 8))).toBe("1 … 6 7 [8]");
  });

  it("never repeats or skips a page", () => {
    for (let count = 1; count <= 30; count++) {
      for (let page = 1; page <= count; page++) {
        const items = paginatorItems(page, count);
        const numbers = items.flatMap((item) => (item.kind === "page" ? [item.page] : []));
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers[numbers.length - 1]).toBe(count);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(items.filter((item) => item.kind === "page" && item.current)).toHaveLength(1);
      }
    }
  });
});

describe("rowRange", () => {
  it("numbers the rows shown on a page", () => {
    expect(rowRange(2, 20, 41)).toEqual({ first: 21, last: 40 });
    expect(rowRange(3, 20, 41)).toEqual({ first: 41, last: 41 });
    expect(rowRange(1, 20, 0)).toEqual({ first: 0, last: 0 });
  });
});
