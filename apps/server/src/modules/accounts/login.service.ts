import { randomInt } from "node:crypto";
import {
  ACCOUNT_TYPES,
  fieldMessage,
  type IpVerificationMethod,
  isFeatureOn,
  type Language,
  type LoginBody,
  type LoginResult,
  normaliseMobile,
  toMinor,
} from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { randomToken } from "../../platform/crypto";
import { AppError, fieldError } from "../../platform/errors";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../../platform/passwords";
import type { Platform } from "../../platform/platform";
import type { AuthenticatedSession } from "../../platform/sessions";
import type { WalletService } from "../wallet";
import * as repo from "./accounts.repository";
import type { Authenticator } from "./authenticator.service";
import { type CodesService, requireMobile } from "./codes.service";
import { maskMobile } from "./masking";
import { mayLogInToMemberSite, passwordExpired, sameEmail, sameName } from "./member-rules";
import { LIMITS, type Throttle } from "./throttle";

export interface RequestContext {
  brand: Brand;
  ip: string;
  language: Language;
  userAgent?: string;
}

/** How a session came to be; stored as the session's login method. */
export type LoginMethod = "password" | "remember" | "sms" | "register" | "recovery" | "freeplay";

const REMEMBER_SUFFIX = "+remember";

function typedDefault(brand: Brand, typed: string | undefined): boolean {
  return (
    typed !== undefined && brand.settings.defaultPassword !== "" && typed === brand.settings.defaultPassword
  );
}

/** Login, unregistered-IP verification, remember-me, logout, free play and the first-login mark. */
/** What else a logout ends, in its transaction (the games module's sessions and launches). */
export type LogoutHook = (tx: Executor, memberId: string, at: Date) => Promise<void>;

