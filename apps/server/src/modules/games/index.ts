import { schema } from "@lotus/db";
import { lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import { createWalletService, type WalletService } from "../wallet";
import { registerGamesRoutes } from "./games.routes";
import { createGamesService, type GamesService } from "./games.service";
import { createTransferWallet, registerTransferJob, type TransferWallet } from "./transfer-wallet";
import { registerTransferWalletRoutes } from "./transfer-wallet.routes";
import { registerVendorApiRoutes } from "./vendor-api.routes";
import { createVendorWallet, type VendorWallet } from "./vendor-wallet";

export { createGamesAdmin, type GamesAdmin, type HouseAdminHooks } from "./games.admin";
export type { GamesService } from "./games.service";
export { HOUSE_PLAY_PATH } from "./games.service";
export { houseGame, houseVendorContext, houseVendorSecret } from "./house-vendor";
export { endGameAccess } from "./launch-sessions.repository";
export type {
  TransferAdapterContext,
  TransferAdapterFactory,
  TransferInput,
  TransferResult,
  TransferStatus,
  TransferVendorAdapter,
} from "./transfer-adapter";
export { createHttpTransferAdapter, TransferVendorError } from "./transfer-adapter";
export {
  setTransferAdapterFactory,
  TRANSFER_RESOLVE_JOB,
  type TransferWallet,
  transferReference,
} from "./transfer-wallet";
export { checkVendorSignature, signedVendorHeaders, vendorSignature } from "./vendor-signature";
export type { TxAnswer, VendorContext, VendorWallet } from "./vendor-wallet";

export interface GamesModule {
  games: GamesService;
  vendorWallet: VendorWallet;
  transfers: TransferWallet;
}

export const VENDOR_NONCE_PURGE_JOB = "games.vendor-nonce-purge";

/** Catalogue, launch, records and the vendor wallet protocol; returns the services other parts use. */
export function registerGames(app: FastifyInstance, platform: Platform, wallet: WalletService): GamesModule {
  const games = createGamesService(platform);
  const vendorWallet = createVendorWallet(platform, wallet);
  registerGamesRoutes(app, platform, games);
  registerVendorApiRoutes(app, platform, vendorWallet);
  const transfers = createTransferWallet(platform, wallet);
  registerTransferWalletRoutes(app, platform, transfers);
  return { games, vendorWallet, transfers };
}

/**
 * Nonces of signed vendor requests only matter while their timestamp is acceptable; pending
 * transfers with transfer-mode vendors are resolved by asking the vendor.
 */
export function registerGamesJobs(
  platform: Platform,
  wallet: WalletService = createWalletService(platform),
): void {
  registerTransferJob(platform, createTransferWallet(platform, wallet));
  platform.jobs.register({
    name: VENDOR_NONCE_PURGE_JOB,
    periodMs: 10 * 60 * 1000,
    run: async () => {
      const cutoff = new Date(platform.clock.now() - 15 * 60 * 1000);
      await platform.db
        .delete(schema.vendorRequestNonces)
        .where(lt(schema.vendorRequestNonces.seenAt, cutoff));
      return "purged";
    },
  });
}
