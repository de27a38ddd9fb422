import { type OperatorRole, type Permission, ROLE_PERMISSIONS } from "@lotus/contracts";
import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/app";
import {
  asOperator,
  auditCount,
  createOperator,
  ORCHID_BRAND,
  relogin,
  type TestOperator,
} from "./support/operators";

let t: TestApp;
let owner: TestOperator;
let otherBrandId: string;
let announcementId: string;
let categoryId: string;
let articleId: string;

const US_IP = "8.8.8.8";

beforeAll(async () => {
  t = await createTestApp();
  owner = await createOperator(t, { username: "owner", role: "owner", allBrands: true });
  const created = await asOperator(
    t,
    owner.token,
  )({ method: "POST", url: "/backoffice/api/brands", payload: ORCHID_BRAND });
  otherBrandId = created.json().value.id;
});
afterAll(async () => {
  await t.close();
});

const ownerCall = async (options: Parameters<ReturnType<typeof asOperator>>[0]) =>
  asOperator(t, await relogin(t, owner))(options);

describe("brands", () => {
  it("a new brand is usable by the site at once", async () => {
    const site = await t.app.inject({
      method: "GET",
      url: "/wps/system/whitelabel",
      headers: { host: "orchid.local" },
    });
    expect(site.json().value).toMatchObject({
      merchantCode: "orchid",
      currency: { code: "THB", symbol: "฿" },
      timeZone: "Asia/Bangkok",
    });
  });

  it("refuses a taken merchant code, a taken domain, an unknown time zone and bad fields", async () => {
    expect(
      (await ownerCall({ method: "POST", url: "/backoffice/api/brands", payload: ORCHID_BRAND })).json().code,
    ).toBe("brand.domain_taken");
    const sameCode = await ownerCall({
      method: "POST",
      url: "/backoffice/api/brands",
      payload: { ...ORCHID_BRAND, domains: ["x.local"] },
    });
    expect(sameCode.json().code).toBe("brand.merchant_taken");
    const badZone = await ownerCall({
      method: "POST",
      url: "/backoffice/api/brands",
      payload: { ...ORCHID_BRAND, merchantCode: "zz", domains: [], timeZone: "Mars/Base" },
    });
    expect(badZone.json().code).toBe("brand.invalid_time_zone");
    const badFields = await ownerCall({
      method: "POST",
      url: "/backoffice/api/brands",
      payload: { ...ORCHID_BRAND, currencyCode: "dollars", minorDigits: 9, rogue: 1 },
    });
    expect(badFields.statusCode).toBe(400);
    expect(Object.keys(badFields.json().value.fields).sort()).toEqual([
      "currencyCode",
      "minorDigits",
      "rogue",
    ]);
  });

  it("edits every setting with a full replace and shows it to the site", async () => {
    const current = (await ownerCall({ method: "GET", url: `/backoffice/api/brands/${t.brandId}` })).json()
      .value;
    const { id: _id, merchantCode: _code, createdAt: _c, updatedAt: _u, ...editable } = current;
    const settings = {
      ...current.settings,
      loginFailuresBeforeCaptcha: 5,
      customerService: { url: "https://help.example/chat" },
    };
    const response = await ownerCall({
      method: "PUT",
      url: `/backoffice/api/brands/${t.brandId}`,
      payload: { ...editable, name: "Lotus VN", settings },
    });
    expect(response.json().value).toMatchObject({
      name: "Lotus VN",
      settings: { loginFailuresBeforeCaptcha: 5 },
    });
    const site = (await t.call({ method: "GET", url: "/wps/system/whitelabel" })).json().value;
    expect(site).toMatchObject({ name: "Lotus VN", loginFailuresBeforeCaptcha: 5 });
  });
});

