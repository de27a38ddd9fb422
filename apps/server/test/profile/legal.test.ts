import * as schema from "@lotus/db/schema";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fileTestApp } from "../support/app";
import { asOperator, createOperator } from "../support/operators";

const t = fileTestApp();

const page = (kind: string, language = "EN") =>
  t.call({ method: "GET", url: `/wps/system/legal?kind=${kind}`, headers: { language } });

describe("legal pages on the site", () => {
  it("serves the demo user agreement and privacy policy in the visitor's language", async () => {
    const agreement = await page("userAgreement");
    expect(agreement.statusCode, agreement.body).toBe(200);
    expect(agreement.json().value).toMatchObject({ kind: "userAgreement", title: "User agreement" });
    expect(agreement.json().value.content).toContain("<h2>1. Who may play</h2>");
    const vietnamese = await page("privacyPolicy", "VI");
    expect(vietnamese.json().value.title).toBe("Chính sách bảo mật");
    expect(vietnamese.json().value.content).toContain("Dữ liệu chúng tôi lưu giữ");
    // A language without its own text falls back to English.
    expect((await page("privacyPolicy", "TH")).json().value.title).toBe("Privacy policy");
    const unknown = await page("cookiePolicy");
    expect(unknown.statusCode).toBe(400);
  });
});

describe("legal pages in the back office", () => {
  it("are written per language like help articles: rich text sanitised, audited, content.edit only", async () => {
    const editor = await createOperator(t, { username: "legaleditor", role: "content" });
    const helper = await createOperator(t, { username: "legalhelper", role: "support" });
    const base = `/backoffice/api/brands/${t.brandId}/legal`;
    const list = await asOperator(t, editor.token)({ method: "GET", url: base });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().value.map((entry: { kind: string }) => entry.kind)).toEqual([
      "userAgreement",
      "privacyPolicy",
    ]);
    expect(list.json().value[0].title).toEqual({ EN: "User agreement", VI: "Thỏa thuận người dùng" });
    expect((await asOperator(t, helper.token)({ method: "GET", url: base })).statusCode).toBe(403);

    const body = {
      title: { EN: " Terms of use ", VI: "Điều khoản sử dụng", TH: "" },
      content: {
        EN: '<p onclick="steal()">Play fair.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
        VI: "<p>Chơi công bằng.</p>",
        TH: "<p></p>",
      },
    };
    const saved = await asOperator(
      t,
      editor.token,
    )({ method: "PUT", url: `${base}/userAgreement`, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value.title).toEqual({ EN: "Terms of use", VI: "Điều khoản sử dụng" });
    expect(saved.json().value.content.EN).toBe(
      '<p>Play fair.</p><a target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(saved.json().value.content.TH).toBeUndefined();
    expect((await page("userAgreement")).json().value).toMatchObject({
      title: "Terms of use",
      content: '<p>Play fair.</p><a target="_blank" rel="noopener noreferrer">x</a>',
    });

    const [audit] = await t.platform.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "legal.update"), eq(schema.auditLog.targetId, "userAgreement")));
    expect(audit).toMatchObject({
      operatorName: "legaleditor",
      brandId: t.brandId,
      targetType: "legal_page",
    });
    expect(audit?.before).toMatchObject({ title: { EN: "User agreement" } });

    const noEnglish = await asOperator(
      t,
      editor.token,
    )({
      method: "PUT",
      url: `${base}/privacyPolicy`,
      payload: { title: { VI: "Chính sách" }, content: { VI: "<p>Nội dung</p>" } },
    });
    expect(noEnglish.statusCode).toBe(400);
    expect(Object.keys(noEnglish.json().value.fields)).toEqual(["title.EN"]);
    const unknownKind = await asOperator(
      t,
      editor.token,
    )({ method: "PUT", url: `${base}/cookies`, payload: body });
    expect(unknownKind.statusCode).toBe(400);
    expect(
      (await asOperator(t, helper.token)({ method: "PUT", url: `${base}/privacyPolicy`, payload: body }))
        .statusCode,
    ).toBe(403);
  });
});
