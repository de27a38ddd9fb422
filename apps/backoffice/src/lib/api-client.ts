import type { ApiError } from "@lotus/ui/api/api-error";

export { ApiError, NETWORK_ERROR, PARAMS_MISSING, RESPONSE_INVALID } from "@lotus/ui/api/api-error";

/** 403 operator.setup_required: the operator must enrol an authenticator or change the password first. */
export function isSetupRequired(error: ApiError): boolean {
  return error.status === 403 && error.code === "operator.setup_required";
}
