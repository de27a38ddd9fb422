import { reconcileStatusCall } from "@lotus/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/** The latest daily ledger proof (GET /backoffice/api/ledger/reconcile, wallet.view or audit.view). */
export const ledgerProofQuery = queryOptions({
  queryKey: queryKeys.ledgerProof,
  queryFn: ({ signal }) => api(reconcileStatusCall, { signal }),
  // The proof runs once a day; a look every five minutes shows a new run soon enough.
  refetchInterval: 5 * 60_000,
  staleTime: 60_000,
});
