import {
  vipLadderCall,
  vipLevelCreateCall,
  vipLevelDeleteCall,
  vipLevelsCall,
  vipLevelUpdateCall,
  vipMemberSetCall,
  vipMembersCall,
  vipProgressCall,
  vipRunsCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { requireBrand } from "../../platform/brand-context";
import { callBinder } from "../../platform/call-binder";
import { bindOperatorCall } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import type { VipAdmin } from "./vip.admin";
import type { VipService } from "./vip.service";

/** The site's VIP page calls: the ladder (anyone) and the member's progress. */
export function registerVipRoutes(app: FastifyInstance, platform: Platform, vip: VipService): void {
  const bind = callBinder(app, platform);
  bind(vipLadderCall, "public", async ({ brand, language }) => vip.ladderView(brand, language));
  bind(vipProgressCall, "member", async ({ brand, session, language }) =>
    vip.progress(brand, session.memberId, language),
  );
}

/** The back office's VIP screens (`/backoffice/api/brands/:brandId/vip/…`). */
export function registerVipAdminRoutes(app: FastifyInstance, platform: Platform, admin: VipAdmin): void {
  const view = "vip.view" as const;
  const manage = "vip.manage" as const;

  bindOperatorCall(app, platform, vipLevelsCall, {
    permission: view,
    handler: async ({ brand }) => admin.levels(requireBrand(brand)),
  });
  bindOperatorCall(app, platform, vipLevelCreateCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, body }) =>
      admin.createLevel(requireBrand(brand), { operator, ip }, body),
  });
  bindOperatorCall(app, platform, vipLevelUpdateCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.updateLevel(requireBrand(brand), { operator, ip }, params.id ?? "", body),
  });
  bindOperatorCall(app, platform, vipLevelDeleteCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, params }) =>
      admin.deleteLevel(requireBrand(brand), { operator, ip }, params.id ?? ""),
  });
  bindOperatorCall(app, platform, vipMembersCall, {
    permission: view,
    handler: async ({ brand, query }) => admin.members(requireBrand(brand), query),
  });
  bindOperatorCall(app, platform, vipMemberSetCall, {
    permission: manage,
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.setMember(requireBrand(brand), { operator, ip }, params.id ?? "", body),
  });
  bindOperatorCall(app, platform, vipRunsCall, {
    permission: view,
    handler: async ({ brand, query }) => admin.runs(requireBrand(brand), query),
  });
}
