import {
  type OperatorRole,
  type OperatorView,
  PERMISSION_KEYS,
  PERMISSIONS,
  type Permission,
  ROLE_PERMISSIONS,
  TOTP_REQUIRED_ROLES,
} from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import type { FastifyRequest } from "fastify";
import * as OTPAuth from "otpauth";
import { randomToken, sha256 } from "../../platform/crypto";
import { AppError, tooManyRequests } from "../../platform/errors";
import { type OperatorAuthenticator, type OperatorContext, readToken } from "../../platform/http";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../../platform/passwords";
import type { Platform } from "../../platform/platform";
import { type AuditActor, recordAudit } from "./audit";
import * as repo from "./operators.repository";

/** DESIGN §6 with a short idle expiry for the back office. */
export const OPERATOR_SESSION = { absoluteMs: 8 * 3_600_000, idleMs: 15 * 60_000, touchMs: 60_000 };
const LOGIN_FAILURES_BEFORE_LOCK = 5;
const IP_FAILURES_BEFORE_LOCK = 20;
const LOCK_MS = 15 * 60_000;
const ENROLMENT_MS = 24 * 3_600_000;

/** The time-step a code matched: the current one moved by the validation window's delta. */
function totpStep(totp: OTPAuth.TOTP, delta: number, at: number): number {
  return totp.counter({ timestamp: at }) + delta;
}

function totpFor(username: string, secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: "Lotus",
    label: username,
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

function isRole(value: string): value is OperatorRole {
  return value in ROLE_PERMISSIONS;
}

export function toOperatorView(row: repo.OperatorRow, brandIds: readonly string[]): OperatorView {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: isRole(row.role) ? row.role : "support",
    status: row.status as OperatorView["status"],
    brandIds: [...brandIds],
    allBrands: row.allBrands,
    totpEnrolled: Boolean(row.totpSecret),
    allowedIps: row.allowedIps,
    lastLoginAt: row.lastLoginAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
  };
}

export function actorOf(operator: OperatorContext, ip: string): AuditActor {
  return { operatorId: operator.operatorId, operatorName: operator.username, ip };
}

