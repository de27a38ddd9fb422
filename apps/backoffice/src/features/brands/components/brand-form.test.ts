import { type BrandView, brandSettings, brandUpdateCall } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import {
  brandToForm,
  formToBody,
  isToggleOn,
  keepOwnedElsewhere,
  setResource,
  setSocialLink,
  setToggle,
  tabOfPath,
} from "./brand-form";

const settings = brandSettings.parse({});
const brand: BrandView = {
  id: "b1",
  merchantCode: "lotus",
  name: "Lotus",
  domains: ["lotus.test"],
  defaultLanguage: "VI",
  languages: ["VI", "EN"],
  currencyCode: "VND",
  currencySymbol: "₫",
  minorDigits: 2,
  timeZone: "Asia/Ho_Chi_Minh",
  settings,
  createdAt: 1,
  updatedAt: 2,
};

describe("brand form values", () => {
  it("round-trips a brand into a body the update call accepts", () => {
    const values = brandToForm(brand);
    expect("merchantCode" in values).toBe(false);
    const body = formToBody(values);
    expect("reason" in body).toBe(false);
    expect(brandUpdateCall.body?.safeParse(body).success).toBe(true);
    expect(formToBody({ ...values, reason: "  new CDN " }).reason).toBe("new CDN");
  });

  it("does not share objects with the cached brand", () => {
    const values = brandToForm(brand);
    values.settings.imageCDNs.push("cdn.example");
    expect(brand.settings.imageCDNs).toEqual([]);
  });

  it("saves maintenance, region and registration rules as they are now, not as first loaded", () => {
    const latest = {
      ...settings,
      maintenance: { enabled: true, message: { EN: "Back soon" } },
      regionRules: { mode: "block" as const, countries: ["US"], allowIps: [] },
      registerRules: [],
    };
    const merged = keepOwnedElsewhere({ ...settings, logoUrl: "/new.svg" }, latest);
    expect(merged.logoUrl).toBe("/new.svg");
    expect(merged.maintenance.enabled).toBe(true);
    expect(merged.regionRules.countries).toEqual(["US"]);
  });
});

describe("fixed-row editors", () => {
  it("adds, edits and drops a resource by type", () => {
    let list = setResource([], "IOS", { url: "https://apps.example/ios" });
    expect(list).toEqual([{ resourceType: "IOS", url: "https://apps.example/ios" }]);
    list = setResource(list, "IOS", { qrCodeUrl: "https://qr.example/ios.png" });
    list = setResource(list, "ANDROID", { labelNameEn: "Android" });
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({
      resourceType: "IOS",
      url: "https://apps.example/ios",
      qrCodeUrl: "https://qr.example/ios.png",
    });
    list = setResource(list, "ANDROID", { labelNameEn: "" });
    expect(list.map((entry) => entry.resourceType)).toEqual(["IOS"]);
    expect(setResource(list, "TELEGRAM", { url: "" })).toEqual(list);
  });

  it("keeps one social link per network, removed when its URL is cleared", () => {
    let list = setSocialLink([], "FACEBOOK", "https://fb.example");
    list = setSocialLink(list, "FACEBOOK", "https://fb.example/lotus");
    expect(list).toEqual([{ type: "FACEBOOK", url: "https://fb.example/lotus" }]);
    expect(setSocialLink(list, "FACEBOOK", "")).toEqual([]);
  });

  it("switches one feature without touching the others", () => {
    let list = setToggle([], "freePlay", true);
    list = setToggle(list, "captcha", false);
    list = setToggle(list, "freePlay", false);
    expect(list).toEqual([
      { modId: "freePlay", enabled: "0" },
      { modId: "captcha", enabled: "0" },
    ]);
    expect(isToggleOn(setToggle(list, "captcha", true), "captcha")).toBe(true);
    expect(isToggleOn(list, "smsVerification")).toBe(false);
  });
});

describe("tabOfPath", () => {
  it("finds the tab of a server or form error path", () => {
    expect(tabOfPath("name")).toBe("identity");
    expect(tabOfPath("domains.2")).toBe("identity");
    expect(tabOfPath("settings.resources.0.url")).toBe("links");
    expect(tabOfPath("settings.domainList.1.speed")).toBe("delivery");
    expect(tabOfPath("settings.features.3.enabled")).toBe("features");
    expect(tabOfPath("settings.passwordExpiryDays")).toBe("login");
    expect(tabOfPath("settings.bigWins.multiplier")).toBe("games");
    expect(tabOfPath("settings.cockfightVendors.0")).toBe("games");
    expect(tabOfPath("reason")).toBeUndefined();
  });
});
