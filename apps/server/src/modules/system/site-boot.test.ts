import { describe, expect, it } from "vitest";
import { scriptJson } from "./site-boot";

describe("the start-up answers inside the page", () => {
  it("cannot end their script element or open a comment, whatever a text holds", () => {
    const value = { title: "</script><script>alert(1)</script><!-- x", note: "a < b > c & d" };
    const text = scriptJson(value);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(value);
  });
});
