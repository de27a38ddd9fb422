import {
  feedbackSubmitCall,
  myTicketCall,
  myTicketsCall,
  supportImageUploadCall,
  supportRulesCall,
  ticketAdminDetailCall,
  ticketAdminReplyCall,
  ticketAssignCall,
  ticketAssigneesCall,
  ticketCloseCall,
  ticketCountsCall,
  ticketNoteCall,
  ticketQueueCall,
  ticketReplyCall,
  ticketStatusCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { type Brand, requireBrand } from "../../platform/brand-context";
import { callBinder } from "../../platform/call-binder";
import { bindOperatorCall, type OperatorContext } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { readUploadedFile, serveSignedImages } from "../../platform/uploads";
import { SUPPORT_IMAGE_PATH, type SupportImageUrls } from "./images";
import type { SupportAdmin } from "./support.admin";
import type { SupportService } from "./support.service";

/** The site's feedback and ticket calls (SPEC §7 PUT /wps/feedback) and the ticket images. */
export function registerSupportRoutes(
  app: FastifyInstance,
  platform: Platform,
  service: SupportService,
  urls: SupportImageUrls,
): void {
  const bind = callBinder(app, platform);
  const who = (context: { brand: Brand; session: { memberId: string }; language: string }) => ({
    brand: context.brand,
    memberId: context.session.memberId,
    language: context.language,
  });
  bind(supportRulesCall, "public", async ({ brand }) => service.rules(brand));
  bind(supportImageUploadCall, "member", async (context) =>
    service.uploadImage(who(context), await readUploadedFile(context.request)),
  );
  bind(feedbackSubmitCall, "member", async (context) => service.submit(who(context), context.body));
  bind(myTicketsCall, "member", async (context) => service.list(who(context), context.query));
  bind(myTicketCall, "member", async (context) => service.detail(who(context), context.query.id));
  bind(ticketReplyCall, "member", async (context) => service.reply(who(context), context.body));
  bind(ticketCloseCall, "member", async (context) => service.close(who(context), context.body.id));

  // Ticket images, served to <img> tags of the site and the back office through signed URLs.
  serveSignedImages(app, {
    path: SUPPORT_IMAGE_PATH,
    summary: "A support ticket image through its signed, expiring URL",
    tags: ["support"],
    signature: "optional",
    read: urls.read,
  });
}

/** The back office's support queue (tickets.view to read, tickets.manage to act). */
export function registerSupportAdminRoutes(
  app: FastifyInstance,
  platform: Platform,
  admin: SupportAdmin,
): void {
  const actor = (operator: OperatorContext, ip: string) => ({ operator, ip });
  bindOperatorCall(app, platform, ticketQueueCall, {
    permission: "tickets.view",
    handler: async ({ brand, operator, query }) =>
      admin.queue(requireBrand(brand), operator.operatorId, query),
  });
  bindOperatorCall(app, platform, ticketCountsCall, {
    permission: "tickets.view",
    handler: async ({ brand, operator }) => admin.counts(requireBrand(brand), operator.operatorId),
  });
  bindOperatorCall(app, platform, ticketAssigneesCall, {
    permission: "tickets.view",
    handler: async ({ brand }) => admin.assignees(requireBrand(brand)),
  });
  bindOperatorCall(app, platform, ticketAdminDetailCall, {
    permission: "tickets.view",
    handler: async ({ brand, params }) => admin.detail(requireBrand(brand), params.id ?? ""),
  });
  bindOperatorCall(app, platform, ticketAssignCall, {
    permission: "tickets.manage",
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.assign(requireBrand(brand), actor(operator, ip), params.id ?? "", body.operatorId),
  });
  bindOperatorCall(app, platform, ticketAdminReplyCall, {
    permission: "tickets.manage",
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.reply(requireBrand(brand), actor(operator, ip), params.id ?? "", body.content),
  });
  bindOperatorCall(app, platform, ticketNoteCall, {
    permission: "tickets.manage",
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.note(requireBrand(brand), actor(operator, ip), params.id ?? "", body.content),
  });
  bindOperatorCall(app, platform, ticketStatusCall, {
    permission: "tickets.manage",
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.setStatus(requireBrand(brand), actor(operator, ip), params.id ?? "", body),
  });
}
