import { describe, expect, it } from "vitest";
import { webClipProfile } from "./web-clip";

describe("iOS web clip profile", () => {
  it("points the home-screen icon at the brand's site, escaping text", () => {
    const profile = webClipProfile(
      { id: "b1", merchantCode: "lotus", name: "Lotus & Co" },
      "https://lotus.example/",
    );
    expect(profile).toContain("<string>https://lotus.example/</string>");
    expect(profile).toContain("Lotus &#38; Co");
    expect(profile).toContain("com.apple.webClip.managed");
  });

  it("keeps the same payload ids for the same brand", () => {
    const first = webClipProfile({ id: "b1", merchantCode: "lotus", name: "Lotus" }, "https://a/");
    const second = webClipProfile({ id: "b1", merchantCode: "lotus", name: "Lotus" }, "https://a/");
    expect(first).toBe(second);
    expect(first).not.toBe(webClipProfile({ id: "b2", merchantCode: "lotus", name: "Lotus" }, "https://a/"));
  });
});
