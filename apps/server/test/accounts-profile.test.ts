import { AVATAR_MAX_BYTES } from "@lotus/contracts";
import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  accountsTestApp,
  freshIp,
  fromIp,
  memberRow,
  multipart,
  PNG_BYTES,
  registerUser,
  tokenOf,
} from "./accounts-support";
import { realJpeg, realPng } from "./profile/support";

const t = accountsTestApp();
let demoToken: string;
beforeAll(async () => {
  demoToken = await tokenOf(t, "demo01", "Demo1234");
});

const info = (token?: string) => t.call({ method: "GET", url: "/wps/member/info", token });
const upload = (
  token: string | undefined,
  field: string,
  filename: string,
  type: string,
  content: Buffer,
) => {
  const { payload, headers } = multipart(field, filename, type, content);
  return t.call({ method: "POST", url: "/wps/member/info/icon/upload", token, payload, headers });
};
const trialToken = async () =>
  (
    await t.call({
      method: "POST",
      url: "/wps/session/login/freeplay",
      payload: {},
      headers: fromIp(freshIp()),
    })
  ).json().value.token as string;

describe("GET /wps/member/info", () => {
  it("describes the session's member with personal data masked", async () => {
    const response = await info(demoToken);
    expect(response.statusCode).toBe(200);
    const row = await memberRow(t, "demo01");
    // The demo inbox holds unread messages for demo01: member info counts them as the header's call does.
    const unread = (
      await t.call({ method: "GET", url: "/wps/relay/CSP_unreadCount", token: demoToken })
    ).json().value;
    expect(unread).toBeGreaterThan(0);
    expect(response.json().value).toEqual({
      id: row?.id,
      account: "demo01",
      nickname: "Demo Player",
      type: 0,
      isAgent: false,
      toUpline: false,
      clubLabel: { labelName: "Lotus Club" },
      // The VIP label is the demo member's level on the ladder (Gold), in the brand's language.
      memberLabel: [{ labelName: "Vàng" }],
      registeredAt: row?.createdAt.getTime(),
      mobile: "+84 912***001",
      email: "de***@lotus.local",
      payeeName: "N***** *** ***O",
      language: null,
      hasPaymentPassword: false,
      avatar: "1",
      avatarType: "STATIC",
      avatarUrl: "/res/img/avatars/1.svg",
      unreadMessages: unread,
    });
    expect(response.body).not.toContain("912000001");
    expect(response.body).not.toContain("NGUYEN");
  });

  it("a downline has an upline; labels put VIP first; the nickname falls back to the account", async () => {
    const player = await tokenOf(t, "player01", "Player1234");
    expect((await info(player)).json().value).toMatchObject({
      toUpline: true,
      clubLabel: null,
      email: "pl***@lotus.local",
    });
    const user = await registerUser(t);
    await t.platform.db
      .update(schema.members)
      .set({ memberLabels: ["Newcomer", "VIP3"] })
      .where(eq(schema.members.accountKey, user.username.toLowerCase()));
    const value = (await info(user.token)).json().value;
    // A free-text VIP label gives way to the member's real level (a new member is on the lowest).
    expect(value.memberLabel).toEqual([{ labelName: "Normal" }, { labelName: "Newcomer" }]);
    expect(value.nickname).toBe(user.username);
    expect(value.mobile).toBeNull();
  });

  it("needs a session; trial accounts may read theirs", async () => {
    const anonymous = await info();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      code: "auth.required",
      message: "You are not logged in, please login",
    });
    expect((await info("made-up-token")).statusCode).toBe(401);
    const trial = await info(await trialToken());
    expect(trial.statusCode).toBe(200);
    expect(trial.json().value.type).toBe(4);
  });
});

