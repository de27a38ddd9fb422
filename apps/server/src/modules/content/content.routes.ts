import { helpCenterCall, legalPageCall, listAnnouncementsCall } from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { callBinder } from "../../platform/call-binder";
import type { Platform } from "../../platform/platform";
import type { ContentService } from "./content.service";

export function registerContentRoutes(
  app: FastifyInstance,
  platform: Platform,
  service: ContentService,
): void {
  const bind = callBinder(app, platform);
  bind(listAnnouncementsCall, "public", async ({ brand, language, query }) =>
    service.announcements(brand.id, language, query),
  );
  bind(helpCenterCall, "public", async ({ brand, language }) => service.helpCentre(brand.id, language));
  bind(legalPageCall, "public", async ({ brand, language, query }) =>
    service.legalPage(brand.id, query.kind, language),
  );
}
