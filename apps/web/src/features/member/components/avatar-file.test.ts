import { describe, expect, it } from "vitest";
import { isAcceptableAvatar, uploadSize } from "./avatar-file";

const MB = 1024 * 1024;

describe("isAcceptableAvatar", () => {
  it("accepts png and jpg up to 5 MB", () => {
    expect(isAcceptableAvatar({ name: "me.png", type: "image/png", size: 5 * MB })).toBe(true);
    expect(isAcceptableAvatar({ name: "me.jpg", type: "image/jpeg", size: 1000 })).toBe(true);
    expect(isAcceptableAvatar({ name: "me.JPEG", type: "", size: 1000 })).toBe(true);
  });

  it("refuses other types, empty files and anything over 5 MB", () => {
    expect(isAcceptableAvatar({ name: "me.gif", type: "image/gif", size: 1000 })).toBe(false);
    expect(isAcceptableAvatar({ name: "me.png", type: "image/png", size: 5 * MB + 1 })).toBe(false);
    expect(isAcceptableAvatar({ name: "me.png", type: "image/png", size: 0 })).toBe(false);
  });
});

describe("uploadSize", () => {
  it("keeps small pictures and shrinks the longest side of large ones to 1024 px", () => {
    expect(uploadSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(uploadSize(4032, 3024)).toEqual({ width: 1024, height: 768 });
    expect(uploadSize(3000, 6000)).toEqual({ width: 512, height: 1024 });
    expect(uploadSize(9000, 2)).toEqual({ width: 1024, height: 1 });
  });
});
