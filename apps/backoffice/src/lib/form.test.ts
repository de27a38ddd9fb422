import { describe, expect, it } from "vitest";
import { changedFrom, emptyToNull, withoutBlankLanguages } from "./form";

describe("small value helpers", () => {
  it("sends only the top-level fields that differ from the start", () => {
    const initial = {
      role: "support",
      brandIds: ["a"],
      allowedIps: ["1.1.1.1"],
      clubLabel: null as string | null,
    };
    expect(changedFrom({ ...initial }, initial)).toEqual({});
    expect(
      changedFrom({ ...initial, role: "admin", brandIds: ["a", "b"], allowedIps: ["1.1.1.1"] }, initial),
    ).toEqual({
      role: "admin",
      brandIds: ["a", "b"],
    });
    expect(changedFrom({ ...initial, clubLabel: "Gold" }, initial)).toEqual({ clubLabel: "Gold" });
  });

  it("turns blank text into null and drops blank languages", () => {
    expect(emptyToNull("  ")).toBeNull();
    expect(emptyToNull("https://x")).toBe("https://x");
    expect(withoutBlankLanguages({ EN: "Hello", VI: " ", TH: "" })).toEqual({ EN: "Hello" });
  });
});