export function createLoginService(
  platform: Platform,
  throttle: Throttle,
  codes: CodesService,
  wallet: WalletService,
  onLogout: LogoutHook,
  authenticator: Authenticator,
) {
  /** Demo credit of a trial account: it can be played with but never leaves (every money call refuses trials). */
  async function grantDemoCredit(brand: Brand, memberId: string): Promise<void> {
    const credit = toMinor(brand.settings.freePlayCredit, brand.currency.minorDigits);
    if (credit <= 0n) return;
    await wallet.post(
      {
        brandId: brand.id,
        kind: "demo_credit",
        idempotencyKey: memberId,
        memberId,
        legs: [
          { accountId: await wallet.account(brand, memberId, "main"), amount: credit, member: true },
          { accountId: await wallet.houseAccount(brand, "demo_credit"), amount: -credit, member: false },
        ],
      },
      [memberId],
    );
  }

  const now = () => platform.clock.now();
  const db = platform.db;

  const keys = (brand: Brand, accountKey: string | undefined, ip: string) => ({
    rate: throttle.key(brand.id, "login-rate", ip),
    accountFailures: throttle.key(brand.id, "login-failures", "account", accountKey ?? ""),
    accountLock: throttle.key(brand.id, "login-lock", "account", accountKey ?? ""),
    ipFailures: throttle.key(brand.id, "login-failures", "ip", ip),
    ipLock: throttle.key(brand.id, "login-lock", "ip", ip),
    /** Consecutive failures → captcha flags (counter and flag share the key; a success resets both). */
    accountCaptcha: throttle.key(brand.id, "login-captcha", "account", accountKey ?? ""),
    ipCaptcha: throttle.key(brand.id, "login-captcha", "ip", ip),
  });

  async function captchaNeeded(
    brand: Brand,
    member: repo.MemberRow | undefined,
    accountKey: string | undefined,
    ip: string,
  ): Promise<boolean> {
    const threshold = brand.settings.loginFailuresBeforeCaptcha;
    const k = keys(brand, accountKey, ip);
    if (member && member.failedLogins >= threshold) return true;
    if (accountKey !== undefined && (await throttle.isLocked(k.accountCaptcha))) return true;
    return throttle.isLocked(k.ipCaptcha);
  }

  async function requireCaptchaIfFlagged(
    context: RequestContext,
    member: repo.MemberRow | undefined,
    accountKey: string | undefined,
    body: { captcha?: string; captchaId?: string },
  ): Promise<void> {
    if (!(await captchaNeeded(context.brand, member, accountKey, context.ip))) return;
    if (!body.captcha?.trim() || !body.captchaId?.trim())
      throw new AppError("captcha.required", { captcha: true });
    if (!(await codes.useCaptcha(context.brand, body.captchaId, body.captcha)))
      throw new AppError("captcha.invalid", { captcha: true });
  }

  /** Counts a failed login everywhere it matters and answers whether the captcha is now required. */
  async function countFailure(
    context: RequestContext,
    member: repo.MemberRow | undefined,
    accountKey: string | undefined,
    account: string,
    reason: string,
  ): Promise<boolean> {
    const { brand, ip } = context;
    const threshold = brand.settings.loginFailuresBeforeCaptcha;
    const flag = { limit: threshold, windowMs: LIMITS.captchaFlagMs };
    const k = keys(brand, accountKey, ip);
    let accountCount = member ? await repo.countFailedLogin(db, brand.id, member.id) : 0;
    if (accountKey !== undefined) {
      accountCount = Math.max(
        accountCount,
        await throttle.countTowardsLock(k.accountCaptcha, k.accountCaptcha, flag, LIMITS.captchaFlagMs),
      );
      await throttle.countTowardsLock(
        k.accountFailures,
        k.accountLock,
        LIMITS.loginFailuresPerAccount,
        LIMITS.loginFailuresPerAccount.windowMs,
      );
    }
    const ipCount = await throttle.countTowardsLock(k.ipCaptcha, k.ipCaptcha, flag, LIMITS.captchaFlagMs);
    await throttle.countTowardsLock(
      k.ipFailures,
      k.ipLock,
      LIMITS.loginFailuresPerIp,
      LIMITS.loginFailuresPerIp.windowMs,
    );
    await history(context, member?.id ?? null, account, false, reason);
    return accountCount >= threshold || ipCount >= threshold;
  }

  async function history(
    context: RequestContext,
    memberId: string | null,
    account: string,
    success: boolean,
    reason: string,
  ): Promise<void> {
    await repo.recordLogin(db, {
      brandId: context.brand.id,
      memberId,
      account: account.slice(0, 64),
      ip: context.ip,
      country: platform.countryOf(context.ip),
      success,
      reason,
      userAgent: context.userAgent,
      at: new Date(now()),
    });
  }

  /** Refuses accounts that may not use the member site, and locked ones (after the credentials were right). */
  async function requireUsable(context: RequestContext, member: repo.MemberRow): Promise<void> {
    if (!mayLogInToMemberSite(member.accountType)) {
      await history(context, member.id, member.account, false, "non_member");
      throw new AppError("auth.non_member");
    }
    if (member.status !== "active") {
      await history(context, member.id, member.account, false, "locked");
      throw new AppError("auth.account_locked");
    }
  }

  async function isKnownIp(member: repo.MemberRow, ip: string): Promise<{ known: boolean; first: boolean }> {
    const ips = await repo.knownIps(db, member.id);
    if (ips.length === 0) {
      // A member without known IPs yet: the registration IP is the known one (or the first login's).
      return { known: !member.registerIp || member.registerIp === ip, first: true };
    }
    return { known: ips.includes(ip), first: false };
  }

  function verificationMethods(member: repo.MemberRow): IpVerificationMethod[] {
    const methods: IpVerificationMethod[] = [];
    if (member.mobileNo && member.countryDialingCode) methods.push("sms");
    if (member.email) methods.push("email");
    if (member.payeeName) methods.push("payeeName");
    if (member.totpSecret) methods.push("totp");
    return methods;
  }

  /**
   * Issues the session of a completed login: session (+ remember token), last login, history,
   * failure counters reset, the IP recorded as known when asked.
   */
  async function issue(
    executor: Executor,
    context: RequestContext,
    member: repo.MemberRow,
    login: { method: LoginMethod; typed?: string; remember?: boolean; recordIp?: boolean },
  ): Promise<LoginResult> {
    const at = now();
    const token = await platform.sessions.issue(executor, {
      brandId: context.brand.id,
      memberId: member.id,
      kind: "session",
      loginMethod: login.method,
      ip: context.ip,
      userAgent: context.userAgent,
    });
    const rememberToken = login.remember
      ? await platform.sessions.issue(executor, {
          brandId: context.brand.id,
          memberId: member.id,
          kind: "remember",
          loginMethod: login.method,
          ip: context.ip,
          userAgent: context.userAgent,
        })
      : undefined;
    const expired = passwordExpired(member, context.brand.settings, at, {
      method: login.method,
      typed: login.typed,
    });
    await repo.updateMember(executor, context.brand.id, member.id, {
      lastLoginAt: new Date(at),
      failedLogins: 0,
      // The brand default password must be changed, however the member logs in next (SPEC §4).
      ...(typedDefault(context.brand, login.typed) && !member.mustChangePassword
        ? { mustChangePassword: true }
        : {}),
    });
    if (login.recordIp) await repo.addKnownIp(executor, member.id, context.ip, new Date(at));
    await repo.recordLogin(executor, {
      brandId: context.brand.id,
      memberId: member.id,
      account: member.account,
      ip: context.ip,
      country: platform.countryOf(context.ip),
      success: true,
      reason: login.method,
      userAgent: context.userAgent,
      at: new Date(at),
    });
    return {
      token,
      accountType: member.accountType,
      firstTimeLogin: !member.firstLoginAt,
      passwordExpired: expired,
      captcha: false,
      ...(rememberToken ? { rememberToken } : {}),
    };
  }

  async function resetFailures(context: RequestContext, accountKey: string | undefined): Promise<void> {
    const k = keys(context.brand, accountKey, context.ip);
    // Consecutive counts start again; the per-IP lockout window does not (one good account must not
    // launder an IP that is guessing at others).
    await throttle.reset(
      k.ipCaptcha,
      ...(accountKey !== undefined ? [k.accountCaptcha, k.accountFailures] : []),
    );
  }

  /**
   * A password or remember-me login whose credentials are right: straight in from a known IP,
   * else (unregisteredIpVerification on) a ticket for the extra verification step.
   */
  async function admit(
    context: RequestContext,
    member: repo.MemberRow,
    login: { method: "password" | "remember"; typed?: string; remember?: boolean },
  ): Promise<LoginResult> {
    const { brand } = context;
    const ip = await isKnownIp(member, context.ip);
    const methods = verificationMethods(member);
    if (isFeatureOn(brand.settings, "unregisteredIpVerification") && !ip.known && methods.length > 0) {
      if (typedDefault(brand, login.typed) && !member.mustChangePassword)
        await repo.updateMember(db, brand.id, member.id, { mustChangePassword: true });
      const ticket = await platform.sessions.issue(db, {
        brandId: brand.id,
        memberId: member.id,
        kind: "ip_verification",
        loginMethod: login.remember ? `${login.method}${REMEMBER_SUFFIX}` : login.method,
        ip: context.ip,
        userAgent: context.userAgent,
      });
      await history(context, member.id, member.account, false, "ip_verification_required");
      return {
        token: "",
        accountType: member.accountType,
        firstTimeLogin: !member.firstLoginAt,
        passwordExpired: false,
        captcha: false,
        verification: {
          ticket,
          methods,
          maskedMobile:
            member.mobileNo && member.countryDialingCode
              ? maskMobile(member.countryDialingCode, member.mobileNo)
              : null,
        },
      };
    }
    return issue(db, context, member, { ...login, recordIp: ip.first && ip.known });
  }

  async function loginByPassword(context: RequestContext, body: LoginBody): Promise<LoginResult> {
    const { brand } = context;
    const username = body.username?.trim() ?? "";
    const password = body.password?.trim() ?? "";
    const missing: Record<string, string> = {};
    if (!username) missing.username = fieldMessage("empty", context.language, { field: "username" });
    if (!password) missing.password = fieldMessage("empty", context.language, { field: "password" });
    if (Object.keys(missing).length) throw fieldError(missing);

    const accountKey = username.toLowerCase();
    const k = keys(brand, accountKey, context.ip);
    await throttle.limit(k.rate, LIMITS.loginPerIp);
    await throttle.refuseWhileLocked(k.accountLock, k.ipLock);
    await codes.requireBotCheck(brand, body.botCheck);
    const member = await repo.findMemberByAccount(db, brand.id, accountKey);
    await requireCaptchaIfFlagged(context, member, accountKey, body);

    // An unknown account spends a hash too, so the answer time does not tell which part was wrong.
    const passwordOk = await verifyPassword(password, member?.passwordHash ?? (await dummyPasswordHash()));
    if (member?.accountType === ACCOUNT_TYPES.trial) {
      await history(context, member.id, member.account, false, "non_member");
      throw new AppError("auth.non_member");
    }
    if (!member || !passwordOk) {
      const captcha = await countFailure(
        context,
        member,
        accountKey,
        username,
        member ? "password" : "unknown",
      );
      throw new AppError("auth.invalid_credentials", { captcha });
    }
    await requireUsable(context, member);
    await resetFailures(context, accountKey);
    return admit(context, member, { method: "password", typed: password, remember: body.remember });
  }

  async function loginBySms(context: RequestContext, body: LoginBody): Promise<LoginResult> {
    const { brand, language } = context;
    if (!isFeatureOn(brand.settings, "verificationCodeLogin")) throw new AppError("feature.disabled");
    const dialingCode = body.countryDialingCode?.trim() ?? "";
    const mobileNum = body.mobileNum?.trim() ?? "";
    const code = body.verificationCode?.trim() ?? "";
    const fields: Record<string, string> = {};
    if (!dialingCode)
      fields.countryDialingCode = fieldMessage("empty", language, { field: "countryDialingCode" });
    if (!mobileNum) fields.mobileNum = fieldMessage("empty", language, { field: "mobileNum" });
    if (!code) fields.verificationCode = fieldMessage("empty", language, { field: "verificationCode" });
    const localNumber = dialingCode && mobileNum ? normaliseMobile(dialingCode, mobileNum) : undefined;
    if (dialingCode && mobileNum && !localNumber) fields.mobileNum = fieldMessage("mobile", language);
    if (Object.keys(fields).length || !localNumber) throw fieldError(fields);

    const k = keys(brand, undefined, context.ip);
    await throttle.limit(k.rate, LIMITS.loginPerIp);
    await throttle.refuseWhileLocked(k.ipLock);
    await codes.requireBotCheck(brand, body.botCheck);
    await requireCaptchaIfFlagged(context, undefined, undefined, body);
    const mobile = { dialingCode, localNumber };
    const account = `+${dialingCode} ${localNumber}`;
    try {
      await codes.useSmsCode(brand, "login", mobile, code);
    } catch (error) {
      await countFailure(context, undefined, undefined, account, "sms_code");
      throw error;
    }
    const member = await repo.findMemberByMobile(db, brand.id, dialingCode, localNumber);
    if (!member) {
      const captcha = await countFailure(context, undefined, undefined, account, "unknown");
      throw new AppError("auth.invalid_credentials", { captcha });
    }
    await requireUsable(context, member);
    await resetFailures(context, undefined);
    // Holding the phone proves the member: no IP step, and the IP becomes known.
    return issue(db, context, member, { method: "sms", remember: body.remember, recordIp: true });
  }

  async function memberOfTicket(context: RequestContext, ticket: string) {
    const pending = await platform.sessions.find(db, ticket, context.brand.id, "ip_verification");
    if (!pending) throw new AppError("auth.required");
    const member = await repo.findMemberById(db, context.brand.id, pending.memberId);
    if (!member) throw new AppError("auth.required");
    return { pending, member };
  }

  return {
    issue,

    async login(context: RequestContext, body: LoginBody): Promise<LoginResult> {
      return body.type === "sms" ? loginBySms(context, body) : loginByPassword(context, body);
    },

    /** SMS code for login by mobile (verificationCodeLogin on), to a registered number only. */
    async sendLoginCode(
      context: RequestContext,
      body: { countryDialingCode: string; mobileNo: string; botCheck?: string },
    ) {
      const { brand } = context;
      if (!isFeatureOn(brand.settings, "verificationCodeLogin")) throw new AppError("feature.disabled");
      const mobile = requireMobile(body.countryDialingCode, body.mobileNo);
      await codes.requireBotCheck(brand, body.botCheck);
      return codes.sendSms(brand, "login", mobile, context, async () => {
        if (!(await repo.findMemberByMobile(db, brand.id, mobile.dialingCode, mobile.localNumber)))
          throw new AppError("verification.mobile_unknown");
      });
    },

    async sendIpVerificationSms(context: RequestContext, ticket: string) {
      const { member } = await memberOfTicket(context, ticket);
      if (!member.mobileNo || !member.countryDialingCode) throw new AppError("verification.mobile_unknown");
      return codes.sendSms(
        context.brand,
        "ip_verification",
        { dialingCode: member.countryDialingCode, localNumber: member.mobileNo },
        context,
      );
    },

    /** The extra step of a login from an unregistered IP; 5 wrong answers end the ticket. */
    async verifyIp(
      context: RequestContext,
      body: { ticket: string; method: IpVerificationMethod; value: string },
    ): Promise<LoginResult> {
      const { brand, language } = context;
      const { pending, member } = await memberOfTicket(context, body.ticket);
      if (!verificationMethods(member).includes(body.method))
        throw fieldError({ method: fieldMessage("invalid", language) });
      const value = body.value.trim();
      if (!value) throw fieldError({ value: fieldMessage("empty", language, { field: "value" }) });

      let passed = false;
      if (body.method === "sms" && member.mobileNo && member.countryDialingCode) {
        try {
          await codes.useSmsCode(
            brand,
            "ip_verification",
            { dialingCode: member.countryDialingCode, localNumber: member.mobileNo },
            value,
          );
          passed = true;
        } catch (error) {
          if (error instanceof AppError && error.code === "verification.code_expired") throw error;
        }
      } else if (body.method === "email") {
        passed = sameEmail(value, member.email ?? "");
      } else if (body.method === "payeeName") {
        passed = sameName(value, member.payeeName ?? "");
      } else if (body.method === "totp") {
        // Each code works once: a replayed (or older) one fails like a wrong one.
        passed = await authenticator.verify(member, value);
      }

      if (!passed) {
        const attempts = await throttle.hit(
          throttle.key(brand.id, "ip-verification", pending.sessionId),
          LIMITS.ipVerificationAttempts,
          10 * 60_000,
        );
        await history(context, member.id, member.account, false, `ip_verification_${body.method}`);
        const attemptsLeft = Math.max(0, LIMITS.ipVerificationAttempts - attempts.count);
        if (attemptsLeft === 0) await platform.sessions.revoke(db, pending.sessionId);
        throw new AppError("verification.code_invalid", { attemptsLeft });
      }
      await requireUsable(context, member);
      const method =
        pending.loginMethod.replace(REMEMBER_SUFFIX, "") === "remember" ? "remember" : "password";
      return db.transaction(async (tx) => {
        await platform.sessions.revoke(tx, pending.sessionId);
        return issue(tx, context, member, {
          method,
          remember: pending.loginMethod.endsWith(REMEMBER_SUFFIX),
          recordIp: true,
        });
      });
    },

    async remember(context: RequestContext, rememberToken: string): Promise<LoginResult> {
      await throttle.limit(keys(context.brand, undefined, context.ip).rate, LIMITS.loginPerIp);
      const remembered = await platform.sessions.find(db, rememberToken, context.brand.id, "remember");
      if (!remembered) throw new AppError("auth.required");
      const member = await repo.findMemberById(db, context.brand.id, remembered.memberId);
      if (!member) throw new AppError("auth.required");
      await requireUsable(context, member);
      return admit(context, member, { method: "remember" });
    },

    /**
     * Ends what logging in opened: the session, the member's remember-me tokens (a stolen one must
     * not outlive the logout), house game sessions and unused game launches.
     */
    async logout(brand: Brand, session: AuthenticatedSession | undefined, rememberToken: string | undefined) {
      await db.transaction(async (tx) => {
        if (session) {
          await platform.sessions.revoke(tx, session.sessionId);
          await platform.sessions.revokeAllForMember(tx, session.memberId, undefined, "remember");
          await onLogout(tx, session.memberId, new Date(now()));
        }
        if (rememberToken) await platform.sessions.revokeToken(tx, rememberToken, brand.id);
      });
      return { loggedOut: true as const };
    },

    /** A trial account (type 4) with a random name and a password nobody knows. */
    async freePlay(context: RequestContext, registerUrl: string | undefined): Promise<LoginResult> {
      const { brand } = context;
      if (!isFeatureOn(brand.settings, "freePlay")) throw new AppError("feature.disabled");
      await throttle.limit(throttle.key(brand.id, "freeplay", context.ip), LIMITS.freePlayPerIp);
      const passwordHash = await hashPassword(randomToken());
      const at = new Date(now());
      for (let attempt = 0; ; attempt++) {
        const account = `trial${String(randomInt(100_000_000)).padStart(8, "0")}`;
        if (await repo.accountTaken(db, brand.id, account)) {
          if (attempt < 5) continue;
          throw new Error("no free trial account name");
        }
        const { member, result } = await db.transaction(async (tx) => {
          const member = await repo.insertMember(tx, {
            brandId: brand.id,
            account,
            accountKey: account,
            passwordHash,
            passwordChangedAt: at,
            accountType: ACCOUNT_TYPES.trial,
            language: context.language,
            // Nothing to acknowledge: a trial account is never a first login of a real member.
            firstLoginAt: at,
            registerIp: context.ip,
            registerUrl: registerUrl?.slice(0, 2000) ?? null,
            registerMethod: "FREEPLAY",
            createdAt: at,
          });
          return { member, result: await issue(tx, context, member, { method: "freeplay" }) };
        });
        await grantDemoCredit(brand, member.id);
        return result;
      }
    },

    async firstLogin(session: AuthenticatedSession) {
      const member = await repo.findMemberById(db, session.brandId, session.memberId);
      if (member && !member.firstLoginAt)
        await repo.updateMember(db, session.brandId, session.memberId, { firstLoginAt: new Date(now()) });
      return { acknowledged: true as const };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
