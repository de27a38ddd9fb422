/** The main wallet's code in balances and transfers ("MAIN"; vendor wallets use the vendor code). */
export const MAIN_WALLET = "MAIN";

/** The available balance of one wallet in a balance answer, 0 when it is missing. */
export function walletBalance(
  wallets: readonly { code: string; availBalance: number }[],
  code: string,
): number {
  return wallets.find((wallet) => wallet.code === code)?.availBalance ?? 0;
}
