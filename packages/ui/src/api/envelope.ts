import type { CallDefinition, CallRoute, CallValue, ErrorEnvelope, Route } from "@lotus/contracts";
import { ApiError, NETWORK_ERROR, PARAMS_MISSING, RESPONSE_INVALID } from "./api-error";

/** Path parameters by name (":brandId" → brandId). */
export type PathParams = Record<string, string>;

/** Fills ":name" segments; a missing or empty parameter is a programming error, refused before sending. */
export function resolvePath(path: string, params: PathParams = {}): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") {
      throw new ApiError({ code: PARAMS_MISSING, message: `missing path parameter ${name}`, status: 0 });
    }
    return encodeURIComponent(value);
  });
}

/** The full URL of a call: base, path with its parameters, and the query without empty values. */
export function buildUrl(
  baseUrl: string,
  path: string,
  params: PathParams | undefined,
  query: unknown,
): string {
  const search = new URLSearchParams();
  if (query && typeof query === "object") {
    for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
      if (value === undefined || value === null || value === "") continue;
      search.append(key, Array.isArray(value) ? value.join(",") : String(value));
    }
  }
  const text = search.toString();
  return `${baseUrl}${resolvePath(path, params)}${text ? `?${text}` : ""}`;
}

/**
 * Checks a success value of a call sent by its route alone (no schema at hand): answers the value to
 * use, or throws an ApiError `response.invalid` (docs/adr/0009).
 */
export type ResponseCheck = (route: CallRoute, value: unknown, status: number) => Promise<unknown>;

/** The failure envelope of DESIGN §3, read without a schema so the first screen needs no zod. */
function failureOf(payload: unknown): ErrorEnvelope | null {
  if (!payload || typeof payload !== "object") return null;
  const { success, code, message, value, requestId } = payload as Record<string, unknown>;
  if (success !== false || typeof code !== "string" || typeof message !== "string") return null;
  if (requestId !== undefined && typeof requestId !== "string") return null;
  return { success, code, message, value, requestId };
}

/**
 * Reads a response as the envelope of DESIGN §3: the success value, or an ApiError with code, message
 * and details. A full call's value is parsed by its response schema; a call sent by its route alone
 * goes through `check` when given (the site's development build), else is taken as the server sent it
 * — the server already serialises it through the same schema.
 */
export async function readEnvelope<C extends CallDefinition>(
  call: C | Route<C>,
  response: Response,
  check?: ResponseCheck,
): Promise<CallValue<C>> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    // A proxy error page or a cut connection: there is no envelope to read.
    throw new ApiError({ code: NETWORK_ERROR, message: "", status: response.status });
  }
  if (payload && typeof payload === "object" && (payload as { success?: unknown }).success === true) {
    const value = (payload as { value?: unknown }).value;
    if (!("response" in call))
      return (check ? await check(call, value, response.status) : value) as CallValue<C>;
    const parsed = call.response.safeParse(value);
    if (parsed.success) return parsed.data as CallValue<C>;
    throw new ApiError({
      code: RESPONSE_INVALID,
      message: "",
      status: response.status,
      value: parsed.error.issues,
    });
  }
  const failure = failureOf(payload);
  if (failure) {
    throw new ApiError({
      code: failure.code,
      message: failure.message,
      status: response.status,
      value: failure.value,
      requestId: failure.requestId,
    });
  }
  throw new ApiError({ code: RESPONSE_INVALID, message: "", status: response.status });
}
