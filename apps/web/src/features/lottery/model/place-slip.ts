import type { LotteryMarketCode } from "@lotus/contracts";
import { ApiError, NETWORK_ERROR } from "../../../lib/api-client";

/**
 * Sending a slip. Each new slip gets a fresh requestId (the server's idempotency key). When no
 * answer comes back at all (a network failure), the server may have taken the slip, so it is sent
 * again with the SAME requestId and content and the server answers the original. Any answer the
 * server gave, a refusal included, is definite and is never resent automatically.
 */

/** True only when no answer reached the page: the request may or may not have arrived. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code === NETWORK_ERROR;
}

/** Waits before the automatic resends of a slip whose answer was lost. */
export const SLIP_RETRY_DELAYS_MS = [800, 2000] as const;

/**
 * Sends with `send` (which always carries the same requestId and slip) and resends it after a
 * network failure, waiting the given delays in turn; any other failure, or the last network
 * failure, is thrown.
 */
export async function sendSlip<T>(
  send: () => Promise<T>,
  options: { delays?: readonly number[]; wait?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  const delays = options.delays ?? SLIP_RETRY_DELAYS_MS;
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const delay = delays[attempt];
      if (!isNetworkFailure(error) || delay === undefined) throw error;
      await wait(delay);
    }
  }
}

/** `lottery.limit_reached`'s details: the number whose liability is full and the points still taken. */
export interface LimitReached {
  market: LotteryMarketCode | string;
  /** The number, or the legs of a xiên joined with "-", or "*" for a Keno side market. */
  number: string;
  maxPoints: number;
}

/** The limit details of a refused slip, read without trusting their shape. */
export function limitReached(error: unknown): LimitReached | undefined {
  if (!(error instanceof ApiError) || error.code !== "lottery.limit_reached") return undefined;
  const value = error.value as Record<string, unknown> | null | undefined;
  if (!value || typeof value !== "object") return undefined;
  const { market, number, maxPoints } = value;
  if (typeof market !== "string" || typeof number !== "string") return undefined;
  if (typeof maxPoints !== "number" || !Number.isFinite(maxPoints) || maxPoints < 0) return undefined;
  return { market, number, maxPoints: Math.floor(maxPoints) };
}

/** Whether a slip line holds the number a limit names (a leg set is named by its legs sorted and joined). */
export function lineHasLimitedNumber(
  line: { market: string; numbers: readonly string[] },
  limit: LimitReached,
): boolean {
  if (line.market !== limit.market) return false;
  if (limit.number === "*") return line.numbers.length === 0;
  if (line.numbers.includes(limit.number)) return true;
  return [...line.numbers].sort().join("-") === limit.number;
}
