import { operatorListCall } from "@lotus/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./api";
import { queryKeys } from "./query-keys";

/** Operator accounts (operators.manage); the operators screen and the audit filter share it. */
export const operatorsQuery = queryOptions({
  queryKey: queryKeys.operators,
  queryFn: ({ signal }) => api(operatorListCall, { signal }),
});
