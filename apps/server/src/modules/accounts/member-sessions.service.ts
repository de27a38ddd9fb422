import type { MemberSessionView } from "@lotus/contracts";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { type AuthenticatedSession, SESSION_POLICY } from "../../platform/sessions";
import { isUuid } from "./codes";
import { liveSessions, loginHistoryPage } from "./member-admin.repository";
import { endOtherSessions, endOwnSession } from "./self-service.repository";

/**
 * What the member sees of their own sign-ins: active sessions (this one marked) and remember-me
 * tokens, ending one or all the others, and the login history. Another member's session id is
 * simply not found.
 */
export function createMemberSessions(platform: Platform) {
  const { db, clock } = platform;
  const now = () => new Date(clock.now());

  return {
    async list(session: AuthenticatedSession): Promise<MemberSessionView[]> {
      const rows = await liveSessions(db, session.brandId, session.memberId, now());
      const idleMs = SESSION_POLICY.session.idleMs ?? Number.POSITIVE_INFINITY;
      return rows
        .filter((row) => row.kind === "session" || row.kind === "remember")
        .filter((row) => row.kind !== "session" || clock.now() - row.lastSeenAt.getTime() <= idleMs)
        .map((row) => ({
          id: row.id,
          kind: row.kind as MemberSessionView["kind"],
          loginMethod: row.loginMethod,
          ip: row.ip,
          country: row.ip ? platform.countryOf(row.ip) || null : null,
          userAgent: row.userAgent,
          createdAt: row.createdAt.getTime(),
          lastSeenAt: row.lastSeenAt.getTime(),
          current: row.id === session.sessionId,
        }))
        .sort((left, right) => Number(right.current) - Number(left.current));
    },

    async end(session: AuthenticatedSession, sessionId: string) {
      if (
        !isUuid(sessionId) ||
        !(await endOwnSession(db, session.brandId, session.memberId, sessionId, now()))
      )
        throw new AppError("not_found");
      return { ended: true as const, current: sessionId === session.sessionId };
    },

    /** "Log out everywhere": every other session and every remember-me token; this one stays. */
    async endOthers(session: AuthenticatedSession) {
      return {
        ended: await endOtherSessions(db, session.brandId, session.memberId, session.sessionId, now()),
      };
    },

    async logins(session: AuthenticatedSession, page: number, pageSize: number) {
      const { rows, total } = await loginHistoryPage(db, session.brandId, session.memberId, page, pageSize);
      return {
        list: rows.map((row) => ({
          id: row.id,
          at: row.at.getTime(),
          ip: row.ip,
          country: row.country,
          userAgent: row.userAgent,
          success: row.success,
          reason: row.reason,
        })),
        total,
        page,
        pageSize,
      };
    },
  };
}

export type MemberSessions = ReturnType<typeof createMemberSessions>;
