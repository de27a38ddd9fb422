import {
  effectiveRegisterRules,
  type FieldRule,
  fieldMessage,
  isFeatureOn,
  type LoginResult,
  normaliseMobile,
} from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { randomToken, sha256 } from "../../platform/crypto";
import { AppError, fieldError } from "../../platform/errors";
import { hashPassword, verifyPassword } from "../../platform/passwords";
import type { Platform } from "../../platform/platform";
import type { AuthenticatedSession } from "../../platform/sessions";
import * as repo from "./accounts.repository";
import { type CodesService, requireMobile } from "./codes.service";
import type { LoginService, RequestContext } from "./login.service";
import { mayLogInToMemberSite, sameEmail } from "./member-rules";
import { resetEmail } from "./messages";
import { validateNewPassword } from "./register-validation";
import { LIMITS, type Throttle } from "./throttle";

export const RESET_LINK_MINUTES = 30;

function passwordRule(brand: Brand): FieldRule {
  const rule = effectiveRegisterRules(brand.settings).find((entry) => entry.field === "password");
  if (!rule) throw new Error("no password rule");
  return rule;
}

/** Password change, recovery by email link and by SMS code. */
export function createPasswordService(
  platform: Platform,
  throttle: Throttle,
  codes: CodesService,
  login: LoginService,
) {
  const db = platform.db;
  const now = () => platform.clock.now();

  /** The brand's password rule, the confirmation, and never the brand's default password. */
  function newPasswordFields(
    brand: Brand,
    language: string,
    input: { newPassword?: string; confirmNewPassword?: string },
    confirmRequired: boolean,
  ): Record<string, string> {
    const fields = validateNewPassword(input, passwordRule(brand), language, { confirmRequired });
    const password = input.newPassword?.trim() ?? "";
    if (!fields.newPassword && brand.settings.defaultPassword && password === brand.settings.defaultPassword)
      fields.newPassword = fieldMessage("invalid", language);
    return fields;
  }

  return {
    /** Changes the password; every other session and remember token of the member ends. */
    async change(
      context: RequestContext,
      session: AuthenticatedSession,
      body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
    ) {
      const { brand, language } = context;
      const fields = newPasswordFields(brand, language, body, true);
      const oldPassword = body.oldPassword.trim();
      if (!oldPassword) fields.oldPassword = fieldMessage("empty", language, { field: "oldPassword" });
      if (Object.keys(fields).length) throw fieldError(fields);
      await throttle.limit(
        throttle.key(brand.id, "password-change", session.memberId),
        LIMITS.passwordChangePerMember,
      );
      const member = await repo.findMemberById(db, brand.id, session.memberId);
      if (!member || !(await verifyPassword(oldPassword, member.passwordHash)))
        throw new AppError("password.incorrect");
      const newPassword = body.newPassword.trim();
      if (newPassword === oldPassword) throw new AppError("password.same_as_old");
      const hash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await repo.updateMember(tx, brand.id, member.id, {
          passwordHash: hash,
          passwordChangedAt: new Date(now()),
          mustChangePassword: false,
        });
        await platform.sessions.revokeAllForMember(tx, member.id, session.sessionId);
      });
      return { changed: true as const };
    },

    /** Emails a one-time reset link (30 minutes) when username and registered email match. */
    async sendResetLink(context: RequestContext, body: { username: string; email: string }, origin: string) {
      const { brand, language } = context;
      const username = body.username.trim();
      const email = body.email.trim();
      const fields: Record<string, string> = {};
      if (!username) fields.username = fieldMessage("empty", language, { field: "username" });
      if (!email) fields.email = fieldMessage("empty", language, { field: "email" });
      if (Object.keys(fields).length) throw fieldError(fields);
      const accountKey = username.toLowerCase();
      await throttle.limit(
        throttle.key(brand.id, "recovery-email", "ip", context.ip),
        LIMITS.recoveryEmailPerIp,
      );
      await throttle.limit(
        throttle.key(brand.id, "recovery-email", "account", accountKey),
        LIMITS.recoveryEmailPerAccount,
      );
      const member = await repo.findMemberByAccount(db, brand.id, accountKey);
      if (!member?.email || !sameEmail(email, member.email)) throw new AppError("password.recovery_unknown");
      const token = randomToken();
      const at = now();
      await repo.replaceResetToken(db, {
        brandId: brand.id,
        memberId: member.id,
        tokenHash: sha256(token),
        expiresAt: new Date(at + RESET_LINK_MINUTES * 60_000),
        at: new Date(at),
      });
      const link = `${origin}/resetPassword?token=${encodeURIComponent(token)}`;
      const message = resetEmail(brand.name, member.account, link, RESET_LINK_MINUTES, language);
      await platform.messaging.send({
        brandId: brand.id,
        channel: "email",
        recipient: member.email,
        ...message,
      });
      return { sent: true as const };
    },

    /** Uses a reset link once: new password, every session of the member ends. */
    async resetWithLink(
      context: RequestContext,
      body: { resetToken: string; newPassword: string; confirmNewPassword: string },
    ) {
      const { brand, language } = context;
      const fields = newPasswordFields(brand, language, body, true);
      if (!body.resetToken.trim())
        fields.resetToken = fieldMessage("empty", language, { field: "resetToken" });
      if (Object.keys(fields).length) throw fieldError(fields);
      await throttle.limit(throttle.key(brand.id, "recovery", context.ip), LIMITS.recoveryPerIp);
      const hash = await hashPassword(body.newPassword.trim());
      await db.transaction(async (tx) => {
        const memberId = await repo.useResetToken(
          tx,
          brand.id,
          sha256(body.resetToken.trim()),
          new Date(now()),
        );
        if (!memberId) throw new AppError("password.reset_link_invalid");
        await repo.updateMember(tx, brand.id, memberId, {
          passwordHash: hash,
          passwordChangedAt: new Date(now()),
          mustChangePassword: false,
          failedLogins: 0,
        });
        await platform.sessions.revokeAllForMember(tx, memberId);
      });
      return { changed: true as const };
    },

    /** Sends a recovery code to a registered mobile number (phoneRecovery on). */
    async sendRecoveryCode(
      context: RequestContext,
      body: { countryDialingCode: string; mobileNum: string; botCheck?: string },
    ) {
      const { brand } = context;
      if (!isFeatureOn(brand.settings, "phoneRecovery")) throw new AppError("feature.disabled");
      const mobile = requireMobile(body.countryDialingCode, body.mobileNum);
      await codes.requireBotCheck(brand, body.botCheck);
      return codes.sendSms(brand, "recovery", mobile, context, async () => {
        if (!(await repo.findMemberByMobile(db, brand.id, mobile.dialingCode, mobile.localNumber)))
          throw new AppError("verification.mobile_unknown");
      });
    },

    /** New password with the recovery code: other sessions end and the member is logged in. */
    async recoverWithCode(
      context: RequestContext,
      body: {
        countryDialingCode: string;
        mobileNum: string;
        verificationCode: string;
        newPassword: string;
        confirmNewPassword?: string;
      },
    ): Promise<LoginResult> {
      const { brand, language } = context;
      if (!isFeatureOn(brand.settings, "phoneRecovery")) throw new AppError("feature.disabled");
      const fields = newPasswordFields(brand, language, body, false);
      const dialingCode = body.countryDialingCode.trim();
      const localNumber = normaliseMobile(dialingCode, body.mobileNum.trim());
      if (!dialingCode)
        fields.countryDialingCode = fieldMessage("empty", language, { field: "countryDialingCode" });
      if (!body.mobileNum.trim()) fields.mobileNum = fieldMessage("empty", language, { field: "mobileNum" });
      else if (!localNumber) fields.mobileNum = fieldMessage("mobile", language);
      const code = body.verificationCode.trim();
      if (!code) fields.verificationCode = fieldMessage("empty", language, { field: "verificationCode" });
      if (Object.keys(fields).length || !localNumber) throw fieldError(fields);

      await throttle.limit(throttle.key(brand.id, "recovery", context.ip), LIMITS.recoveryPerIp);
      const mobile = { dialingCode, localNumber };
      await codes.useSmsCode(brand, "recovery", mobile, code);
      const member = await repo.findMemberByMobile(db, brand.id, dialingCode, localNumber);
      if (!member) throw new AppError("verification.mobile_unknown");
      if (!mayLogInToMemberSite(member.accountType)) throw new AppError("auth.non_member");
      if (member.status !== "active") throw new AppError("auth.account_locked");
      const newPassword = body.newPassword.trim();
      const hash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        await repo.updateMember(tx, brand.id, member.id, {
          passwordHash: hash,
          passwordChangedAt: new Date(now()),
          mustChangePassword: false,
          failedLogins: 0,
        });
        await platform.sessions.revokeAllForMember(tx, member.id);
        return login.issue(tx, context, member, { method: "recovery", recordIp: true });
      });
    },
  };
}
