import { brandSettings } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import {
  dateInZone,
  hasTurned,
  mayLogInToMemberSite,
  orderMemberLabels,
  parseBirthday,
  passwordExpired,
  sameEmail,
  sameName,
} from "./member-rules";

describe("age", () => {
  it("turns 18 on the birthday, not the day before", () => {
    const birthday = { year: 2008, month: 3, day: 15 };
    expect(hasTurned(birthday, { year: 2026, month: 3, day: 14 })).toBe(false);
    expect(hasTurned(birthday, { year: 2026, month: 3, day: 15 })).toBe(true);
    expect(hasTurned(birthday, { year: 2026, month: 2, day: 28 })).toBe(false);
    expect(hasTurned(birthday, { year: 2027, month: 1, day: 1 })).toBe(true);
  });

  it("a 29 February birthday counts from 1 March in other years", () => {
    const leap = { year: 2008, month: 2, day: 29 };
    expect(hasTurned(leap, { year: 2026, month: 2, day: 28 })).toBe(false);
    expect(hasTurned(leap, { year: 2026, month: 3, day: 1 })).toBe(true);
  });

  it("uses the brand's calendar day", () => {
    // 2026-03-14 18:00 UTC is already 15 March in Ho Chi Minh City (UTC+7).
    const instant = Date.UTC(2026, 2, 14, 18);
    expect(dateInZone(instant, "Asia/Ho_Chi_Minh")).toEqual({ year: 2026, month: 3, day: 15 });
    expect(dateInZone(instant, "UTC")).toEqual({ year: 2026, month: 3, day: 14 });
  });

  it("reads both birthday formats", () => {
    expect(parseBirthday("2008-03-15")).toEqual({ year: 2008, month: 3, day: 15 });
    expect(parseBirthday("03-15-2008")).toEqual({ year: 2008, month: 3, day: 15 });
    expect(parseBirthday("15/03/2008")).toBeUndefined();
  });
});

describe("password expiry", () => {
  const base = brandSettings.parse({ defaultPassword: "lotus123", passwordExpiryDays: 90 });
  const withExpiry = {
    ...base,
    features: [{ modId: "forcedPasswordExpiryChange" as const, enabled: "1" as const }],
  };
  const now = Date.UTC(2026, 5, 1);
  const fresh = { mustChangePassword: false, passwordChangedAt: new Date(now - 10 * 86_400_000) };
  const old = { mustChangePassword: false, passwordChangedAt: new Date(now - 91 * 86_400_000) };

  it("the brand default password must be changed", () => {
    expect(passwordExpired(fresh, base, now, { method: "password", typed: "lotus123" })).toBe(true);
    expect(passwordExpired(fresh, base, now, { method: "password", typed: "Other123" })).toBe(false);
  });

  it("age counts only with forcedPasswordExpiryChange on", () => {
    expect(passwordExpired(old, base, now, { method: "password" })).toBe(false);
    expect(passwordExpired(old, withExpiry, now, { method: "password" })).toBe(true);
    expect(passwordExpired(fresh, withExpiry, now, { method: "password" })).toBe(false);
    expect(passwordExpired(old, { ...withExpiry, passwordExpiryDays: 0 }, now, { method: "password" })).toBe(
      false,
    );
  });

  it("an operator's demand counts, and nothing counts for SMS or recovery logins", () => {
    const demanded = { ...fresh, mustChangePassword: true };
    expect(passwordExpired(demanded, base, now, { method: "remember" })).toBe(true);
    expect(passwordExpired(demanded, withExpiry, now, { method: "sms" })).toBe(false);
    expect(passwordExpired(old, withExpiry, now, { method: "sms", typed: "lotus123" })).toBe(false);
    expect(passwordExpired(old, withExpiry, now, { method: "recovery" })).toBe(false);
  });
});

describe("other rules", () => {
  it("member, credit and agent accounts use the member site; trial and unknown types do not", () => {
    for (const type of [0, 6, 1, 2, 41, 42]) expect(mayLogInToMemberSite(type)).toBe(true);
    for (const type of [4, 3, 99]) expect(mayLogInToMemberSite(type)).toBe(false);
  });

  it("names and emails compare without case and extra spaces", () => {
    expect(sameName("nguyen  van demo ", "NGUYEN VAN DEMO")).toBe(true);
    expect(sameName("NGUYEN VAN", "NGUYEN VAN DEMO")).toBe(false);
    expect(sameName("", "")).toBe(false);
    expect(sameEmail("Demo01@Lotus.Local", "demo01@lotus.local")).toBe(true);
    expect(sameEmail("demo@lotus.local", "demo01@lotus.local")).toBe(false);
  });

  it("VIP labels come first", () => {
    expect(orderMemberLabels(["New", "VIP2", "Loyal"])).toEqual(["VIP2", "New", "Loyal"]);
    // The real VIP level's name replaces free-text VIP labels, first.
    expect(orderMemberLabels(["New", "VIP2", "Loyal"], "Gold")).toEqual(["Gold", "New", "Loyal"]);
  });
});
