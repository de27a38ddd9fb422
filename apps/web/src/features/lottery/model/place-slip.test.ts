import { describe, expect, it, vi } from "vitest";
import { ApiError, NETWORK_ERROR, RESPONSE_INVALID } from "../../../lib/api-client";
import { isNetworkFailure, limitReached, lineHasLimitedNumber, sendSlip } from "./place-slip";

const lost = () => new ApiError({ code: NETWORK_ERROR, message: "", status: 0 });
const noWait = async () => undefined;

describe("sending a slip", () => {
  it("counts only a missing answer as a network failure", () => {
    expect(isNetworkFailure(lost())).toBe(true);
    expect(isNetworkFailure(new ApiError({ code: RESPONSE_INVALID, message: "", status: 200 }))).toBe(false);
    expect(isNetworkFailure(new ApiError({ code: "system.error", message: "x", status: 500 }))).toBe(false);
    expect(isNetworkFailure(new Error("boom"))).toBe(false);
  });

  it("resends the same request after a network failure", async () => {
    const bodies: string[] = [];
    const send = vi.fn(async () => {
      bodies.push("request-1");
      if (bodies.length < 3) throw lost();
      return "placed";
    });
    const waits: number[] = [];
    await expect(sendSlip(send, { delays: [10, 20], wait: async (ms) => void waits.push(ms) })).resolves.toBe(
      "placed",
    );
    expect(send).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([10, 20]);
  });

  it("gives up after the last delay", async () => {
    const send = vi.fn(async () => {
      throw lost();
    });
    await expect(sendSlip(send, { delays: [1], wait: noWait })).rejects.toMatchObject({
      code: NETWORK_ERROR,
    });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("never resends a refusal or a server failure", async () => {
    for (const error of [
      new ApiError({ code: "lottery.closed", message: "closed", status: 409 }),
      new ApiError({ code: "system.error", message: "oops", status: 500 }),
    ]) {
      const send = vi.fn(async () => {
        throw error;
      });
      await expect(sendSlip(send, { wait: noWait })).rejects.toBe(error);
      expect(send).toHaveBeenCalledTimes(1);
    }
  });
});

describe("number limits", () => {
  const refusal = (value: unknown) =>
    new ApiError({ code: "lottery.limit_reached", message: "limit", status: 409, value });

  it("reads the room left", () => {
    expect(limitReached(refusal({ market: "lo2", number: "27", maxPoints: 12 }))).toEqual({
      market: "lo2",
      number: "27",
      maxPoints: 12,
    });
    expect(limitReached(refusal({ market: "lo2", number: "27", maxPoints: "12" }))).toBeUndefined();
    expect(limitReached(refusal(null))).toBeUndefined();
    expect(limitReached(new ApiError({ code: "lottery.closed", message: "", status: 409 }))).toBeUndefined();
  });

  it("finds the lines that hold the limited number", () => {
    const limit = { market: "xien2", number: "12-34", maxPoints: 3 };
    expect(lineHasLimitedNumber({ market: "xien2", numbers: ["34", "12"] }, limit)).toBe(true);
    expect(lineHasLimitedNumber({ market: "xien2", numbers: ["12", "56"] }, limit)).toBe(false);
    expect(
      lineHasLimitedNumber(
        { market: "lo2", numbers: ["01", "27"] },
        { ...limit, market: "lo2", number: "27" },
      ),
    ).toBe(true);
    expect(
      lineHasLimitedNumber(
        { market: "keno_big", numbers: [] },
        { market: "keno_big", number: "*", maxPoints: 0 },
      ),
    ).toBe(true);
    expect(
      lineHasLimitedNumber({ market: "de", numbers: ["27"] }, { ...limit, market: "lo2", number: "27" }),
    ).toBe(false);
  });
});
