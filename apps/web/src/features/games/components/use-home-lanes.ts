import type { VendorLane } from "@lotus/contracts";
import { useQuery } from "@tanstack/react-query";
import { useWhitelabel } from "../../../lib/queries";
import { arrangeLanes, vendorLanesQuery } from "../../../lib/vendor-lanes";

export interface ArrangedLanes {
  list: VendorLane[];
  /** Nothing to show yet (no answer and no copy from an earlier visit). */
  pending: boolean;
}

/** The vendor lanes as the bar arranges them, for the home's category tiles and provider strip. */
export function useHomeLanes(): ArrangedLanes {
  const { esportsVendors, cockfightVendors } = useWhitelabel();
  const lanes = useQuery(vendorLanesQuery());
  return {
    list: arrangeLanes(lanes.data ?? [], esportsVendors, cockfightVendors),
    pending: lanes.isPending,
  };
}
