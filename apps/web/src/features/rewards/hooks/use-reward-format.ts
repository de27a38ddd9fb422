import { formatAmount, formatCount, formatDateTime } from "@lotus/ui/format/format";
import { useCallback } from "react";
import { useWhitelabel } from "../../../lib/queries";

/** Amounts in the brand's currency (SPEC §9), counts with thousands, times in the brand's time zone. */
export function useRewardFormat() {
  const { currency, timeZone } = useWhitelabel();
  const money = useCallback((amount: number) => formatAmount(amount, currency.symbol), [currency.symbol]);
  const time = useCallback((epochMs: number) => formatDateTime(epochMs, timeZone), [timeZone]);
  return { money, time, count: formatCount, timeZone };
}
