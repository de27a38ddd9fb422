import { formatAmount, formatDateTime } from "@lotus/ui/format/format";
import { useCallback } from "react";
import { useWhitelabel } from "../../../lib/queries";

/** The brand's currency and time zone for showing amounts (SPEC §9) and times. */
export function useMallFormat() {
  const { currency, timeZone } = useWhitelabel();
  const money = useCallback((amount: number) => formatAmount(amount, currency.symbol), [currency.symbol]);
  const time = useCallback((epochMs: number) => formatDateTime(epochMs, timeZone), [timeZone]);
  return { money, time, minorDigits: currency.minorDigits };
}

/** A points amount with its sign, as point details show it. */
export function signedPoints(amount: number): string {
  return amount > 0 ? `+${amount.toLocaleString()}` : amount.toLocaleString();
}
