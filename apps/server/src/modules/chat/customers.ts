import type { Brand } from "../../platform/brand-context";
import { randomToken, sha256 } from "../../platform/crypto";
import { AppError, tooManyRequests } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import type { AuthenticatedSession } from "../../platform/sessions";
import * as repo from "./chat.repository";

/** Visitor chat tokens carry this prefix, so a stale member session is told apart from them. */
export const VISITOR_TOKEN_PREFIX = "chat_";
const VISITOR_TTL_MS = 7 * 24 * 3_600_000;
const VISITOR_TOUCH_MS = 60_000;
const VISITOR_STARTS = { limit: 5, windowMs: 10 * 60_000 };

/** Who talks with customer service: a member (session) or a visitor (chat token). */
export interface Caller {
  party: repo.Party;
  /** The visitor's name; null for a member. */
  visitorName: string | null;
}

const visitorHash = (token: string) => sha256(`chat-visitor:${token}`);

export function createCustomers(platform: Platform) {
  const { db } = platform;
  const now = () => new Date(platform.clock.now());

  async function visitorOf(brand: Brand, token: string): Promise<Caller | undefined> {
    if (token.length > 200) return undefined;
    const visitor = await repo.liveVisitor(db, brand.id, visitorHash(token), now());
    if (!visitor) return undefined;
    if (platform.clock.now() - visitor.lastSeenAt.getTime() > VISITOR_TOUCH_MS)
      await repo.touchVisitor(db, visitor.id, now(), new Date(platform.clock.now() + VISITOR_TTL_MS));
    return { party: { kind: "visitor", visitorId: visitor.id }, visitorName: visitor.name };
  }

  return {
    /** A visitor's name and a fresh chat token (stored hashed), after the brand's bot check. */
    async startVisitor(
      brand: Brand,
      input: { name: string; botCheck?: string },
      ip: string,
    ): Promise<{ token: string; name: string }> {
      const hit = await platform.limiter.hit(
        `chat:visitor:${brand.id}:${ip}`,
        VISITOR_STARTS.limit,
        VISITOR_STARTS.windowMs,
      );
      if (!hit.allowed) throw tooManyRequests(hit.retryAfterMs / 1000);
      if (brand.settings.botCheck) await platform.botCheck.verify(brand.id, input.botCheck);
      const token = `${VISITOR_TOKEN_PREFIX}${randomToken()}`;
      await repo.insertVisitor(db, {
        brandId: brand.id,
        name: input.name,
        tokenHash: visitorHash(token),
        ip,
        createdAt: now(),
        lastSeenAt: now(),
        expiresAt: new Date(platform.clock.now() + VISITOR_TTL_MS),
      });
      return { token, name: input.name };
    },

    /**
     * The caller of a site chat call: the member of the session the call authenticated, else the
     * visitor of the chat token it sent. A member token that no longer works is `auth.required`
     * (the site drops the session); no usable visitor token asks for a name.
     */
    async caller(brand: Brand, session: AuthenticatedSession | undefined, token: string | undefined) {
      if (session) return memberCaller(session);
      if (token?.startsWith(VISITOR_TOKEN_PREFIX)) {
        const visitor = await visitorOf(brand, token);
        if (visitor) return visitor;
      } else if (token) {
        throw new AppError("auth.required");
      }
      throw new AppError("chat.visitor_required");
    },

    /** The chat socket's first message: a member session or a visitor token, or nobody. */
    async socketCaller(brand: Brand, token: string): Promise<Caller | undefined> {
      if (token.startsWith(VISITOR_TOKEN_PREFIX)) return visitorOf(brand, token);
      const session = await platform.sessions.find(db, token, brand.id, "session");
      return session ? memberCaller(session) : undefined;
    },
  };
}

function memberCaller(session: AuthenticatedSession): Caller {
  return { party: { kind: "member", memberId: session.memberId }, visitorName: null };
}

export type ChatCustomers = ReturnType<typeof createCustomers>;
