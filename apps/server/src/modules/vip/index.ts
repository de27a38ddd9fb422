import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import type { RewardsService } from "../rewards";
import { createEvaluation, type Evaluation } from "./evaluation";
import { createRebates, type Rebates } from "./rebate.service";
import { createVipAdmin, type VipAdmin } from "./vip.admin";
import { registerVipJobs } from "./vip.jobs";
import { registerVipAdminRoutes, registerVipRoutes } from "./vip.routes";
import { createVipService, type VipService } from "./vip.service";

export { VIP_EVALUATE_JOB, VIP_REBATE_JOB } from "./vip.jobs";
export type { MemberLevel, VipService } from "./vip.service";

/** The VIP ladder (DOMAIN §6.2–6.3), built once by app.ts. */
export interface VipModule {
  /** Reads other modules use: `levelOf`, `withdrawalLimitOf`, `labelOf`. */
  vip: VipService;
  admin: VipAdmin;
  evaluation: Evaluation;
  rebates: Rebates;
}

/** Built first (payments and accounts ask it); `createVip` adds the admin and the jobs over it. */
export { createVipService };

export function createVip(platform: Platform, deps: { rewards: RewardsService; vip: VipService }): VipModule {
  const { vip } = deps;
  return {
    vip,
    admin: createVipAdmin(platform, vip),
    evaluation: createEvaluation(platform, deps.rewards),
    rebates: createRebates(platform, deps.rewards),
  };
}

/** The site's VIP page calls and the back office's VIP screens. */
export function registerVip(app: FastifyInstance, platform: Platform, module: VipModule): void {
  registerVipRoutes(app, platform, module.vip);
  registerVipAdminRoutes(app, platform, module.admin);
}

/** The daily evaluation and rebate jobs (every role that ticks jobs). */
export function registerVipJobsOf(platform: Platform, module: VipModule): void {
  registerVipJobs(platform, module.evaluation, module.rebates);
}
