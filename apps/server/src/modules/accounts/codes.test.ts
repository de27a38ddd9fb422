import { describe, expect, it } from "vitest";
import { CAPTCHA_ALPHABET } from "./captcha-image";
import {
  CAPTCHA_TTL_MS,
  captchaAccepts,
  captchaExpiry,
  captchaHash,
  codeState,
  generateCaptchaCode,
  generateSmsCode,
  isUuid,
  mobileTarget,
  SMS_CODE_MAX_ATTEMPTS,
  smsCodeExpiry,
  smsCodeHash,
  smsRecipient,
} from "./codes";

const NOW = Date.UTC(2026, 0, 1, 12);

describe("SMS code rules", () => {
  it("a code lives for the brand's minutes, and is expired from that instant", () => {
    const expiresAt = new Date(smsCodeExpiry(NOW, 1));
    expect(expiresAt.getTime()).toBe(NOW + 60_000);
    const code = { attempts: 0, expiresAt, consumedAt: null };
    expect(codeState(code, NOW)).toBe("live");
    expect(codeState(code, NOW + 59_999)).toBe("live");
    expect(codeState(code, NOW + 60_000)).toBe("expired");
  });

  it("five wrong guesses kill a code; a used or replaced code stays used", () => {
    const expiresAt = new Date(NOW + 60_000);
    expect(codeState({ attempts: SMS_CODE_MAX_ATTEMPTS - 1, expiresAt, consumedAt: null }, NOW)).toBe("live");
    expect(codeState({ attempts: SMS_CODE_MAX_ATTEMPTS, expiresAt, consumedAt: null }, NOW)).toBe("dead");
    expect(codeState({ attempts: 0, expiresAt, consumedAt: new Date(NOW) }, NOW)).toBe("used");
    // Used wins over expired: a replayed old code is simply invalid.
    expect(codeState({ attempts: 0, expiresAt, consumedAt: new Date(NOW) }, NOW + 120_000)).toBe("used");
  });

  it("codes are six digits", () => {
    for (let index = 0; index < 50; index++) expect(generateSmsCode()).toMatch(/^\d{6}$/);
    expect(generateSmsCode(() => 7)).toBe("777777");
  });

  it("the hash binds the code to purpose and target and needs the pepper", () => {
    const base = smsCodeHash("pepper", "login", "84:912000001", "123456");
    expect(smsCodeHash("pepper", "login", "84:912000001", " 123456 ")).toBe(base);
    expect(smsCodeHash("pepper", "register", "84:912000001", "123456")).not.toBe(base);
    expect(smsCodeHash("pepper", "login", "84:912000002", "123456")).not.toBe(base);
    expect(smsCodeHash("other", "login", "84:912000001", "123456")).not.toBe(base);
    expect(base).not.toContain("123456");
  });

  it("targets and recipients are written the same way everywhere", () => {
    expect(mobileTarget("84", "912000001")).toBe("84:912000001");
    expect(smsRecipient("84", "912000001")).toBe("+84 912000001");
  });
});

describe("captcha rules", () => {
  it("a captcha lasts two minutes", () => {
    expect(CAPTCHA_TTL_MS).toBe(120_000);
    const stored = { codeHash: captchaHash("p", "id", "AB34"), expiresAt: new Date(captchaExpiry(NOW)) };
    expect(captchaAccepts(stored, captchaHash("p", "id", "AB34"), NOW + 119_999)).toBe(true);
    expect(captchaAccepts(stored, captchaHash("p", "id", "AB34"), NOW + 120_000)).toBe(false);
  });

  it("is case-insensitive, forgives spaces, and is bound to its id", () => {
    const stored = { codeHash: captchaHash("p", "id", "AB34"), expiresAt: new Date(NOW + 1000) };
    expect(captchaAccepts(stored, captchaHash("p", "id", " ab34 "), NOW)).toBe(true);
    expect(captchaAccepts(stored, captchaHash("p", "id", "AB35"), NOW)).toBe(false);
    expect(captchaAccepts(stored, captchaHash("p", "other-id", "AB34"), NOW)).toBe(false);
  });

  it("codes use the unambiguous alphabet", () => {
    for (let index = 0; index < 50; index++) {
      const code = generateCaptchaCode();
      expect(code).toHaveLength(4);
      for (const char of code) expect(CAPTCHA_ALPHABET).toContain(char);
    }
  });

  it("only uuid-shaped ids are looked up", () => {
    expect(isUuid("0b9f4c2e-3b1a-4a5e-9a55-7f2d1c3b4a5e")).toBe(true);
    expect(isUuid("not-a-uuid")).toBe(false);
    expect(isUuid("0b9f4c2e-3b1a-4a5e-9a55-7f2d1c3b4a5e'--")).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});
