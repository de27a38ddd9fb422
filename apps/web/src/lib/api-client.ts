import {
  type CallBody,
  type CallDefinition,
  type CallQuery,
  type CallValue,
  type EncryptedBody,
  errorEnvelope,
  fieldErrors,
} from "@lotus/contracts";

/** Client-side codes for failures that never reached a server envelope. */
export const NETWORK_ERROR = "network.error";
export const RESPONSE_INVALID = "response.invalid";

/** Whole-site states a call can switch to (SPEC §4): maintenance (503) and region blocked (403). */
export type SiteBlock = "maintenance" | "regionBlocked";

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

  /** The login answered that the next attempt needs a captcha (`value.captcha`). */
  get captchaRequired(): boolean {
    return (
      typeof this.value === "object" &&
      this.value !== null &&
      (this.value as { captcha?: unknown }).captcha === true
    );
  }

  /** True when the server sent a translated message the user can read as is. */
  get fromServer(): boolean {
    return this.code !== NETWORK_ERROR && this.code !== RESPONSE_INVALID;
  }
}

export interface ApiClientConfig {
  /** Prefix for every path; empty in the browser (same origin, vite proxy in dev). */
  baseUrl?: string;
  fetch?: typeof fetch;
  getToken: () => string | null;
  /** Language code for the `Language` header (EN, VI, …). */
  getLanguage: () => string;
  /** Encrypts a body for the calls marked enc. */
  encrypt: (body: unknown) => Promise<EncryptedBody>;
  /** Called when the server no longer accepts the encryption key, before the one retry. */
  onEncryptionRejected?: () => void;
  onSiteBlocked?: (block: SiteBlock, error: ApiError) => void;
  /** Called when a call sent with a token answered 401: the session is gone. */
  onUnauthorized?: (error: ApiError) => void;
}

export interface CallInput<C> {
  query?: CallQuery<C>;
  body?: CallBody<C>;
  signal?: AbortSignal;
}

type AnyCall = CallDefinition;

export function buildUrl(baseUrl: string, path: string, query: unknown): string {
  const params = new URLSearchParams();
  if (query && typeof query === "object") {
    for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
      if (value === undefined || value === null || value === "") continue;
      params.append(key, Array.isArray(value) ? value.join(",") : String(value));
    }
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ""}`;
}

function formBody(body: unknown): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params;
}

/** Reads a response as an envelope: the success value, or an ApiError carrying code, message and details. */
export async function readEnvelope<C extends AnyCall>(call: C, response: Response): Promise<CallValue<C>> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    // A proxy error page or a cut connection: no envelope to read.
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

export function createApiClient(config: ApiClientConfig) {
  const baseUrl = config.baseUrl ?? "";
  const doFetch =
    config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  function headers(extra: Record<string, string>): Headers {
    const result = new Headers({
      Accept: "application/json",
      Device: "WEB",
      Language: config.getLanguage(),
      ...extra,
    });
    const token = config.getToken();
    if (token) result.set("Authorization", token);
    return result;
  }

  async function send<C extends AnyCall>(call: C, init: RequestInit, url: string): Promise<CallValue<C>> {
    const sentToken = Boolean(config.getToken());
    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw new ApiError({ code: NETWORK_ERROR, message: "", status: 0 });
    }
    try {
      return await readEnvelope(call, response);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 503 && error.code === "system.maintenance")
          config.onSiteBlocked?.("maintenance", error);
        if (error.status === 403 && error.code === "access.restricted")
          config.onSiteBlocked?.("regionBlocked", error);
        if (error.status === 401 && sentToken && error.code === "auth.required")
          config.onUnauthorized?.(error);
      }
      throw error;
    }
  }

  async function call<C extends AnyCall>(definition: C, input: CallInput<C> = {}): Promise<CallValue<C>> {
    const url = buildUrl(baseUrl, definition.path, input.query);
    const hasBody = definition.method !== "GET" && definition.method !== "DELETE";
    const attempt = async (): Promise<CallValue<C>> => {
      if (!hasBody) {
        return send(
          definition,
          { method: definition.method, headers: headers({}), signal: input.signal },
          url,
        );
      }
      if (definition.form) {
        return send(
          definition,
          {
            method: definition.method,
            headers: headers({ "Content-Type": "application/x-www-form-urlencoded" }),
            body: formBody(input.body),
            signal: input.signal,
          },
          url,
        );
      }
      const payload = definition.enc ? await config.encrypt(input.body ?? {}) : (input.body ?? {});
      return send(
        definition,
        {
          method: definition.method,
          headers: headers({ "Content-Type": "application/json" }),
          body: JSON.stringify(payload),
          signal: input.signal,
        },
        url,
      );
    };
    try {
      return await attempt();
    } catch (error) {
      // A rotated brand key: fetch the new one and try exactly once more.
      if (
        definition.enc &&
        error instanceof ApiError &&
        error.code === "encryption.invalid" &&
        config.onEncryptionRejected
      ) {
        config.onEncryptionRejected();
        return attempt();
      }
      throw error;
    }
  }

  /** Multipart upload (the browser sets the boundary header itself). */
  async function upload<C extends AnyCall>(
    definition: C,
    form: FormData,
    signal?: AbortSignal,
  ): Promise<CallValue<C>> {
    return send(
      definition,
      { method: definition.method, headers: headers({}), body: form, signal },
      buildUrl(baseUrl, definition.path, undefined),
    );
  }

  return { call, upload };
}

export type ApiClient = ReturnType<typeof createApiClient>;