describe("language", () => {
  it("saves the member's language; trial accounts too", async () => {
    const user = await registerUser(t);
    const saved = await t.call({
      method: "POST",
      url: "/wps/member/language",
      token: user.token,
      payload: { language: "EN" },
    });
    expect(saved.json()).toEqual({ success: true, value: { language: "EN" } });
    expect((await info(user.token)).json().value.language).toBe("EN");
    const bad = await t.call({
      method: "POST",
      url: "/wps/member/language",
      token: user.token,
      payload: { language: "XX" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields).toEqual({ language: "Invalid value" });
    const missing = await t.call({
      method: "POST",
      url: "/wps/member/language",
      token: user.token,
      payload: {},
    });
    expect(missing.json().value.fields).toEqual({ language: "language Input cannot be empty" });
    expect((await memberRow(t, user.username))?.language).toBe("EN");
    const trial = await t.call({
      method: "POST",
      url: "/wps/member/language",
      token: await trialToken(),
      payload: { language: "VI" },
    });
    expect(trial.statusCode).toBe(200);
  });
});

describe("avatars", () => {
  it("lists the static avatars and shows the current one", async () => {
    const list = await t.call({ method: "GET", url: "/wps/member/info/icon", token: demoToken });
    expect(list.json().value).toHaveLength(8);
    expect(list.json().value[2]).toEqual({ avatar: "3", url: "/res/img/avatars/3.svg" });
    const current = await t.call({
      method: "GET",
      url: "/wps/relay/MCSFE_getPlayerAvatar",
      token: demoToken,
    });
    expect(current.json().value).toEqual({
      avatar: "1",
      avatarType: "STATIC",
      url: "/res/img/avatars/1.svg",
    });
    expect((await t.call({ method: "GET", url: "/wps/member/info/icon" })).statusCode).toBe(401);
  });

  it("chooses a static avatar; unknown ones are refused", async () => {
    const user = await registerUser(t);
    const chosen = await t.call({
      method: "POST",
      url: "/wps/member/info/icon",
      token: user.token,
      payload: { avatarType: "STATIC", avatar: "5" },
    });
    expect(chosen.json().value).toEqual({ avatar: "5", avatarType: "STATIC", url: "/res/img/avatars/5.svg" });
    expect((await info(user.token)).json().value.avatarUrl).toBe("/res/img/avatars/5.svg");
    const unknown = await t.call({
      method: "POST",
      url: "/wps/member/info/icon",
      token: user.token,
      payload: { avatarType: "STATIC", avatar: "99" },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().value.fields).toEqual({ avatar: "Invalid value" });
    const custom = await t.call({
      method: "POST",
      url: "/wps/member/info/icon",
      token: user.token,
      payload: { avatarType: "CUSTOM", avatar: "1" },
    });
    expect(custom.json().value.fields).toEqual({ avatarType: "Invalid value" });
    expect((await memberRow(t, user.username))?.avatar).toBe("5");
  });

  it("uploads a png as CUSTOM avatar served from /media with its type, for its brand only", async () => {
    const user = await registerUser(t);
    const response = await upload(user.token, "file", "me.png", "image/png", realPng(32, 32));
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value.avatarType).toBe("CUSTOM");
    expect(value.url).toBe(`/media/${value.avatar}`);
    expect((await info(user.token)).json().value).toMatchObject({
      avatarType: "CUSTOM",
      avatarUrl: value.url,
    });

    const served = await t.call({ method: "GET", url: value.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    // Stored as its 256-pixel square (test/profile/avatar.test.ts looks at the pixels).
    expect(served.rawPayload.subarray(0, 8).equals(realPng(1, 1).subarray(0, 8))).toBe(true);
    // By Host as an <img> would ask.
    const byHost = await t.app.inject({ method: "GET", url: value.url, headers: { host: "lotus.local" } });
    expect(byHost.statusCode).toBe(200);
    const unknownHost = await t.app.inject({
      method: "GET",
      url: value.url,
      headers: { host: "nowhere.example" },
    });
    expect(unknownHost.statusCode).toBe(404);
    const [brand] = await t.platform.db.select().from(schema.brands).where(eq(schema.brands.id, t.brandId));
    if (!brand) throw new Error("brand missing");
    const { id: _id, merchantCode: _code, domains: _domains, ...rest } = brand;
    await t.platform.db
      .insert(schema.brands)
      .values({ ...rest, merchantCode: "mediabrand", domains: ["media.example"] });
    t.platform.brands.invalidate();
    const otherBrand = await t.app.inject({
      method: "GET",
      url: value.url,
      headers: { merchant: "mediabrand" },
    });
    expect(otherBrand.statusCode).toBe(404);
    const otherHost = await t.app.inject({
      method: "GET",
      url: value.url,
      headers: { host: "media.example" },
    });
    expect(otherHost.statusCode).toBe(404);
    expect(
      (await t.call({ method: "GET", url: "/media/00000000-0000-4000-8000-000000000000" })).statusCode,
    ).toBe(404);
    expect((await t.call({ method: "GET", url: "/media/not-an-id" })).statusCode).toBe(404);

    // A jpg replaces it; the old image is gone.
    const second = await upload(user.token, "file", "me.jpg", "image/jpeg", realJpeg(40, 40));
    expect(second.statusCode).toBe(200);
    expect((await t.call({ method: "GET", url: second.json().value.url })).headers["content-type"]).toBe(
      "image/jpeg",
    );
    expect((await t.call({ method: "GET", url: value.url })).statusCode).toBe(404);
    // Back to a static avatar drops the custom image too.
    await t.call({
      method: "POST",
      url: "/wps/member/info/icon",
      token: user.token,
      payload: { avatarType: "STATIC", avatar: "2" },
    });
    expect((await t.call({ method: "GET", url: second.json().value.url })).statusCode).toBe(404);
  });

  it("refuses anything but a png or jpg of at most 5 MB, changing nothing", async () => {
    const user = await registerUser(t);
    const mediaCount = async () =>
      (await t.platform.db.select({ id: schema.media.id }).from(schema.media)).length;
    const before = await mediaCount();
    const text = await upload(
      user.token,
      "file",
      "evil.png",
      "image/png",
      Buffer.from("<script>alert(1)</script>"),
    );
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({
      code: "upload.invalid_image",
      message: "Images must be png or jpg, at most 5MB",
    });
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(AVATAR_MAX_BYTES, 0)]);
    const tooBig = await upload(user.token, "file", "big.png", "image/png", big);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().code).toBe("upload.invalid_image");
    const wrongField = await upload(user.token, "avatar", "me.png", "image/png", PNG_BYTES);
    expect(wrongField.json().code).toBe("upload.invalid_image");
    const notMultipart = await t.call({
      method: "POST",
      url: "/wps/member/info/icon/upload",
      token: user.token,
      payload: { file: "x" },
    });
    expect(notMultipart.json().code).toBe("upload.invalid_image");
    const empty = await upload(user.token, "file", "empty.png", "image/png", Buffer.alloc(0));
    expect(empty.json().code).toBe("upload.invalid_image");
    expect(await mediaCount()).toBe(before);
    expect((await memberRow(t, user.username))?.avatarType).toBe("STATIC");
    const anonymous = await upload(undefined, "file", "me.png", "image/png", PNG_BYTES);
    expect(anonymous.statusCode).toBe(401);
  });
});
