import { type ErrorCode, errorStatus } from "@lotus/contracts";

/** A failure the client should see: code from the catalogue, optional details in `value`. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = "AppError";
    this.status = errorStatus(code);
  }
}

export function fieldError(fields: Record<string, string>): AppError {
  return new AppError("validation.failed", { fields });
}

export function tooManyRequests(
  retryAfterSeconds: number,
  code: "rate.limited" | "rate.too_fast" = "rate.limited",
): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(code, { retryAfter: seconds }, { "retry-after": String(seconds) });
}
