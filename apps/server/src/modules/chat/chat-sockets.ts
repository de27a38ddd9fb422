import type { WebSocket } from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Brand } from "../../platform/brand-context";
import type { Platform } from "../../platform/platform";
import type { RealtimeEvent } from "../../platform/realtime";
import type { ChatAdmin } from "./chat.admin";
import type { ChatService } from "./chat.service";
import type { ChatCustomers } from "./customers";
import { type ChatPresence, PRESENCE_HEARTBEAT_MS } from "./presence";
import { type ChatSignals, chatChannels } from "./signals";

const AUTH_TIMEOUT_MS = 10_000;
/** At most one typing mark per socket in this window (the other side shows it for a few seconds). */
const TYPING_EVERY_MS = 2_000;

export const CUSTOMER_CHAT_SOCKET = "/ws/chat";
export const OPERATOR_CHAT_SOCKET = "/backoffice/api/chat/ws";

interface SocketMessage {
  type?: unknown;
  token?: unknown;
  brandId?: unknown;
  console?: unknown;
  conversation?: unknown;
}

function read(raw: Buffer): SocketMessage | undefined {
  try {
    const message = JSON.parse(raw.toString("utf8")) as SocketMessage | null;
    return message && typeof message === "object" ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A socket whose first message authenticates it: the hub subscriptions it opens end with it, a
 * socket silent for too long or refused is closed, later messages go to `onMessage`.
 */
function authenticatedSocket(
  socket: WebSocket,
  authenticate: (
    message: SocketMessage,
    subscribe: (channel: string) => void,
  ) => Promise<((message: SocketMessage) => void) | undefined>,
  platform: Platform,
  onClose: () => void = () => {},
): void {
  const unsubscribers: (() => void)[] = [];
  let onMessage: ((message: SocketMessage) => void) | undefined;
  let authenticating = false;
  const timer = setTimeout(() => socket.close(4401, "auth timeout"), AUTH_TIMEOUT_MS);
  socket.on("close", () => {
    clearTimeout(timer);
    for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
    onClose();
  });
  const forward = (event: RealtimeEvent) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  };
  socket.on("message", async (raw: Buffer) => {
    const message = read(raw);
    if (onMessage) {
      if (message) onMessage(message);
      return;
    }
    if (authenticating) return;
    authenticating = true;
    clearTimeout(timer);
    try {
      const handler = message
        ? await authenticate(message, (channel) => {
            // Closed while authenticating: nothing to subscribe, or it would never end.
            if (socket.readyState === socket.OPEN)
              unsubscribers.push(platform.realtime.subscribe(channel, forward));
          })
        : undefined;
      if (!handler) {
        socket.close(4401, "unauthorised");
        return;
      }
      if (socket.readyState !== socket.OPEN) return;
      onMessage = handler;
      socket.send(JSON.stringify({ type: "ready" }));
    } catch (error) {
      platform.logger.warn({ err: error }, "chat socket refused");
      socket.close(4400, "bad message");
    }
  });
}

/** Calls `run` at most once per window; a mark inside the window is dropped. */
function throttled(platform: Platform, run: (message: SocketMessage) => Promise<void>) {
  let last = 0;
  return (message: SocketMessage) => {
    if (message.type !== "typing" || typeof message.conversation !== "string") return;
    const now = Date.now();
    if (now - last < TYPING_EVERY_MS) return;
    last = now;
    run(message).catch((error: unknown) => platform.logger.warn({ err: error }, "typing mark dropped"));
  };
}

async function siteBrand(platform: Platform, request: FastifyRequest): Promise<Brand | undefined> {
  const merchant = request.headers.merchant;
  return typeof merchant === "string" && merchant
    ? platform.brands.byMerchant(merchant)
    : platform.brands.byHost(request.headers.host ?? "");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The chat sockets. The site's (`/ws/chat`): {"type":"auth","token":…} with the member's session or
 * the visitor's chat token, then chat signals of the caller's conversations and of operators coming
 * and going; {"type":"typing","conversation":…} passes a typing mark to the operators. The back
 * office's: {"type":"auth","token":…,"brandId":…,"console":true} with an operator token (permission
 * support.chat); a console socket makes its operator online for the brand while it is connected.
 */
export function registerChatSockets(
  app: FastifyInstance,
  platform: Platform,
  deps: {
    customers: ChatCustomers;
    service: ChatService;
    admin: ChatAdmin;
    presence: ChatPresence;
    signals: ChatSignals;
  },
): void {
  const { customers, service, admin, presence, signals } = deps;

  app.get(
    CUSTOMER_CHAT_SOCKET,
    { websocket: true, config: { access: "public" }, schema: { hide: true } },
    (socket, request) => {
      authenticatedSocket(
        socket,
        async (message, subscribe) => {
          const brand = await siteBrand(platform, request);
          if (!brand || message.type !== "auth" || typeof message.token !== "string") return undefined;
          const caller = await customers.socketCaller(brand, message.token);
          if (!caller) return undefined;
          subscribe(chatChannels.party(brand.id, caller.party));
          subscribe(chatChannels.presence(brand.id));
          return throttled(platform, async (typing) => {
            const id = String(typing.conversation);
            if (!UUID.test(id)) return;
            const row = await service.typingTarget(brand, caller, id);
            if (row) await signals.typing(row, "customer");
          });
        },
        platform,
      );
    },
  );

  app.get(
    OPERATOR_CHAT_SOCKET,
    { websocket: true, config: { access: { operator: "support.chat" } }, schema: { hide: true } },
    (socket, request) => {
      let connection: { id: string; brand: Brand; operator: { id: string; name: string } } | undefined;
      let heartbeat: ReturnType<typeof setInterval> | undefined;
      let alive = true;
      socket.on("pong", () => {
        alive = true;
      });
      const leave = () => {
        clearInterval(heartbeat);
        const left = connection;
        connection = undefined;
        if (!left) return;
        presence
          .disconnect(left.id)
          .then(() => signals.presence(left.brand.id))
          .catch((error: unknown) => platform.logger.warn({ err: error }, "chat presence not removed"));
      };
      authenticatedSocket(
        socket,
        async (message, subscribe) => {
          const authenticator = platform.operatorAuthenticator;
          if (!authenticator || message.type !== "auth" || typeof message.token !== "string")
            return undefined;
          if (typeof message.brandId !== "string") return undefined;
          const operator = await authenticator
            .authenticateToken(message.token, request.ip, "support.chat")
            .catch(() => undefined);
          if (!operator) return undefined;
          const brandId = message.brandId;
          if (!operator.allBrands && !operator.brandIds.includes(brandId)) return undefined;
          const brand = (await platform.brands.all()).find((candidate) => candidate.id === brandId);
          if (!brand) return undefined;
          subscribe(chatChannels.operators(brand.id));
          const me = { id: operator.operatorId, name: operator.displayName || operator.username };
          if (message.console === true && socket.readyState === socket.OPEN) {
            connection = { id: await presence.connect(brand.id, me), brand, operator: me };
            await signals.presence(brand.id);
            heartbeat = setInterval(() => {
              // A console that stopped answering pings is gone even if its TCP connection lingers.
              if (!alive) {
                socket.terminate();
                return;
              }
              alive = false;
              socket.ping();
              const current = connection;
              if (current)
                presence
                  .refresh(current.id, current.brand.id, current.operator)
                  .catch((error: unknown) =>
                    platform.logger.warn({ err: error }, "chat presence not refreshed"),
                  );
            }, PRESENCE_HEARTBEAT_MS);
            // The socket closed while the presence row was written: take it back at once.
            if (socket.readyState !== socket.OPEN) leave();
          }
          return throttled(platform, async (typing) => {
            const id = String(typing.conversation);
            if (!UUID.test(id)) return;
            const row = await admin.typingTarget(brand, me.id, id);
            if (row) await signals.typing(row, "operator");
          });
        },
        platform,
        leave,
      );
    },
  );
}
