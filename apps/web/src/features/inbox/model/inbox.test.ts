import { describe, expect, it } from "vitest";
import { badgeText, pageAfter } from "./inbox";

describe("inbox rules", () => {
  it("shows the unread count up to 99, nothing at 0", () => {
    expect(badgeText(0)).toBeUndefined();
    expect(badgeText(-1)).toBeUndefined();
    expect(badgeText(Number.NaN)).toBeUndefined();
    expect(badgeText(7)).toBe("7");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
  });

  it("steps back from a page that deletions emptied", () => {
    expect(pageAfter(3, 20, 10)).toBe(2);
    expect(pageAfter(2, 11, 10)).toBe(2);
    expect(pageAfter(1, 0, 10)).toBe(1);
    expect(pageAfter(0, 5, 10)).toBe(1);
  });
});
