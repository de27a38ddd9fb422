import { describe, expect, it } from "vitest";
import { isAcceptableAvatar } from "./avatar-file";

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
