import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import { registerWalletRoutes } from "./wallet.routes";
import { createWalletService, type WalletService } from "./wallet.service";

export type { Leg, Posting } from "./ledger";
export { type ReconcileReport, reconcile } from "./ledger.repository";
export { createLedger, type Ledger, type PostResult } from "./ledger.service";
export { latestReconcileRun, RECONCILE_JOB, registerReconcileJob, runReconcile } from "./reconcile.job";
export { createWalletService, WALLET_KINDS, type WalletService } from "./wallet.service";

/** The member wallet's calls; returns the service other modules move money through. */
export function registerWallet(app: FastifyInstance, platform: Platform): WalletService {
  const wallet = createWalletService(platform);
  registerWalletRoutes(app, platform, wallet);
  return wallet;
}
