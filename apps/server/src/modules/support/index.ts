import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import { supportImageUrls } from "./images";
import { createSupportAdmin, type SupportAdmin, type TicketNotify } from "./support.admin";
import { registerSupportJob } from "./support.job";
import { registerSupportAdminRoutes, registerSupportRoutes } from "./support.routes";
import { createSupportService, type SupportService } from "./support.service";

export type { TicketAnsweredNotice, TicketNotify } from "./support.admin";
export { SUPPORT_IMAGES_JOB } from "./support.job";
export type { SupportAdmin, SupportService };

/** Feedback and support tickets (SPEC §2, §5, §7), built once by app.ts. */
export interface SupportModule {
  service: SupportService;
  admin: SupportAdmin;
  urls: ReturnType<typeof supportImageUrls>;
}

/** `notify` tells the inbox when customer service answers (once per reply, after it commits). */
export function createSupport(platform: Platform, deps: { notify?: TicketNotify } = {}): SupportModule {
  const urls = supportImageUrls(platform);
  return {
    service: createSupportService(platform, urls),
    admin: createSupportAdmin(platform, urls, deps.notify),
    urls,
  };
}

/** The site's feedback and ticket calls, the ticket images and the back office's support queue. */
export function registerSupport(app: FastifyInstance, platform: Platform, module: SupportModule): void {
  registerSupportRoutes(app, platform, module.service, module.urls);
  registerSupportAdminRoutes(app, platform, module.admin);
}

/** Removing images no ticket used (every role that ticks jobs). */
export function registerSupportJobs(platform: Platform): void {
  registerSupportJob(platform);
}
