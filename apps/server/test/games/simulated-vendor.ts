import { createHmac, randomBytes } from "node:crypto";
import type { TestApp } from "../support/app";

/**
 * A simulated external game vendor: it plays the seamless wallet protocol over HTTP against the app
 * exactly as docs/vendor-wallet-protocol.md tells an integrator to, with its own HMAC code (not the
 * server's), its own clock offset and nonces. Every request keeps the exact raw JSON it signed, so a
 * test can retry it (same body, new nonce) or replay it verbatim (same nonce: must be refused).
 */

export type VendorAction =
  | "authenticate"
  | "balance"
  | "debit"
  | "credit"
  | "rollback"
  | "endRound"
  | "betSettle"
  | "creditBatch";

export interface SignedRequest {
  action: VendorAction;
  path: string;
  /** The exact bytes that were signed and sent. */
  body: string;
  headers: Record<string, string>;
}

export interface VendorReply<V = Record<string, unknown>> {
  status: number;
  success: boolean;
  code?: string;
  message?: string;
  value?: V;
  request: SignedRequest;
}

export interface TxValue {
  balance: number;
  currency: string;
  transactionId: string;
  replayed: boolean;
}

export type BatchItemValue =
  | { ok: true; transactionId: string; balance: number; replayed: boolean }
  | { ok: false; transactionId: string; code: string };

export interface AuthValue {
  sessionToken: string;
  playerId: string;
  username: string;
  gameId: string;
  language: string;
  trial: boolean;
  balance: number;
  currency: string;
}

export interface SignOptions {
  nonce?: string;
  timestamp?: number | string;
  secret?: string;
  method?: string;
  /** Sign this path instead of the one the request goes to. */
  signedPath?: string;
}

/** Decimal amount (what the protocol carries) → minor units, and back, for the demo brand's 2 digits. */
export const minor = (amount: number): number => Math.round(amount * 100);
export const decimal = (minorUnits: number): number => minorUnits / 100;

/** HMAC-SHA256 hex over `${timestamp}\n${nonce}\n${METHOD}\n${path}\n${rawBody}` (the protocol's signature). */
export function signProtocol(
  secret: string,
  parts: { timestamp: string; nonce: string; method: string; path: string; body: string },
): string {
  return createHmac("sha256", secret)
    .update(`${parts.timestamp}\n${parts.nonce}\n${parts.method.toUpperCase()}\n${parts.path}\n${parts.body}`)
    .digest("hex");
}

/** The launch token an external vendor's launch URL carries ({token} of its template, in query parameter `param`). */
export function vendorLaunchToken(gameUrl: string, param = "token"): string {
  const token = new URL(gameUrl).searchParams.get(param);
  if (!token) throw new Error(`no token in ${gameUrl}`);
  return token;
}

export class SimulatedVendor {
  /** The vendor's clock against the platform's (ms): skew tests move it. */
  skewMs = 0;
  /** Every request sent, in order. */
  readonly sent: SignedRequest[] = [];
  private counter = 0;

  constructor(
    readonly t: TestApp,
    readonly code: string,
    public secret: string,
    readonly merchant: string = t.merchant,
  ) {}

  now(): number {
    return this.t.clock.now() + this.skewMs;
  }

  nextNonce(): string {
    this.counter += 1;
    return `${this.code}-${this.counter}-${randomBytes(6).toString("hex")}`;
  }

  path(action: VendorAction | string): string {
    return `/vendor-api/v1/${encodeURIComponent(this.merchant)}/${encodeURIComponent(this.code)}/${action}`;
  }

  /** Signs a body (an object is serialised once; a string is signed as is). */
  sign(action: VendorAction, body: unknown, options: SignOptions = {}): SignedRequest {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    const timestamp = String(options.timestamp ?? this.now());
    const nonce = options.nonce ?? this.nextNonce();
    const path = this.path(action);
    const signature = signProtocol(options.secret ?? this.secret, {
      timestamp,
      nonce,
      method: options.method ?? "POST",
      path: options.signedPath ?? path,
      body: text,
    });
    return {
      action,
      path,
      body: text,
      headers: {
        "content-type": "application/json",
        "x-lotus-timestamp": timestamp,
        "x-lotus-nonce": nonce,
        "x-lotus-signature": signature,
      },
    };
  }

