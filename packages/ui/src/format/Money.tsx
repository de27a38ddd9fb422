import { formatAmount } from "./format";

interface MoneyProps {
  /** A decimal amount (number or decimal string); nothing is shown when it is missing. */
  amount: number | string | null | undefined;
  /** The brand's currency symbol, e.g. "₫". */
  symbol?: string;
  className?: string;
}

/** An amount as SPEC §9 shows it: two decimals, comma thousands; negatives marked for colour. */
export function Money({ amount, symbol = "", className }: MoneyProps) {
  if (amount === null || amount === undefined || amount === "") return null;
  const text = readableAmount(amount, symbol);
  const classes = ["money", text.startsWith("-") ? "money--negative" : "", className ?? ""].filter(Boolean);
  return <span className={classes.join(" ")}>{text}</span>;
}

/** A value the money rules refuse (more than two decimals, not a number) is shown as it came rather
 *  than taking the whole screen down; the server never sends one, so this only guards the screen. */
function readableAmount(amount: number | string, symbol: string): string {
  try {
    return formatAmount(amount, symbol);
  } catch {
    return `${symbol}${String(amount)}`;
  }
}
