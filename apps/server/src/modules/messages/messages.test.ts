import { describe, expect, it } from "vitest";
import type { Brand } from "../../platform/brand-context";
import { campaignTexts } from "./messages.admin";
import { renderSystemMessage } from "./system-messages";
import { plainText, textIn } from "./views";

const brand = { defaultLanguage: "VI", languages: ["VI", "EN", "TH"] } as unknown as Brand;

const codeOf = (work: () => unknown) => {
  try {
    work();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe("campaign texts", () => {
  it("keeps the brand's languages, sanitised, and needs the default language and whole pairs", () => {
    const texts = campaignTexts(brand, {
      title: { VI: " Chào ", EN: "Hello", TH: "" },
      body: { VI: "<p>Nội dung</p>", EN: '<p onclick="x()">Text<script>bad()</script></p>', TH: "<p></p>" },
    });
    expect(texts.title).toEqual({ VI: "Chào", EN: "Hello" });
    expect(texts.body.VI).toBe("<p>Nội dung</p>");
    expect(texts.body.EN).not.toMatch(/onclick|script/);
    expect(texts.body.TH).toBeUndefined();
  });

  it("refuses a language the brand does not offer, a missing default, a title without text", () => {
    expect(
      codeOf(() =>
        campaignTexts(brand, { title: { VI: "a", KO: "b" }, body: { VI: "<p>a</p>", KO: "<p>b</p>" } }),
      ),
    ).toBe("message.language_not_offered");
    expect(codeOf(() => campaignTexts(brand, { title: { EN: "a" }, body: { EN: "<p>a</p>" } }))).toBe(
      "message.default_language_required",
    );
    expect(
      codeOf(() => campaignTexts(brand, { title: { VI: "a", EN: "b" }, body: { VI: "<p>a</p>" } })),
    ).toBe("message.default_language_required");
  });
});

describe("reading messages", () => {
  it("picks the reader's language, else the brand's default, else English", () => {
    expect(textIn({ EN: "en", VI: "vi" }, "EN", brand)).toBe("en");
    expect(textIn({ EN: "en", VI: "vi" }, "TH", brand)).toBe("vi");
    expect(textIn({ EN: "en", KO: "ko" }, "TH", brand)).toBe("en");
    expect(textIn({ KO: "ko" }, "TH", brand)).toBe("ko");
  });

  it("shows rich text as plain words in the preview", () => {
    expect(plainText("<p>Hello <strong>you</strong> &amp; me</p><p>Bye&nbsp;now</p>")).toBe(
      "Hello you & me Bye now",
    );
  });

  it("fills system templates in EN and VI, other languages in EN, and escapes parameters", () => {
    const params = { amount: "₫1,000.00", reference: "<b>D1</b>" };
    expect(renderSystemMessage("deposit_confirmed", params, "VI").title).toBe("Nạp tiền thành công");
    const th = renderSystemMessage("deposit_confirmed", params, "TH");
    expect(th.text).toBe(
      "Your deposit of ₫1,000.00 (reference <b>D1</b>) has been credited to your balance.",
    );
    expect(th.html).toContain("&#60;b&#62;D1&#60;/b&#62;");
    expect(
      renderSystemMessage(
        "contract_settled",
        { amount: "₫5.00", contract: "dividend", period: "2026-01-01" },
        "VI",
      ).text,
    ).toBe("₫5.00 thu nhập cổ tức kỳ 2026-01-01 đã được cộng vào số dư của bạn.");
    expect(
      renderSystemMessage("bonus_issued", { amount: "₫5.00", title: "Gift", "title.VI": "Quà" }, "VI").text,
    ).toBe("Bạn đã nhận ₫5.00: Quà.");
  });
});
