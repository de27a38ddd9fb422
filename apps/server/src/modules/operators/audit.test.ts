import { describe, expect, it } from "vitest";
import { maskSecrets } from "./audit";

describe("audit masking", () => {
  it("replaces secret strings at any depth and keeps flags and other fields", () => {
    const masked = maskSecrets({
      username: "boss",
      password: "hunter22",
      nested: { totpSecret: "ABCDEF", tokens: [{ rememberToken: "t" }] },
      mustChangePassword: true,
    });
    expect(masked).toEqual({
      username: "boss",
      password: "***",
      nested: { totpSecret: "***", tokens: [{ rememberToken: "***" }] },
      mustChangePassword: true,
    });
  });
});
