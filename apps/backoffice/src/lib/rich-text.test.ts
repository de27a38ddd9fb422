import { describe, expect, it } from "vitest";
import { checkEditorUrl } from "./rich-text";

describe("checkEditorUrl", () => {
  it("accepts web and mail links, trimmed", () => {
    expect(checkEditorUrl("  https://lotus.example/promo ", "link")).toEqual({
      ok: true,
      url: "https://lotus.example/promo",
    });
    expect(checkEditorUrl("http://lotus.example", "link").ok).toBe(true);
    expect(checkEditorUrl("mailto:help@lotus.example", "link").ok).toBe(true);
    expect(checkEditorUrl("tel:+84 900 000 000", "link").ok).toBe(true);
  });

  it("accepts paths on the brand's own site, not protocol-relative ones", () => {
    expect(checkEditorUrl("/promotions?tab=new", "link")).toEqual({ ok: true, url: "/promotions?tab=new" });
    expect(checkEditorUrl("/media/banner.png", "image").ok).toBe(true);
    expect(checkEditorUrl("//evil.example/x", "link")).toEqual({ ok: false, problem: "invalid" });
    expect(checkEditorUrl("/\\evil.example", "link")).toEqual({ ok: false, problem: "invalid" });
  });

  it("refuses script and data links, bare host names and malformed addresses, with the reason", () => {
    expect(checkEditorUrl("javascript:alert(1)", "link")).toEqual({ ok: false, problem: "scheme" });
    expect(checkEditorUrl("data:text/html,hi", "link")).toEqual({ ok: false, problem: "scheme" });
    expect(checkEditorUrl("tel:call-me", "link")).toEqual({ ok: false, problem: "invalid" });
    expect(checkEditorUrl("lotus.example", "link")).toEqual({ ok: false, problem: "invalid" });
    expect(checkEditorUrl("mailto:nobody", "link")).toEqual({ ok: false, problem: "invalid" });
    expect(checkEditorUrl("   ", "link")).toEqual({ ok: false, problem: "empty" });
  });

  it("takes images from web addresses only", () => {
    expect(checkEditorUrl("https://cdn.lotus.example/a.png", "image").ok).toBe(true);
    expect(checkEditorUrl("mailto:help@lotus.example", "image")).toEqual({ ok: false, problem: "scheme" });
  });
});
