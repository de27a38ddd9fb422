import * as schema from "@lotus/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedVendorHeaders } from "../src/modules/games/vendor-signature";
import { freshIp, fromIp, withoutBotCheck } from "./accounts-support";
import { createExternalVendor } from "./games/support";
import { createTestApp, type TestApp } from "./support/app";

/** The cases found by attacking the API: each answers 4xx in the envelope and changes nothing. */
describe("bad input answers 4xx", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await withoutBotCheck(t);
  });
  afterAll(async () => t.close());

  const seed = "0123456789abcdef".repeat(4);

  it("refuses a bet with more decimals than the currency, naming the field", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/house/api/verify?slotId=lotus-fortune&serverSeed=${seed}&clientSeed=abc&nonce=1&bet=0.001`,
      headers: { language: "VI" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: "validation.failed",
      message: "Vui lòng kiểm tra các trường được đánh dấu",
      value: { fields: { bet: "Giá trị không hợp lệ" } },
    });
  });

  it("refuses NUL, control characters and lone surrogates in encrypted, clear and query text", async () => {
    const before = await t.platform.db.$count(schema.members);
    for (const username of ["ab\u0000cd", "ab\u0007cd", "ab\ud800cd"]) {
      const login = await t.callEncrypted(
        "POST",
        "/wps/session/login",
        { username, password: "Secret123" },
        { headers: fromIp(freshIp()) },
      );
      expect(login.statusCode, login.body).toBe(400);
      expect(login.json().value.fields).toHaveProperty("username");
      const register = await t.callEncrypted(
        "PUT",
        "/wps/member/register",
        { username, password: "Secret123", confirmPassword: "Secret123" },
        { headers: fromIp(freshIp()) },
      );
      expect(register.statusCode).toBe(400);
    }
    const query = await t.call({ method: "GET", url: "/wps/agent/affiliate?code=a%00b" });
    expect(query.statusCode).toBe(400);
    expect(query.json().value.fields).toHaveProperty("code");
    expect(await t.platform.db.$count(schema.members)).toBe(before);
  });

  it("refuses a NUL in a signed vendor request with 400, which vendors do not retry", async () => {
    const secret = "bad-input-vendor-secret-42";
    await createExternalVendor(t, { code: "BADIN", secret });
    const path = `/vendor-api/v1/${t.merchant}/BADIN/authenticate`;
    const body = JSON.stringify({ launchToken: `${"a".repeat(20)}\u0000` });
    const unsigned = await t.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/json" },
      payload: body,
    });
    // The signature comes first: an unsigned caller learns nothing about the input.
    expect(unsigned.statusCode).toBe(401);
    const signed = await t.app.inject({
      method: "POST",
      url: path,
      headers: {
        "content-type": "application/json",
        ...signedVendorHeaders(secret, "POST", path, body, t.clock.now()),
      },
      payload: body,
    });
    expect(signed.statusCode).toBe(400);
    expect(signed.json()).toMatchObject({ success: false, code: "validation.failed" });
    expect(signed.json().value.fields).toHaveProperty("launchToken");
  });

  it("answers an over-long path segment and a broken URL in the envelope, translated", async () => {
    const long = await t.call({
      method: "GET",
      url: `/media/${"x".repeat(500)}`,
      headers: { language: "VI" },
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ success: false, code: "request.url_too_long", message: "Địa chỉ quá dài" });
    const broken = await t.call({ method: "GET", url: "/media/%ED%A0%80" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, code: "request.malformed" });
  });

  it("refuses JSON nested deeper than any call uses", async () => {
    const response = await t.call({
      method: "POST",
      url: "/house/api/session",
      headers: { "content-type": "application/json" },
      payload: `${"[".repeat(10_000)}${"]".repeat(10_000)}`,
    });
    expect(response.statusCode).toBe(400);
  });
});
