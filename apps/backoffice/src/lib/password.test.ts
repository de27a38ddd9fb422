import { describe, expect, it } from "vitest";
import { temporaryPassword } from "./password";

describe("temporaryPassword", () => {
  it("mixes letters and digits at the asked length", () => {
    for (let run = 0; run < 200; run++) {
      const password = temporaryPassword(10);
      expect(password).toHaveLength(10);
      expect(password).toMatch(/^[A-Za-z2-9]+$/);
      expect(password).toMatch(/[A-Za-z]/);
      expect(password).toMatch(/[0-9]/);
    }
  });

  it("has both kinds whatever the random source answers", () => {
    for (const pick of [() => 0, (max: number) => max - 1, (max: number) => Math.floor(max / 2)]) {
      const password = temporaryPassword(8, pick);
      expect(password).toHaveLength(8);
      expect(password).toMatch(/[A-Za-z]/);
      expect(password).toMatch(/[0-9]/);
    }
  });

  it("avoids characters that look alike", () => {
    expect(temporaryPassword(200)).not.toMatch(/[01OIl]/);
  });
});
