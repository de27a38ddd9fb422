import { toast } from "@lotus/ui/primitives/toast-store";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";
import { applyServerErrors } from "./form";

export interface FailureOptions {
  /** Renames body paths of `value.fields` to form names. */
  mapPath?: (path: string) => string;
  /** Error codes that concern one field (e.g. operator.username_taken → username): the message goes under it too. */
  codeFields?: Record<string, string>;
}

/**
 * What every form does with a failed write: the server's message as a toast, and its per-field
 * messages (`value.fields`, or a field-specific code) on the fields.
 */
export function reportFailure<T extends FieldValues>(
  error: unknown,
  fallback: string,
  setError?: UseFormSetError<T>,
  options: FailureOptions = {},
): void {
  const message = error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;
  toast(message, "error");
  if (!setError || !(error instanceof ApiError)) return;
  const place = (name: string, fieldError: { type: string; message: string }) =>
    setError(name as Path<T>, fieldError);
  applyServerErrors(error.fields, place, options.mapPath);
  const field = options.codeFields?.[error.code];
  if (field && error.message) place(field, { type: "server", message: error.message });
}
