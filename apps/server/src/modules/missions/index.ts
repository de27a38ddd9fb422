import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import type { RewardsService } from "../rewards";
import { createMissionsAdmin, type MissionsAdmin } from "./missions.admin";
import { registerMissionsJob } from "./missions.job";
import { registerMissionRoutes } from "./missions.routes";
import { createMissionsService, type MissionsService } from "./missions.service";

export { grantAutomaticMissions, MISSIONS_JOB } from "./missions.job";
export type { MissionsService };

/** Missions (DOMAIN §6.6), built once by app.ts over the one rewards core. */
export interface MissionsModule {
  missions: MissionsService;
  admin: MissionsAdmin;
  rewards: RewardsService;
}

export function createMissions(
  platform: Platform,
  deps: { rewards: RewardsService; isGameOfBrand: (brandId: string, id: string) => Promise<boolean> },
): MissionsModule {
  return {
    missions: createMissionsService(platform, deps.rewards),
    admin: createMissionsAdmin(platform, deps.isGameOfBrand),
    rewards: deps.rewards,
  };
}

/** The site's and the back office's mission calls. */
export function registerMissions(app: FastifyInstance, platform: Platform, module: MissionsModule): void {
  registerMissionRoutes(app, platform, module.missions, module.admin);
}

/** The automatic missions' job (every role that ticks jobs). */
export function registerMissionJobs(platform: Platform, module: MissionsModule): void {
  registerMissionsJob(platform, module.rewards, module.missions);
}
