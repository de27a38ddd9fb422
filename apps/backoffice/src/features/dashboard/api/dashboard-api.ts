import { dashboardCall, reportsDashboardCall } from "@lotus/contracts";
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

/** Money and play figures from the report roll-up (runs every minute on the server). */
export const reportsDashboardQuery = (brandId: string) =>
  queryOptions({
    queryKey: queryKeys.brand(brandId).reportsDashboard,
    queryFn: ({ signal }) => api(reportsDashboardCall, { params: { brandId }, signal }),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
