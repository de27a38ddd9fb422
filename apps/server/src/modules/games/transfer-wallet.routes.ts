import { merchantWalletCall, walletTransferCall } from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { callBinder } from "../../platform/call-binder";
import type { Platform } from "../../platform/platform";
import type { TransferWallet } from "./transfer-wallet";

/** HTTP binding of the transfer-mode vendor wallets (docs/adr/0003-transfer-wallets.md). */
export function registerTransferWalletRoutes(
  app: FastifyInstance,
  platform: Platform,
  transfers: TransferWallet,
): void {
  const bind = callBinder(app, platform);
  // Trial accounts see the wallets (with nothing in them); moving money refuses them.
  bind(merchantWalletCall, { access: "member", trial: true }, async ({ brand, session }) =>
    transfers.merchantWallet(brand, session.memberId),
  );
  bind(walletTransferCall, "member", async ({ brand, session, body, language }) =>
    transfers.transfer(brand, session.memberId, body, language),
  );
}
