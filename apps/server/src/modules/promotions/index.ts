import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import { createPromotionContext, type PromotionDeps } from "./context";
import { createPromotionsAdmin, type PromotionsAdmin } from "./promotions.admin";
import { createPromotionJobs, registerPromotionJobs } from "./promotions.jobs";
import { registerPromotionRoutes } from "./promotions.routes";
import { createPromotionsService, type PromotionsService } from "./promotions.service";
import { registerPromotionAdminRoutes } from "./promotions-admin.routes";

export { participationLabel } from "./labels";
export { BIRTHDAY_JOB, DEPOSIT_BONUS_JOB } from "./promotions.jobs";
export type { PromotionDeps, PromotionsAdmin, PromotionsService };

/** Operator-defined promotions (DOMAIN §6), paid through the rewards core; built once by app.ts. */
export interface PromotionsModule {
  service: PromotionsService;
  admin: PromotionsAdmin;
  jobs: ReturnType<typeof createPromotionJobs>;
}

export function createPromotions(platform: Platform, deps: PromotionDeps): PromotionsModule {
  const context = createPromotionContext(platform, deps);
  return {
    service: createPromotionsService(platform, context),
    admin: createPromotionsAdmin(platform, context),
    jobs: createPromotionJobs(platform, context),
  };
}

/** The site's promotion calls and images, and the back office's promotion screens. */
export function registerPromotions(app: FastifyInstance, platform: Platform, module: PromotionsModule): void {
  registerPromotionRoutes(app, platform, module.service);
  registerPromotionAdminRoutes(app, platform, module.admin);
}

/** Deposit and birthday bonuses (every role that ticks jobs). */
export function registerPromotionsJobs(platform: Platform, module: PromotionsModule): void {
  registerPromotionJobs(platform, module.jobs);
}
