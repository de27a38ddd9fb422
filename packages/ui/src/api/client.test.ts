import { memberSearchCall, operatorLoginCall, operatorMeCall, regionTestCall } from "@lotus/contracts";
import { describe, expect, it, vi } from "vitest";
import { ApiError, NETWORK_ERROR, PARAMS_MISSING, RESPONSE_INVALID } from "./api-error";
import { createApiClient } from "./client";
import { buildUrl, resolvePath } from "./envelope";

const BRAND = "5f0c7a52-2d2b-4a53-9f43-5b0f0c1d2e3f";

function json(status: number, payload: unknown): Response {
  return new Response(JSON.stringify(payload), { status, headers: { "Content-Type": "application/json" } });
}

function client(response: Response | (() => Promise<Response>), token: string | null = "tok") {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    typeof response === "function" ? response() : response,
  );
  const onUnauthorized = vi.fn();
  const onFailure = vi.fn();
  const api = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: () => token,
    getLanguage: () => "VI",
    onUnauthorized,
    onFailure,
  });
  return { api, fetch, onUnauthorized, onFailure };
}

const me = {
  operator: {
    id: "op-1",
    username: "owner",
    displayName: "Owner",
    role: "owner",
    status: "active",
    brandIds: [],
    allBrands: true,
    totpEnrolled: true,
    allowedIps: [],
    lastLoginAt: null,
    createdAt: 1,
  },
  permissions: ["dashboard.view"],
  brands: [],
  mustEnrolTotp: false,
  mustChangePassword: false,
};

describe("paths and query strings", () => {
  it("fills path parameters, encoded", () => {
    expect(resolvePath("/backoffice/api/brands/:brandId/members/:id", { brandId: BRAND, id: "a/b" })).toBe(
      `/backoffice/api/brands/${BRAND}/members/a%2Fb`,
    );
  });

  it("refuses a call whose path parameter is missing or empty", () => {
    expect(() => resolvePath("/x/:brandId", {})).toThrow(ApiError);
    try {
      resolvePath("/x/:brandId", { brandId: "" });
    } catch (error) {
      expect((error as ApiError).code).toBe(PARAMS_MISSING);
      expect((error as ApiError).fromServer).toBe(false);
    }
  });

  it("leaves out empty query values and joins lists with commas", () => {
    expect(buildUrl("", "/a/:id", { id: "1" }, { by: "ip", q: "", page: 2, channel: undefined })).toBe(
      "/a/1?by=ip&page=2",
    );
    expect(buildUrl("https://h", "/p", undefined, { types: ["B", "PL"], d: 0, c: null })).toBe(
      "https://h/p?types=B%2CPL&d=0",
    );
    expect(buildUrl("https://h", "/p", undefined, undefined)).toBe("https://h/p");
  });
});

