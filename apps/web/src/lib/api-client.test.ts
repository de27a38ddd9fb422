import {
  avatarUploadCall,
  languageUpdateCall,
  listAnnouncementsCall,
  passwordChangeCall,
  passwordEmailCall,
} from "@lotus/contracts";
import { describe, expect, it, vi } from "vitest";
import { ApiError, buildUrl, createApiClient, NETWORK_ERROR, RESPONSE_INVALID } from "./api-client";

// Real contract calls: a plain GET with a query, a plain POST, an enc POST and a form POST.
const getCall = listAnnouncementsCall;
const postCall = languageUpdateCall;
const encCall = passwordChangeCall;
const formCall = passwordEmailCall;
const page = { list: [], total: 0, page: 2, pageSize: 9 };
const passwords = { oldPassword: "Old12345", newPassword: "New12345", confirmNewPassword: "New12345" };

function json(status: number, payload: unknown): Response {
  return new Response(JSON.stringify(payload), { status, headers: { "Content-Type": "application/json" } });
}

function setup(responses: Response[], options: { token?: string | null } = {}) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = responses.shift();
    if (!next) throw new TypeError("Failed to fetch");
    return next;
  });
  const encrypt = vi.fn(async (body: unknown) => ({
    enc: "v1" as const,
    keyId: "k1",
    key: "a2V5",
    iv: "aXY=",
    data: btoa(JSON.stringify(body)),
  }));
  const onSiteBlocked = vi.fn();
  const onUnauthorized = vi.fn();
  const onEncryptionRejected = vi.fn();
  const client = createApiClient({
    fetch,
    getToken: () => (options.token === undefined ? "tok-123" : options.token),
    getLanguage: () => "VI",
    encrypt,
    onSiteBlocked,
    onUnauthorized,
    onEncryptionRejected,
  });
  const request = (index = 0) => {
    const call = fetch.mock.calls[index];
    if (!call) throw new Error(`no request ${index}`);
    return { url: String(call[0]), init: call[1] ?? {}, headers: new Headers(call[1]?.headers) };
  };
  return { client, fetch, encrypt, onSiteBlocked, onUnauthorized, onEncryptionRejected, request };
}

