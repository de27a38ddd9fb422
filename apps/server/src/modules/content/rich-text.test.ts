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

  it("stores what the back-office editor writes unchanged, for every format it offers", () => {
    // The shape TipTap gives each toolbar format (the editor's own test pins its schema to the allow-list).
    const written = [
      "<h2>Weekend</h2><h3>Rules</h3>",
      '<p><strong>bold</strong><em>italic</em><u>underline</u><s>strike</s><br><a target="_blank" rel="noopener noreferrer" href="https://lotus.example/promo">site</a><a target="_blank" rel="noopener noreferrer" href="mailto:help@lotus.example">mail</a><img src="https://cdn.lotus.example/banner.png" alt="Banner"></p>',
      '<ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol>',
      "<blockquote><p>quoted</p></blockquote><hr>",
    ].join("");
    // sanitize-html writes void tags XHTML-style (<br />), the same HTML as the editor's <br>.
    expect(sanitizeRichText(written).replaceAll(" />", ">")).toBe(written);
  });
});
