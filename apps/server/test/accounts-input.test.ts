import { beforeAll, describe, expect, it } from "vitest";
import { accountsTestApp, freshIp, fromIp, tokenOf } from "./accounts-support";

/**
 * Bad input on every call of the accounts module: missing, oversized, wrong-typed and unknown
 * fields answer 400 validation.failed with a message per field, never a 500.
 */

const t = accountsTestApp();
let token: string;
beforeAll(async () => {
  token = await tokenOf(t, "demo01", "Demo1234");
});

interface Case {
  name: string;
  method: "POST" | "PUT" | "GET" | "DELETE";
  url: string;
  enc?: boolean;
  member?: boolean;
  body?: unknown;
  fields: Record<string, string>;
}

const long = (length: number) => "x".repeat(length);

const CASES: Case[] = [
  {
    name: "sms register: wrong-typed and unknown",
    method: "POST",
    url: "/wps/verification/sms/register",
    body: { countryDialingCode: 84, mobileNo: "912345678", regType: "email", code: "1" },
    fields: {
      countryDialingCode: "Invalid value",
      regType: "Invalid value",
      code: "This field is not allowed",
    },
  },
  {
    name: "sms login: oversized and missing",
    method: "POST",
    url: "/wps/verification/sms/noLogin",
    body: { countryDialingCode: "84444", botCheck: long(4001) },
    fields: {
      countryDialingCode: "At most 4 characters",
      mobileNo: "mobileNo Input cannot be empty",
      botCheck: "At most 4000 characters",
    },
  },
  {
    name: "login verification: missing and oversized",
    method: "POST",
    url: "/wps/session/login/verification",
    enc: true,
    body: { ticket: long(129), value: long(256) },
    fields: {
      ticket: "At most 128 characters",
      method: "method Input cannot be empty",
      value: "At most 255 characters",
    },
  },
  {
    name: "login verification sms: missing and unknown",
    method: "POST",
    url: "/wps/session/login/verification/sms",
    body: { phone: "1" },
    fields: { ticket: "ticket Input cannot be empty", phone: "This field is not allowed" },
  },
  {
    name: "remember: wrong-typed",
    method: "POST",
    url: "/wps/session/login/remember",
    body: { rememberToken: 42 },
    fields: { rememberToken: "Invalid value" },
  },
  {
    name: "logout: oversized remember token",
    method: "POST",
    url: "/wps/session/logout",
    body: { rememberToken: long(129) },
    fields: { rememberToken: "At most 128 characters" },
  },
  {
    name: "register mobile: wrong-typed and unknown",
    method: "PUT",
    url: "/wps/member/register/mobile",
    enc: true,
    body: { mobileNum: 912345678, verificationCode: ["1"], referrer: "x" },
    fields: {
      mobileNum: "Invalid value",
      verificationCode: "Invalid value",
      referrer: "This field is not allowed",
    },
  },
  {
    name: "password email: oversized and unknown",
    method: "POST",
    url: "/wps/member/password/email",
    body: { username: long(65), email: "a@b.co", phone: "1" },
    fields: { username: "At most 64 characters", phone: "This field is not allowed" },
  },
  {
    name: "password reset: missing and wrong-typed",
    method: "POST",
    url: "/wps/member/password/reset",
    enc: true,
    body: { newPassword: 12345678, confirmNewPassword: "x" },
    fields: { resetToken: "resetToken Input cannot be empty", newPassword: "Invalid value" },
  },
  {
    name: "password sms: missing",
    method: "POST",
    url: "/wps/member/password/sms",
    body: {},
    fields: {
      countryDialingCode: "countryDialingCode Input cannot be empty",
      mobileNum: "mobileNum Input cannot be empty",
    },
  },
  {
    name: "password verification: oversized and unknown",
    method: "POST",
    url: "/wps/member/password/verification",
    enc: true,
    body: {
      countryDialingCode: "84",
      mobileNum: long(21),
      verificationCode: "1",
      newPassword: long(129),
      token: "x",
    },
    fields: {
      mobileNum: "At most 20 characters",
      newPassword: "At most 128 characters",
      token: "This field is not allowed",
    },
  },
  {
    name: "avatar choose: missing",
    method: "POST",
    url: "/wps/member/info/icon",
    member: true,
    body: { avatarType: "STATIC" },
    fields: { avatar: "avatar Input cannot be empty" },
  },
  {
    name: "language: wrong-typed and unknown",
    method: "POST",
    url: "/wps/member/language",
    member: true,
    body: { language: 1, theme: "dark" },
    fields: { language: "Invalid value", theme: "This field is not allowed" },
  },
];

describe("bad input on every accounts call", () => {
  for (const entry of CASES) {
    it(entry.name, async () => {
      const headers = fromIp(freshIp());
      const auth = entry.member ? token : undefined;
      const response =
        entry.enc && (entry.method === "POST" || entry.method === "PUT")
          ? await t.callEncrypted(entry.method, entry.url, entry.body, { token: auth, headers })
          : await t.call({
              method: entry.method,
              url: entry.url,
              token: auth,
              headers,
              ...(entry.body === undefined ? {} : { payload: entry.body as Record<string, unknown> }),
            });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: "validation.failed" });
      expect(response.json().value.fields).toEqual(entry.fields);
    });
  }

  it("a body that is not JSON at all is a clear 400", async () => {
    const response = await t.call({
      method: "POST",
      url: "/wps/verification/sms/noLogin",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it("an encrypted body that is not a JSON object is refused without a 500", async () => {
    const response = await t.callEncrypted("POST", "/wps/session/login", "just a string");
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().success).toBe(false);
  });
});
