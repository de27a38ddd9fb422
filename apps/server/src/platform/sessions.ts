import type { Executor } from "@lotus/db";
import { randomToken, sha256 } from "./crypto";
import {
  findLiveSession,
  insertSession,
  liveMemberSessionExists,
  revokeMemberSessions,
  revokeSession,
  revokeSessionByToken,
  touchSession,
} from "./sessions.repository";

export type SessionKind = "session" | "remember" | "ip_verification";

/** DESIGN §6: idle and absolute expiry per kind. */
export const SESSION_POLICY: Record<SessionKind, { absoluteMs: number; idleMs: number | null }> = {
  session: { absoluteMs: 12 * 3_600_000, idleMs: 60 * 60_000 },
  remember: { absoluteMs: 24 * 3_600_000, idleMs: null },
  ip_verification: { absoluteMs: 10 * 60_000, idleMs: null },
};

/** Activity writes are coalesced: last_seen_at moves at most once a minute per session. */
const TOUCH_INTERVAL_MS = 60_000;

export interface AuthenticatedSession {
  sessionId: string;
  memberId: string;
  brandId: string;
  account: string;
  accountType: number;
  loginMethod: string;
  status: string;
}

export interface IssueSessionInput {
  brandId: string;
  memberId: string;
  kind: SessionKind;
  loginMethod: string;
  ip?: string;
  userAgent?: string;
}

export class SessionStore {
  constructor(private readonly now: () => number) {}

  async issue(db: Executor, input: IssueSessionInput): Promise<string> {
    const token = randomToken();
    const now = this.now();
    await insertSession(db, {
      tokenHash: sha256(token),
      brandId: input.brandId,
      memberId: input.memberId,
      kind: input.kind,
      loginMethod: input.loginMethod,
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + SESSION_POLICY[input.kind].absoluteMs),
    });
    return token;
  }

  /** The live session of `kind` for the token within the brand, or undefined. */
  async find(
    db: Executor,
    token: string,
    brandId: string,
    kind: SessionKind,
  ): Promise<AuthenticatedSession | undefined> {
    if (!token || token.length > 200) return undefined;
    const now = this.now();
    const row = await findLiveSession(db, { tokenHash: sha256(token), brandId, kind, now: new Date(now) });
    if (!row) return undefined;
    const idleMs = SESSION_POLICY[kind].idleMs;
    const idleFor = now - row.lastSeenAt.getTime();
    if (idleMs !== null && idleFor > idleMs) return undefined;
    if (idleFor > TOUCH_INTERVAL_MS) {
      await touchSession(db, row.sessionId, new Date(now));
    }
    const { lastSeenAt: _lastSeen, ...session } = row;
    return session;
  }

  async revoke(db: Executor, sessionId: string): Promise<void> {
    await revokeSession(db, sessionId, new Date(this.now()));
  }

  async revokeToken(db: Executor, token: string, brandId: string): Promise<void> {
    await revokeSessionByToken(db, sha256(token), brandId, new Date(this.now()));
  }

  /** Whether the token is a live member session of any brand (to tell it from no login at all). */
  async isLiveMemberSession(db: Executor, token: string): Promise<boolean> {
    if (!token || token.length > 200) return false;
    return liveMemberSessionExists(db, sha256(token), new Date(this.now()));
  }

  /** Revokes every session and remember token of the member (or only `kind`) except `keepSessionId`. */
  async revokeAllForMember(
    db: Executor,
    memberId: string,
    keepSessionId?: string,
    kind?: SessionKind,
  ): Promise<void> {
    await revokeMemberSessions(db, memberId, new Date(this.now()), keepSessionId, kind);
  }
}
