import {
  effectiveRegisterRules,
  fieldMessage,
  matchesRule,
  PLAIN_PROFILE_FIELDS,
  type ProfileField,
  type ProfileUpdateBody,
  type ProfileView,
  patternMessage,
  profileFieldMessage,
} from "@lotus/contracts";
import type { MemberProfile } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { AppError, fieldError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import type { AuthenticatedSession } from "../../platform/sessions";
import { recordAudit } from "../operators";
import * as repo from "./accounts.repository";
import { emailTarget } from "./codes";
import { type CodesService, requireMobile } from "./codes.service";
import type { RequestContext } from "./login.service";
import { maskEmail, maskMobile, maskPayeeName, maskText } from "./masking";
import { memberActor } from "./member-actor";
import { dateInZone, parseBirthday } from "./member-rules";
import { emailCodeMessage } from "./messages";
import { validateProfileEdit } from "./profile-rules";
import { uniqueViolation } from "./registration.service";
import { lockMember } from "./self-service.repository";

/** Fields the audit shows as they are; the others (contacts, addresses, payout identity) are masked. */
const PLAIN_IN_AUDIT = new Set(["nickname", "birthday", "nationality", "occupation", "sourceOfIncome"]);

function auditValue(field: string, value: string | null | undefined): string | null {
  if (!value) return null;
  return PLAIN_IN_AUDIT.has(field) ? value : maskText(value);
}

interface ProfileState {
  nickname: string | null;
  payeeName: string | null;
  profile: MemberProfile;
}

function fieldValue(state: ProfileState, field: string): string | null | undefined {
  if (field === "nickname") return state.nickname;
  if (field === "payeeName") return state.payeeName;
  return (state.profile as Record<string, string | undefined>)[field];
}

/** A birthday stored as MM-dd-yyyy (a brand's registration pattern 13) is shown as yyyy-MM-dd. */
function isoBirthday(value: string | undefined): string | undefined {
  const date = value ? parseBirthday(value) : undefined;
  if (!date) return value;
  const pad = (number: number, size: number) => String(number).padStart(size, "0");
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/**
 * The member's own profile (SPEC §3): the fields the brand offers, email and mobile changed only
 * with codes sent to them (and to the old number), payout fields set once. Every change is one
 * audit row with the member as the actor, in the change's transaction.
 */
export function createProfileEditing(platform: Platform, codes: CodesService) {
  const { db, clock } = platform;

  async function own(session: AuthenticatedSession): Promise<repo.MemberRow> {
    const member = await repo.findMemberById(db, session.brandId, session.memberId);
    if (!member) throw new AppError("auth.required");
    return member;
  }

  function view(brand: Brand, member: repo.MemberRow): ProfileView {
    const values: ProfileView["values"] = {};
    if (member.nickname) values.nickname = member.nickname;
    for (const field of PLAIN_PROFILE_FIELDS) {
      if (field === "nickname") continue;
      const value = field === "birthday" ? isoBirthday(member.profile.birthday) : member.profile[field];
      if (value) values[field] = value;
    }
    return {
      editable: [...brand.settings.profileFields],
      values,
      email: member.email ? maskEmail(member.email) : null,
      mobile:
        member.mobileNo && member.countryDialingCode
          ? maskMobile(member.countryDialingCode, member.mobileNo)
          : null,
      payeeName: member.payeeName ? maskPayeeName(member.payeeName) : null,
      idNumber: member.profile.idNumber ? maskText(member.profile.idNumber) : null,
      authenticator: {
        enrolled: Boolean(member.totpSecret),
        enrolledAt: member.totpSecret ? (member.totpEnrolledAt?.getTime() ?? null) : null,
      },
    };
  }

  function requireOffered(brand: Brand, field: ProfileField, language: string): void {
    if (!brand.settings.profileFields.includes(field))
      throw fieldError({ [field]: profileFieldMessage("notOffered", language) });
  }

  /** An email address by the brand's registration email rule, lower-cased for comparison. */
  function checkedEmail(brand: Brand, email: string, language: string): string {
    const rule = effectiveRegisterRules(brand.settings).find((entry) => entry.field === "email");
    const typed = email.trim();
    if (!typed) throw fieldError({ email: fieldMessage("empty", language, { field: "email" }) });
    if (rule && !matchesRule(rule, typed)) throw fieldError({ email: patternMessage(rule, language) });
    return typed;
  }

  return {
    async view(brand: Brand, session: AuthenticatedSession): Promise<ProfileView> {
      return view(brand, await own(session));
    },

    async update(context: RequestContext, session: AuthenticatedSession, body: ProfileUpdateBody) {
      const { brand, language } = context;
      const member = await db.transaction(async (tx) => {
        const row = await lockMember(tx, brand.id, session.memberId);
        if (!row) throw new AppError("auth.required");
        const outcome = validateProfileEdit(body, {
          editable: brand.settings.profileFields,
          registerRules: effectiveRegisterRules(brand.settings),
          current: { nickname: row.nickname, profile: row.profile, payeeName: row.payeeName },
          today: dateInZone(clock.now(), brand.timeZone),
          language,
        });
        if (!outcome.ok) {
          if (outcome.locked) throw new AppError("profile.field_locked", { fields: outcome.fields });
          throw fieldError(outcome.fields);
        }
        if (outcome.changed.length === 0) return row;
        const { patch } = outcome;
        const profile: MemberProfile = { ...row.profile };
        for (const [field, value] of Object.entries(patch.profile) as [
          keyof MemberProfile,
          string | null,
        ][]) {
          if (value === null) delete profile[field];
          else profile[field] = value;
        }
        await repo.updateMember(tx, brand.id, row.id, {
          profile,
          ...(patch.nickname !== undefined ? { nickname: patch.nickname } : {}),
          ...(patch.payeeName !== undefined ? { payeeName: patch.payeeName } : {}),
        });
        const after: ProfileState = {
          nickname: patch.nickname !== undefined ? patch.nickname : row.nickname,
          payeeName: patch.payeeName ?? row.payeeName,
          profile,
        };
        await recordAudit(tx, memberActor(row, context.ip), {
          brandId: brand.id,
          action: "member.profile_self_update",
          targetType: "member",
          targetId: row.id,
          before: Object.fromEntries(
            outcome.changed.map((field) => [field, auditValue(field, fieldValue(row, field))]),
          ),
          after: Object.fromEntries(
            outcome.changed.map((field) => [field, auditValue(field, fieldValue(after, field))]),
          ),
        });
        return { ...row, ...after };
      });
      return view(brand, member);
    },

    async sendEmailCode(
      context: RequestContext,
      session: AuthenticatedSession,
      body: { email: string; botCheck?: string },
    ) {
      const { brand, language } = context;
      requireOffered(brand, "email", language);
      const email = checkedEmail(brand, body.email, language);
      await codes.requireBotCheck(brand, body.botCheck);
      const member = await own(session);
      if (member.email && member.email.toLowerCase() === email.toLowerCase())
        throw new AppError("profile.email_unchanged");
      return codes.sendEmailCode(
        brand,
        "email_change",
        { target: emailTarget(member.id, email), recipient: email, memberId: member.id },
        (code, minutes) => emailCodeMessage(brand.name, member.account, code, minutes, language),
      );
    },

    async changeEmail(
      context: RequestContext,
      session: AuthenticatedSession,
      body: { email: string; code: string },
    ) {
      const { brand, language } = context;
      requireOffered(brand, "email", language);
      const email = checkedEmail(brand, body.email, language);
      const member = await own(session);
      if (member.email && member.email.toLowerCase() === email.toLowerCase())
        throw new AppError("profile.email_unchanged");
      await codes.useEmailCode(brand, "email_change", emailTarget(member.id, email), body.code.trim());
      await db.transaction(async (tx) => {
        await repo.updateMember(tx, brand.id, member.id, { email });
        await recordAudit(tx, memberActor(member, context.ip), {
          brandId: brand.id,
          action: "member.email_self_change",
          targetType: "member",
          targetId: member.id,
          before: { email: member.email ? maskEmail(member.email) : null },
          after: { email: maskEmail(email) },
        });
      });
      return view(brand, { ...member, email });
    },

    /** First step of a mobile change when the member has a number: a code to that number. */
    async sendCurrentMobileCode(context: RequestContext, session: AuthenticatedSession, botCheck?: string) {
      const { brand, language } = context;
      requireOffered(brand, "mobile", language);
      const member = await own(session);
      if (!member.mobileNo || !member.countryDialingCode) throw new AppError("profile.no_mobile");
      await codes.requireBotCheck(brand, botCheck);
      return codes.sendSms(
        brand,
        "mobile_change_current",
        { dialingCode: member.countryDialingCode, localNumber: member.mobileNo },
        context,
      );
    },

    async sendNewMobileCode(
      context: RequestContext,
      session: AuthenticatedSession,
      body: { countryDialingCode: string; mobileNo: string; botCheck?: string },
    ) {
      const { brand, language } = context;
      requireOffered(brand, "mobile", language);
      const mobile = requireMobile(body.countryDialingCode, body.mobileNo);
      const member = await own(session);
      if (member.countryDialingCode === mobile.dialingCode && member.mobileNo === mobile.localNumber)
        throw new AppError("profile.mobile_unchanged");
      await codes.requireBotCheck(brand, body.botCheck);
      return codes.sendSms(brand, "mobile_change_new", mobile, context, async () => {
        if (await repo.findMemberByMobile(db, brand.id, mobile.dialingCode, mobile.localNumber))
          throw new AppError("register.mobile_taken");
      });
    },

    /** Both codes must be right: the current number's (when there is one) and the new number's. */
    async changeMobile(
      context: RequestContext,
      session: AuthenticatedSession,
      body: { countryDialingCode: string; mobileNo: string; currentCode?: string; newCode: string },
    ) {
      const { brand, language } = context;
      requireOffered(brand, "mobile", language);
      const mobile = requireMobile(body.countryDialingCode, body.mobileNo);
      const member = await own(session);
      const current =
        member.mobileNo && member.countryDialingCode
          ? { dialingCode: member.countryDialingCode, localNumber: member.mobileNo }
          : undefined;
      if (current?.dialingCode === mobile.dialingCode && current.localNumber === mobile.localNumber)
        throw new AppError("profile.mobile_unchanged");
      const currentCode = body.currentCode?.trim();
      if (current && !currentCode)
        throw fieldError({ currentCode: fieldMessage("empty", language, { field: "currentCode" }) });
      if (await repo.findMemberByMobile(db, brand.id, mobile.dialingCode, mobile.localNumber))
        throw new AppError("register.mobile_taken");
      if (current && currentCode)
        await codes.useSmsCode(brand, "mobile_change_current", current, currentCode);
      await codes.useSmsCode(brand, "mobile_change_new", mobile, body.newCode.trim());
      try {
        await db.transaction(async (tx) => {
          await repo.updateMember(tx, brand.id, member.id, {
            countryDialingCode: mobile.dialingCode,
            mobileNo: mobile.localNumber,
          });
          await recordAudit(tx, memberActor(member, context.ip), {
            brandId: brand.id,
            action: "member.mobile_self_change",
            targetType: "member",
            targetId: member.id,
            before: { mobile: current ? maskMobile(current.dialingCode, current.localNumber) : null },
            after: { mobile: maskMobile(mobile.dialingCode, mobile.localNumber) },
          });
        });
      } catch (error) {
        // Another member took the number between the check and the write.
        if (uniqueViolation(error) !== undefined) throw new AppError("register.mobile_taken");
        throw error;
      }
      return view(brand, { ...member, countryDialingCode: mobile.dialingCode, mobileNo: mobile.localNumber });
    },
  };
}

export type ProfileEditing = ReturnType<typeof createProfileEditing>;
