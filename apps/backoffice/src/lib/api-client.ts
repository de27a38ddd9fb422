import {
  type CallBody,
  type CallDefinition,
  type CallQuery,
  type CallValue,
  errorEnvelope,
  fieldErrors,
} from "@lotus/contracts";

/** Client-side codes for failures that never produced a server envelope. */
export const NETWORK_ERROR = "network.error";
export const RESPONSE_INVALID = "response.invalid";
export const PARAMS_MISSING = "request.params_missing";

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly value: unknown;
  readonly requestId: string | undefined;

  constructor(init: { code: string; message: string; status: number; value?: unknown; requestId?: string }) {
    super(init.message || init.code);
    this.name = "ApiError";
    this.code = init.code;
    this.status = init.status;
    this.value = init.value;
    this.requestId = init.requestId;
  }

  /** Per-field messages of a validation failure (`value.fields`), empty otherwise. */
  get fields(): Record<string, string> {
    const parsed = fieldErrors.safeParse(this.value);
    return parsed.success ? parsed.data.fields : {};
  }

  /** The login needs the authenticator code (`operator.totp_required`, value `{totp: true}`). */
  get totpRequired(): boolean {
    if (this.code === "operator.totp_required") return true;
    return (
      typeof this.value === "object" &&
      this.value !== null &&
      (this.value as { totp?: unknown }).totp === true
    );
  }

  /** True when `message` came translated from the server and can be shown as is. */
  get fromServer(): boolean {
    return this.code !== NETWORK_ERROR && this.code !== RESPONSE_INVALID && this.code !== PARAMS_MISSING;
  }
}

type AnyCall = CallDefinition;

/** Path parameters by name (":brandId" → brandId). */
export type PathParams = Record<string, string>;

export interface CallInput<C> {
  params?: PathParams;
  query?: CallQuery<C>;
  body?: CallBody<C>;
  signal?: AbortSignal;
}

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
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  return `${baseUrl}${resolvePath(path, params)}${text ? `?${text}` : ""}`;
}

/** Reads a response as the envelope of DESIGN §3: the success value, or an ApiError with code, message and details. */
export async function readEnvelope<C extends AnyCall>(call: C, response: Response): Promise<CallValue<C>> {
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

export interface ApiClientConfig {
  /** Prefix for every path; empty in the browser (same origin, vite proxy in dev). */
  baseUrl?: string;
  fetch?: typeof fetch;
  getToken: () => string | null;
  /** EN or VI, sent as the Language header so server messages arrive translated. */
  getLanguage: () => string;
  /** A call sent with a token answered 401 auth.required: the session is gone. */
  onUnauthorized?: (error: ApiError) => void;
  /** 403 operator.setup_required: the operator must enrol an authenticator or change the password first. */
  onSetupRequired?: (error: ApiError) => void;
}

export function createApiClient(config: ApiClientConfig) {
  const baseUrl = config.baseUrl ?? "";
  const doFetch =
    config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function call<C extends AnyCall>(definition: C, input: CallInput<C> = {}): Promise<CallValue<C>> {
    const url = buildUrl(baseUrl, definition.path, input.params, input.query);
    const token = config.getToken();
    const headers = new Headers({ Accept: "application/json", Language: config.getLanguage() });
    if (token) headers.set("Authorization", token);
    const init: RequestInit = { method: definition.method, headers, signal: input.signal };
    if (definition.method !== "GET" && definition.method !== "DELETE") {
      headers.set("Content-Type", "application/json");
      init.body = JSON.stringify(input.body ?? {});
    }
    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw new ApiError({ code: NETWORK_ERROR, message: "", status: 0 });
    }
    try {
      return await readEnvelope(definition, response);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 401 && error.code === "auth.required" && token) config.onUnauthorized?.(error);
        if (error.status === 403 && error.code === "operator.setup_required") config.onSetupRequired?.(error);
      }
      throw error;
    }
  }

  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;
