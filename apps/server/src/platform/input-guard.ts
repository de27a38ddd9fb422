import type { FastifyInstance } from "fastify";
import { RequestValidationError } from "./validation";

/**
 * C0 controls other than tab, line feed and carriage return, DEL, and UTF-16 surrogates without
 * their pair: no field has a use for them, PostgreSQL refuses NUL in text, and a lone surrogate
 * cannot be stored as UTF-8.
 */
export function isUnsafeText(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20) {
      if (code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
    } else if (code === 0x7f) {
      return true;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const low = text.charCodeAt(index + 1);
      if (!(low >= 0xdc00 && low <= 0xdfff)) return true;
      index += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/** Deeper JSON is refused: no call nests this far, and walking it would cost the stack. */
const MAX_DEPTH = 32;

/** The path of the first string (value or key) carrying unsafe text or nested too deep, or undefined. */
export function findUnsafeText(root: unknown): (string | number)[] | undefined {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === "string") {
      if (isUnsafeText(value)) return path;
      continue;
    }
    // Only parsed JSON, query and form values: file streams and buffers are not text.
    if (value === null || typeof value !== "object") continue;
    if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === "function") continue;
    if (path.length >= MAX_DEPTH) return path;
    for (const [key, item] of Object.entries(value)) {
      if (isUnsafeText(key)) return [...path, key];
      pending.push({ value: item, path: [...path, Array.isArray(value) ? Number(key) : key] });
    }
  }
  return undefined;
}

/** A 400 validation error naming the field that carries unsafe text. */
export function unsafeTextError(path: (string | number)[], input: unknown): RequestValidationError {
  return new RequestValidationError([{ code: "custom", path, message: "unsafe text", input }]);
}

/**
 * Refuses unsafe text in any route's path parameters, query and body before the handler runs. It
 * runs after the routes' own access checks (signed vendor calls check their signature in
 * preValidation), so an unauthenticated caller still gets 401 first.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook("preHandler", async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findUnsafeText(part);
      if (path) throw unsafeTextError(path, part);
    }
  });
}
