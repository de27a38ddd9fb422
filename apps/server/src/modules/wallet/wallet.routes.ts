import { balanceCall, memberTransactionsCall } from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { callBinder } from "../../platform/call-binder";
import type { Platform } from "../../platform/platform";
import type { WalletService } from "./wallet.service";

export function registerWalletRoutes(app: FastifyInstance, platform: Platform, wallet: WalletService): void {
  const bind = callBinder(app, platform);
  // Trial accounts see their demo balance; every movement call refuses them.
  bind(balanceCall, { access: "member", trial: true }, async ({ brand, session }) =>
    wallet.balance(brand, session.memberId),
  );
  // GCS_merchantWallet is bound by the games module, which knows the brand's transfer-mode vendors.
  bind(memberTransactionsCall, "member", async ({ brand, session, query }) =>
    wallet.records(brand, session.memberId, query),
  );
}
