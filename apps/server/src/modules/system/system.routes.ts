import {
  consolidatedSettingsCall,
  countryCall,
  domainRouteCall,
  publicKeyCall,
  registerSettingsCall,
  systemStatusCall,
  whitelabelCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { callBinder } from "../../platform/call-binder";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { registerRulesView, type SystemService, whitelabelView } from "./system.service";
import { webClipProfile } from "./web-clip";

/** The status and settings calls answer even in maintenance or region block (gate: false). */
export function registerSystemRoutes(app: FastifyInstance, platform: Platform, service: SystemService): void {
  const bind = callBinder(app, platform);
  const open = { access: "public", gate: false } as const;

  bind(systemStatusCall, open, async ({ brand, ip, language }) => service.status(brand, ip, language));
  bind(consolidatedSettingsCall, open, async ({ brand, ip, language }) =>
    service.consolidated(brand, ip, language),
  );
  bind(whitelabelCall, open, async ({ brand }) => whitelabelView(brand));
  bind(registerSettingsCall, open, async ({ brand }) => registerRulesView(brand));
  bind(countryCall, open, async ({ ip }) => service.country(ip));
  bind(domainRouteCall, open, async ({ brand }) => service.domainRoute(brand));
  bind(publicKeyCall, open, async ({ brand }) => service.publicKey(brand));

  // A file download, not an envelope: the iOS profile that adds the site to the home screen.
  app.get(
    "/wps/system/app/mobileconfig",
    {
      config: { access: "public" },
      schema: { summary: "iOS configuration profile (Web Clip) of the brand's site", tags: ["system"] },
    },
    async (request, reply) => {
      const brand = request.brand;
      if (!brand) throw new AppError("merchant.unknown");
      const origin =
        platform.env.PUBLIC_URL ??
        `${request.protocol}://${request.headers.host ?? brand.domains[0] ?? "localhost"}`;
      return reply
        .type("application/x-apple-aspen-config")
        .header("content-disposition", `attachment; filename="${brand.merchantCode}.mobileconfig"`)
        .send(webClipProfile(brand, `${origin.replace(/\/$/, "")}/`));
    },
  );
}
