import { formatAmount } from "@lotus/contracts";
import { useQuery } from "@tanstack/react-query";
import { brandQuery } from "../../../lib/brand-query";
import { useBrandId, useCan } from "../../../lib/console-context";

/**
 * Amounts of the chosen brand: two decimals, comma thousands separators, the brand's currency
 * symbol. The symbol comes from the brand's settings, which only some roles may read; without
 * them the amount is shown without a symbol.
 */
export function useMoney(): (amount: number | null | undefined) => string {
  const brandId = useBrandId();
  const can = useCan();
  const readable = can("brands.view") || can("site.edit") || can("register.edit");
  const brand = useQuery({ ...brandQuery(brandId), enabled: readable, staleTime: 5 * 60_000 });
  const symbol = brand.data?.currencySymbol ?? "";
  return (amount) => (amount === null || amount === undefined ? "" : formatAmount(amount, symbol));
}
