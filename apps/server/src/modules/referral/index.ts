import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import type { RewardsService } from "../rewards";
import { registerReferralJob } from "./referral.job";
import { registerReferralRoutes } from "./referral.routes";
import { createReferralService, type ReferralService } from "./referral.service";

export { grantReferralRewards, REFERRAL_JOB } from "./referral.job";
export type { ReferralService };

/** Invite friends, built once by app.ts over the one rewards core. */
export interface ReferralModule {
  referral: ReferralService;
  rewards: RewardsService;
}

export function createReferral(platform: Platform, deps: { rewards: RewardsService }): ReferralModule {
  return { referral: createReferralService(platform, deps.rewards), rewards: deps.rewards };
}

export function registerReferral(app: FastifyInstance, platform: Platform, module: ReferralModule): void {
  registerReferralRoutes(app, platform, module.referral);
}

/** The referral rewards job (every role that ticks jobs). */
export function registerReferralJobs(platform: Platform, module: ReferralModule): void {
  registerReferralJob(platform, module.rewards);
}
