import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const VN_IP = "14.160.0.1";
const US_IP = "8.8.8.8";

describe("brand context", () => {
  it("answers 400 merchant.unknown for an unknown Merchant header", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/wps/system/status",
      headers: { merchant: "nobody" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: "merchant.unknown" });
  });

  it("answers 400 merchant.unknown for an unknown host", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/wps/system/status",
      headers: { host: "evil.example" },
    });
    expect(response.json().code).toBe("merchant.unknown");
  });

  it("finds the brand from the Host when no Merchant header is sent", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/wps/system/whitelabel",
      headers: { host: "lotus.local:8080" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      merchantCode: "lotus",
      defaultLanguage: "VI",
      currency: { code: "VND", minorDigits: 2 },
    });
  });

  it("translates errors into the Language header, falling back to the brand default", async () => {
    const vi = await t.app.inject({
      method: "GET",
      url: "/wps/nothing-here",
      headers: { merchant: "lotus", language: "VI" },
    });
    expect(vi.statusCode).toBe(404);
    expect(vi.json().message).toBe("Không tìm thấy");
    const fallback = await t.app.inject({
      method: "GET",
      url: "/wps/nothing-here",
      headers: { merchant: "lotus" },
    });
    expect(fallback.json().message).toBe("Không tìm thấy");
  });

  it("carries a request id on every response", async () => {
    const response = await t.call({ method: "GET", url: "/wps/system/status" });
    expect(response.headers["x-request-id"]).toBeTruthy();
  });
});

