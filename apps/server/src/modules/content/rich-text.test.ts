import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./rich-text";

describe("sanitizeRichText", () => {
  it("removes scripts, event handlers and javascript links", () => {
    const dirty = '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|javascript:/);
    expect(clean).toContain("<p>Hi");
  });

  it("keeps formatting and safe links, opening them in a new tab", () => {
    const clean = sanitizeRichText(
      '<p><strong>Bold</strong> <a href="https://lotus.example/promo">promo</a></p>',
    );
    expect(clean).toContain("<strong>Bold</strong>");
    expect(clean).toContain('href="https://lotus.example/promo"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });
});
