import { dashboardCall } from "@lotus/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const dashboardQuery = (brandId: string) =>
  queryOptions({
    queryKey: queryKeys.brand(brandId).dashboard,
    queryFn: ({ signal }) => api(dashboardCall, { params: { brandId }, signal }),
    // Online members move: refresh every minute while the dashboard is open.
    refetchInterval: 60_000,
    staleTime: 15_000,
  });
