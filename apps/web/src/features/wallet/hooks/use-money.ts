import { formatAmount, formatDateTime } from "@lotus/ui/format/format";
import { useCallback } from "react";
import { useWhitelabel } from "../../../lib/queries";

/** The brand's currency and time zone for showing amounts (SPEC §9) and times (DESIGN §5). */
export function useMoney() {
  const { currency, timeZone } = useWhitelabel();
  const money = useCallback((amount: number) => formatAmount(amount, currency.symbol), [currency.symbol]);
  const time = useCallback((epochMs: number) => formatDateTime(epochMs, timeZone), [timeZone]);
  return { symbol: currency.symbol, minorDigits: currency.minorDigits, timeZone, money, time };
}
