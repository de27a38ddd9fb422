import { ApiError } from "@lotus/ui/api/api-error";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** Error codes that concern one field: the server's message goes under it. */
const CODE_FIELDS: Record<string, string> = {
  "payment.password_incorrect": "paymentPassword",
  "payment.password_locked": "paymentPassword",
  "payment.password_not_set": "paymentPassword",
  "mall.mobile_invalid": "mobileNo",
  "mall.convert_minimum": "points",
  "mall.convert_too_small": "points",
  "points.insufficient": "points",
};

/**
 * Places a failed call's messages on the form: per-field validation messages and field-specific
 * codes under their fields; anything else is answered as the form's message.
 */
export function placeErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
): string | undefined {
  if (!(error instanceof ApiError)) return fallback;
  let placed = false;
  for (const [path, message] of Object.entries(error.fields)) {
    const field = fields.find((name) => name === path);
    if (field) {
      setError(field, { type: "server", message });
      placed = true;
    }
  }
  const field = fields.find((name) => name === CODE_FIELDS[error.code]);
  if (field && error.message) {
    setError(field, { type: "server", message: error.message });
    return undefined;
  }
  return placed ? undefined : error.message || fallback;
}