export function createOperatorsService(platform: Platform) {
  const { db, clock, limiter } = platform;
  const now = () => new Date(clock.now());

  const needsTotp = (row: repo.OperatorRow) =>
    !row.totpSecret && isRole(row.role) && TOTP_REQUIRED_ROLES.includes(row.role);

  async function issueSession(executor: Executor, row: repo.OperatorRow, ip: string) {
    const token = randomToken();
    await repo.insertOperatorSession(executor, {
      tokenHash: sha256(`op:${token}`),
      operatorId: row.id,
      ip,
      createdAt: now(),
      lastSeenAt: now(),
      expiresAt: new Date(clock.now() + OPERATOR_SESSION.absoluteMs),
    });
    return { token, mustEnrolTotp: needsTotp(row), mustChangePassword: row.mustChangePassword };
  }

  function checkIp(row: repo.OperatorRow, ip: string): void {
    if (row.allowedIps.length && !row.allowedIps.includes(ip)) throw new AppError("operator.ip_not_allowed");
  }

  const authenticator: OperatorAuthenticator = {
    async authenticate(
      request: FastifyRequest,
      permission: Permission | readonly Permission[] | null,
      pending: boolean,
    ) {
      return operatorOf(readToken(request), request.ip, permission, pending);
    },
    async authenticateToken(token, ip, permission) {
      return operatorOf(token, ip, permission, false);
    },
  };

  async function operatorOf(
    token: string | undefined,
    ip: string,
    permission: Permission | readonly Permission[] | null,
    pending: boolean,
  ): Promise<OperatorContext> {
    if (!token || token.length > 200) throw new AppError("auth.required");
    const session = await repo.findLiveOperatorSession(db, sha256(`op:${token}`), now());
    if (!session || clock.now() - session.lastSeenAt.getTime() > OPERATOR_SESSION.idleMs) {
      // A member's site login is a real session, just not one the back office accepts.
      if (!session && (await platform.sessions.isLiveMemberSession(db, token)))
        throw new AppError("access.forbidden");
      throw new AppError("auth.required");
    }
    const row = await repo.findOperator(db, session.operatorId);
    if (row?.status !== "active" || !isRole(row.role)) throw new AppError("auth.required");
    checkIp(row, ip);
    const context: OperatorContext = {
      operatorId: row.id,
      username: row.username,
      displayName: row.displayName,
      role: row.role,
      permissions: new Set(ROLE_PERMISSIONS[row.role]),
      allBrands: row.allBrands,
      brandIds: row.allBrands ? [] : await repo.brandIdsOf(db, row.id),
      sessionId: session.id,
      mustEnrolTotp: needsTotp(row),
      mustChangePassword: row.mustChangePassword,
    };
    if (!pending && (context.mustEnrolTotp || context.mustChangePassword))
      throw new AppError("operator.setup_required");
    const anyOf = permission === null ? [] : [permission].flat();
    if (anyOf.length && !anyOf.some((needed) => context.permissions.has(needed)))
      throw new AppError("access.forbidden");
    if (clock.now() - session.lastSeenAt.getTime() > OPERATOR_SESSION.touchMs) {
      await repo.touchOperatorSession(db, session.id, now());
    }
    return context;
  }

  return {
    authenticator,

    /** First start: the owner from env, or a one-time enrolment link. Returns the link token if one was made. */
    async bootstrap(owner?: { username: string; password: string }): Promise<string | undefined> {
      if ((await repo.countOperators(db)) > 0) return undefined;
      if (owner) {
        await repo.insertOperator(db, {
          username: owner.username.toLowerCase(),
          displayName: owner.username,
          passwordHash: await hashPassword(owner.password),
          mustChangePassword: false,
          role: "owner",
          allBrands: true,
        });
        return undefined;
      }
      const token = randomToken();
      await repo.insertEnrolment(db, sha256(`enrol:${token}`), "owner", new Date(clock.now() + ENROLMENT_MS));
      return token;
    },

    async enrol(input: { token: string; username: string; password: string }, ip: string) {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const role = await repo.consumeEnrolment(tx, sha256(`enrol:${input.token}`), now());
        if (!role || !isRole(role)) throw new AppError("enrolment.invalid");
        if (await repo.findOperatorByUsername(tx, input.username))
          throw new AppError("operator.username_taken");
        const row = await repo.insertOperator(tx, {
          username: input.username.toLowerCase(),
          displayName: input.username,
          passwordHash,
          mustChangePassword: false,
          role,
          allBrands: true,
        });
        await recordAudit(
          tx,
          { operatorId: row.id, operatorName: row.username, ip },
          {
            action: "operator.enrol",
            targetType: "operator",
            targetId: row.id,
            after: toOperatorView(row, []),
          },
        );
        return issueSession(tx, row, ip);
      });
    },

    async login(input: { username: string; password: string; totp?: string }, ip: string) {
      const username = input.username.toLowerCase();
      const accountKey = `op-login:${username}`;
      const ipKey = `op-login-ip:${ip}`;
      const lockedFor = Math.max(await limiter.lockedFor(accountKey), await limiter.lockedFor(ipKey));
      if (lockedFor > 0) throw tooManyRequests(lockedFor / 1000);

      const row = await repo.findOperatorByUsername(db, username);
      const passwordOk = await verifyPassword(
        input.password,
        row?.passwordHash ?? (await dummyPasswordHash()),
      );
      const fail = async () => {
        // Failures from one address across accounts (password spraying) lock that address too.
        const fromIp = await limiter.hit(`${ipKey}:failures`, IP_FAILURES_BEFORE_LOCK, LOCK_MS);
        if (!fromIp.allowed) await limiter.lock(ipKey, LOCK_MS);
        if (row) {
          const failures = row.failedLogins + 1;
          await repo.updateOperator(db, row.id, {
            failedLogins: failures >= LOGIN_FAILURES_BEFORE_LOCK ? 0 : failures,
          });
          if (failures >= LOGIN_FAILURES_BEFORE_LOCK) await limiter.lock(accountKey, LOCK_MS);
        }
        throw new AppError("auth.invalid_credentials");
      };
      if (!row || !passwordOk) return fail();
      if (row.status !== "active") throw new AppError("auth.account_locked");
      checkIp(row, ip);
      if (row.totpSecret) {
        if (!input.totp) throw new AppError("operator.totp_required", { totp: true });
        const totp = totpFor(row.username, platform.secrets.unseal(row.totpSecret));
        const delta = totp.validate({ token: input.totp, timestamp: clock.now(), window: 1 });
        // A code seen once (a shoulder-surfed or replayed one) fails like a wrong code.
        if (delta === null || !(await repo.claimTotpStep(db, row.id, totpStep(totp, delta, clock.now()))))
          return fail();
      }
      return db.transaction(async (tx) => {
        const updated = await repo.updateOperator(tx, row.id, { failedLogins: 0, lastLoginAt: now() });
        await recordAudit(
          tx,
          { operatorId: row.id, operatorName: row.username, ip },
          {
            action: "operator.login",
            targetType: "operator",
            targetId: row.id,
          },
        );
        return issueSession(tx, updated, ip);
      });
    },

    async logout(operator: OperatorContext) {
      await repo.revokeOperatorSession(db, operator.sessionId, now());
      return { loggedOut: true as const };
    },

    async me(operator: OperatorContext) {
      const row = await repo.findOperator(db, operator.operatorId);
      if (!row) throw new AppError("auth.required");
      const brands = (await platform.brands.all())
        .filter((brand) => operator.allBrands || operator.brandIds.includes(brand.id))
        .map((brand) => ({
          id: brand.id,
          merchantCode: brand.merchantCode,
          name: brand.name,
          currencyCode: brand.currency.code,
          currencySymbol: brand.currency.symbol,
        }));
      return {
        operator: toOperatorView(row, operator.brandIds),
        permissions: [...operator.permissions],
        brands,
        mustEnrolTotp: operator.mustEnrolTotp,
        mustChangePassword: operator.mustChangePassword,
      };
    },

    async totpSetup(operator: OperatorContext) {
      const secret = new OTPAuth.Secret({ size: 20 }).base32;
      await repo.updateOperator(db, operator.operatorId, {
        totpPendingSecret: platform.secrets.seal(secret),
      });
      return { secret, otpauthUrl: totpFor(operator.username, secret).toString() };
    },

    async totpConfirm(operator: OperatorContext, code: string, ip: string) {
      const row = await repo.findOperator(db, operator.operatorId);
      if (!row?.totpPendingSecret) throw new AppError("operator.totp_invalid");
      const secret = platform.secrets.unseal(row.totpPendingSecret);
      const totp = totpFor(row.username, secret);
      const delta = totp.validate({ token: code, timestamp: clock.now(), window: 1 });
      if (delta === null) throw new AppError("operator.totp_invalid");
      await db.transaction(async (tx) => {
        await repo.updateOperator(tx, row.id, {
          totpSecret: row.totpPendingSecret,
          totpPendingSecret: null,
          totpEnrolledAt: now(),
          // The enrolment code cannot log in afterwards.
          totpLastStep: totpStep(totp, delta, clock.now()),
        });
        await recordAudit(tx, actorOf(operator, ip), {
          action: "operator.totp_enrol",
          targetType: "operator",
          targetId: row.id,
          after: { totpEnrolled: true },
        });
      });
      return { enrolled: true as const };
    },

    async changeOwnPassword(
      operator: OperatorContext,
      input: { oldPassword: string; newPassword: string },
      ip: string,
    ) {
      const row = await repo.findOperator(db, operator.operatorId);
      if (!row || !(await verifyPassword(input.oldPassword, row.passwordHash)))
        throw new AppError("password.incorrect");
      if (input.oldPassword === input.newPassword) throw new AppError("password.same_as_old");
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await repo.updateOperator(tx, row.id, { passwordHash, mustChangePassword: false });
        await repo.revokeOperatorSessions(tx, row.id, now(), operator.sessionId);
        await recordAudit(tx, actorOf(operator, ip), {
          action: "operator.password_change",
          targetType: "operator",
          targetId: row.id,
          after: { password: "changed" },
        });
      });
      return { changed: true as const };
    },

    permissionMatrix(language: string) {
      return {
        permissions: PERMISSION_KEYS.map((key) => ({
          key,
          label: language === "VI" ? PERMISSIONS[key].VI : PERMISSIONS[key].EN,
        })),
        roles: (Object.keys(ROLE_PERMISSIONS) as OperatorRole[]).map((role) => ({
          role,
          permissions: [...ROLE_PERMISSIONS[role]],
          totpRequired: TOTP_REQUIRED_ROLES.includes(role),
        })),
      };
    },

    async list(operator: OperatorContext) {
      const [rows, grants] = await Promise.all([repo.listOperators(db), repo.brandIdsByOperator(db)]);
      return rows
        .map((row) => toOperatorView(row, grants.get(row.id) ?? []))
        .filter((view) => operator.allBrands || view.brandIds.some((id) => operator.brandIds.includes(id)));
    },

    /** Non-owners cannot hand out owner rights or brands outside their own scope. */
    assertGrantable(
      operator: OperatorContext,
      change: { role?: OperatorRole; allBrands?: boolean; brandIds?: readonly string[] },
    ) {
      if (operator.role === "owner") return;
      const tooHigh = change.role === "owner" || change.allBrands === true;
      const outside =
        !operator.allBrands && (change.brandIds ?? []).some((id) => !operator.brandIds.includes(id));
      if (tooHigh || outside) throw new AppError("operator.role_not_allowed");
    },

    async create(
      operator: OperatorContext,
      input: {
        username: string;
        password: string;
        displayName: string;
        role: OperatorRole;
        brandIds: string[];
        allBrands: boolean;
        allowedIps: string[];
      },
      ip: string,
    ) {
      this.assertGrantable(operator, input);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        if (await repo.findOperatorByUsername(tx, input.username))
          throw new AppError("operator.username_taken");
        const row = await repo.insertOperator(tx, {
          username: input.username.toLowerCase(),
          displayName: input.displayName,
          passwordHash,
          mustChangePassword: true,
          role: input.role,
          allBrands: input.allBrands,
          allowedIps: input.allowedIps,
        });
        const brandIds = input.allBrands ? [] : [...new Set(input.brandIds)];
        await repo.replaceBrandGrants(tx, row.id, brandIds);
        const view = toOperatorView(row, brandIds);
        await recordAudit(tx, actorOf(operator, ip), {
          action: "operator.create",
          targetType: "operator",
          targetId: row.id,
          after: view,
        });
        return view;
      });
    },

    async update(
      operator: OperatorContext,
      id: string,
      input: Partial<{
        displayName: string;
        role: OperatorRole;
        brandIds: string[];
        allBrands: boolean;
        allowedIps: string[];
        status: "active" | "locked" | "disabled";
        reason: string;
      }>,
      ip: string,
    ) {
      this.assertGrantable(operator, input);
      return db.transaction(async (tx) => {
        const row = await repo.findOperator(tx, id);
        if (!row) throw new AppError("not_found");
        const beforeGrants = await repo.brandIdsOf(tx, id);
        if (row.role === "owner" && operator.role !== "owner")
          throw new AppError("operator.role_not_allowed");
        const losingOwner =
          row.role === "owner" &&
          ((input.role && input.role !== "owner") || (input.status && input.status !== "active"));
        if (losingOwner) {
          const owners = (await repo.listOperators(tx)).filter(
            (other) => other.role === "owner" && other.status === "active",
          );
          if (owners.length <= 1) throw new AppError("operator.last_owner");
        }
        const { reason, brandIds, ...fields } = input;
        const updated = await repo.updateOperator(tx, id, fields);
        const grants = updated.allBrands ? [] : brandIds ? [...new Set(brandIds)] : beforeGrants;
        await repo.replaceBrandGrants(tx, id, grants);
        if (updated.status !== "active") await repo.revokeOperatorSessions(tx, id, now());
        const view = toOperatorView(updated, grants);
        await recordAudit(tx, actorOf(operator, ip), {
          action: "operator.update",
          targetType: "operator",
          targetId: id,
          before: toOperatorView(row, beforeGrants),
          after: view,
          reason: reason ?? null,
        });
        return view;
      });
    },

    async reset(
      operator: OperatorContext,
      id: string,
      input: { password?: string; resetTotp?: boolean; reason?: string },
      ip: string,
    ) {
      return db.transaction(async (tx) => {
        const row = await repo.findOperator(tx, id);
        if (!row) throw new AppError("not_found");
        if (row.role === "owner" && operator.role !== "owner")
          throw new AppError("operator.role_not_allowed");
        const changes: Partial<typeof row> = {};
        if (input.password)
          Object.assign(changes, {
            passwordHash: await hashPassword(input.password),
            mustChangePassword: true,
          });
        if (input.resetTotp)
          Object.assign(changes, { totpSecret: null, totpPendingSecret: null, totpEnrolledAt: null });
        const updated = Object.keys(changes).length ? await repo.updateOperator(tx, id, changes) : row;
        await repo.revokeOperatorSessions(tx, id, now());
        const grants = await repo.brandIdsOf(tx, id);
        await recordAudit(tx, actorOf(operator, ip), {
          action: "operator.reset",
          targetType: "operator",
          targetId: id,
          after: { password: input.password ? "reset" : undefined, totpReset: Boolean(input.resetTotp) },
          reason: input.reason ?? null,
        });
        return toOperatorView(updated, grants);
      });
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
export { totpFor };
