import {
  claimMissionCall,
  missionCompletionsCall,
  missionCreateCall,
  missionsListCall,
  missionUpdateCall,
  myMissionsCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { requireBrand } from "../../platform/brand-context";
import { callBinder } from "../../platform/call-binder";
import { bindOperatorCall } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import type { MissionsAdmin } from "./missions.admin";
import type { MissionsService } from "./missions.service";

/** The site's mission calls (member centre, missionLeaderboard) and the back office's missions screens. */
export function registerMissionRoutes(
  app: FastifyInstance,
  platform: Platform,
  missions: MissionsService,
  admin: MissionsAdmin,
): void {
  const bind = callBinder(app, platform);
  bind(myMissionsCall, "member", async ({ brand, session, language }) =>
    missions.list(brand, session.memberId, language),
  );
  bind(claimMissionCall, "member", async ({ brand, session, body, language }) =>
    missions.claim(brand, session.memberId, body.missionId, language),
  );

  bindOperatorCall(app, platform, missionsListCall, {
    permission: "missions.view",
    handler: async ({ brand, query }) => admin.list(requireBrand(brand), query),
  });
  bindOperatorCall(app, platform, missionCreateCall, {
    permission: "missions.manage",
    handler: async ({ brand, operator, ip, body }) =>
      admin.create(requireBrand(brand), { operator, ip }, body),
  });
  bindOperatorCall(app, platform, missionUpdateCall, {
    permission: "missions.manage",
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.update(requireBrand(brand), { operator, ip }, params.id ?? "", body),
  });
  bindOperatorCall(app, platform, missionCompletionsCall, {
    permission: "missions.view",
    handler: async ({ brand, query, language }) => admin.completions(requireBrand(brand), language, query),
  });
}
