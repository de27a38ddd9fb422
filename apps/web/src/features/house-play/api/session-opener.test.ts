import { describe, expect, it, vi } from "vitest";
import { ApiError, NETWORK_ERROR } from "../../../lib/api-client";
import { createSessionOpener } from "./session-opener";

describe("opening a house game session", () => {
  it("spends a launch token once, whoever asks", async () => {
    const open = vi.fn(async (token: string) => ({ sessionToken: `s-${token}` }));
    const opener = createSessionOpener(open);
    const [first, second] = await Promise.all([opener("token-1", "lotus"), opener("token-1", "lotus")]);
    expect(first).toBe(second);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith("token-1", "lotus");
    await opener("token-2");
    expect(open).toHaveBeenCalledTimes(2);
  });

  it("tries again after a lost answer", async () => {
    const open = vi
      .fn<(token: string) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError({ code: NETWORK_ERROR, message: "", status: 0 }))
      .mockResolvedValueOnce("session");
    const opener = createSessionOpener(open);
    await expect(opener("token")).rejects.toBeInstanceOf(ApiError);
    await expect(opener("token")).resolves.toBe("session");
    expect(open).toHaveBeenCalledTimes(2);
  });

  it("keeps a refusal as the answer", async () => {
    const refusal = new ApiError({ code: "game.session_invalid", message: "used", status: 401 });
    const open = vi.fn<(token: string) => Promise<string>>().mockRejectedValue(refusal);
    const opener = createSessionOpener(open);
    await expect(opener("token")).rejects.toBe(refusal);
    await expect(opener("token")).rejects.toBe(refusal);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
