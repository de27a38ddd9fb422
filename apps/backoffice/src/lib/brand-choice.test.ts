import { describe, expect, it } from "vitest";
import { pickBrand } from "./brand-choice";

const brands = [
  { id: "a", name: "Alpha" },
  { id: "b", name: "Beta" },
];

describe("pickBrand", () => {
  it("keeps the remembered brand while it is granted", () => {
    expect(pickBrand(brands, "b")?.id).toBe("b");
  });

  it("falls back to the first granted brand when the remembered one is gone or unset", () => {
    expect(pickBrand(brands, "zzz")?.id).toBe("a");
    expect(pickBrand(brands, null)?.id).toBe("a");
  });

  it("has no brand when none is granted", () => {
    expect(pickBrand([], "a")).toBeUndefined();
  });
});
