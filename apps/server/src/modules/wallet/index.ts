import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import { registerWalletRoutes } from "./wallet.routes";
import type { WalletService } from "./wallet.service";

export type { Leg, Posting } from "./ledger";
export { type ReconcileReport, reconcile } from "./ledger.repository";
export { createLedger, type Ledger, type PostResult } from "./ledger.service";
export { type MemberDeposits, memberDeposits } from "./member-deposits.repository";
export { latestReconcileRun, RECONCILE_JOB, registerReconcileJob, runReconcile } from "./reconcile.job";
export { createWalletService, WALLET_KINDS, type WalletService } from "./wallet.service";

/** The member wallet's calls, over the wallet service app.ts built. */
export function registerWallet(app: FastifyInstance, platform: Platform, wallet: WalletService): void {
  registerWalletRoutes(app, platform, wallet);
}
