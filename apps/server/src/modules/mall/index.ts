import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import { createDemoMall } from "./demo";
import { createEarning, type Earning, registerEarningJob } from "./earning.job";
import { createMallAdmin, type MallAdmin } from "./mall.admin";
import { registerMallRoutes } from "./mall.routes";
import { createMallService, type MallDeps, type MallService } from "./mall.service";
import { registerMallAdminRoutes } from "./mall-admin.routes";

export { EARNING_JOB } from "./earning.job";
export type { MallDeps };

/** The points mall (DOMAIN §6.7): points earning, gifts, exchanges, conversions; built once by app.ts. */
export interface MallModule {
  mall: MallService;
  admin: MallAdmin;
  earning: Earning;
  /** Fresh demo data only: demo points and one processing exchange. */
  playDemo: () => Promise<number>;
}

export function createMall(platform: Platform, deps: MallDeps): MallModule {
  const mall = createMallService(platform, deps);
  const admin = createMallAdmin(platform, deps.rewards);
  return {
    mall,
    admin,
    earning: createEarning(platform, deps.rewards, mall, admin),
    playDemo: createDemoMall(platform, deps.rewards, mall),
  };
}

/** The site's points calls, the gift images and the back office's mall screens. */
export function registerMall(app: FastifyInstance, platform: Platform, module: MallModule): void {
  registerMallRoutes(app, platform, module.mall, module.admin);
  registerMallAdminRoutes(app, platform, module.admin);
}

/** The daily turnover points (every role that ticks jobs). */
export function registerMallJobs(platform: Platform, module: MallModule): void {
  registerEarningJob(platform, module.earning);
}
