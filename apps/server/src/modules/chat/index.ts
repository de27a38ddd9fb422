import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import { type ChatAdmin, createChatAdmin } from "./chat.admin";
import { registerChatRoutes } from "./chat.routes";
import { type ChatService, createChatService } from "./chat.service";
import { registerChatSockets } from "./chat-sockets";
import { type ChatCustomers, createCustomers } from "./customers";
import { chatImages } from "./images";
import { type ChatPresence, createPresence } from "./presence";
import { createSignals } from "./signals";

export { CUSTOMER_CHAT_SOCKET, OPERATOR_CHAT_SOCKET } from "./chat-sockets";
export { PRESENCE_HEARTBEAT_MS, PRESENCE_WINDOW_MS } from "./presence";

/** Live chat with customer service, built once by app.ts. */
export interface ChatModule {
  customers: ChatCustomers;
  service: ChatService;
  admin: ChatAdmin;
  presence: ChatPresence;
  signals: ReturnType<typeof createSignals>;
  images: ReturnType<typeof chatImages>;
}

export function createChat(platform: Platform): ChatModule {
  const signals = createSignals(platform);
  const images = chatImages(platform);
  const presence = createPresence(platform);
  const deps = { signals, images, presence };
  return {
    customers: createCustomers(platform),
    service: createChatService(platform, deps),
    admin: createChatAdmin(platform, deps),
    presence,
    signals,
    images,
  };
}

/** The chat calls, the chat images and the two chat sockets (site and back office). */
export function registerChat(app: FastifyInstance, platform: Platform, module: ChatModule): void {
  registerChatRoutes(app, platform, module);
  registerChatSockets(app, platform, module);
}
