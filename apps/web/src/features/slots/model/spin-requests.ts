import { newRequestId } from "@lotus/ui/api/request-id";
import { ApiError, NETWORK_ERROR, RESPONSE_INVALID } from "../../../lib/api-client";

/**
 * Spin requests and their idempotency keys. Every spin gets a fresh requestId; when a spin's
 * answer is lost (network failure, a 5xx, a garbled answer) the server may already have played
 * it, so the retry resends the SAME requestId and bet: the server then answers the original round
 * instead of playing a second one. Only a definite answer (success or a refusal) frees the slot
 * for a new spin.
 */
export interface SpinRequest {
  requestId: string;
  bet: number;
}

export type SpinSettlement = "success" | "refused" | "unknown";

export function createSpinRequests(generate: () => string = newRequestId) {
  let pending: SpinRequest | undefined;
  return {
    /** The request to send: the unsettled one when there is one (its bet wins), else a new one. */
    next(bet: number): SpinRequest {
      pending ??= { requestId: generate(), bet };
      return pending;
    },
    /** A spin whose outcome is unknown stays pending, so the next send reuses it. */
    settle(request: SpinRequest, settlement: SpinSettlement): void {
      if (pending !== request) return;
      if (settlement !== "unknown") pending = undefined;
    },
    /** The spin still waiting for a definite answer, if any. */
    get pending(): SpinRequest | undefined {
      return pending;
    },
  };
}

export type SpinRequests = ReturnType<typeof createSpinRequests>;

/**
 * Whether a failed spin may have been played anyway (so it must be retried with the same id):
 * no envelope came back, the answer could not be read, the server failed (5xx) or throttled (429).
 * Any other envelope is a definite refusal.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return !(error instanceof DOMException && error.name === "AbortError");
  if (error.code === NETWORK_ERROR || error.code === RESPONSE_INVALID) return true;
  return error.status >= 500 || error.status === 429 || error.status === 0;
}

/** Waits between automatic retries of a lost spin (then the player retries by hand). */
export const SPIN_RETRY_DELAYS_MS = [600, 1500] as const;

/**
 * Sends a spin, retrying a lost one automatically with the same request; resolves with the answer
 * or rejects with the last error (the request then stays pending when its outcome is unknown).
 */
export async function sendSpin<T>(
  requests: SpinRequests,
  bet: number,
  send: (request: SpinRequest) => Promise<T>,
  options: { delays?: readonly number[]; wait?: (ms: number) => Promise<void> } = {},
): Promise<{ request: SpinRequest; value: T }> {
  const delays = options.delays ?? SPIN_RETRY_DELAYS_MS;
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const request = requests.next(bet);
  for (let attempt = 0; ; attempt++) {
    try {
      const value = await send(request);
      requests.settle(request, "success");
      return { request, value };
    } catch (error) {
      const unknown = outcomeUnknown(error);
      requests.settle(request, unknown ? "unknown" : "refused");
      const delay = delays[attempt];
      if (!unknown || delay === undefined) throw error;
      await wait(delay);
    }
  }
}
