/** HTTP methods of the API. */
export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

/**
 * Where and how a call is sent, without its schemas: all a client needs to send it. Plain data, so a
 * screen that only sends calls does not bring zod with it (docs/adr/0009).
 */
export interface CallRoute {
  method: HttpMethod;
  path: string;
  /** Body must arrive encrypted (SPEC §7 "enc"). */
  enc?: boolean;
  /** Body is application/x-www-form-urlencoded (SPEC §7). */
  form?: boolean;
}

/**
 * A call's route typed by its call: the client types the input and the answer from the contract
 * (`call` is never set at run time; it only carries the type).
 */
export type Route<C> = CallRoute & { readonly call?: C };
