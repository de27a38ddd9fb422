import { myInviteesCall, myReferralCall, referralReportCall } from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { callBinder } from "../../platform/call-binder";
import { AppError } from "../../platform/errors";
import { bindOperatorCall } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import type { ReferralService } from "./referral.service";

/** The member centre's invite-friends calls and the back office's referral report. */
export function registerReferralRoutes(
  app: FastifyInstance,
  platform: Platform,
  referral: ReferralService,
): void {
  const bind = callBinder(app, platform);
  bind(myReferralCall, "member", async ({ brand, session }) => referral.info(brand, session.memberId));
  bind(myInviteesCall, "member", async ({ brand, session, query }) =>
    referral.invitees(brand, session.memberId, query),
  );
  bindOperatorCall(app, platform, referralReportCall, {
    permission: "missions.view",
    handler: async ({ brand, query }) => {
      if (!brand) throw new AppError("not_found");
      return referral.report(brand, query);
    },
  });
}
