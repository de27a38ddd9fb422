import { brandGetCall } from "@lotus/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./api";
import { queryKeys } from "./query-keys";

/** One brand with all its settings; the brand, site-state and registration-rule screens share it. */
export const brandQuery = (brandId: string) =>
  queryOptions({
    queryKey: queryKeys.brands.one(brandId),
    queryFn: ({ signal }) => api(brandGetCall, { params: { brandId }, signal }),
  });
