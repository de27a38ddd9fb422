import {
  chatAdminCloseCall,
  chatAdminMessagesCall,
  chatAdminReadCall,
  chatAnswerCall,
  chatAnswerImageCall,
  chatCloseCall,
  chatConsoleCall,
  chatConversationCall,
  chatHistoryAdminCall,
  chatHistoryCall,
  chatImageCall,
  chatMessagesCall,
  chatQueueCountCall,
  chatReadCall,
  chatSendCall,
  chatStateCall,
  chatTakeCall,
  chatTransferCall,
  chatVisitorStartCall,
} from "@lotus/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type Brand, requireBrand } from "../../platform/brand-context";
import { callBinder } from "../../platform/call-binder";
import { bindOperatorCall, readToken } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { readUploadedFile, serveSignedImages } from "../../platform/uploads";
import type { ChatAdmin } from "./chat.admin";
import type { ChatService } from "./chat.service";
import type { ChatCustomers } from "./customers";
import { CHAT_IMAGE_PATH, type ChatImages } from "./images";

/** The chat modal's calls (member or visitor), the back office's console and the chat images. */
export function registerChatRoutes(
  app: FastifyInstance,
  platform: Platform,
  deps: { customers: ChatCustomers; service: ChatService; admin: ChatAdmin; images: ChatImages },
): void {
  const { customers, service, admin, images } = deps;
  const bind = callBinder(app, platform);
  // "public": a visitor has no session; the caller is the session's member or the chat token's visitor.
  const caller = (brand: Brand, request: FastifyRequest) =>
    customers.caller(brand, request.session, readToken(request));

  bind(chatVisitorStartCall, "public", async ({ brand, body, ip }) =>
    customers.startVisitor(brand, body, ip),
  );
  bind(chatStateCall, "public", async ({ brand, request }) =>
    service.state(brand, await caller(brand, request)),
  );
  bind(chatMessagesCall, "public", async ({ brand, request, query }) =>
    service.messages(brand, await caller(brand, request), query),
  );
  bind(chatSendCall, "public", async ({ brand, request, body }) =>
    service.send(brand, await caller(brand, request), body.text),
  );
  bind(chatImageCall, "public", async ({ brand, request }) => {
    const who = await caller(brand, request);
    return service.sendImage(brand, who, await readUploadedFile(request));
  });
  bind(chatReadCall, "public", async ({ brand, request, body }) =>
    service.read(brand, await caller(brand, request), body.conversationId, body.messageId),
  );
  bind(chatCloseCall, "public", async ({ brand, request, body }) =>
    service.close(brand, await caller(brand, request), body.conversationId),
  );
  bind(chatHistoryCall, { access: "member", trial: true }, async ({ brand, session, query }) =>
    service.history(brand, session.memberId, query),
  );

  const permission = "support.chat" as const;
  bindOperatorCall(app, platform, chatConsoleCall, {
    permission,
    handler: async ({ brand, operator, ip }) => admin.console(requireBrand(brand), { operator, ip }),
  });
  bindOperatorCall(app, platform, chatQueueCountCall, {
    permission,
    handler: async ({ brand }) => admin.queue(requireBrand(brand)),
  });
  bindOperatorCall(app, platform, chatConversationCall, {
    permission,
    handler: async ({ brand, params }) => admin.conversation(requireBrand(brand), params.id ?? ""),
  });
  bindOperatorCall(app, platform, chatAdminMessagesCall, {
    permission,
    handler: async ({ brand, params, query }) => admin.messages(requireBrand(brand), params.id ?? "", query),
  });
  bindOperatorCall(app, platform, chatTakeCall, {
    permission,
    handler: async ({ brand, operator, ip, params }) =>
      admin.take(requireBrand(brand), { operator, ip }, params.id ?? ""),
  });
  bindOperatorCall(app, platform, chatAnswerCall, {
    permission,
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.answer(requireBrand(brand), { operator, ip }, params.id ?? "", body.text),
  });
  bindOperatorCall(app, platform, chatAnswerImageCall, {
    permission,
    handler: async ({ brand, operator, ip, params, request }) =>
      admin.answerImage(
        requireBrand(brand),
        { operator, ip },
        params.id ?? "",
        await readUploadedFile(request),
      ),
  });
  bindOperatorCall(app, platform, chatAdminReadCall, {
    permission,
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.read(requireBrand(brand), { operator, ip }, params.id ?? "", body.messageId),
  });
  bindOperatorCall(app, platform, chatTransferCall, {
    permission,
    handler: async ({ brand, operator, ip, params, body }) =>
      admin.transfer(requireBrand(brand), { operator, ip }, params.id ?? "", body.operatorId),
  });
  bindOperatorCall(app, platform, chatAdminCloseCall, {
    permission,
    handler: async ({ brand, operator, ip, params }) =>
      admin.close(requireBrand(brand), { operator, ip }, params.id ?? ""),
  });
  bindOperatorCall(app, platform, chatHistoryAdminCall, {
    permission,
    handler: async ({ brand, query }) => admin.history(requireBrand(brand), query),
  });

  // Chat images for <img> tags: only the parties' message lists hand out their signed addresses.
  serveSignedImages(app, {
    path: CHAT_IMAGE_PATH,
    summary: "A chat image through a signed, expiring address from a message list",
    tags: ["chat"],
    signature: "required",
    read: images.read,
  });
}
