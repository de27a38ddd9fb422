import {
  type CallBody,
  maintenanceUpdateCall,
  regionRulesUpdateCall,
  regionTestCall,
} from "@lotus/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const updateMaintenance = (brandId: string, body: CallBody<typeof maintenanceUpdateCall>) =>
  api(maintenanceUpdateCall, { params: { brandId }, body });

export const updateRegionRules = (brandId: string, body: CallBody<typeof regionRulesUpdateCall>) =>
  api(regionRulesUpdateCall, { params: { brandId }, body });

/** What a visitor from this IP would see; asked on demand, the answer reflects the rules as saved. */
export const regionTestQuery = (brandId: string, ip: string) =>
  queryOptions({
    queryKey: queryKeys.brand(brandId).regionTest(ip),
    queryFn: ({ signal }) => api(regionTestCall, { params: { brandId }, query: { ip }, signal }),
    staleTime: 0,
    gcTime: 0,
  });
