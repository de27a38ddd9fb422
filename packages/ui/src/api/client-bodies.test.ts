import {
  avatarUploadCall,
  languageUpdateCall,
  listAnnouncementsCall,
  passwordChangeCall,
  passwordEmailCall,
} from "@lotus/contracts";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { createApiClient } from "./client";

// Real contract calls of the site: a plain GET with a query, a plain POST, an enc POST and a form POST.
const getCall = listAnnouncementsCall;
const postCall = languageUpdateCall;
const encCall = passwordChangeCall;
const formCall = passwordEmailCall;
const page = { list: [], total: 0, page: 2, pageSize: 9 };
const passwords = { oldPassword: "Old12345", newPassword: "New12345", confirmNewPassword: "New12345" };

function json(status: number, payload: unknown): Response {
  return new Response(JSON.stringify(payload), { status, headers: { "Content-Type": "application/json" } });
}

function setup(responses: Response[], options: { encrypting?: boolean } = {}) {
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
  const onEncryptionRejected = vi.fn();
  const client = createApiClient({
    fetch,
    headers: { Device: "WEB" },
    getToken: () => "tok-123",
    getLanguage: () => "EN",
    ...(options.encrypting === false ? {} : { encrypt, onEncryptionRejected }),
  });
  const request = (index = 0) => {
    const call = fetch.mock.calls[index];
    if (!call) throw new Error(`no request ${index}`);
    return { url: String(call[0]), init: call[1] ?? {}, headers: new Headers(call[1]?.headers) };
  };
  return { client, fetch, encrypt, onEncryptionRejected, request };
}

describe("api client headers", () => {
  it("sends the configured headers beside token and language, and no body on a GET", async () => {
    const { client, request } = setup([json(200, { success: true, value: page })]);
    await expect(client.call(getCall, { query: { types: "B,PL", page: 2 } })).resolves.toEqual(page);
    const { url, headers, init } = request();
    expect(url).toBe("/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL&page=2");
    expect(init.method).toBe("GET");
    expect(init.body).toBeUndefined();
    expect(headers.get("Device")).toBe("WEB");
    expect(headers.get("Authorization")).toBe("tok-123");
    expect(headers.get("Language")).toBe("EN");
    expect(headers.has("Merchant")).toBe(false);
  });

  it("exposes the captcha flag of a failed player login", async () => {
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
    expect(error.totpRequired).toBe(false);
    expect(error.fields).toEqual({});
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

  it("refuses an enc call outright when the app has no encryption, sending nothing", async () => {
    const { client, fetch } = setup([json(200, { success: true, value: { changed: true } })], {
      encrypting: false,
    });
    await expect(client.call(encCall, { body: passwords })).rejects.toThrow(TypeError);
    expect(fetch).not.toHaveBeenCalled();
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
