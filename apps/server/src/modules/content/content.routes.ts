import { helpCenterCall, listAnnouncementsCall } from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { bindCall } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import type { ContentService } from "./content.service";

export function registerContentRoutes(
  app: FastifyInstance,
  platform: Platform,
  service: ContentService,
): void {
  bindCall(app, platform, listAnnouncementsCall, {
    access: "public",
    handler: async ({ brand, language, query }) => service.announcements(brand.id, language, query),
  });
  bindCall(app, platform, helpCenterCall, {
    access: "public",
    handler: async ({ brand, language }) => service.helpCentre(brand.id, language),
  });
}
