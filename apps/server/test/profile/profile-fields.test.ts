import { PROFILE_FIELDS } from "@lotus/contracts";
import * as schema from "@lotus/db/schema";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountsTestApp, memberRow, registerUser } from "../accounts-support";
import { asOperator, createOperator } from "../support/operators";
import { memberAudit } from "./support";

const t = accountsTestApp();

const profile = (token: string | undefined) => t.call({ method: "GET", url: "/wps/member/profile", token });
const save = (token: string, payload: Record<string, unknown>, language = "EN") =>
  t.call({ method: "PUT", url: "/wps/member/profile", token, payload, headers: { language } });

/** Today's date moved by whole years (and days) in the brand's zone, as yyyy-MM-dd. */
function yearsAgo(years: number, days = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Ho_Chi_Minh" }).format(t.clock.now());
  const [year = 0, month = 1, day = 1] = today.split("-").map(Number);
  const date = new Date(Date.UTC(year - years, month - 1, day + days));
  return date.toISOString().slice(0, 10);
}

describe("GET /wps/member/profile", () => {
  it("shows the brand's editable fields, the member's values and masked contacts", async () => {
    const user = await registerUser(t);
    const response = await profile(user.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({
      editable: [...PROFILE_FIELDS],
      values: {},
      email: null,
      mobile: null,
      payeeName: null,
      idNumber: null,
      authenticator: { enrolled: false, enrolledAt: null },
    });
    expect((await profile(undefined)).statusCode).toBe(401);
  });

  it("trial accounts have no profile to edit", async () => {
    const trial = await t.call({ method: "POST", url: "/wps/session/login/freeplay", payload: {} });
    const token = trial.json().value.token as string;
    expect((await profile(token)).statusCode).toBe(403);
    expect((await save(token, { nickname: "Trial" })).statusCode).toBe(403);
  });
});

describe("PUT /wps/member/profile", () => {
  it("saves every plain field, trims and tidies them, and shows them back", async () => {
    const user = await registerUser(t);
    const values = {
      nickname: "  Lan   Anh ",
      birthday: yearsAgo(30),
      address: "12 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh",
      nationality: "Việt Nam",
      occupation: "Kỹ sư phần mềm",
      sourceOfIncome: "salary",
      zalo: "0912 345 678",
      whatsapp: "+84 912-345-678",
      facebook: "lan.anh.91",
      telegram: "@lananh_91",
      line: "lananh91",
      wechat: "lananh_wx",
      qqNum: "12345678",
    };
    const response = await save(user.token, values);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value.values).toEqual({
      nickname: "Lan Anh",
      birthday: values.birthday,
      address: values.address,
      nationality: "Việt Nam",
      occupation: "Kỹ sư phần mềm",
      sourceOfIncome: "salary",
      zalo: "0912345678",
      whatsapp: "84912345678",
      facebook: "lan.anh.91",
      telegram: "lananh_91",
      line: "lananh91",
      wechat: "lananh_wx",
      qqNum: "12345678",
    });
    const row = await memberRow(t, user.username);
    expect(row?.nickname).toBe("Lan Anh");
    expect(row?.profile).toMatchObject({ zalo: "0912345678", sourceOfIncome: "salary" });
    // Member info shows the new nickname.
    const info = await t.call({ method: "GET", url: "/wps/member/info", token: user.token });
    expect(info.json().value.nickname).toBe("Lan Anh");

    // An empty value clears a field; fields not sent stay.
    const cleared = await save(user.token, { address: "", telegram: "  ", nickname: "" });
    expect(cleared.statusCode).toBe(200);
    const after = cleared.json().value.values;
    expect(after.address).toBeUndefined();
    expect(after.telegram).toBeUndefined();
    expect(after.nickname).toBeUndefined();
    expect(after.zalo).toBe("0912345678");
    expect((await memberRow(t, user.username))?.profile.address).toBeUndefined();
  });

  it("refuses each bad field with its own translated message and changes nothing", async () => {
    const user = await registerUser(t);
    const bad = {
      nickname: "<b>x</b>",
      birthday: "2001-02-30",
      address: "abc",
      nationality: "Viet Nam 84",
      occupation: "x",
      zalo: "12ab",
      whatsapp: "+84 phone",
      facebook: "lan anh",
      telegram: "ab",
      line: "l i n e",
      wechat: "we chat",
      qqNum: "12",
    };
    const response = await save(user.token, bad);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation.failed" });
    expect(response.json().value.fields).toEqual({
      nickname: "Letters, numbers, spaces and . _ - only",
      birthday: "Enter a real date as yyyy-MM-dd",
      address: "Use 5-200 characters",
      nationality: "Letters, spaces and . ' - only",
      occupation: "Use 2-64 characters",
      zalo: "Numbers only, 9-12 digits",
      whatsapp: "Numbers only, 6-20 digits",
      facebook: "Spaces are not allowed, 1-128 characters",
      telegram: "5-32 letters, numbers or _ (an @ in front is fine)",
      line: "Spaces are not allowed, 1-64 characters",
      wechat: "Spaces are not allowed, 1-64 characters",
      qqNum: "Numbers only, 5-12 digits",
    });
    const vietnamese = await save(user.token, { nickname: "a", birthday: yearsAgo(-1) }, "VI");
    expect(vietnamese.json().value.fields).toEqual({
      nickname: "Dùng từ 2 đến 20 ký tự",
      birthday: "Ngày phải ở trong quá khứ",
    });
    const row = await memberRow(t, user.username);
    expect(row?.profile).toEqual({});
    expect(row?.nickname).toBeNull();
    expect(await memberAudit(t, row?.id ?? "")).toEqual([]);
  });

  it("birthdays: a real past date, from 1900, at least 18 years ago", async () => {
    const user = await registerUser(t);
    const birthday = async (value: string) =>
      (await save(user.token, { birthday: value })).json().value?.fields?.birthday as string | undefined;
    expect(await birthday("1899-12-31")).toBe("Enter a real date as yyyy-MM-dd");
    expect(await birthday("12-05-1990")).toBe("Enter a real date as yyyy-MM-dd");
    expect(await birthday(yearsAgo(0))).toBe("The date must be in the past");
    expect(await birthday(yearsAgo(18, 1))).toBe("You must be at least 18 years old");
    expect(await birthday(yearsAgo(18))).toBeUndefined();
    expect((await memberRow(t, user.username))?.profile.birthday).toBe(yearsAgo(18));
  });

  it("the contract refuses unknown fields, unknown sources of income and over-long text", async () => {
    const user = await registerUser(t);
    const response = await save(user.token, {
      sourceOfIncome: "lottery",
      address: "x".repeat(256),
      favouriteColour: "red",
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().value.fields).sort()).toEqual([
      "address",
      "favouriteColour",
      "sourceOfIncome",
    ]);
  });

  it("only the fields the brand offers can be edited", async () => {
    const user = await registerUser(t);
    await t.updateSettings({ profileFields: ["nickname", "birthday"] });
    try {
      expect((await profile(user.token)).json().value.editable).toEqual(["nickname", "birthday"]);
      const response = await save(user.token, { nickname: "Minh", zalo: "0912345678" });
      expect(response.statusCode).toBe(400);
      expect(response.json().value.fields).toEqual({ zalo: "This field cannot be changed here" });
      expect((await memberRow(t, user.username))?.nickname).toBeNull();
      expect((await save(user.token, { nickname: "Minh" })).statusCode).toBe(200);
    } finally {
      await t.updateSettings({ profileFields: [...PROFILE_FIELDS] });
    }
  });

  it("every edit is audited with the member as the actor; contacts masked, no-change edits not logged", async () => {
    const user = await registerUser(t);
    const id = (await memberRow(t, user.username))?.id ?? "";
    expect((await save(user.token, { nickname: "Hoa", zalo: "0987654321" })).statusCode).toBe(200);
    expect((await save(user.token, { nickname: "Hoa" })).statusCode).toBe(200);
    expect((await save(user.token, { nickname: "Hoa Mai" })).statusCode).toBe(200);
    const rows = await memberAudit(t, id);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.action)).toEqual([
      "member.profile_self_update",
      "member.profile_self_update",
    ]);
    expect(rows[0]).toMatchObject({
      operatorId: null,
      operatorName: `member:${user.username}`,
      brandId: t.brandId,
      targetType: "member",
      before: { nickname: "Hoa" },
      after: { nickname: "Hoa Mai" },
    });
    expect(rows[1]).toMatchObject({
      before: { nickname: null, zalo: null },
      after: { nickname: "Hoa", zalo: "0***1" },
    });
    expect(rows[1]?.ip).toBeTruthy();
  });
});

