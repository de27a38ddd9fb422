import { z } from "zod";
import type { CallRoute } from "./call-route";

/** Success envelope of DESIGN §3. */
export function envelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

export const errorEnvelope = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  value: z.unknown().optional(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Validation failure details: one message per field path. */
export const fieldErrors = z.object({ fields: z.record(z.string(), z.string()) });
export type FieldErrors = z.infer<typeof fieldErrors>;

export interface CallDefinition<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> extends CallRoute {
  summary: string;
  query?: Query;
  body?: Body;
  /** Path parameters (":id" segments). */
  params?: z.ZodType;
  response: Response;
  tags?: string[];
}

/** A call of the public API: the one description the server binds and the SPAs call. */
export function defineCall<
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(call: CallDefinition<Query, Body, Response>): CallDefinition<Query, Body, Response> {
  return call;
}

export type CallQuery<C> =
  C extends CallDefinition<infer Q, z.ZodType | undefined, z.ZodType>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type CallBody<C> =
  C extends CallDefinition<z.ZodType | undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type CallParams<C> = C extends { params: infer P }
  ? P extends z.ZodType
    ? z.input<P>
    : undefined
  : undefined;
export type CallValue<C> =
  C extends CallDefinition<z.ZodType | undefined, z.ZodType | undefined, infer R> ? z.output<R> : never;

/** Encrypted body of the calls marked enc (DESIGN §3). */
export const encryptedBody = z.strictObject({
  enc: z.literal("v1"),
  keyId: z.string().min(1).max(64),
  key: z.string().min(1).max(2048),
  iv: z.string().min(1).max(64),
  data: z.string().min(1).max(1_000_000),
});
export type EncryptedBody = z.infer<typeof encryptedBody>;

/** Epoch milliseconds on the wire (DESIGN §3). */
export const epochMs = z.number().int().nonnegative();
