import type { FastifyInstance } from "fastify";
import type { Platform } from "../../platform/platform";
import {
  type AudienceSources,
  createDelivery,
  type Delivery,
  type DeliveryOptions,
  registerDeliveryJob,
} from "./delivery";
import { createInboxService, type InboxService, type SystemMessage } from "./inbox.service";
import { createMessagesAdmin, type MessagesAdmin } from "./messages.admin";
import { registerMessageRoutes } from "./messages.routes";

export { type AudienceSources, DELIVERY_JOB } from "./delivery";
export { localizedParam, moneyParam } from "./params";
export { systemMessageEvents } from "./system-events";
export type { SystemMessage };

/** The member inbox and operators' messages, built once by app.ts. */
export interface MessagesModule {
  inbox: InboxService;
  admin: MessagesAdmin;
  delivery: Delivery;
  /**
   * A system message from an event (deposit confirmed, withdrawal paid, bonus issued, contract
   * offered or settled, ticket answered), once per key however often the event is reported. app.ts
   * hands it to the producing modules as a callback, so they never import this module.
   */
  notifySystem(brandId: string, message: SystemMessage): Promise<void>;
}

export function createMessages(
  platform: Platform,
  sources: AudienceSources,
  options: DeliveryOptions = {},
): MessagesModule {
  const inbox = createInboxService(platform);
  const delivery = createDelivery(platform, sources, options);
  return {
    inbox,
    delivery,
    admin: createMessagesAdmin(platform, sources, delivery),
    notifySystem: (brandId, message) => inbox.notifySystem(brandId, message),
  };
}

/** The inbox calls and the back office's message screens; closing the app waits for deliveries started here. */
export function registerMessages(app: FastifyInstance, platform: Platform, module: MessagesModule): void {
  registerMessageRoutes(app, platform, module.inbox, module.admin);
  app.addHook("onClose", async () => {
    await module.delivery.idle();
  });
}

/** The delivery job (every role that ticks jobs). */
export function registerMessageJobs(platform: Platform, module: MessagesModule): void {
  registerDeliveryJob(platform, module.delivery);
}
