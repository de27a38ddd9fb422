import { useQuery } from "@tanstack/react-query";
import { useWhitelabel } from "../../lib/queries";
import { arrangeLanes, vendorLanesQuery } from "../../lib/vendor-lanes";

/** Vendor lanes arranged by the brand's e-sports and cockfight lists, for the bar and footer. */
export function useLanes() {
  const { esportsVendors, cockfightVendors } = useWhitelabel();
  const lanes = useQuery(vendorLanesQuery());
  return arrangeLanes(lanes.data ?? [], esportsVendors, cockfightVendors);
}
