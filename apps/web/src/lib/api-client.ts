import type { ApiError } from "@lotus/ui/api/api-error";

export { ApiError, NETWORK_ERROR, RESPONSE_INVALID } from "@lotus/ui/api/api-error";

/** Whole-site states a call can switch to (SPEC §4): maintenance (503) and region blocked (403). */
export type SiteBlock = "maintenance" | "regionBlocked";

/** The whole-site state a failed call announces, if any. */
export function siteBlockOf(error: ApiError): SiteBlock | null {
  if (error.status === 503 && error.code === "system.maintenance") return "maintenance";
  if (error.status === 403 && error.code === "access.restricted") return "regionBlocked";
  return null;
}
