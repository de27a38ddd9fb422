import { describe, expect, it } from "vitest";
import { maskPlayerName } from "./games-wins";

describe("maskPlayerName", () => {
  it("keeps two characters at each end of a long name", () => {
    expect(maskPlayerName("nguyen23")).toBe("ng***23");
    expect(maskPlayerName("demo01")).toBe("de***01");
  });

  it("keeps one at each end of a short name and only the first of a tiny one", () => {
    expect(maskPlayerName("anna")).toBe("a***a");
    expect(maskPlayerName("lucky")).toBe("l***y");
    expect(maskPlayerName("bob")).toBe("b***");
    expect(maskPlayerName("")).toBe("***");
  });

  it("never shows a name whole, nor the middle of it, and counts characters not bytes", () => {
    for (const name of ["player0001", "xyz", "ab", "thanhtruc99"]) {
      const masked = maskPlayerName(name);
      expect(masked).not.toBe(name);
      expect(masked).toContain("***");
    }
    expect(maskPlayerName("player0001")).not.toContain("ayer00");
    expect(maskPlayerName("Đức Anh 88")).toBe("Đứ***88");
  });
});
