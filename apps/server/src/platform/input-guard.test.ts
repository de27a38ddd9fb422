import { describe, expect, it } from "vitest";
import { findUnsafeText, isUnsafeText } from "./input-guard";

describe("unsafe text", () => {
  it.each(["\u0000", "a\u0000b", "\u0001", "\u001f", "\u007f", "\ud800", "x\udfff", "\ud83d"])(
    "refuses %j",
    (text) => expect(isUnsafeText(text)).toBe(true),
  );
  it.each(["", "plain", "tab\tline\nreturn\r", "Tiếng Việt", "😀 emoji pair", "漢字"])("accepts %j", (text) =>
    expect(isUnsafeText(text)).toBe(false),
  );

  it("names the field, in keys and nested values too", () => {
    expect(findUnsafeText({ a: "ok", b: [1, { c: "x\u0000" }] })).toEqual(["b", 1, "c"]);
    expect(findUnsafeText({ "k\u0000": 1 })).toEqual(["k\u0000"]);
    expect(findUnsafeText({ a: "ok", list: ["fine"] })).toBeUndefined();
    expect(findUnsafeText(Buffer.from([0, 1, 2]))).toBeUndefined();
  });

  it("refuses nesting deeper than any call uses, without recursion", () => {
    let deep: unknown = "leaf";
    for (let level = 0; level < 10_000; level += 1) deep = [deep];
    expect(findUnsafeText(deep)?.length).toBe(32);
  });
});
