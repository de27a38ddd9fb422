import { merchantWalletCall, walletTransferCall } from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { bindCall } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import type { TransferWallet } from "./transfer-wallet";

/** HTTP binding of the transfer-mode vendor wallets (docs/adr/0003-transfer-wallets.md). */
export function registerTransferWalletRoutes(
  app: FastifyInstance,
  platform: Platform,
  transfers: TransferWallet,
): void {
  // Trial accounts see the wallets (with nothing in them); moving money refuses them.
  bindCall(app, platform, merchantWalletCall, {
    access: "member",
    trial: true,
    handler: async ({ brand, session }) => transfers.merchantWallet(brand, session.memberId),
  });
  bindCall(app, platform, walletTransferCall, {
    access: "member",
    handler: async ({ brand, session, body, language }) =>
      transfers.transfer(brand, session.memberId, body, language),
  });
}
