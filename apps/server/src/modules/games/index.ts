import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import type { WalletService } from "../wallet";
import { registerGamesRoutes } from "./games.routes";
import { createGamesService, type GamesService } from "./games.service";
import { createTransferWallet, registerTransferJob, type TransferWallet } from "./transfer-wallet";
import { registerTransferWalletRoutes } from "./transfer-wallet.routes";
import { registerVendorApiRoutes } from "./vendor-api.routes";
import { createVendorWallet, type VendorWallet } from "./vendor-wallet";
import { purgeNoncesBefore } from "./vendor-wallet.repository";

export { bigWinRule, isBigWin } from "./big-wins";
export { createGamesAdmin, type GamesAdmin, type HouseAdminHooks } from "./games.admin";
export type { GamesService } from "./games.service";
export { createGamesService, HOUSE_PLAY_PATH, type RoomSource } from "./games.service";
export type { HouseGame, HouseVendor } from "./house-vendor";
export type { BetSettleCall } from "./instant-round";
export { endGameAccess } from "./launch-sessions.repository";
export type { RoundDetailRequest, RoundDetailSource } from "./round-details";
export type {
  TransferAdapterContext,
  TransferAdapterFactory,
  TransferInput,
  TransferResult,
  TransferStatus,
  TransferVendorAdapter,
} from "./transfer-adapter";
export { createHttpTransferAdapter, TransferVendorError } from "./transfer-adapter";
export type { TransferWallet } from "./transfer-wallet";
export {
  setTransferAdapterFactory,
  TRANSFER_RESOLVE_JOB,
  transferReference,
} from "./transfer-wallet-support";
export { type ValidTurnoverRow, validTurnover } from "./valid-turnover.repository";
export { checkVendorSignature, signedVendorHeaders, vendorSignature } from "./vendor-signature";
export type { TxAnswer, VendorContext, VendorWallet } from "./vendor-wallet";

export interface GamesModule {
  games: GamesService;
  vendorWallet: VendorWallet;
  transfers: TransferWallet;
}

export const VENDOR_NONCE_PURGE_JOB = "games.vendor-nonce-purge";

/** The games module's services, built once by the composition root (app.ts) for every role. */
export function createGames(platform: Platform, wallet: WalletService): GamesModule {
  const games = createGamesService(platform);
  return {
    games,
    vendorWallet: createVendorWallet(platform, wallet, games.lookup, games.wins),
    transfers: createTransferWallet(platform, wallet),
  };
}

/** Catalogue, launch, records, the vendor wallet protocol and transfer wallets over HTTP. */
export function registerGames(app: FastifyInstance, platform: Platform, module: GamesModule): void {
  registerGamesRoutes(app, platform, module.games);
  registerVendorApiRoutes(app, platform, module.vendorWallet, module.games.lookup);
  registerTransferWalletRoutes(app, platform, module.transfers);
}

/**
 * Nonces of signed vendor requests only matter while their timestamp is acceptable; pending
 * transfers with transfer-mode vendors are resolved by asking the vendor.
 */
export function registerGamesJobs(platform: Platform, transfers: TransferWallet): void {
  registerTransferJob(platform, transfers);
  platform.jobs.register({
    name: VENDOR_NONCE_PURGE_JOB,
    periodMs: 10 * 60 * 1000,
    run: async () => {
      const cutoff = new Date(platform.clock.now() - 15 * 60 * 1000);
      await purgeNoncesBefore(platform.db, cutoff);
      return "purged";
    },
  });
}
