import { balanceCall, memberTransactionsCall } from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { bindCall } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import type { WalletService } from "./wallet.service";

export function registerWalletRoutes(app: FastifyInstance, platform: Platform, wallet: WalletService): void {
  // Trial accounts see their demo balance; every movement call refuses them.
  bindCall(app, platform, balanceCall, {
    access: "member",
    trial: true,
    handler: async ({ brand, session }) => wallet.balance(brand, session.memberId),
  });
  // GCS_merchantWallet is bound by the games module, which knows the brand's transfer-mode vendors.
  bindCall(app, platform, memberTransactionsCall, {
    access: "member",
    handler: async ({ brand, session, query }) => wallet.records(brand, session.memberId, query),
  });
}