describe("site state", () => {
  it("maintenance on and off reaches the site at once", async () => {
    const on = await ownerCall({
      method: "PUT",
      url: `/backoffice/api/brands/${t.brandId}/maintenance`,
      payload: { enabled: true, message: { EN: "Upgrading", VI: "Đang nâng cấp" }, reason: "release" },
    });
    expect(on.json().value.settings.maintenance.enabled).toBe(true);
    expect((await t.call({ method: "GET", url: "/wps/system/helpCenter" })).statusCode).toBe(503);
    await ownerCall({
      method: "PUT",
      url: `/backoffice/api/brands/${t.brandId}/maintenance`,
      payload: { enabled: false, message: {} },
    });
    expect((await t.call({ method: "GET", url: "/wps/system/helpCenter" })).statusCode).toBe(200);
  });

  it("region rules with the 'what would this IP see' test", async () => {
    await ownerCall({
      method: "PUT",
      url: `/backoffice/api/brands/${t.brandId}/region-rules`,
      payload: { mode: "block", countries: ["us"], allowIps: [] },
    });
    const test = (
      await ownerCall({ method: "GET", url: `/backoffice/api/brands/${t.brandId}/region-test?ip=${US_IP}` })
    ).json().value;
    expect(test).toEqual({ ip: US_IP, country: "US", status: 2 });
    const site = await t.call({
      method: "GET",
      url: "/wps/system/helpCenter",
      headers: { "x-forwarded-for": US_IP },
    });
    expect(site.json().code).toBe("access.restricted");
    const badIp = await ownerCall({
      method: "GET",
      url: `/backoffice/api/brands/${t.brandId}/region-test?ip=not-an-ip`,
    });
    expect(badIp.statusCode).toBe(400);
    await ownerCall({
      method: "PUT",
      url: `/backoffice/api/brands/${t.brandId}/region-rules`,
      payload: { mode: "off", countries: [], allowIps: [] },
    });
  });

  it("registration rules reach the site's register settings", async () => {
    const rules = [
      { field: "email", patternId: 3, minLength: 5, maxLength: 100, enabled: true, required: true },
    ];
    await ownerCall({
      method: "PUT",
      url: `/backoffice/api/brands/${t.brandId}/register-rules`,
      payload: { rules },
    });
    const site = (await t.call({ method: "GET", url: "/wps/system/setting/register" })).json().value;
    expect(site.find((rule: { field: string }) => rule.field === "email")).toMatchObject({
      enabled: true,
      required: true,
      maxLength: 100,
    });
    const inverted = await ownerCall({
      method: "PUT",
      url: `/backoffice/api/brands/${t.brandId}/register-rules`,
      payload: { rules: [{ ...rules[0], minLength: 50, maxLength: 10 }] },
    });
    expect(inverted.statusCode).toBe(400);
    await ownerCall({
      method: "PUT",
      url: `/backoffice/api/brands/${t.brandId}/register-rules`,
      payload: { rules: [] },
    });
  });
});

