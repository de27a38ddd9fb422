import { describe, expect, it } from "vitest";
import { isBlankHtml } from "../../../lib/rich-text";
import { announcementState, bySortOrder, cleanTexts, languagesOf, titleFor } from "./content-helpers";

describe("announcementState", () => {
  const now = 1_000_000;
  it("tells unpublished, scheduled, live and ended apart", () => {
    expect(announcementState({ published: false, startsAt: 0, endsAt: null }, now)).toBe("unpublished");
    expect(announcementState({ published: true, startsAt: now + 1, endsAt: null }, now)).toBe("scheduled");
    expect(announcementState({ published: true, startsAt: now - 1, endsAt: null }, now)).toBe("live");
    expect(announcementState({ published: true, startsAt: 0, endsAt: now + 5 }, now)).toBe("live");
    expect(announcementState({ published: true, startsAt: 0, endsAt: now }, now)).toBe("ended");
  });
});

describe("per-language texts", () => {
  it("shows the working languages and the ones already written, in catalogue order", () => {
    expect(languagesOf({})).toEqual(["EN", "VI"]);
    expect(languagesOf({ TH: "x" }, { EN: "y", JA: "z" })).toEqual(["EN", "VI", "JA", "TH"]);
  });

  it("treats markup without text as blank, images as content", () => {
    expect(isBlankHtml("")).toBe(true);
    expect(isBlankHtml("<p><br></p>")).toBe(true);
    expect(isBlankHtml("<div>&nbsp;</div>")).toBe(true);
    expect(isBlankHtml('<p><img src="/a.png"></p>')).toBe(false);
    expect(isBlankHtml("<b>Hi</b>")).toBe(false);
  });

  it("drops blank languages before sending", () => {
    expect(cleanTexts({ EN: "Hello", VI: " " }, { EN: "<p>Body</p>", VI: "<p><br></p>" })).toEqual({
      title: { EN: "Hello" },
      content: { EN: "<p>Body</p>" },
    });
  });

  it("picks the console language's title with the EN fallback", () => {
    expect(titleFor({ EN: "Hello", VI: "Xin chào" }, "VI")).toBe("Xin chào");
    expect(titleFor({ EN: "Hello" }, "VI")).toBe("Hello");
  });

  it("sorts by order, ties by the given rule", () => {
    const items = [
      { id: "a", sortOrder: 2 },
      { id: "b", sortOrder: 1 },
      { id: "c", sortOrder: 1 },
    ];
    expect(bySortOrder(items, (x, y) => y.id.localeCompare(x.id)).map((item) => item.id)).toEqual([
      "c",
      "b",
      "a",
    ]);
  });
});
