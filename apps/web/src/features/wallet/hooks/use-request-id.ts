import { createRequestIds } from "@lotus/ui/api/request-id";
import { useRef } from "react";

/** A form's request ids: the same content resent gets the same id, so a retry is applied once. */
export function useRequestIds() {
  const ref = useRef<ReturnType<typeof createRequestIds>>(null);
  ref.current ??= createRequestIds();
  return ref.current;
}
