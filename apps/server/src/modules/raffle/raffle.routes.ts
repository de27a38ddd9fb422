import {
  claimRaffleCall,
  raffleEventCreateCall,
  raffleEventsAdminCall,
  raffleEventsCall,
  raffleEventUpdateCall,
  raffleParticipationsCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { requireBrand } from "../../platform/brand-context";
import { callBinder } from "../../platform/call-binder";
import { bindOperatorCall } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import type { RaffleAdmin } from "./raffle.admin";
import type { RaffleService } from "./raffle.service";

/** The site's raffle calls (SPEC §7 MCS2_claimRafflePromotion) and the back office's raffle screens. */
export function registerRaffleRoutes(
  app: FastifyInstance,
  platform: Platform,
  raffle: RaffleService,
  admin: RaffleAdmin,
): void {
  const bind = callBinder(app, platform);
  // Visitors see the events (to be drawn in); a member sees their tries too.
  bind(raffleEventsCall, "public", async ({ brand, session, language }) => ({
    list: await raffle.list(brand, session?.memberId, language),
  }));
  bind(claimRaffleCall, "member", async ({ brand, session, body, ip, language }) =>
    raffle.claim(brand, session.memberId, body.eventId, ip, language),
  );

  bindOperatorCall(app, platform, raffleEventsAdminCall, {
    permission: "missions.view",
    handler: async ({ brand, query }) => admin.list(requireBrand(brand), query),
  });
  bindOperatorCall(app, platform, raffleEventCreateCall, {
    permission: "missions.manage",
    handler: async ({ brand, operator, ip, body }) =>
      admin.create(requireBrand(brand), { operator, ip }, body),
  });
  bindOperatorCall(app, platform, raffleEventUpdateCall, {
    permission: "missions.manage",
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.update(requireBrand(brand), { operator, ip }, params.id ?? "", body),
  });
  bindOperatorCall(app, platform, raffleParticipationsCall, {
    permission: "missions.view",
    handler: async ({ brand, query, language }) => admin.participations(requireBrand(brand), language, query),
  });
}
