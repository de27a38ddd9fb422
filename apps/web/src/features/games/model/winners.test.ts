import { describe, expect, it } from "vitest";
import { formatMultiplier, maskPlayer } from "./winners";

describe("maskPlayer", () => {
  it("keeps a name the server already masked", () => {
    expect(maskPlayer("pl***01")).toBe("pl***01");
  });

  it("masks a name that arrives in full, never showing it whole", () => {
    expect(maskPlayer("lucky88")).toBe("lu****8");
    expect(maskPlayer("anna")).toBe("a***a");
    expect(maskPlayer("ab")).toBe("a***");
    expect(maskPlayer("")).toBe("***");
    for (const name of ["player0001", "xyz", "bob"]) expect(maskPlayer(name)).not.toBe(name);
  });
});

describe("formatMultiplier", () => {
  it("shows at most two decimals without trailing zeros", () => {
    expect(formatMultiplier(12.5)).toBe("x12.5");
    expect(formatMultiplier(100)).toBe("x100");
    expect(formatMultiplier(7.456)).toBe("x7.46");
    expect(formatMultiplier(0)).toBe("");
    expect(formatMultiplier(Number.NaN)).toBe("");
  });
});
