import { describe, expect, it, vi } from "vitest";
import { isEmbedded, postToSite } from "./site-messages";

function fakeWindow(options: { framed?: boolean; opener?: boolean } = {}) {
  const parent = { postMessage: vi.fn(), parent: null };
  const opener = { postMessage: vi.fn(), parent: null };
  const self: {
    parent: unknown;
    opener: unknown;
    location: { origin: string };
    postMessage: ReturnType<typeof vi.fn>;
  } = {
    parent: null,
    opener: options.opener ? opener : null,
    location: { origin: "https://site.test" },
    postMessage: vi.fn(),
  };
  self.parent = options.framed ? parent : self;
  return { self, parent, opener };
}

describe("messages to the site", () => {
  it("tells the frame's parent, on the page's own origin", () => {
    const { self, parent } = fakeWindow({ framed: true });
    postToSite({ type: "lotus:balance" }, self as never);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: "lotus:balance" }, "https://site.test");
    expect(isEmbedded(self as never)).toBe(true);
  });

  it("tells the opener of a popup too", () => {
    const { self, opener } = fakeWindow({ opener: true });
    postToSite({ type: "lotus:close" }, self as never);
    expect(opener.postMessage).toHaveBeenCalledWith({ type: "lotus:close" }, "https://site.test");
    expect(isEmbedded(self as never)).toBe(true);
  });

  it("is harmless on a page opened directly", () => {
    const { self } = fakeWindow();
    expect(() => postToSite({ type: "lotus:balance" }, self as never)).not.toThrow();
    expect(isEmbedded(self as never)).toBe(false);
  });
});
