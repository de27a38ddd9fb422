import * as schema from "@lotus/db/schema";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/app";
import {
  asOperator,
  auditCount,
  createOperator,
  relogin,
  type TestOperator,
  totpCode,
} from "./support/operators";

let t: TestApp;
let owner: TestOperator;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createOperator(t, { username: "owner", role: "owner", allBrands: true });
});
afterAll(async () => {
  await t.close();
});

const login = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/backoffice/api/session/login",
    payload,
    headers: { language: "EN" },
  });

describe("operator login", () => {
  it("asks for the authenticator code after a correct password, then accepts a valid code", async () => {
    const noCode = await login({ username: "owner", password: owner.password });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({ code: "operator.totp_required", value: { totp: true } });
    const wrongCode = await login({ username: "owner", password: owner.password, totp: "000000" });
    expect(wrongCode.json().code).toBe("auth.invalid_credentials");
    // The code of the set-up login was spent; the next time-step brings a new one.
    t.clock.advance(30_000);
    const code = totpCode("owner", owner.totpSecret ?? "", t.clock.now());
    const ok = await login({ username: "owner", password: owner.password, totp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ mustEnrolTotp: false, mustChangePassword: false });
    // The same code, still inside its window, does not log in twice.
    const replayed = await login({ username: "owner", password: owner.password, totp: code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe("auth.invalid_credentials");
    // Nor does the previous step's code, which the window would otherwise still accept.
    const earlier = totpCode("owner", owner.totpSecret ?? "", t.clock.now() - 30_000);
    expect((await login({ username: "owner", password: owner.password, totp: earlier })).statusCode).toBe(
      401,
    );
    t.clock.advance(30_000);
    const next = totpCode("owner", owner.totpSecret ?? "", t.clock.now());
    expect((await login({ username: "owner", password: owner.password, totp: next })).statusCode).toBe(200);
  });

  it("never says which part was wrong and locks the account after 5 failures", async () => {
    await createOperator(t, { username: "locky", role: "support" });
    const unknown = await login({ username: "nobody", password: "whatever-123" });
    const wrong = await login({ username: "locky", password: "wrong-password" });
    expect(unknown.json().code).toBe("auth.invalid_credentials");
    expect(wrong.json().message).toBe(unknown.json().message);
    for (let attempt = 0; attempt < 4; attempt++)
      await login({ username: "locky", password: "wrong-password" });
    const locked = await login({ username: "locky", password: "Operator-Pass-1" });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    t.clock.advance(15 * 60_000 + 1);
    expect((await login({ username: "locky", password: "Operator-Pass-1" })).statusCode).toBe(200);
  });

  it("refuses bad input with field messages", async () => {
    const response = await login({ username: "", password: 5, extra: true });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().value.fields).sort()).toEqual(["extra", "password", "username"]);
  });

  it("enforces the IP allow-list", async () => {
    await createOperator(t, { username: "officeonly", role: "support", allowedIps: ["127.0.0.1"] });
    const fromElsewhere = await t.app.inject({
      method: "POST",
      url: "/backoffice/api/session/login",
      payload: { username: "officeonly", password: "Operator-Pass-1" },
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(fromElsewhere.json().code).toBe("operator.ip_not_allowed");
  });

  it("lists the operator's brands with their currency, for amounts shown by finance", async () => {
    const finance = await createOperator(t, { username: "cashier", role: "finance" });
    const me = await asOperator(t, finance.token)({ method: "GET", url: "/backoffice/api/me" });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().value.brands).toEqual([
      { id: t.brandId, merchantCode: t.merchant, name: "Lotus", currencyCode: "VND", currencySymbol: "₫" },
    ]);
  });

  it("expires an idle session after 15 minutes", async () => {
    const support = await createOperator(t, { username: "idle", role: "support" });
    const me = () => asOperator(t, support.token)({ method: "GET", url: "/backoffice/api/me" });
    expect((await me()).statusCode).toBe(200);
    t.clock.advance(16 * 60_000);
    expect((await me()).json().code).toBe("auth.required");
  });
});

describe("enrolment and set-up", () => {
  it("a new admin must enrol an authenticator before using any screen", async () => {
    const create = await asOperator(
      t,
      await relogin(t, owner),
    )({
      method: "POST",
      url: "/backoffice/api/operators",
      payload: {
        username: "newadmin",
        password: "Temporary-Pass-1",
        displayName: "New Admin",
        role: "admin",
        brandIds: [t.brandId],
        allBrands: false,
        allowedIps: [],
      },
    });
    expect(create.statusCode).toBe(200);
    const first = await login({ username: "newadmin", password: "Temporary-Pass-1" });
    expect(first.json().value).toMatchObject({ mustEnrolTotp: true, mustChangePassword: true });
    const admin = asOperator(t, first.json().value.token);
    expect((await admin({ method: "GET", url: "/backoffice/api/brands" })).json().code).toBe(
      "operator.setup_required",
    );

    const setup = (await admin({ method: "POST", url: "/backoffice/api/me/totp/setup" })).json().value;
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Lotus:newadmin\?/);
    expect(
      (
        await admin({ method: "POST", url: "/backoffice/api/me/totp/confirm", payload: { code: "123456" } })
      ).json().code,
    ).toBe("operator.totp_invalid");
    const confirm = await admin({
      method: "POST",
      url: "/backoffice/api/me/totp/confirm",
      payload: { code: totpCode("newadmin", setup.secret, t.clock.now()) },
    });
    expect(confirm.json().value).toEqual({ enrolled: true });
    const changed = await admin({
      method: "POST",
      url: "/backoffice/api/me/password",
      payload: { oldPassword: "Temporary-Pass-1", newPassword: "Permanent-Pass-2" },
    });
    expect(changed.json().value).toEqual({ changed: true });
    expect((await admin({ method: "GET", url: "/backoffice/api/brands" })).statusCode).toBe(200);
  });

  it("the first owner is created once through the one-time enrolment link", async () => {
    const fresh = await createTestApp();
    try {
      const token = await fresh.bootstrapOperators();
      expect(token).toBeTruthy();
      const enrol = (payload: Record<string, unknown>) =>
        fresh.app.inject({ method: "POST", url: "/backoffice/api/enrolment", payload });
      expect(
        (await enrol({ token: "x".repeat(20), username: "boss", password: "Owner-Pass-123" })).json().code,
      ).toBe("enrolment.invalid");
      const ok = await enrol({ token, username: "boss", password: "Owner-Pass-123" });
      expect(ok.json().value).toMatchObject({ mustEnrolTotp: true, mustChangePassword: false });
      expect((await enrol({ token, username: "boss2", password: "Owner-Pass-123" })).json().code).toBe(
        "enrolment.invalid",
      );
      // With an operator present, a restart neither prints a link nor creates anyone.
      expect(await fresh.bootstrapOperators()).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });

  it("the first owner can come from env instead", async () => {
    const fresh = await createTestApp();
    try {
      expect(
        await fresh.bootstrapOperators({ username: "envowner", password: "Env-Owner-Pass-1" }),
      ).toBeUndefined();
      const first = await fresh.app.inject({
        method: "POST",
        url: "/backoffice/api/session/login",
        payload: { username: "envowner", password: "Env-Owner-Pass-1" },
      });
      expect(first.json().value).toMatchObject({ mustEnrolTotp: true });
    } finally {
      await fresh.close();
    }
  });
});

describe("operator management", () => {
  it("lists operators, changes role and brands, audits with before and after", async () => {
    const target = await createOperator(t, { username: "support1", role: "support" });
    const ownerToken = await relogin(t, owner);
    const before = await auditCount(t);
    const response = await asOperator(
      t,
      ownerToken,
    )({
      method: "PATCH",
      url: `/backoffice/api/operators/${target.id}`,
      payload: { role: "risk", reason: "promoted" },
    });
    expect(response.json().value).toMatchObject({ role: "risk", brandIds: [t.brandId] });
    expect(await auditCount(t)).toBe(before + 1);
    const audit = await asOperator(
      t,
      ownerToken,
    )({ method: "GET", url: `/backoffice/api/audit?targetId=${target.id}&action=operator.update` });
    expect(audit.json().value.list[0]).toMatchObject({
      operatorName: "owner",
      reason: "promoted",
      before: { role: "support" },
      after: { role: "risk" },
    });
  });

  it("keeps the last owner and refuses non-owners granting owner rights", async () => {
    const lastOwner = await asOperator(
      t,
      await relogin(t, owner),
    )({ method: "PATCH", url: `/backoffice/api/operators/${owner.id}`, payload: { status: "disabled" } });
    expect(lastOwner.json().code).toBe("operator.last_owner");
    const admin = await createOperator(t, { username: "admin2", role: "admin" });
    const escalate = await asOperator(
      t,
      admin.token,
    )({
      method: "POST",
      url: "/backoffice/api/operators",
      payload: {
        username: "sneaky",
        password: "Temporary-Pass-1",
        displayName: "S",
        role: "owner",
        brandIds: [],
        allBrands: true,
        allowedIps: [],
      },
    });
    expect(escalate.json().code).toBe("operator.role_not_allowed");
  });

  it("shows the permission matrix to any operator", async () => {
    const content = await createOperator(t, { username: "writer", role: "content" });
    const matrix = (
      await asOperator(t, content.token)({ method: "GET", url: "/backoffice/api/permissions" })
    ).json().value;
    expect(matrix.roles.find((role: { role: string }) => role.role === "content").permissions).toEqual([
      "dashboard.view",
      "content.edit",
      "games.view",
      "games.edit",
      "promotions.view",
      "promotions.manage",
      "missions.view",
      "missions.manage",
      "messages.view",
      "messages.send",
    ]);
    expect(matrix.roles.find((role: { role: string }) => role.role === "owner").totpRequired).toBe(true);
  });
});

describe("audit log", () => {
  it("cannot be updated or deleted, even with SQL", async () => {
    const failure = async (work: Promise<unknown>) => {
      const error = await work.then(
        () => undefined,
        (caught: unknown) => caught as Error & { cause?: Error },
      );
      return `${error?.message ?? ""} ${error?.cause?.message ?? ""}`;
    };
    expect(await auditCount(t)).toBeGreaterThan(0);
    expect(await failure(t.platform.db.execute(sql`update audit_log set action = 'x'`))).toMatch(
      /append-only/,
    );
    expect(await failure(t.platform.db.delete(schema.auditLog))).toMatch(/append-only/);
    expect(await failure(t.platform.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
  });

  it("refuses members' tokens", async () => {
    const member = await t.callEncrypted("POST", "/wps/session/login", {
      type: "username",
      username: "demo01",
      password: "Demo1234",
      botCheck: await t.botCheck(),
    });
    const token = member.json().value?.token ?? "member-token";
    const refused = await asOperator(t, token)({ method: "GET", url: "/backoffice/api/audit" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("access.forbidden");
  });
});
