import { describe, expect, it, vi } from "vitest";
import { ApiError, NETWORK_ERROR, RESPONSE_INVALID } from "../../../lib/api-client";
import { createSpinRequests, outcomeUnknown, type SpinRequest, sendSpin } from "./spin-requests";

function ids() {
  let n = 0;
  return () => `request-${++n}`;
}

const network = () => new ApiError({ code: NETWORK_ERROR, message: "", status: 0 });
const refused = () =>
  new ApiError({ code: "wallet.insufficient_funds", message: "Insufficient balance", status: 422 });
const noWait = { wait: async () => {} };

describe("spin request ids", () => {
  it("gives every new spin a fresh id", () => {
    const requests = createSpinRequests(ids());
    const first = requests.next(1);
    requests.settle(first, "success");
    const second = requests.next(1);
    expect(second.requestId).not.toBe(first.requestId);
  });

  it("reuses the id and the bet of a spin whose answer was lost", () => {
    const requests = createSpinRequests(ids());
    const first = requests.next(1);
    requests.settle(first, "unknown");
    const retry = requests.next(5);
    expect(retry).toEqual({ requestId: first.requestId, bet: 1 });
    requests.settle(retry, "success");
    expect(requests.pending).toBeUndefined();
    expect(requests.next(5)).toEqual({ requestId: "request-2", bet: 5 });
  });

  it("frees the id after a refusal", () => {
    const requests = createSpinRequests(ids());
    const first = requests.next(1);
    requests.settle(first, "refused");
    expect(requests.next(1).requestId).toBe("request-2");
  });

  it("ignores the settlement of a request that is no longer pending", () => {
    const requests = createSpinRequests(ids());
    const first = requests.next(1);
    requests.settle(first, "success");
    const second = requests.next(1);
    requests.settle(first, "refused");
    expect(requests.pending).toBe(second);
  });
});

describe("which failures leave the outcome unknown", () => {
  it("counts lost answers, unreadable answers, 5xx and 429 as unknown", () => {
    expect(outcomeUnknown(network())).toBe(true);
    expect(outcomeUnknown(new ApiError({ code: RESPONSE_INVALID, message: "", status: 200 }))).toBe(true);
    expect(outcomeUnknown(new ApiError({ code: "system.error", message: "x", status: 500 }))).toBe(true);
    expect(outcomeUnknown(new ApiError({ code: "rate.limited", message: "x", status: 429 }))).toBe(true);
    expect(outcomeUnknown(new TypeError("boom"))).toBe(true);
  });

  it("counts business refusals and aborts as definite", () => {
    expect(outcomeUnknown(refused())).toBe(false);
    expect(outcomeUnknown(new ApiError({ code: "game.session_invalid", message: "x", status: 401 }))).toBe(
      false,
    );
    expect(outcomeUnknown(new DOMException("stop", "AbortError"))).toBe(false);
  });
});

describe("sending a spin", () => {
  it("retries a lost answer with the same request id", async () => {
    const requests = createSpinRequests(ids());
    const sent: SpinRequest[] = [];
    const send = vi.fn(async (request: SpinRequest) => {
      sent.push({ ...request });
      if (sent.length < 3) throw network();
      return "played";
    });
    const wait = vi.fn(async () => {});
    await expect(sendSpin(requests, 2, send, { delays: [10, 20], wait })).resolves.toEqual({
      request: { requestId: "request-1", bet: 2 },
      value: "played",
    });
    expect(sent.map((request) => request.requestId)).toEqual(["request-1", "request-1", "request-1"]);
    expect(wait.mock.calls).toEqual([[10], [20]]);
    expect(requests.pending).toBeUndefined();
  });

  it("keeps the request pending when retries run out, so the player's retry reuses it", async () => {
    const requests = createSpinRequests(ids());
    const send = vi.fn(async () => {
      throw network();
    });
    await expect(sendSpin(requests, 2, send, { delays: [1], ...noWait })).rejects.toMatchObject({
      code: NETWORK_ERROR,
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(requests.pending?.requestId).toBe("request-1");

    const retried: string[] = [];
    await sendSpin(
      requests,
      9,
      async (request) => {
        retried.push(`${request.requestId}@${request.bet}`);
        return "ok";
      },
      noWait,
    );
    expect(retried).toEqual(["request-1@2"]);
  });

  it("does not retry a refusal and frees the id", async () => {
    const requests = createSpinRequests(ids());
    const send = vi.fn(async () => {
      throw refused();
    });
    await expect(sendSpin(requests, 2, send, noWait)).rejects.toMatchObject({ status: 422 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(requests.pending).toBeUndefined();
  });
});