describe("content", () => {
  it("publishes a sanitized announcement that the site shows, then withdraws it", async () => {
    const created = await ownerCall({
      method: "POST",
      url: `/backoffice/api/brands/${t.brandId}/announcements`,
      payload: {
        type: "PL",
        group: "player",
        title: { EN: "Big news", VI: "Tin lớn" },
        content: { EN: '<p onclick="x()">Hello<script>alert(1)</script></p>', VI: "<p>Xin chào</p>" },
        imageUrl: null,
        linkUrl: null,
        startsAt: t.clock.now() - 1000,
        endsAt: null,
        sortOrder: -1,
        published: true,
      },
    });
    const notice = created.json().value;
    announcementId = notice.id;
    expect(notice.content.EN).toBe("<p>Hello</p>");
    const site = (
      await t.call({ method: "GET", url: "/wps/relay/MCSFE_getListAnnouncements?groups=player" })
    ).json().value;
    expect(site.list[0]).toMatchObject({ title: "Big news", content: "<p>Hello</p>" });
    await ownerCall({
      method: "DELETE",
      url: `/backoffice/api/brands/${t.brandId}/announcements/${announcementId}`,
    });
    const after = (
      await t.call({ method: "GET", url: "/wps/relay/MCSFE_getListAnnouncements?groups=player" })
    ).json().value;
    expect(after.list.map((item: { id: string }) => item.id)).not.toContain(announcementId);
  });

  it("refuses a schedule that ends before it starts", async () => {
    const response = await ownerCall({
      method: "POST",
      url: `/backoffice/api/brands/${t.brandId}/announcements`,
      payload: {
        type: "B",
        group: "banners",
        title: { EN: "x" },
        content: {},
        imageUrl: null,
        linkUrl: null,
        startsAt: 2000,
        endsAt: 1000,
        sortOrder: 0,
        published: true,
      },
    });
    expect(response.json()).toMatchObject({
      code: "validation.failed",
      value: { fields: { endsAt: expect.any(String) } },
    });
  });

  it("manages help categories and articles", async () => {
    categoryId = (
      await ownerCall({
        method: "POST",
        url: `/backoffice/api/brands/${t.brandId}/help/categories`,
        payload: { title: { EN: "Games", VI: "Trò chơi" }, sortOrder: 9 },
      })
    ).json().value.id;
    articleId = (
      await ownerCall({
        method: "POST",
        url: `/backoffice/api/brands/${t.brandId}/help/articles`,
        payload: {
          categoryId,
          title: { EN: "Fair play" },
          content: { EN: "<p>RNG<img src=x onerror=alert(1)></p>" },
          sortOrder: 0,
        },
      })
    ).json().value.id;
    const site = (await t.call({ method: "GET", url: "/wps/system/helpCenter" })).json().value;
    const games = site.find((category: { id: string }) => category.id === categoryId);
    expect(games.articles[0]).toMatchObject({ title: "Fair play", content: '<p>RNG<img src="x" /></p>' });
    const notEmpty = await ownerCall({
      method: "DELETE",
      url: `/backoffice/api/brands/${t.brandId}/help/categories/${categoryId}`,
    });
    expect(notEmpty.json().code).toBe("content.category_not_empty");
    await ownerCall({
      method: "DELETE",
      url: `/backoffice/api/brands/${t.brandId}/help/articles/${articleId}`,
    });
    const emptied = await ownerCall({
      method: "DELETE",
      url: `/backoffice/api/brands/${t.brandId}/help/categories/${categoryId}`,
    });
    expect(emptied.json().value).toEqual({ id: categoryId });
    const site2 = (await t.call({ method: "GET", url: "/wps/system/helpCenter" })).json().value;
    expect(site2.map((category: { id: string }) => category.id)).not.toContain(categoryId);
  });
});

/** Every brand-scoped back-office call, with the permission it needs and a valid request. */
function brandCalls(
  brandId: string,
  demoId = "00000000-0000-4000-8000-000000000000",
): {
  name: string;
  permission: Permission;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  payload?: unknown;
  write: boolean;
}[] {
  const base = `/backoffice/api/brands/${brandId}`;
  const announcement = {
    type: "B",
    group: "banners",
    title: { EN: "t" },
    content: { EN: "<p>c</p>" },
    imageUrl: null,
    linkUrl: null,
    startsAt: 1,
    endsAt: null,
    sortOrder: 0,
    published: false,
  };
  return [
    { name: "brand get", permission: "brands.view", method: "GET", url: base, write: false },
    {
      name: "maintenance",
      permission: "site.edit",
      method: "PUT",
      url: `${base}/maintenance`,
      payload: { enabled: false, message: {} },
      write: true,
    },
    {
      name: "region rules",
      permission: "site.edit",
      method: "PUT",
      url: `${base}/region-rules`,
      payload: { mode: "off", countries: [], allowIps: [] },
      write: true,
    },
    {
      name: "region test",
      permission: "site.edit",
      method: "GET",
      url: `${base}/region-test?ip=1.1.1.1`,
      write: false,
    },
    {
      name: "register rules",
      permission: "register.edit",
      method: "PUT",
      url: `${base}/register-rules`,
      payload: { rules: [] },
      write: true,
    },
    {
      name: "announcements",
      permission: "content.edit",
      method: "GET",
      url: `${base}/announcements`,
      write: false,
    },
    {
      name: "announcement create",
      permission: "content.edit",
      method: "POST",
      url: `${base}/announcements`,
      payload: announcement,
      write: true,
    },
    { name: "help", permission: "content.edit", method: "GET", url: `${base}/help`, write: false },
    {
      name: "help category create",
      permission: "content.edit",
      method: "POST",
      url: `${base}/help/categories`,
      payload: { title: { EN: "c" }, sortOrder: 1 },
      write: true,
    },
    { name: "outbox", permission: "outbox.view", method: "GET", url: `${base}/outbox`, write: false },
    {
      name: "dashboard",
      permission: "dashboard.view",
      method: "GET",
      url: `${base}/dashboard`,
      write: false,
    },
    {
      name: "member search",
      permission: "members.view",
      method: "GET",
      url: `${base}/members?q=demo`,
      write: false,
    },
    {
      name: "member get",
      permission: "members.view",
      method: "GET",
      url: `${base}/members/${demoId}`,
      write: false,
    },
    {
      name: "member logins",
      permission: "members.view",
      method: "GET",
      url: `${base}/members/${demoId}/logins`,
      write: false,
    },
    {
      name: "member sessions",
      permission: "members.sessions",
      method: "GET",
      url: `${base}/members/${demoId}/sessions`,
      write: false,
    },
    {
      name: "member status",
      permission: "members.edit",
      method: "POST",
      url: `${base}/members/${demoId}/status`,
      payload: { status: "active", reason: "check" },
      write: true,
    },
    {
      name: "member password reset",
      permission: "members.edit",
      method: "POST",
      url: `${base}/members/${demoId}/password-reset`,
      payload: { temporaryPassword: "Temp12345", reason: "check" },
      write: true,
    },
    {
      name: "member update",
      permission: "members.edit",
      method: "PATCH",
      url: `${base}/members/${demoId}`,
      payload: { memberLabels: ["VIP2"] },
      write: true,
    },
  ];
}

