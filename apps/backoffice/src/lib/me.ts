import { type CallValue, operatorMeCall } from "@lotus/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./api";
import { queryKeys } from "./query-keys";

export type Me = CallValue<typeof operatorMeCall>;

/** The logged-in operator, their permissions and brands (GET /backoffice/api/me). */
export const meQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: ({ signal }) => api(operatorMeCall, { signal }),
  staleTime: 60_000,
});