describe("api client envelopes", () => {
  it("returns the parsed value of a success envelope and sends the site headers", async () => {
    const { client, request } = setup([json(200, { success: true, value: { ...page, extra: 1 } })]);
    await expect(client.call(getCall, { query: { types: "B,PL", page: 2 } })).resolves.toEqual(page);
    const { url, headers, init } = request();
    expect(url).toBe("/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL&page=2");
    expect(init.method).toBe("GET");
    expect(init.body).toBeUndefined();
    expect(headers.get("Authorization")).toBe("tok-123");
    expect(headers.get("Language")).toBe("VI");
    expect(headers.get("Device")).toBe("WEB");
    expect(headers.has("Merchant")).toBe(false);
  });

  it("omits Authorization without a session token", async () => {
    const { client, request } = setup([json(200, { success: true, value: page })], { token: null });
    await client.call(getCall);
    expect(request().headers.has("Authorization")).toBe(false);
  });

  it("turns an error envelope into an ApiError with code, message, status and field errors", async () => {
    const { client } = setup([
      json(400, {
        success: false,
        code: "validation.failed",
        message: "Vui lòng kiểm tra các trường được đánh dấu",
        value: { fields: { username: "Tên đăng nhập Không được để trống" } },
        requestId: "req-1",
      }),
    ]);
    const error = await client
      .call(postCall, { body: { language: "VI" } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.code).toBe("validation.failed");
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe("Vui lòng kiểm tra các trường được đánh dấu");
    expect(apiError.fields).toEqual({ username: "Tên đăng nhập Không được để trống" });
    expect(apiError.requestId).toBe("req-1");
    expect(apiError.captchaRequired).toBe(false);
    expect(apiError.fromServer).toBe(true);
  });

  it("exposes the captcha flag of a failed login", async () => {
    const { client } = setup([
      json(401, {
        success: false,
        code: "auth.invalid_credentials",
        message: "Wrong account or password",
        value: { captcha: true },
      }),
    ]);
    const error = (await client
      .call(postCall, { body: { language: "VI" } })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.captchaRequired).toBe(true);
    expect(error.fields).toEqual({});
  });

  it("reports a network failure and a body that is not an envelope as client-side codes", async () => {
    const { client } = setup([new Response("<html>502</html>", { status: 502 })]);
    const notJson = (await client.call(getCall).catch((caught: unknown) => caught)) as ApiError;
    expect(notJson.code).toBe(NETWORK_ERROR);
    expect(notJson.fromServer).toBe(false);
    const offline = (await client.call(getCall).catch((caught: unknown) => caught)) as ApiError;
    expect(offline.code).toBe(NETWORK_ERROR);
    expect(offline.status).toBe(0);
  });

  it("refuses a success value that does not match the contract", async () => {
    const { client } = setup([json(200, { success: true, value: { ...page, total: "many" } })]);
    const error = (await client.call(getCall).catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe(RESPONSE_INVALID);
  });

  it("switches the site to maintenance or region blocked on 503 and 403 answers", async () => {
    const { client, onSiteBlocked } = setup([
      json(503, { success: false, code: "system.maintenance", message: "System maintenance" }),
      json(403, { success: false, code: "access.restricted", message: "Access restricted" }),
      json(403, { success: false, code: "access.forbidden", message: "No permission" }),
    ]);
    await client.call(getCall).catch(() => undefined);
    await client.call(getCall).catch(() => undefined);
    await client.call(getCall).catch(() => undefined);
    expect(onSiteBlocked).toHaveBeenCalledTimes(2);
    expect(onSiteBlocked.mock.calls[0]?.[0]).toBe("maintenance");
    expect(onSiteBlocked.mock.calls[1]?.[0]).toBe("regionBlocked");
  });

  it("ends the session when a call sent with a token answers 401 auth.required", async () => {
    const { client, onUnauthorized } = setup([
      json(401, { success: false, code: "auth.required", message: "You are not logged in, please login" }),
      json(401, { success: false, code: "auth.invalid_credentials", message: "Wrong account or password" }),
    ]);
    await client.call(getCall).catch(() => undefined);
    await client.call(postCall, { body: { language: "VI" } }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe("api client bodies", () => {
  it("sends plain calls as JSON", async () => {
    const { client, request, encrypt } = setup([json(200, { success: true, value: { language: "VI" } })]);
    await client.call(postCall, { body: { language: "VI" } });
    const { init, headers } = request();
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({ language: "VI" });
    expect(encrypt).not.toHaveBeenCalled();
  });

  it("sends enc calls as the encrypted envelope, never the plain body", async () => {
    const { client, request, encrypt } = setup([json(200, { success: true, value: { changed: true } })]);
    await client.call(encCall, { body: passwords });
    expect(encrypt).toHaveBeenCalledWith(passwords);
    const sent = JSON.parse(String(request().init.body)) as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(["data", "enc", "iv", "key", "keyId"]);
    expect(sent.enc).toBe("v1");
    expect(String(request().init.body)).not.toContain("New12345");
  });

  it("retries an enc call once with a fresh key when the server rejects the encryption", async () => {
    const { client, encrypt, onEncryptionRejected, fetch } = setup([
      json(400, {
        success: false,
        code: "encryption.invalid",
        message: "The encrypted request could not be read",
      }),
      json(200, { success: true, value: { changed: true } }),
    ]);
    await expect(client.call(encCall, { body: passwords })).resolves.toEqual({ changed: true });
    expect(onEncryptionRejected).toHaveBeenCalledTimes(1);
    expect(encrypt).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("does not retry a second encryption failure", async () => {
    const rejected = () => json(400, { success: false, code: "encryption.invalid", message: "x" });
    const { client, fetch } = setup([rejected(), rejected()]);
    await expect(client.call(encCall, { body: passwords })).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("sends form calls url-encoded", async () => {
    const { client, request } = setup([json(200, { success: true, value: { sent: true } })]);
    await client.call(formCall, { body: { username: "bob", email: "b@x.io" } });
    const { init, headers } = request();
    expect(headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(String(init.body)).toBe("username=bob&email=b%40x.io");
  });

  it("uploads multipart without setting a content type itself", async () => {
    const avatar = { avatar: "custom-1", avatarType: "CUSTOM", url: "/media/avatars/custom-1.png" };
    const { client, request } = setup([json(200, { success: true, value: avatar })]);
    const form = new FormData();
    form.append("file", new Blob(["png"], { type: "image/png" }), "a.png");
    await expect(client.upload(avatarUploadCall, form)).resolves.toEqual(avatar);
    expect(request().init.body).toBe(form);
    expect(request().headers.has("Content-Type")).toBe(false);
  });
});

describe("buildUrl", () => {
  it("leaves out empty query values", () => {
    expect(buildUrl("", "/p", { a: "", b: undefined, c: null, d: 0, e: "x" })).toBe("/p?d=0&e=x");
    expect(buildUrl("https://h", "/p", undefined)).toBe("https://h/p");
  });
});
