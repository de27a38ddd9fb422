import {
  inboxDeleteCall,
  inboxListCall,
  inboxMarkCall,
  inboxMessageCall,
  inboxReadAllCall,
  messageCampaignCall,
  messageCampaignCancelCall,
  messageCampaignCreateCall,
  messageCampaignsCall,
  messageOptionsCall,
  unreadCountCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { requireBrand } from "../../platform/brand-context";
import { callBinder } from "../../platform/call-binder";
import { bindOperatorCall } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import type { InboxService } from "./inbox.service";
import type { MessagesAdmin } from "./messages.admin";

/** The site's inbox calls (member centre messageV2, the header's count) and the back office's messages. */
export function registerMessageRoutes(
  app: FastifyInstance,
  platform: Platform,
  inbox: InboxService,
  admin: MessagesAdmin,
): void {
  const bind = callBinder(app, platform);
  bind(unreadCountCall, "member", async ({ brand, session }) => inbox.unread(brand, session.memberId));
  bind(inboxListCall, "member", async ({ brand, session, language, query }) =>
    inbox.list(brand, session.memberId, language, query),
  );
  bind(inboxMessageCall, "member", async ({ brand, session, language, query }) =>
    inbox.open(brand, session.memberId, language, query.id),
  );
  bind(inboxMarkCall, "member", async ({ brand, session, body }) =>
    inbox.mark(brand, session.memberId, body.ids, body.read),
  );
  bind(inboxDeleteCall, "member", async ({ brand, session, body }) =>
    inbox.remove(brand, session.memberId, body.ids),
  );
  bind(inboxReadAllCall, "member", async ({ brand, session }) => inbox.readAll(brand, session.memberId));

  bindOperatorCall(app, platform, messageOptionsCall, {
    permission: "messages.view",
    handler: async ({ brand, language }) => admin.options(requireBrand(brand), language),
  });
  bindOperatorCall(app, platform, messageCampaignsCall, {
    permission: "messages.view",
    handler: async ({ brand, query }) => admin.list(requireBrand(brand), query),
  });
  bindOperatorCall(app, platform, messageCampaignCall, {
    permission: "messages.view",
    handler: async ({ brand, params }) => admin.detail(requireBrand(brand), params.id ?? ""),
  });
  bindOperatorCall(app, platform, messageCampaignCreateCall, {
    permission: "messages.send",
    handler: async ({ brand, operator, ip, body }) =>
      admin.create(requireBrand(brand), { operator, ip }, body),
  });
  bindOperatorCall(app, platform, messageCampaignCancelCall, {
    permission: "messages.send",
    handler: async ({ brand, operator, ip, params }) =>
      admin.cancel(requireBrand(brand), { operator, ip }, params.id ?? ""),
  });
}
