import { describe, expect, it } from "vitest";
import { clampPage, type PageItem, pageCount, paginatorItems } from "./pagination";

/** Compact picture of the items: page numbers, "*" around the current one, "…" for gaps. */
function render(items: PageItem[]): string {
  return items
    .map((item) => (item.kind === "gap" ? "…" : item.current ? `[${item.page}]` : String(item.page)))
    .join(" ");
}

describe("pageCount (9 notices per page)", () => {
  it("rounds up and is 0 with nothing to show", () => {
    expect(pageCount(0, 9)).toBe(0);
    expect(pageCount(1, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(81, 9)).toBe(9);
    expect(pageCount(82, 9)).toBe(10);
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
});
