import { describe, expect, it } from "vitest";
import { readVerifyForm, verifyHref } from "./verify-link";

describe("verify links", () => {
  it("carries a spin's inputs to the verify page and back", () => {
    const href = verifyHref({
      slotId: "dragon-pearl",
      variant: "rtp96",
      serverSeed: "ab".repeat(32),
      clientSeed: "my seed:1",
      nonce: 7,
      bet: 2.5,
    });
    expect(href.startsWith("/fair?")).toBe(true);
    expect(readVerifyForm(href.slice(href.indexOf("?")))).toEqual({
      slotId: "dragon-pearl",
      variant: "rtp96",
      serverSeed: "ab".repeat(32),
      clientSeed: "my seed:1",
      nonce: "7",
      bet: "2.5",
    });
  });

  it("leaves out empty optional inputs", () => {
    const href = verifyHref({ slotId: "lotus-fortune", serverSeed: "s", clientSeed: "c", nonce: 0 });
    expect(href).toBe("/fair?slotId=lotus-fortune&serverSeed=s&clientSeed=c&nonce=0");
    expect(readVerifyForm("").nonce).toBe("");
  });
});
