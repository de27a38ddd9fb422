import { useCallback, useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { splitFieldErrors } from "../../../lib/validation";

/**
 * Maps a failed call onto a form: server field errors (value.fields) under their fields, anything
 * else as the form's message.
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  aliases: Record<string, Path<T>> = {},
) {
  const [formError, setFormError] = useState<string | undefined>();
  const report = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        const { byField, other } = splitFieldErrors(error.fields, fields, aliases);
        const entries = Object.entries(byField);
        for (const [name, message] of entries) setError(name as Path<T>, { type: "server", message });
        if (entries.length > 0) {
          setFormError(other.length > 0 ? other.join(" ") : undefined);
          return;
        }
      }
      setFormError(errorText(error));
    },
    [setError, fields, aliases],
  );
  return { formError, setFormError, report };
}