describe("envelope handling", () => {
  it("returns the success value parsed by the call's response schema", async () => {
    const { api, fetch } = client(json(200, { success: true, value: { ...me, extra: "stripped" } }));
    const value = await api.call(operatorMeCall);
    expect(value.operator.username).toBe("owner");
    expect("extra" in value).toBe(false);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/backoffice/api/me");
    const headers = new Headers(init?.headers);
    expect(headers.get("Authorization")).toBe("tok");
    expect(headers.get("Language")).toBe("VI");
    expect(init?.body).toBeUndefined();
  });

  it("sends a JSON body and brand-scoped paths with query", async () => {
    const { api, fetch } = client(
      json(200, { success: true, value: { list: [], total: 0, page: 1, pageSize: 20 } }),
    );
    await api.call(memberSearchCall, { params: { brandId: BRAND }, query: { by: "email", q: "a@b.c" } });
    expect(fetch.mock.calls[0]?.[0]).toBe(`/backoffice/api/brands/${BRAND}/members?by=email&q=a%40b.c`);

    const login = client(
      json(200, { success: true, value: { token: "t", mustEnrolTotp: true, mustChangePassword: false } }),
      null,
    );
    const result = await login.api.call(operatorLoginCall, { body: { username: "u", password: "p" } });
    expect(result).toEqual({ token: "t", mustEnrolTotp: true, mustChangePassword: false });
    const init = login.fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ username: "u", password: "p" });
    expect(new Headers(init?.headers).get("Authorization")).toBeNull();
  });

  it("turns a failure envelope into an ApiError with the server's message and field errors", async () => {
    const { api } = client(
      json(400, {
        success: false,
        code: "validation.failed",
        message: "Vui lòng kiểm tra các trường được đánh dấu",
        value: { fields: { "settings.resources.0.url": "Tối đa 2000 ký tự" } },
        requestId: "r1",
      }),
    );
    const error = await api.call(operatorMeCall).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.code).toBe("validation.failed");
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe("Vui lòng kiểm tra các trường được đánh dấu");
    expect(apiError.fields).toEqual({ "settings.resources.0.url": "Tối đa 2000 ký tự" });
    expect(apiError.requestId).toBe("r1");
    expect(apiError.fromServer).toBe(true);
    expect(apiError.totpRequired).toBe(false);
    expect(apiError.captchaRequired).toBe(false);
  });

  it("recognises the authenticator step of the login", async () => {
    const { api, onUnauthorized } = client(
      json(401, {
        success: false,
        code: "operator.totp_required",
        message: "Enter the code",
        value: { totp: true },
      }),
      null,
    );
    const error = (await api
      .call(operatorLoginCall, { body: { username: "u", password: "p" } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.totpRequired).toBe(true);
    expect(error.fields).toEqual({});
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("reports a lost session only for auth.required on a call sent with a token", async () => {
    const lost = client(json(401, { success: false, code: "auth.required", message: "login" }));
    await expect(lost.api.call(operatorMeCall)).rejects.toBeInstanceOf(ApiError);
    expect(lost.onUnauthorized).toHaveBeenCalledTimes(1);

    const anonymous = client(json(401, { success: false, code: "auth.required", message: "login" }), null);
    await expect(anonymous.api.call(operatorMeCall)).rejects.toBeInstanceOf(ApiError);
    expect(anonymous.onUnauthorized).not.toHaveBeenCalled();

    const wrongPassword = client(
      json(401, { success: false, code: "auth.invalid_credentials", message: "wrong" }),
    );
    await expect(wrongPassword.api.call(operatorMeCall)).rejects.toBeInstanceOf(ApiError);
    expect(wrongPassword.onUnauthorized).not.toHaveBeenCalled();
  });

  it("hands every failure envelope to onFailure, and no success", async () => {
    const setup = client(json(403, { success: false, code: "operator.setup_required", message: "setup" }));
    await expect(setup.api.call(operatorMeCall)).rejects.toMatchObject({ code: "operator.setup_required" });
    expect(setup.onFailure).toHaveBeenCalledTimes(1);
    expect(setup.onFailure.mock.calls[0]?.[0]).toMatchObject({
      code: "operator.setup_required",
      status: 403,
    });

    const fine = client(json(200, { success: true, value: me }));
    await fine.api.call(operatorMeCall);
    expect(fine.onFailure).not.toHaveBeenCalled();
  });

  it("treats a success value that breaks the contract as an invalid response", async () => {
    const { api } = client(json(200, { success: true, value: { ip: "1.1.1.1", country: "VN", status: 7 } }));
    const error = (await api
      .call(regionTestCall, { params: { brandId: BRAND }, query: { ip: "1.1.1.1" } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe(RESPONSE_INVALID);
    expect(error.fromServer).toBe(false);
  });

  it("treats a body that is no envelope, or no body at all, as a network failure", async () => {
    const html = client(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(html.api.call(operatorMeCall)).rejects.toMatchObject({ code: NETWORK_ERROR, status: 502 });

    const odd = client(json(500, { hello: "world" }));
    await expect(odd.api.call(operatorMeCall)).rejects.toMatchObject({ code: RESPONSE_INVALID, status: 500 });

    const offline = client(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(offline.api.call(operatorMeCall)).rejects.toMatchObject({ code: NETWORK_ERROR, status: 0 });
  });

  it("lets an aborted request reject as an abort, not as a network failure", async () => {
    const aborted = client(() => Promise.reject(new DOMException("aborted", "AbortError")));
    await expect(aborted.api.call(operatorMeCall)).rejects.toMatchObject({ name: "AbortError" });
  });
});