describe("payout fields", () => {
  it("are set once by the member, then refused; the same value again is no change", async () => {
    const user = await registerUser(t);
    const first = await save(user.token, { payeeName: "Tran  Thi Lan", idNumber: "079123456789" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ payeeName: "T*** *** **n", idNumber: "0***9" });
    const row = await memberRow(t, user.username);
    expect(row?.payeeName).toBe("Tran Thi Lan");
    expect(row?.profile.idNumber).toBe("079123456789");

    const again = await save(user.token, { payeeName: "Nguyen Van B", idNumber: "079000000000" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "profile.field_locked",
      message: "This detail is already set; please contact customer service to change it",
      value: {
        fields: {
          payeeName: "Already set; contact customer service to change it",
          idNumber: "Already set; contact customer service to change it",
        },
      },
    });
    const cleared = await save(user.token, { payeeName: "" });
    expect(cleared.json().code).toBe("profile.field_locked");
    expect((await save(user.token, { payeeName: "TRAN THI LAN" })).statusCode).toBe(200);
    expect((await memberRow(t, user.username))?.payeeName).toBe("Tran Thi Lan");
  });

  it("follow the payee-name and ID-number rules the first time", async () => {
    const user = await registerUser(t);
    const response = await save(user.token, { payeeName: "Trần Thị Lan", idNumber: "07-91" });
    expect(response.statusCode).toBe(400);
    expect(response.json().value.fields).toEqual({
      payeeName: "Real name format is incorrect",
      idNumber: "Letters and numbers only, no special characters, 6-32 characters",
    });
  });

  it("an operator who sees personal data changes them, with a reason, audited and masked", async () => {
    const user = await registerUser(t);
    await save(user.token, { payeeName: "Le Van Nam" });
    const id = (await memberRow(t, user.username))?.id ?? "";
    const risk = await createOperator(t, { username: "payoutrisk", role: "risk" });
    const helper = await createOperator(t, { username: "payouthelp", role: "support" });
    const url = `/backoffice/api/brands/${t.brandId}/members/${id}/payout-identity`;
    const body = { payeeName: "Le Van Nam Anh", idNumber: "B1234567", reason: "Passport checked by phone" };
    expect((await asOperator(t, helper.token)({ method: "PUT", url, payload: body })).statusCode).toBe(403);
    const bad = await asOperator(
      t,
      risk.token,
    )({
      method: "PUT",
      url,
      payload: { ...body, payeeName: "Lê Văn Nam" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value.fields).toEqual({ payeeName: "Real name format is incorrect" });
    const done = await asOperator(t, risk.token)({ method: "PUT", url, payload: body });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value).toMatchObject({
      payeeName: "Le Van Nam Anh",
      profile: { idNumber: "B1234567" },
    });
    const row = await memberRow(t, user.username);
    expect(row?.payeeName).toBe("Le Van Nam Anh");
    expect(row?.profile.idNumber).toBe("B1234567");
    const [audit] = await t.platform.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetId, id), eq(schema.auditLog.action, "member.payout_identity")));
    expect(audit).toMatchObject({ operatorName: "payoutrisk", reason: "Passport checked by phone" });
    expect(JSON.stringify(audit?.after)).not.toContain("B1234567");
    expect(JSON.stringify(audit?.after)).not.toContain("Le Van Nam Anh");
    // The member still cannot change what the operator set.
    expect((await save(user.token, { idNumber: "C7654321" })).json().code).toBe("profile.field_locked");
  });
});
