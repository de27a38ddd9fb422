/**
 * The text to show for a failed request. The API client's errors carry the server's translated
 * message (`fromServer`), a code and the request id; anything else gets a generic message.
 * Read by shape so the kit does not depend on which module defines the error class.
 */
export interface ErrorView {
  /** The message itself, or the key of the kit text to show. */
  message: { text: string } | { key: "errors.network" | "errors.unknown" };
  requestId?: string;
}

interface ApiErrorShape {
  message?: unknown;
  fromServer?: unknown;
  code?: unknown;
  requestId?: unknown;
}

export function errorView(error: unknown): ErrorView {
  const shape: ApiErrorShape = error && typeof error === "object" ? (error as ApiErrorShape) : {};
  const requestId = typeof shape.requestId === "string" && shape.requestId ? shape.requestId : undefined;
  const message: ErrorView["message"] =
    shape.fromServer === true && typeof shape.message === "string" && shape.message
      ? { text: shape.message }
      : { key: shape.code === "network.error" ? "errors.network" : "errors.unknown" };
  return requestId ? { message, requestId } : { message };
}
