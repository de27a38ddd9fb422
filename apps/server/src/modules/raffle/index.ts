import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import type { RewardsService } from "../rewards";
import type { RandomInt } from "./draw";
import { createRaffleAdmin, type RaffleAdmin } from "./raffle.admin";
import { registerRaffleJob } from "./raffle.job";
import { registerRaffleRoutes } from "./raffle.routes";
import { createRaffleService, type RaffleService } from "./raffle.service";

export { grantUnpaidPrizes, RAFFLE_JOB } from "./raffle.job";
export type { RaffleService };

/** Red-envelope raffles (DOMAIN §6.5), built once by app.ts over the one rewards core. */
export interface RaffleModule {
  raffle: RaffleService;
  admin: RaffleAdmin;
  rewards: RewardsService;
}

export function createRaffle(
  platform: Platform,
  deps: { rewards: RewardsService; random?: RandomInt },
): RaffleModule {
  return {
    raffle: createRaffleService(platform, deps.rewards, { random: deps.random }),
    admin: createRaffleAdmin(platform),
    rewards: deps.rewards,
  };
}

export function registerRaffle(app: FastifyInstance, platform: Platform, module: RaffleModule): void {
  registerRaffleRoutes(app, platform, module.raffle, module.admin);
}

/** Re-grants winning draws a crash left unpaid (every role that ticks jobs). */
export function registerRaffleJobs(platform: Platform, module: RaffleModule): void {
  registerRaffleJob(platform, module.rewards);
}
