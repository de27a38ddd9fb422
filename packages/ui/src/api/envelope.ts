import { type CallDefinition, type CallValue, errorEnvelope } from "@lotus/contracts";
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

/** Reads a response as the envelope of DESIGN §3: the success value, or an ApiError with code, message and details. */
export async function readEnvelope<C extends CallDefinition>(
  call: C,
  response: Response,
): Promise<CallValue<C>> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    // A proxy error page or a cut connection: there is no envelope to read.
    throw new ApiError({ code: NETWORK_ERROR, message: "", status: response.status });
  }
  if (payload && typeof payload === "object" && (payload as { success?: unknown }).success === true) {
    const parsed = call.response.safeParse((payload as { value?: unknown }).value);
    if (parsed.success) return parsed.data as CallValue<C>;
    throw new ApiError({
      code: RESPONSE_INVALID,
      message: "",
      status: response.status,
      value: parsed.error.issues,
    });
  }
  const failure = errorEnvelope.safeParse(payload);
  if (failure.success) {
    throw new ApiError({
      code: failure.data.code,
      message: failure.data.message,
      status: response.status,
      value: failure.data.value,
      requestId: failure.data.requestId,
    });
  }
  throw new ApiError({ code: RESPONSE_INVALID, message: "", status: response.status });
}