  /** Sends a signed request byte for byte (optionally with other bytes or headers, to tamper). */
  async send<V = Record<string, unknown>>(
    request: SignedRequest,
    tamper: { body?: string; headers?: Record<string, string | undefined> } = {},
  ): Promise<VendorReply<V>> {
    this.sent.push(request);
    const headers: Record<string, string> = { ...request.headers };
    for (const [name, value] of Object.entries(tamper.headers ?? {})) {
      if (value === undefined) delete headers[name];
      else headers[name] = value;
    }
    const response = await this.t.app.inject({
      method: "POST",
      url: request.path,
      payload: tamper.body ?? request.body,
      headers,
    });
    const envelope = response.json() as {
      success: boolean;
      code?: string;
      message?: string;
      value?: V;
    };
    return {
      status: response.statusCode,
      success: envelope.success,
      code: envelope.code,
      message: envelope.message,
      value: envelope.value,
      request,
    };
  }

  call<V = Record<string, unknown>>(action: VendorAction, body: unknown, options?: SignOptions) {
    return this.send<V>(this.sign(action, body, options));
  }

  /** The same body again under a fresh nonce and timestamp: a retry after a lost answer. */
  retry<V = Record<string, unknown>>(request: SignedRequest) {
    return this.send<V>(this.sign(request.action, request.body));
  }

  /** The exact request again, nonce and signature included (a replay: the platform must refuse it). */
  replay<V = Record<string, unknown>>(request: SignedRequest) {
    return this.send<V>(request);
  }

  authenticate(launchToken: string) {
    return this.call<AuthValue>("authenticate", { launchToken });
  }

  /** Authenticates a launch token and returns the player's game session at this vendor. */
  async open(launchToken: string): Promise<VendorPlayer> {
    const reply = await this.authenticate(launchToken);
    if (!reply.value) throw new Error(`authenticate failed: ${reply.code}`);
    return new VendorPlayer(this, reply.value.playerId, reply.value.sessionToken, reply.value.gameId);
  }
}

/** One player's game session at the simulated vendor. */
export class VendorPlayer {
  constructor(
    readonly vendor: SimulatedVendor,
    readonly playerId: string,
    public sessionToken: string,
    readonly gameId: string,
  ) {}

  debitBody(roundId: string, transactionId: string, amount: number) {
    return {
      playerId: this.playerId,
      sessionToken: this.sessionToken,
      transactionId,
      roundId,
      gameId: this.gameId,
      amount,
    };
  }

  bet(roundId: string, transactionId: string, amount: number) {
    return this.vendor.call<TxValue>("debit", this.debitBody(roundId, transactionId, amount));
  }

  win(
    roundId: string,
    transactionId: string,
    amount: number,
    extra: { betTransactionId?: string; endRound?: boolean } = {},
  ) {
    return this.vendor.call<TxValue>("credit", {
      playerId: this.playerId,
      transactionId,
      roundId,
      gameId: this.gameId,
      amount,
      ...extra,
    });
  }

  rollback(roundId: string, transactionId: string, betTransactionId: string) {
    return this.vendor.call<TxValue>("rollback", {
      playerId: this.playerId,
      transactionId,
      roundId,
      gameId: this.gameId,
      betTransactionId,
    });
  }

  /** An instant round: the bet and its win in one call. */
  betSettle(
    roundId: string,
    transactionId: string,
    amount: number,
    winTransactionId: string,
    winAmount: number,
  ) {
    return this.vendor.call<TxValue & { status: string }>("betSettle", {
      playerId: this.playerId,
      sessionToken: this.sessionToken,
      roundId,
      gameId: this.gameId,
      transactionId,
      amount,
      winTransactionId,
      winAmount,
    });
  }

  /** Many credits of this player in one call (other players' items may be mixed in by the caller). */
  creditBatch(credits: Record<string, unknown>[]) {
    return this.vendor.call<{ currency: string; results: BatchItemValue[] }>("creditBatch", {
      credits: credits.map((credit) => ({ playerId: this.playerId, gameId: this.gameId, ...credit })),
    });
  }

  endRound(roundId: string) {
    return this.vendor.call<{ balance: number; currency: string; status: string }>("endRound", {
      playerId: this.playerId,
      roundId,
      gameId: this.gameId,
    });
  }

  balance() {
    return this.vendor.call<{ balance: number; currency: string }>("balance", {
      playerId: this.playerId,
      sessionToken: this.sessionToken,
    });
  }
}
