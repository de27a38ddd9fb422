import { describe, expect, it } from "vitest";
import { gameFrameSandbox } from "./game-sandbox";

const SITE = "https://site.test";

describe("gameFrameSandbox", () => {
  it("never lets a frame on the site's origin keep that origin", () => {
    for (const src of [
      "/play/lotus-fortune?t=x",
      "https://site.test/play/lotus-fortune",
      "//site.test/x",
      "about:blank",
      "data:text/html,<p>",
      "javascript:alert(1)",
    ]) {
      const sandbox = gameFrameSandbox(src, SITE).split(" ");
      expect(sandbox).toContain("allow-scripts");
      expect(sandbox).not.toContain("allow-same-origin");
      expect(sandbox).not.toContain("allow-top-navigation-by-user-activation");
    }
  });

  it("gives a vendor on its own origin that origin, forms and its exit button", () => {
    const sandbox = gameFrameSandbox("https://games.vendor.test/launch?x=1", SITE).split(" ");
    expect(sandbox).toEqual(
      expect.arrayContaining([
        "allow-scripts",
        "allow-same-origin",
        "allow-forms",
        "allow-popups",
        "allow-top-navigation-by-user-activation",
      ]),
    );
    expect(sandbox).not.toContain("allow-modals");
  });

  it("treats another port or scheme of the same host as another origin", () => {
    expect(gameFrameSandbox("http://site.test/play/x", SITE)).toContain("allow-same-origin");
    expect(gameFrameSandbox("https://site.test:8443/x", SITE)).toContain("allow-same-origin");
  });
});