function roleWithout(permission: Permission): OperatorRole | undefined {
  return (Object.keys(ROLE_PERMISSIONS) as OperatorRole[]).find(
    (candidate) => !ROLE_PERMISSIONS[candidate].includes(permission),
  );
}

function roleWith(permission: Permission): OperatorRole {
  const order: OperatorRole[] = ["content", "support", "risk", "finance", "admin"];
  const role = order.find((candidate) => ROLE_PERMISSIONS[candidate].includes(permission));
  if (!role) throw new Error(`no role has ${permission}`);
  return role;
}

describe("access to every brand-scoped call", () => {
  let counter = 0;
  for (const call of brandCalls("BRAND")) {
    it(`${call.name}: refuses no token, a member token, a missing permission and another brand; writes audit once`, async () => {
      const [demo] = await t.platform.db
        .select()
        .from(schema.members)
        .where(eq(schema.members.accountKey, "demo01"));
      const request = brandCalls(t.brandId, demo?.id).find((candidate) => candidate.name === call.name);
      if (!request) throw new Error("missing call");
      const send = (token?: string) =>
        t.app.inject({
          method: request.method,
          url: request.url,
          payload: request.payload as never,
          headers: token ? { authorization: token } : {},
        });

      expect((await send()).json().code).toBe("auth.required");
      expect((await send("a-member-session-token")).json().code).toBe("auth.required");

      counter += 1;
      // dashboard.view is held by every role: there is no operator to refuse.
      const lackingRole = roleWithout(request.permission);
      if (lackingRole) {
        const lacking = await createOperator(t, { username: `lack${counter}`, role: lackingRole });
        const forbidden = await send(lacking.token);
        expect(forbidden.statusCode).toBe(403);
        expect(forbidden.json().code).toBe("access.forbidden");
      }

      const elsewhere = await createOperator(t, {
        username: `else${counter}`,
        role: roleWith(request.permission),
        brandIds: [otherBrandId],
      });
      expect((await send(elsewhere.token)).json().code).toBe("access.forbidden");

      const allowed = await createOperator(t, {
        username: `ok${counter}`,
        role: roleWith(request.permission),
      });
      const before = await auditCount(t);
      const response = await send(allowed.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(await auditCount(t)).toBe(before + (request.write ? 1 : 0));
    });
  }
});

describe("brand scope of lists", () => {
  it("an operator of one brand sees only that brand", async () => {
    const scoped = await createOperator(t, { username: "scoped", role: "admin", brandIds: [otherBrandId] });
    const list = (await asOperator(t, scoped.token)({ method: "GET", url: "/backoffice/api/brands" })).json()
      .value;
    expect(list.map((brand: { merchantCode: string }) => brand.merchantCode)).toEqual(["orchid"]);
  });
});
