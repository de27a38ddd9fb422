import type { FastifyInstance } from "fastify";
import type { Platform } from "./platform";
import { liveChannel, publicChannel } from "./realtime";

const AUTH_TIMEOUT_MS = 10_000;
/** How many live tables one socket may watch, and the longest table code it may name. */
const LIVE_WATCH_MAX = 20;
const LIVE_CODE_MAX = 64;

/** The live tables a first message asks to watch: none, a valid list, or undefined when malformed. */
function liveCodesOf(value: unknown): string[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > LIVE_WATCH_MAX) return undefined;
  const codes: string[] = [];
  for (const code of value) {
    if (typeof code !== "string" || code.length === 0 || code.length > LIVE_CODE_MAX) return undefined;
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}

/**
 * The site's WebSocket (DESIGN §1). The token arrives in the first message, not the URL:
 * {"type":"auth","token":"…"}; then the socket receives {"type":"balance",…}-style change signals.
 * A visitor without a session sends {"type":"watch"} and hears only the brand's public channel (the
 * big-win feed); a member's socket hears it too. Either message may add `"live": [table codes]`
 * (at most 20) to hear those live tables' rounds as well.
 */
export function registerRealtimeRoute(app: FastifyInstance, platform: Platform): void {
  app.get(
    "/ws",
    { websocket: true, config: { access: "public" }, schema: { hide: true } },
    (socket, request) => {
      const unsubscribers: (() => void)[] = [];
      const close = () => {
        for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
      };
      const timer = setTimeout(() => socket.close(4401, "auth timeout"), AUTH_TIMEOUT_MS);
      socket.on("close", () => {
        clearTimeout(timer);
        close();
      });
      socket.once("message", async (raw: Buffer) => {
        clearTimeout(timer);
        try {
          const message = JSON.parse(raw.toString("utf8")) as {
            type?: string;
            token?: string;
            live?: unknown;
          };
          const live = liveCodesOf(message.live);
          if (!live) {
            socket.close(4400, "bad message");
            return;
          }
          const merchant = request.headers.merchant;
          const brand =
            typeof merchant === "string" && merchant
              ? await platform.brands.byMerchant(merchant)
              : await platform.brands.byHost(request.headers.host ?? "");
          const session =
            brand && message.type === "auth" && typeof message.token === "string"
              ? await platform.sessions.find(platform.db, message.token, brand.id, "session")
              : undefined;
          const watching = brand && message.type === "watch";
          if (!brand || (!session && !watching)) {
            socket.close(4401, "unauthorised");
            return;
          }
          // Closed while the session was looked up: nothing to subscribe, or it would never end.
          if (socket.readyState !== socket.OPEN) return;
          const forward = (event: unknown) => socket.send(JSON.stringify(event));
          if (session) {
            unsubscribers.push(platform.realtime.subscribe(`member:${session.memberId}`, forward));
            unsubscribers.push(platform.realtime.subscribe(`brand:${brand.id}`, forward));
          }
          unsubscribers.push(platform.realtime.subscribe(publicChannel(brand.id), forward));
          for (const code of live)
            unsubscribers.push(platform.realtime.subscribe(liveChannel(brand.id, code), forward));
          socket.send(JSON.stringify({ type: "ready" }));
        } catch {
          socket.close(4400, "bad message");
        }
      });
    },
  );
}
