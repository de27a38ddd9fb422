import { describe, expect, it } from "vitest";
import { ApiError, NETWORK_ERROR } from "./api-error";
import { createQueryClient, shouldRetryQuery } from "./query-client";

const failure = (status: number, code = "x") => new ApiError({ code, message: "", status });

describe("shouldRetryQuery", () => {
  it("never retries a client error: it would answer the same", () => {
    expect(shouldRetryQuery(0, failure(400))).toBe(false);
    expect(shouldRetryQuery(0, failure(401, "auth.required"))).toBe(false);
    expect(shouldRetryQuery(0, failure(404))).toBe(false);
  });

  it("retries network trouble and server errors twice", () => {
    for (const error of [failure(0, NETWORK_ERROR), failure(502), new TypeError("offline")]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(1, error)).toBe(true);
      expect(shouldRetryQuery(2, error)).toBe(false);
    }
  });
});

describe("createQueryClient", () => {
  it("keeps the app's stale time and never retries a write", () => {
    const defaults = createQueryClient({ staleTime: 30_000 }).getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(30_000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