describe("GET /wps/system/status", () => {
  it("reports normal with the visitor's location from X-Forwarded-For of a trusted proxy", async () => {
    const response = await t.call({
      method: "GET",
      url: "/wps/system/status?url=localhost",
      headers: { "x-forwarded-for": VN_IP },
    });
    expect(response.json().value).toEqual({
      status: 0,
      message: "",
      location: { ip: VN_IP, country: "VN" },
      customerServiceUrl: "https://support.lotus.local/chat",
      merchantCode: "lotus",
    });
  });

  it("refuses an oversized url parameter with a field message", async () => {
    const response = await t.call({ method: "GET", url: `/wps/system/status?url=${"a".repeat(2100)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "validation.failed",
      value: { fields: { url: "At most 2000 characters" } },
    });
  });
});

describe("GET /wps/system/settings/consolidated", () => {
  it("returns whitelabel, register rules, resources, customer service, CDNs, location and states", async () => {
    const response = await t.call({
      method: "GET",
      url: "/wps/system/settings/consolidated",
      headers: { "x-forwarded-for": US_IP },
    });
    const value = response.json().value;
    expect(value.info.whitelabel.merchantCode).toBe("lotus");
    expect(value.info.register.find((rule: { field: string }) => rule.field === "username")).toMatchObject({
      patternId: 1,
      minLength: 6,
      maxLength: 16,
      enabled: true,
      required: true,
      acceptedPattern: "^[A-Za-z][A-Za-z0-9]*$",
    });
    expect(value.info.resources.map((resource: { resourceType: string }) => resource.resourceType)).toContain(
      "MOBILECONFIG",
    );
    expect(value.info.customerService.zalo).toBe("https://zalo.me/lotus");
    expect(value.location).toEqual({ ip: US_IP, country: "US" });
    expect(value.maintenance).toEqual({ enabled: false, message: "" });
    expect(value.regionRestriction).toEqual({ blocked: false, mode: "off" });
  });
});

describe("other system calls", () => {
  it("GET /wps/system/setting/register lists every registration field with its pattern", async () => {
    const rules = (await t.call({ method: "GET", url: "/wps/system/setting/register" })).json().value;
    expect(rules).toHaveLength(18);
    expect(rules.find((rule: { field: string }) => rule.field === "email").acceptedPattern).toContain("@");
  });

  it("GET /wps/system/country gives dialing regions with digit counts and the visitor's country", async () => {
    const value = (
      await t.call({ method: "GET", url: "/wps/system/country", headers: { "x-forwarded-for": VN_IP } })
    ).json().value;
    expect(value.current).toBe("VN");
    expect(value.list).toContainEqual({ countryCode: "VN", countryDialingCode: "84", mobileDigits: [9, 10] });
  });

  it("GET /wps/system/domainRoute lists domains with speed and the resources", async () => {
    const value = (await t.call({ method: "GET", url: "/wps/system/domainRoute" })).json().value;
    expect(value.domainList).toContainEqual({ domain: "lotus.local", speed: 0 });
    expect(value.resources.length).toBeGreaterThan(0);
  });

  it("GET /wps/system/publicKey returns the same RSA-OAEP-256 key every time", async () => {
    const first = (await t.call({ method: "GET", url: "/wps/system/publicKey" })).json().value;
    const second = (await t.call({ method: "GET", url: "/wps/system/publicKey" })).json().value;
    expect(first.keyId).toBe(second.keyId);
    expect(first.jwk).toMatchObject({ kty: "RSA", alg: "RSA-OAEP-256", e: "AQAB" });
    expect(first.jwk).not.toHaveProperty("d");
  });

  it("GET /wps/system/helpCenter returns categories with articles in the request language", async () => {
    const value = (
      await t.call({ method: "GET", url: "/wps/system/helpCenter", headers: { language: "VI" } })
    ).json().value;
    expect(value[0].title).toBe("Tài khoản");
    expect(value[0].articles[0].title).toBe("Làm thế nào để đăng ký?");
  });

  it("serves the brand's iOS Web Clip profile for the mobileconfig download", async () => {
    const response = await t.call({
      method: "GET",
      url: "/wps/system/app/mobileconfig",
      headers: { host: "lotus.local" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/x-apple-aspen-config");
    expect(response.body).toContain("<string>http://lotus.local/</string>");
  });

  it("/healthz and /readyz answer", async () => {
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).json()).toEqual({ status: "ok" });
  });

  it("serves the OpenAPI document generated from the contracts", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/docs/json" })).json();
    expect(document.paths["/wps/system/status"].get.summary).toMatch(/Whole-site state/);
    expect(document.paths["/wps/relay/MCSFE_getListAnnouncements"]).toBeDefined();
  });
});

describe("announcements", () => {
  it("filters by group and type, paginates, newest by order", async () => {
    const response = await t.call({
      method: "GET",
      url: "/wps/relay/MCSFE_getListAnnouncements?groups=player&types=B,PL&pageSize=2&page=1",
    });
    const value = response.json().value;
    expect(value.total).toBe(3);
    expect(value.list).toHaveLength(2);
    expect(value.list[0]).toMatchObject({
      type: "PL",
      group: "player",
      title: "Scheduled maintenance notice",
    });
    const page2 = (
      await t.call({
        method: "GET",
        url: "/wps/relay/MCSFE_getListAnnouncements?groups=player&pageSize=2&page=2",
      })
    ).json().value;
    expect(page2.list).toHaveLength(1);
  });

  it("refuses unknown types and groups with field messages", async () => {
    const response = await t.call({
      method: "GET",
      url: "/wps/relay/MCSFE_getListAnnouncements?types=ZZ&page=0",
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().value.fields).sort()).toEqual(["page", "types.0"]);
  });
});

describe("whole-site states", () => {
  it("maintenance: 503 system.maintenance on player calls, status 1 with the message, settings still answer", async () => {
    await t.updateSettings({
      maintenance: { enabled: true, message: { EN: "Back at 10:00", VI: "Trở lại lúc 10:00" } },
    });
    try {
      const blocked = await t.call({ method: "GET", url: "/wps/relay/MCSFE_getListAnnouncements" });
      expect(blocked.statusCode).toBe(503);
      expect(blocked.json()).toMatchObject({
        success: false,
        code: "system.maintenance",
        message: "System maintenance",
      });
      const status = (await t.call({ method: "GET", url: "/wps/system/status" })).json().value;
      expect(status).toMatchObject({ status: 1, message: "Back at 10:00" });
      const settings = await t.call({ method: "GET", url: "/wps/system/settings/consolidated" });
      expect(settings.statusCode).toBe(200);
      expect(settings.json().value.maintenance).toEqual({ enabled: true, message: "Back at 10:00" });
    } finally {
      await t.updateSettings({ maintenance: { enabled: false, message: {} } });
    }
  });

  it("region block: 403 access.restricted for a blocked country, allowed elsewhere", async () => {
    await t.updateSettings({ regionRules: { mode: "block", countries: ["US"], allowIps: [] } });
    try {
      const fromUs = await t.call({
        method: "GET",
        url: "/wps/system/helpCenter",
        headers: { "x-forwarded-for": US_IP },
      });
      expect(fromUs.statusCode).toBe(403);
      expect(fromUs.json().code).toBe("access.restricted");
      const status = (
        await t.call({ method: "GET", url: "/wps/system/status", headers: { "x-forwarded-for": US_IP } })
      ).json().value;
      expect(status).toMatchObject({ status: 2, location: { ip: US_IP, country: "US" } });
      const fromVn = await t.call({
        method: "GET",
        url: "/wps/system/helpCenter",
        headers: { "x-forwarded-for": VN_IP },
      });
      expect(fromVn.statusCode).toBe(200);
    } finally {
      await t.updateSettings({ regionRules: { mode: "off", countries: [], allowIps: [] } });
    }
  });

  it("allow-list mode blocks every country not listed", async () => {
    await t.updateSettings({ regionRules: { mode: "allow", countries: ["VN"], allowIps: [] } });
    try {
      const fromUs = await t.call({
        method: "GET",
        url: "/wps/system/helpCenter",
        headers: { "x-forwarded-for": US_IP },
      });
      expect(fromUs.json().code).toBe("access.restricted");
      const fromVn = await t.call({
        method: "GET",
        url: "/wps/system/helpCenter",
        headers: { "x-forwarded-for": VN_IP },
      });
      expect(fromVn.statusCode).toBe(200);
    } finally {
      await t.updateSettings({ regionRules: { mode: "off", countries: [], allowIps: [] } });
    }
  });

  it("ignores X-Forwarded-For from an untrusted peer", async () => {
    const untrusted = await createTestApp({ env: { TRUSTED_PROXY: "" } });
    try {
      const status = (
        await untrusted.call({
          method: "GET",
          url: "/wps/system/status",
          headers: { "x-forwarded-for": US_IP },
        })
      ).json().value;
      expect(status.location.ip).toBe("127.0.0.1");
    } finally {
      await untrusted.close();
    }
  });
});
