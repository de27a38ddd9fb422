import { formatAmount, fromMinor } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";

/** An amount for a system message's text: the brand's currency symbol and two decimals. */
export function moneyParam(brand: Pick<Brand, "currency">, minor: bigint): string {
  return formatAmount(
    fromMinor(minor < 0n ? -minor : minor, brand.currency.minorDigits),
    brand.currency.symbol,
  );
}

/** A text in several languages as parameters: `name` (English, else any) and `name.<LANG>` for each. */
export function localizedParam(name: string, text: Record<string, string>): Record<string, string> {
  const params: Record<string, string> = { [name]: text.EN ?? Object.values(text)[0] ?? "" };
  for (const [language, value] of Object.entries(text)) params[`${name}.${language}`] = value;
  return params;
}
