import {
  bonusDetailsCall,
  rewardApproveCall,
  rewardCentreCall,
  rewardClaimAllCall,
  rewardClaimCall,
  rewardGrantsCall,
  rewardRejectCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import type { Brand } from "../../platform/brand-context";
import { callBinder } from "../../platform/call-binder";
import { AppError } from "../../platform/errors";
import { bindOperatorCall } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import type { RewardsAdmin } from "./rewards.admin";
import type { MemberRewards } from "./rewards.member";

/** The member's reward centre and bonus details, and the back office's rewards and approvals. */
export function registerRewardRoutes(
  app: FastifyInstance,
  platform: Platform,
  member: MemberRewards,
  admin: RewardsAdmin,
): void {
  const bind = callBinder(app, platform);
  bind(rewardCentreCall, "member", async ({ brand, session, language, query }) =>
    member.centre(brand, session.memberId, language, query),
  );
  bind(rewardClaimCall, "member", async ({ brand, session, language, body }) =>
    member.claim(brand, session.memberId, body.id, language),
  );
  bind(rewardClaimAllCall, "member", async ({ brand, session }) => member.claimAll(brand, session.memberId));
  bind(bonusDetailsCall, "member", async ({ brand, session, language }) =>
    member.bonusDetails(brand, session.memberId, language),
  );

  const inBrand = (brand: Brand | undefined): Brand => {
    // The operator gate has already answered 404 for a brand that does not exist.
    if (!brand) throw new AppError("not_found");
    return brand;
  };
  bindOperatorCall(app, platform, rewardGrantsCall, {
    permission: "rewards.view",
    handler: async ({ brand, language, query }) => admin.list(inBrand(brand), language, query),
  });
  bindOperatorCall(app, platform, rewardApproveCall, {
    permission: "rewards.approve",
    handler: async ({ brand, operator, ip, params, language }) =>
      admin.approve(inBrand(brand), { operator, ip }, params.id ?? "", language),
  });
  bindOperatorCall(app, platform, rewardRejectCall, {
    permission: "rewards.approve",
    handler: async ({ brand, operator, ip, params, language, body }) =>
      admin.reject(inBrand(brand), { operator, ip }, params.id ?? "", body.reason, language),
  });
}
