import { describe, expect, it } from "vitest";
import { codeExpiry } from "./use-sms-countdown";

describe("codeExpiry", () => {
  const now = 1_700_000_000_000;

  it("counts down to the server's expirationTime", () => {
    expect(codeExpiry({ expirationTime: now + 90_000, expiredMinutes: 5 }, now)).toBe(now + 90_000);
  });

  it("falls back to expiredMinutes, then to one minute", () => {
    expect(codeExpiry({ expirationTime: now - 1, expiredMinutes: 3 }, now)).toBe(now + 180_000);
    expect(codeExpiry({ expiredMinutes: 0 }, now)).toBe(now + 60_000);
    expect(codeExpiry({}, now)).toBe(now + 60_000);
  });
});
