import { describe, expect, it } from "vitest";
import { describedBy } from "./field-ids";

describe("what describes a field", () => {
  it("is the error when there is one, even beside a hint", () => {
    expect(describedBy("f1", "Required", "8 to 20 letters")).toBe("f1-error");
  });

  it("is the hint when there is no error", () => {
    expect(describedBy("f1", undefined, "8 to 20 letters")).toBe("f1-hint");
  });

  it("is nothing without error or hint", () => {
    expect(describedBy("f1")).toBeUndefined();
  });
});
