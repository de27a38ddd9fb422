/** Client-side codes for failures that never produced a server envelope. */
export const NETWORK_ERROR = "network.error";
export const RESPONSE_INVALID = "response.invalid";
export const PARAMS_MISSING = "request.params_missing";

const CLIENT_CODES: ReadonlySet<string> = new Set([NETWORK_ERROR, RESPONSE_INVALID, PARAMS_MISSING]);

/** A failed call: the error envelope of DESIGN §3, or one of the client-side codes above. */
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
    // Read without a schema: every failure passes here, also on the first screen (docs/adr/0009).
    const fields = (this.value as { fields?: unknown } | null | undefined)?.fields;
    if (!fields || typeof fields !== "object") return {};
    const entries = Object.entries(fields as Record<string, unknown>);
    return entries.every(([, text]) => typeof text === "string") ? (fields as Record<string, string>) : {};
  }

  /** A player login answered that the next attempt needs a captcha (`value.captcha`). */
  get captchaRequired(): boolean {
    return this.valueFlag("captcha");
  }

  /** An operator login needs the authenticator code (`operator.totp_required`, value `{totp: true}`). */
  get totpRequired(): boolean {
    return this.code === "operator.totp_required" || this.valueFlag("totp");
  }

  /** True when `message` came translated from the server and can be shown as is. */
  get fromServer(): boolean {
    return !CLIENT_CODES.has(this.code);
  }

  private valueFlag(name: string): boolean {
    return (
      typeof this.value === "object" &&
      this.value !== null &&
      (this.value as Record<string, unknown>)[name] === true
    );
  }
}
