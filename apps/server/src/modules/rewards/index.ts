import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import type { WalletService } from "../wallet";
import { createRewardsAdmin, type RewardsAdmin } from "./rewards.admin";
import { createRewardsUpkeep, registerRewardsJob } from "./rewards.jobs";
import { createMemberRewards, type MemberRewards } from "./rewards.member";
import { registerRewardRoutes } from "./rewards.routes";
import { createRewardsService, type RewardHooks, type RewardsService } from "./rewards.service";

export { REWARDS_JOB } from "./rewards.jobs";
export {
  type Grant,
  REWARD_KINDS,
  REWARDS_HOUSE,
  type RewardHooks,
  type RewardInput,
  type RewardSource,
  type RewardsService,
} from "./rewards.service";
export { titleIn } from "./views";

/** Rewards (bonuses, rebates, prizes, points, raffle tickets), built once by app.ts. */
export interface RewardsModule {
  rewards: RewardsService;
  member: MemberRewards;
  admin: RewardsAdmin;
  upkeep: ReturnType<typeof createRewardsUpkeep>;
}

export function createRewards(
  platform: Platform,
  wallet: WalletService,
  hooks: RewardHooks = {},
): RewardsModule {
  const rewards = createRewardsService(platform, wallet, hooks);
  return {
    rewards,
    member: createMemberRewards(platform, wallet, rewards),
    admin: createRewardsAdmin(platform, rewards),
    upkeep: createRewardsUpkeep(platform, wallet, rewards),
  };
}

export function registerRewards(app: FastifyInstance, platform: Platform, module: RewardsModule): void {
  registerRewardRoutes(app, platform, module.member, module.admin);
}

export function registerRewardJobs(platform: Platform, module: RewardsModule): void {
  registerRewardsJob(platform, module.upkeep);
}
