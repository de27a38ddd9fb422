import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useCallback } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { splitFieldErrors } from "../../../lib/validation";

/**
 * Reports a failed money call on its form: the server's per-field messages (value.fields) under
 * their fields, business errors that clearly concern one field (a wrong payment password, an
 * amount out of range) under that field, anything else as a toast with the server's message.
 */
export function useSubmitErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  codeFields: Partial<Record<string, Path<T>>> = {},
) {
  const showToast = useToasts((state) => state.show);
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        const { byField, other } = splitFieldErrors(error.fields, fields);
        const entries = Object.entries(byField);
        for (const [name, message] of entries) setError(name as Path<T>, { type: "server", message });
        if (entries.length > 0) {
          if (other.length > 0) showToast(other.join(" "), "error");
          return;
        }
        const field = codeFields[error.code];
        if (field && error.message) {
          setError(field, { type: "server", message: error.message }, { shouldFocus: true });
          return;
        }
      }
      showToast(errorText(error), "error");
    },
    [setError, fields, codeFields, showToast],
  );
}

/** Business error codes that concern the payment password field. */
export const PAYMENT_PASSWORD_CODES = [
  "payment.password_incorrect",
  "payment.password_locked",
  "payment.password_old_required",
] as const;

/** Business error codes that concern the amount field. */
export const AMOUNT_CODES = [
  "wallet.invalid_amount",
  "wallet.insufficient_funds",
  "payment.amount_out_of_range",
  "payment.turnover_required",
  "payment.received_amount_invalid",
] as const;

/** `{code: field}` for a list of codes. */
export function codesTo<F extends string>(codes: readonly string[], field: F): Record<string, F> {
  return Object.fromEntries(codes.map((code) => [code, field]));
}
