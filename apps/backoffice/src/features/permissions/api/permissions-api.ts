import { permissionMatrixCall } from "@lotus/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { currentLanguage } from "../../../lib/i18n";
import { queryKeys } from "../../../lib/query-keys";

/** Labels come translated by the Language header, so the language is part of the key. */
export const permissionMatrixQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.permissionMatrix, currentLanguage()],
    queryFn: ({ signal }) => api(permissionMatrixCall, { signal }),
    staleTime: 5 * 60_000,
  });
