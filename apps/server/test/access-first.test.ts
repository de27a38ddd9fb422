import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser, withoutBotCheck } from "./accounts-support";
import { createTestApp, type TestApp } from "./support/app";
import { createOperator } from "./support/operators";

/**
 * Access before input: every route that needs a session answers 401 to a caller without one, and
 * 403 to a caller whose session may not use it, whatever (invalid) input was sent.
 */

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
interface Guarded {
  method: Method;
  url: string;
}

const INVALID_BODIES: unknown[] = [{ unexpected: "\u0000" }, [], "{broken", { password: 1, amount: 0.001 }];

describe("access is checked before input", () => {
  let t: TestApp;
  let guarded: Guarded[];

  beforeAll(async () => {
    t = await createTestApp();
    await withoutBotCheck(t);
    const document = (await t.app.inject({ method: "GET", url: "/docs/json" })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    guarded = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.security?.length)
        .map(([method, operation]) => ({
          method: method.toUpperCase() as Method,
          url: path.replace(/\{brandId\}/g, t.brandId).replace(/\{[^}]+\}/g, "x"),
          operation,
        })),
    );
  });
  afterAll(async () => t.close());

  it("answers 401 without a session to every non-public route", async () => {
    expect(guarded.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const route of guarded) {
      const hasBody = route.method !== "GET" && route.method !== "DELETE";
      for (const payload of hasBody ? INVALID_BODIES : [undefined]) {
        const response = await t.call({
          method: route.method,
          url: `${route.url}?page=-1&x=%00`,
          ...(payload === undefined
            ? {}
            : {
                payload: typeof payload === "string" ? payload : JSON.stringify(payload),
                headers: { "content-type": "application/json" },
              }),
        });
        if (response.statusCode !== 401 || response.json().code !== "auth.required")
          wrong.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("answers 403 to a member session on operator routes and to a plain member on agent routes", async () => {
    const member = await registerUser(t);
    const operatorRoutes = guarded.filter((route) => route.url.startsWith("/backoffice/"));
    for (const route of operatorRoutes) {
      const response = await t.call({
        method: route.method,
        url: route.url,
        token: member.token,
        payload: [],
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    const downline = await t.call({
      method: "POST",
      url: "/wps/payment/transfer/downline",
      token: member.token,
      payload: { amount: "not a number" },
    });
    expect(downline.statusCode).toBe(403);
    expect(downline.json().code).toBe("auth.non_agent");
  });

  it("answers 403 to an operator without the permission before reading the body", async () => {
    const content = await createOperator(t, { username: "contentonly", role: "content" });
    const response = await t.app.inject({
      method: "POST",
      url: "/backoffice/api/me/password",
      headers: { "content-type": "application/json" },
      payload: "{broken",
    });
    expect(response.statusCode).toBe(401);
    const finance = guarded.find((route) => route.url.includes("/finance/") && route.method !== "GET");
    if (!finance) throw new Error("no finance write route");
    const refused = await t.app.inject({
      method: finance.method,
      url: finance.url,
      headers: { authorization: content.token, "content-type": "application/json" },
      payload: "{broken",
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("access.forbidden");
  });
});
