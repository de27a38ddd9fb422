import type { CallDefinition, CallRoute } from "@lotus/contracts";
import { ApiError, RESPONSE_INVALID } from "./api-error";

let callsByRoute: Promise<Map<string, CallDefinition>> | undefined;

const routeKey = (route: CallRoute) => `${route.method} ${route.path}`;

function isCall(value: unknown): value is CallDefinition {
  return Boolean(
    value && typeof value === "object" && "response" in value && "path" in value && "method" in value,
  );
}

/**
 * The answer of a call sent by its route, parsed by the response schema of the contract call with
 * the same method and path. For development builds and tests: the contracts (and zod) load on the
 * first check, so a production first screen never carries them (docs/adr/0009).
 */
export async function checkByContract(route: CallRoute, value: unknown, status: number): Promise<unknown> {
  callsByRoute ??= import("@lotus/contracts").then((contracts) => {
    const exported: unknown[] = Object.values(contracts);
    return new Map(exported.filter(isCall).map((call) => [routeKey(call), call]));
  });
  const call = (await callsByRoute).get(routeKey(route));
  if (!call) {
    throw new ApiError({ code: RESPONSE_INVALID, message: `no contract for ${routeKey(route)}`, status });
  }
  const parsed = call.response.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new ApiError({ code: RESPONSE_INVALID, message: "", status, value: parsed.error.issues });
}
