import { formatAmount } from "@lotus/contracts";
import { useConsole } from "../../../lib/console-context";

/**
 * Amounts of the chosen brand: two decimals, comma thousands separators, the brand's currency
 * symbol (DESIGN §4). The symbol comes with the operator's brands (`/me`), so every role that sees
 * an amount sees it, whether or not it may read the brand's settings.
 */
export function useMoney(): (amount: number | null | undefined) => string {
  const symbol = useConsole().brand?.currencySymbol ?? "";
  return (amount) => (amount === null || amount === undefined ? "" : formatAmount(amount, symbol));
}
