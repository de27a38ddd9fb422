import { describe, expect, it } from "vitest";
import { tabAfterKey, tabFromParam } from "./tab-keys";

const TABS = ["new", "banks", "records"] as const;

describe("tab keyboard moves", () => {
  it("moves right and left, wrapping at both ends", () => {
    expect(tabAfterKey(TABS, "new", "ArrowRight")).toBe("banks");
    expect(tabAfterKey(TABS, "records", "ArrowRight")).toBe("new");
    expect(tabAfterKey(TABS, "new", "ArrowLeft")).toBe("records");
  });

  it("jumps to the ends with Home and End", () => {
    expect(tabAfterKey(TABS, "banks", "Home")).toBe("new");
    expect(tabAfterKey(TABS, "banks", "End")).toBe("records");
  });

  it("swaps the arrows on a right-to-left page", () => {
    expect(tabAfterKey(TABS, "new", "ArrowLeft", true)).toBe("banks");
    expect(tabAfterKey(TABS, "new", "ArrowRight", true)).toBe("records");
  });

  it("ignores other keys and empty lists", () => {
    expect(tabAfterKey(TABS, "new", "Enter")).toBeUndefined();
    expect(tabAfterKey([], "new", "ArrowRight")).toBeUndefined();
  });
});

describe("tab named in the URL", () => {
  it("opens the named tab, and the fallback for a missing or unknown name", () => {
    expect(tabFromParam(TABS, "records", "new")).toBe("records");
    expect(tabFromParam(TABS, null, "new")).toBe("new");
    expect(tabFromParam(TABS, "nope", "new")).toBe("new");
  });
});
