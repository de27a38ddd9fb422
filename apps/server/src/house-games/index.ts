import type { FastifyInstance } from "fastify";
import type { HouseAdminHooks, HouseVendor, VendorWallet } from "../modules/games";
import type { Platform } from "../platform/platform";
import { registerHouseRoutes } from "./house.routes";
import { createHouseService, type HouseService } from "./house.service";
import { SLOTS } from "./slots/paytables";
import { type HouseWalletClient, httpWalletClient, inProcessWalletClient } from "./wallet-client";

export type { HouseService } from "./house.service";

export const HOUSE_STUCK_SPINS_JOB = "house.stuck-spins";

/**
 * The in-house game vendor (DESIGN §2). In the single process it calls the vendor wallet directly;
 * with ROLE=games it signs HTTP calls to PLATFORM_URL with the house vendor's own secret.
 */
export function createHouseGames(
  platform: Platform,
  houseVendor: HouseVendor,
  wallet: VendorWallet | undefined,
): HouseService {
  let client: HouseWalletClient;
  if (wallet) client = inProcessWalletClient(houseVendor, wallet);
  else {
    const baseUrl = platform.env.PLATFORM_URL;
    if (!baseUrl) throw new Error("ROLE=games needs PLATFORM_URL (the API nodes' base URL)");
    client = httpWalletClient(platform, baseUrl, (brand) => houseVendor.secret(brand));
  }
  return createHouseService(platform, houseVendor, client);
}

/** Serves the slots' player API and settles spins a crash left half done. */
export function registerHouseGames(app: FastifyInstance, platform: Platform, house: HouseService): void {
  registerHouseRoutes(app, platform, house);
  platform.jobs.register({
    name: HOUSE_STUCK_SPINS_JOB,
    periodMs: 60_000,
    run: async () => `settled ${await house.settleStuckSpins()}`,
  });
}

/** What the back office learns from the house vendor: slot variants and a round's fair data. */
export function houseAdminHooks(house: HouseService): HouseAdminHooks {
  return {
    slots: () =>
      Object.values(SLOTS).map((slot) => ({
        slotId: slot.id,
        defaultVariant: slot.defaultVariant,
        variants: Object.values(slot.variants).map((variant) => ({ id: variant.id, rtp: variant.rtp })),
      })),
    fairData: (roundReference) => house.fairData(roundReference),
  };
}
