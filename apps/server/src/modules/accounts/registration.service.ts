import { randomInt } from "node:crypto";
import {
  ACCOUNT_TYPES,
  AGENT_ACCOUNT_TYPES,
  effectiveRegisterRules,
  fieldMessage,
  isAgentType,
  isFeatureOn,
  type LoginResult,
  type RegisterBody,
} from "@lotus/contracts";
import { randomToken } from "../../platform/crypto";
import { AppError, fieldError } from "../../platform/errors";
import { hashPassword } from "../../platform/passwords";
import type { Platform } from "../../platform/platform";
import * as repo from "./accounts.repository";
import { type CodesService, requireMobile } from "./codes.service";
import type { LoginService, RequestContext } from "./login.service";
import { dateInZone, hasTurned, parseBirthday } from "./member-rules";
import { validateDownlineAccount, validateRegistration } from "./register-validation";
import { LIMITS, type Throttle } from "./throttle";

/** The name of the unique constraint a failed insert broke, if that was the failure. */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === "23505")
      return typeof candidate.constraint === "string" ? candidate.constraint : "";
    current = candidate.cause;
  }
  return undefined;
}

export interface RegisterMeta {
  registerUrl?: string;
}

/** Registration by username or mobile number, the invitation-code check and the registration SMS. */
export function createRegistrationService(
  platform: Platform,
  throttle: Throttle,
  codes: CodesService,
  login: LoginService,
) {
  const db = platform.db;
  const now = () => platform.clock.now();

  function requireMode(context: RequestContext, mode: "username" | "mobile"): void {
    const toggle = mode === "username" ? "usernameRegistration" : "mobileRegistration";
    if (!isFeatureOn(context.brand.settings, toggle)) throw new AppError("feature.disabled");
  }

  /**
   * Whose code a new member registers with: an agent's (the new member joins its downline) or a
   * member's (invite friends: the member becomes the recommender). Both share `affiliate_code`.
   */
  async function inviterFor(context: RequestContext, code: string) {
    const inviter = await repo.findAgentByCode(db, context.brand.id, code, [
      ...AGENT_ACCOUNT_TYPES,
      ACCOUNT_TYPES.member,
    ]);
    if (!inviter) throw new AppError("register.invitation_code_error");
    return inviter;
  }

  async function generatedAccount(brandId: string): Promise<string> {
    for (let attempt = 0; attempt < 6; attempt++) {
      const account = `m${String(randomInt(1_000_000_000)).padStart(9, "0")}`;
      if (!(await repo.accountTaken(db, brandId, account))) return account;
    }
    throw new Error("no free account name");
  }

  return {
    /**
     * An agent opens an account for a direct downline (agent centre): the brand's username and
     * password rules, the upline is the agent, no session is issued. `accountType` is 0 or an agent type.
     */
    async openDownline(
      context: RequestContext,
      uplineId: string,
      accountType: number,
      body: { username: string; password: string; confirmPassword?: string; payeeName?: string },
    ) {
      const { brand, language } = context;
      const validation = validateDownlineAccount(body, effectiveRegisterRules(brand.settings), language);
      if (!validation.ok) throw fieldError(validation.fields);
      const input = validation.value;
      await throttle.limit(throttle.key(brand.id, "register", context.ip), LIMITS.registerPerIp);
      const account = input.username ?? "";
      const accountKey = account.toLowerCase();
      if (await repo.accountTaken(db, brand.id, accountKey)) throw new AppError("register.username_taken");
      const at = new Date(now());
      try {
        const member = await repo.insertMember(db, {
          brandId: brand.id,
          account,
          accountKey,
          passwordHash: await hashPassword(input.password ?? ""),
          passwordChangedAt: at,
          accountType,
          uplineId,
          payeeName: input.payeeName ?? null,
          language,
          registerIp: context.ip,
          registerMethod: "AGENT",
          createdAt: at,
        });
        return { id: member.id, account: member.account, accountType: member.accountType };
      } catch (error) {
        if (uniqueViolation(error) !== undefined) throw new AppError("register.username_taken");
        throw error;
      }
    },

    /** GET /wps/agent/affiliate: the code belongs to an active agent of the brand (a member's code is no affiliate). */
    async checkInvitation(context: RequestContext, code: string) {
      await throttle.limit(throttle.key(context.brand.id, "affiliate", context.ip), LIMITS.affiliatePerIp);
      const agent = await repo.findAgentByCode(db, context.brand.id, code.trim(), AGENT_ACCOUNT_TYPES);
      if (!agent) throw new AppError("register.invitation_code_error");
      return { valid: true as const, agentNickname: agent.nickname ?? agent.account };
    },

    async sendCode(
      context: RequestContext,
      body: {
        countryDialingCode: string;
        mobileNo: string;
        regType: "username" | "mobile";
        botCheck?: string;
      },
    ) {
      requireMode(context, body.regType);
      const mobile = requireMobile(body.countryDialingCode, body.mobileNo);
      await codes.requireBotCheck(context.brand, body.botCheck);
      return codes.sendSms(context.brand, "register", mobile, context, async () => {
        if (await repo.findMemberByMobile(db, context.brand.id, mobile.dialingCode, mobile.localNumber))
          throw new AppError("register.mobile_taken");
      });
    },

    async register(
      context: RequestContext,
      mode: "username" | "mobile",
      body: RegisterBody,
      meta: RegisterMeta,
    ): Promise<LoginResult> {
      const { brand, language } = context;
      const { settings } = brand;
      requireMode(context, mode);
      const rules = effectiveRegisterRules(settings);
      const validation = validateRegistration(body, {
        mode,
        rules,
        mobilePassword: isFeatureOn(settings, "mobileRegistrationWithPassword"),
        captchaRequired:
          Boolean(rules.find((rule) => rule.field === "captcha")?.enabled) ||
          isFeatureOn(settings, "captcha"),
        smsVerification: isFeatureOn(settings, "smsVerification"),
        language,
      });
      if (!validation.ok) throw fieldError(validation.fields);
      const input = validation.value;

      await throttle.limit(throttle.key(brand.id, "register", context.ip), LIMITS.registerPerIp);
      await codes.requireBotCheck(brand, body.botCheck);
      if (input.captcha && !(await codes.useCaptcha(brand, input.captcha.id, input.captcha.code)))
        throw new AppError("captcha.invalid");
      if (input.birthday) {
        const born = parseBirthday(input.birthday.value);
        if (!born || !hasTurned(born, dateInZone(now(), brand.timeZone)))
          throw new AppError("register.underage", {
            fields: { birthday: fieldMessage("underage", language) },
          });
      }
      const inviter = input.invitationCode ? await inviterFor(context, input.invitationCode) : undefined;
      const upline = inviter && isAgentType(inviter.accountType) ? inviter : undefined;
      // A member's code makes that member the recommender (the invite-friends rule pays them).
      const recommenderId = inviter && !upline ? inviter.id : input.recommenderId;
      const account = input.username ?? (await generatedAccount(brand.id));
      const accountKey = account.toLowerCase();
      if (await repo.accountTaken(db, brand.id, accountKey)) throw new AppError("register.username_taken");
      if (
        input.mobile &&
        (await repo.findMemberByMobile(db, brand.id, input.mobile.dialingCode, input.mobile.localNumber))
      )
        throw new AppError("register.mobile_taken");
      if (input.verificationCode && input.mobile)
        await codes.useSmsCode(brand, "register", input.mobile, input.verificationCode);

      // Without a password (mobile registration), the member logs in by SMS or recovers one.
      const [passwordHash, paymentPasswordHash] = await Promise.all([
        hashPassword(input.password ?? randomToken()),
        input.paymentPassword ? hashPassword(input.paymentPassword) : Promise.resolve(null),
      ]);
      const at = new Date(now());
      try {
        return await db.transaction(async (tx) => {
          const member = await repo.insertMember(tx, {
            brandId: brand.id,
            account,
            accountKey,
            passwordHash,
            passwordChangedAt: at,
            paymentPasswordHash,
            accountType: 0,
            uplineId: upline?.id ?? null,
            countryDialingCode: input.mobile?.dialingCode ?? null,
            mobileNo: input.mobile?.localNumber ?? null,
            email: input.email ?? null,
            payeeName: input.payeeName ?? null,
            profile: {
              ...input.profile,
              ...(recommenderId ? { recommenderId } : {}),
            },
            language,
            registerIp: context.ip,
            registerUrl: (body.registerUrl?.trim() || meta.registerUrl)?.slice(0, 2000) ?? null,
            registerMethod: body.registerMethod ?? "WEB",
            createdAt: at,
          });
          return login.issue(tx, context, member, { method: "register", recordIp: true });
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === "members_mobile_uq") throw new AppError("register.mobile_taken");
        if (constraint !== undefined) throw new AppError("register.username_taken");
        throw error;
      }
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
