import type { CallBody, CallDefinition, CallQuery, CallValue, EncryptedBody, Route } from "@lotus/contracts";
import { ApiError, NETWORK_ERROR, RESPONSE_INVALID } from "./api-error";
import { buildUrl, type PathParams, type ResponseCheck, readEnvelope } from "./envelope";

export interface ApiClientConfig {
  /** Prefix for every path; empty in the browser (same origin, vite proxy in dev). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Headers every call carries (the site names its device: `Device: WEB`). */
  headers?: Record<string, string>;
  getToken: () => string | null;
  /** Language code for the `Language` header (EN, VI, …), so server messages arrive translated. */
  getLanguage: () => string;
  /** Encrypts a body for the calls marked enc; an app without it cannot send those calls. */
  encrypt?: (body: unknown) => Promise<EncryptedBody>;
  /** The server no longer accepts the encryption key: called before the one retry. */
  onEncryptionRejected?: () => void;
  /** A call sent with a token answered 401 auth.required: the session is gone. */
  onUnauthorized?: (error: ApiError) => void;
  /** Every failure envelope, for app-wide states (maintenance, region block, setup gates). */
  onFailure?: (error: ApiError) => void;
  /** Checks the answers of calls sent by their route alone (docs/adr/0009); unchecked without it. */
  checkResponse?: ResponseCheck;
}

/** A call as a client sends it: the full contract call, or only its route (no zod on the first screen). */
export type CallRef<C extends CallDefinition> = C | Route<C>;

export interface CallInput<C> {
  params?: PathParams;
  query?: CallQuery<C>;
  body?: CallBody<C>;
  signal?: AbortSignal;
}

function formBody(body: unknown): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params;
}

/** One client per SPA: headers, envelopes, encryption and session reactions wired once. */
export function createApiClient(config: ApiClientConfig) {
  const baseUrl = config.baseUrl ?? "";
  const doFetch =
    config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  function headers(extra: Record<string, string>): Headers {
    const result = new Headers({
      Accept: "application/json",
      ...config.headers,
      Language: config.getLanguage(),
      ...extra,
    });
    const token = config.getToken();
    if (token) result.set("Authorization", token);
    return result;
  }

  async function fetchOrFail(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, init);
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw new ApiError({ code: NETWORK_ERROR, message: "", status: 0 });
    }
  }

  /** The envelope's value, or its ApiError after the session-wide reactions. */
  async function settle<C extends CallDefinition>(
    definition: CallRef<C>,
    response: Response,
    sentToken: boolean,
  ) {
    try {
      return await readEnvelope(definition, response, config.checkResponse);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.status === 401 && error.code === "auth.required" && sentToken) {
          config.onUnauthorized?.(error);
        }
        config.onFailure?.(error);
      }
      throw error;
    }
  }

  async function send<C extends CallDefinition>(definition: CallRef<C>, url: string, init: RequestInit) {
    const sentToken = Boolean(config.getToken());
    return settle(definition, await fetchOrFail(url, init), sentToken);
  }

  async function requestInit<C extends CallDefinition>(definition: CallRef<C>, input: CallInput<C>) {
    const base = { method: definition.method, signal: input.signal };
    if (definition.method === "GET" || definition.method === "DELETE") {
      return { ...base, headers: headers({}) };
    }
    if (definition.form) {
      const contentType = "application/x-www-form-urlencoded";
      return { ...base, headers: headers({ "Content-Type": contentType }), body: formBody(input.body) };
    }
    let payload: unknown = input.body ?? {};
    if (definition.enc) {
      // Never fall back to a plain body for a call the contract marks encrypted.
      if (!config.encrypt) throw new TypeError(`${definition.path} needs payload encryption`);
      payload = await config.encrypt(payload);
    }
    return {
      ...base,
      headers: headers({ "Content-Type": "application/json" }),
      body: JSON.stringify(payload),
    };
  }

  async function call<C extends CallDefinition>(
    definition: CallRef<C>,
    input: CallInput<C> = {},
  ): Promise<CallValue<C>> {
    const url = buildUrl(baseUrl, definition.path, input.params, input.query);
    const attempt = async () => send(definition, url, await requestInit(definition, input));
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
  async function upload<C extends CallDefinition>(
    definition: CallRef<C>,
    form: FormData,
    options: { params?: PathParams; signal?: AbortSignal } = {},
  ): Promise<CallValue<C>> {
    const url = buildUrl(baseUrl, definition.path, options.params, undefined);
    return send(definition, url, {
      method: definition.method,
      headers: headers({}),
      body: form,
      signal: options.signal,
    });
  }

  /**
   * A file call (a report as CSV): sent with the session's headers like any call, answered with the
   * file itself; a failure still arrives as an envelope and is thrown as an ApiError.
   */
  async function download<C extends CallDefinition>(
    definition: CallRef<C>,
    input: Pick<CallInput<C>, "params" | "query" | "signal"> = {},
  ): Promise<{ blob: Blob; fileName: string | null }> {
    const url = buildUrl(baseUrl, definition.path, input.params, input.query);
    const sentToken = Boolean(config.getToken());
    const init = { method: "GET", headers: headers({ Accept: "*/*" }), signal: input.signal };
    const response = await fetchOrFail(url, init);
    if (!response.ok) {
      await settle(definition, response, sentToken);
      // A failure status with a success envelope is not a file either.
      throw new ApiError({ code: RESPONSE_INVALID, message: "", status: response.status });
    }
    const disposition = response.headers.get("content-disposition") ?? "";
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
    return { blob: await response.blob(), fileName };
  }

  return { call, upload, download };
}

export type ApiClient = ReturnType<typeof createApiClient>;
