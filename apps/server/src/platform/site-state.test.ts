import { brandSettings } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import type { Brand } from "./brand-context";
import { isRegionBlocked, siteStatus } from "./site-state";

function brandWith(change: Record<string, unknown>): Brand {
  return {
    id: "b",
    merchantCode: "lotus",
    name: "Lotus",
    domains: [],
    defaultLanguage: "VI",
    languages: ["VI", "EN"],
    currency: { code: "VND", symbol: "₫", minorDigits: 2 },
    timeZone: "Asia/Ho_Chi_Minh",
    settings: brandSettings.parse(change),
  };
}

describe("site state", () => {
  it("is normal without rules", () => {
    expect(siteStatus(brandWith({}), "8.8.8.8", "US")).toBe(0);
  });

  it("maintenance wins over region rules", () => {
    const brand = brandWith({
      maintenance: { enabled: true, message: {} },
      regionRules: { mode: "block", countries: ["US"] },
    });
    expect(siteStatus(brand, "8.8.8.8", "US")).toBe(1);
  });

  it("block list blocks listed countries only; allow list blocks the others", () => {
    const block = brandWith({ regionRules: { mode: "block", countries: ["US"] } });
    expect(isRegionBlocked(block, "8.8.8.8", "US")).toBe(true);
    expect(isRegionBlocked(block, "14.160.0.1", "VN")).toBe(false);
    const allow = brandWith({ regionRules: { mode: "allow", countries: ["VN"] } });
    expect(isRegionBlocked(allow, "8.8.8.8", "US")).toBe(true);
    expect(isRegionBlocked(allow, "14.160.0.1", "VN")).toBe(false);
  });

  it("lets allow-listed IPs and private networks through", () => {
    const allow = brandWith({ regionRules: { mode: "allow", countries: ["VN"], allowIps: ["8.8.4.4"] } });
    expect(isRegionBlocked(allow, "8.8.4.4", "US")).toBe(false);
    expect(isRegionBlocked(allow, "192.168.1.10", "")).toBe(false);
    expect(isRegionBlocked(allow, "203.0.113.9", "")).toBe(true);
  });
});
