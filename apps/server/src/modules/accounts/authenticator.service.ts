import * as OTPAuth from "otpauth";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import type { AuthenticatedSession } from "../../platform/sessions";
import { recordAudit } from "../operators";
import * as repo from "./accounts.repository";
import { memberActor } from "./member-actor";
import { claimTotpStep } from "./self-service.repository";
import type { Throttle } from "./throttle";

/** Wrong codes a member may type in a row (enrol, remove) before a 15-minute pause. */
const WRONG_CODES = { limit: 5, windowMs: 15 * 60_000 } as const;

export function totpFor(issuer: string, label: string, secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** "123 456" as typed → "123456"; anything else than six digits is no code. */
function cleanCode(code: string): string | undefined {
  const digits = code.replace(/\s/g, "");
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/**
 * The member's authenticator (TOTP, SHA-1, 6 digits, 30 s): enrol (a sealed pending secret, saved
 * once a current code is confirmed), remove (a current code), and the check the new-IP login step
 * uses. A code is accepted once: the time-step it matched is kept in members.totp_last_step.
 */
export function createAuthenticator(platform: Platform, throttle: Throttle) {
  const { db, clock } = platform;

  /** The time-step the code matched (±1 step of clock drift), or undefined. */
  function matchedStep(secret: string, code: string): number | undefined {
    const digits = cleanCode(code);
    if (!digits) return undefined;
    const totp = totpFor("Lotus", "member", secret);
    const at = clock.now();
    const delta = totp.validate({ token: digits, timestamp: at, window: 1 });
    return delta === null ? undefined : totp.counter({ timestamp: at }) + delta;
  }

  const keys = (brandId: string, memberId: string) => ({
    counter: throttle.key(brandId, "totp-wrong", memberId),
    lock: throttle.key(brandId, "totp-lock", memberId),
  });

  /** Refuses while the member is paused; counts a wrong code towards the pause. */
  async function guarded<T>(brandId: string, memberId: string, attempt: () => Promise<T | undefined>) {
    const { counter, lock } = keys(brandId, memberId);
    await throttle.refuseWhileLocked(lock);
    const outcome = await attempt();
    if (outcome === undefined) {
      await throttle.countTowardsLock(counter, lock, WRONG_CODES, WRONG_CODES.windowMs);
      throw new AppError("authenticator.code_invalid");
    }
    await throttle.reset(counter);
    return outcome;
  }

  async function own(session: AuthenticatedSession): Promise<repo.MemberRow> {
    const member = await repo.findMemberById(db, session.brandId, session.memberId);
    if (!member) throw new AppError("auth.required");
    return member;
  }

  /** Whether the code is the member's current one, used for the first time (the step is claimed). */
  async function verify(member: repo.MemberRow, code: string): Promise<boolean> {
    if (!member.totpSecret) return false;
    const step = matchedStep(platform.secrets.unseal(member.totpSecret), code);
    return step !== undefined && (await claimTotpStep(db, member.brandId, member.id, step));
  }

  return {
    verify,

    async setup(brand: Brand, session: AuthenticatedSession) {
      const member = await own(session);
      if (member.totpSecret) throw new AppError("authenticator.already_enrolled");
      const secret = new OTPAuth.Secret({ size: 20 }).base32;
      await repo.updateMember(db, brand.id, member.id, { totpPendingSecret: platform.secrets.seal(secret) });
      return { secret, otpauthUrl: totpFor(brand.name, member.account, secret).toString() };
    },

    async confirm(brand: Brand, session: AuthenticatedSession, code: string, ip: string) {
      const member = await own(session);
      if (member.totpSecret) throw new AppError("authenticator.already_enrolled");
      if (!member.totpPendingSecret) throw new AppError("authenticator.setup_expired");
      const pending = member.totpPendingSecret;
      const step = await guarded(brand.id, member.id, async () =>
        matchedStep(platform.secrets.unseal(pending), code),
      );
      const enrolledAt = new Date(clock.now());
      await db.transaction(async (tx) => {
        await repo.updateMember(tx, brand.id, member.id, {
          totpSecret: pending,
          totpPendingSecret: null,
          totpEnrolledAt: enrolledAt,
          // The confirming code cannot be used again (at a login from a new IP).
          totpLastStep: step,
        });
        await recordAudit(tx, memberActor(member, ip), {
          brandId: brand.id,
          action: "member.authenticator_enrol",
          targetType: "member",
          targetId: member.id,
          after: { authenticator: "enrolled" },
        });
      });
      return { enrolled: true as const, enrolledAt: enrolledAt.getTime() };
    },

    async remove(brand: Brand, session: AuthenticatedSession, code: string, ip: string) {
      const member = await own(session);
      if (!member.totpSecret) throw new AppError("authenticator.not_enrolled");
      await guarded(brand.id, member.id, async () => ((await verify(member, code)) ? true : undefined));
      await db.transaction(async (tx) => {
        await repo.updateMember(tx, brand.id, member.id, {
          totpSecret: null,
          totpPendingSecret: null,
          totpEnrolledAt: null,
        });
        await recordAudit(tx, memberActor(member, ip), {
          brandId: brand.id,
          action: "member.authenticator_remove",
          targetType: "member",
          targetId: member.id,
          before: { authenticator: "enrolled" },
        });
      });
      return { enrolled: false as const };
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;
