import {
  effectiveRegisterRules,
  fieldMessage,
  type MemberDetailView,
  matchesRule,
  PAYEE_NAME_PATTERN,
  patternMessage,
} from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { AppError, fieldError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import { hashPassword } from "../../platform/passwords";
import type { Platform } from "../../platform/platform";
import { SESSION_POLICY } from "../../platform/sessions";
import { startOfZonedDay } from "../../platform/time";
import { actorOf, recordAudit } from "../operators";
import { findMemberById, type MemberRow, updateMember } from "./accounts.repository";
import { maskEmail, maskMobile, maskPayeeName } from "./masking";
import * as repo from "./member-admin.repository";

const DAY_MS = 86_400_000;

function mobileOf(row: MemberRow, unmasked: boolean): string | null {
  if (!row.mobileNo || !row.countryDialingCode) return null;
  return unmasked
    ? `+${row.countryDialingCode} ${row.mobileNo}`
    : maskMobile(row.countryDialingCode, row.mobileNo);
}

function summary(row: MemberRow, unmasked: boolean) {
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    accountType: row.accountType,
    status: row.status,
    mobile: mobileOf(row, unmasked),
    email: row.email ? (unmasked ? row.email : maskEmail(row.email)) : null,
    registerIp: row.registerIp,
    createdAt: row.createdAt.getTime(),
    lastLoginAt: row.lastLoginAt?.getTime() ?? null,
  };
}

/**
 * The agent tree's rules (the agents module's, handed in by app.ts): the member screen's type and
 * upline edits go through the same checks as the agent screens.
 */
export interface MemberTreeRules {
  uplineFor(
    tx: Executor,
    brandId: string,
    memberId: string,
    uplineAccount: string | null,
  ): Promise<string | null>;
  checkAccountType(tx: Executor, brandId: string, memberId: string, from: number, to: number): Promise<void>;
}

/** The back office's member screens and dashboard figures; every change is audited. */
export function createMemberAdmin(platform: Platform, tree: MemberTreeRules) {
  const { db, clock } = platform;
  const now = () => new Date(clock.now());

  async function detail(
    executor: Executor,
    brandId: string,
    row: MemberRow,
    unmasked: boolean,
  ): Promise<MemberDetailView> {
    const upline = row.uplineId ? await findMemberById(executor, brandId, row.uplineId) : undefined;
    return {
      ...summary(row, unmasked),
      payeeName: row.payeeName ? (unmasked ? row.payeeName : maskPayeeName(row.payeeName)) : null,
      upline: upline ? { id: upline.id, account: upline.account } : null,
      clubLabel: row.clubLabel,
      memberLabels: row.memberLabels,
      language: row.language,
      mustChangePassword: row.mustChangePassword,
      registerUrl: row.registerUrl,
      registerMethod: row.registerMethod,
      profile: Object.fromEntries(
        Object.entries(row.profile).map(([key, value]) => [
          key,
          unmasked || key === "birthday" ? String(value) : "***",
        ]),
      ),
      unmasked,
    };
  }

  async function load(executor: Executor, brandId: string, id: string): Promise<MemberRow> {
    const row = await findMemberById(executor, brandId, id);
    if (!row) throw new AppError("not_found");
    return row;
  }

  const canSee = (operator: OperatorContext) => operator.permissions.has("members.sensitive");

  async function change(
    operator: OperatorContext,
    ip: string,
    brandId: string,
    id: string,
    action: string,
    reason: string | null,
    apply: (tx: Executor, row: MemberRow) => Promise<void>,
    /** Personal data stays masked in the audit whoever acts (the payout identity). */
    options: { maskedAudit?: boolean } = {},
  ): Promise<MemberDetailView> {
    return db.transaction(async (tx) => {
      const row = await load(tx, brandId, id);
      const before = await detail(tx, brandId, row, false);
      await apply(tx, row);
      const changed = await load(tx, brandId, id);
      const after = await detail(tx, brandId, changed, canSee(operator));
      const audited = options.maskedAudit ? await detail(tx, brandId, changed, false) : after;
      await recordAudit(tx, actorOf(operator, ip), {
        brandId,
        action,
        targetType: "member",
        targetId: id,
        before,
        after: { ...audited, unmasked: undefined },
        reason,
      });
      return after;
    });
  }

  return {
    async search(
      operator: OperatorContext,
      brandId: string,
      query: { by: repo.MemberSearchField; q: string; page: number; pageSize: number },
    ) {
      const { rows, total } = await repo.searchMembers(
        db,
        brandId,
        query.by,
        query.q,
        query.page,
        query.pageSize,
      );
      return {
        list: rows.map((row) => summary(row, canSee(operator))),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(operator: OperatorContext, brandId: string, id: string) {
      return detail(db, brandId, await load(db, brandId, id), canSee(operator));
    },

    async sessions(brandId: string, id: string) {
      await load(db, brandId, id);
      const rows = await repo.liveSessions(db, brandId, id, now());
      return rows
        .filter(
          (row) =>
            row.kind !== "session" ||
            clock.now() - row.lastSeenAt.getTime() <= (SESSION_POLICY.session.idleMs ?? 0),
        )
        .map((row) => ({
          id: row.id,
          kind: row.kind,
          loginMethod: row.loginMethod,
          ip: row.ip,
          userAgent: row.userAgent,
          createdAt: row.createdAt.getTime(),
          lastSeenAt: row.lastSeenAt.getTime(),
          expiresAt: row.expiresAt.getTime(),
        }));
    },

    async revokeSession(
      operator: OperatorContext,
      brandId: string,
      id: string,
      sessionId: string,
      ip: string,
    ) {
      await db.transaction(async (tx) => {
        await load(tx, brandId, id);
        const live = await repo.liveSessions(tx, brandId, id, now());
        const session = live.find((row) => row.id === sessionId);
        if (!session) throw new AppError("not_found");
        await platform.sessions.revoke(tx, sessionId);
        await recordAudit(tx, actorOf(operator, ip), {
          brandId,
          action: "member.session_revoke",
          targetType: "member",
          targetId: id,
          before: { sessionId, kind: session.kind, ip: session.ip },
        });
      });
      return { revoked: true as const };
    },

    async logins(brandId: string, id: string, page: number, pageSize: number) {
      await load(db, brandId, id);
      const { rows, total } = await repo.loginHistoryPage(db, brandId, id, page, pageSize);
      return {
        list: rows.map((row) => ({
          id: row.id,
          ip: row.ip,
          country: row.country,
          success: row.success,
          reason: row.reason,
          at: row.at.getTime(),
        })),
        total,
        page,
        pageSize,
      };
    },

    setStatus(
      operator: OperatorContext,
      brandId: string,
      id: string,
      input: { status: "active" | "locked"; reason: string },
      ip: string,
    ) {
      return change(
        operator,
        ip,
        brandId,
        id,
        input.status === "locked" ? "member.lock" : "member.unlock",
        input.reason,
        async (tx) => {
          await updateMember(tx, brandId, id, { status: input.status, failedLogins: 0 });
          if (input.status === "locked") await platform.sessions.revokeAllForMember(tx, id);
        },
      );
    },

    async resetPassword(
      operator: OperatorContext,
      brandId: string,
      id: string,
      input: { temporaryPassword: string; reason: string },
      ip: string,
    ) {
      const passwordHash = await hashPassword(input.temporaryPassword);
      return change(operator, ip, brandId, id, "member.password_reset", input.reason, async (tx) => {
        await updateMember(tx, brandId, id, {
          passwordHash,
          mustChangePassword: true,
          passwordChangedAt: now(),
          failedLogins: 0,
        });
        await platform.sessions.revokeAllForMember(tx, id);
      });
    },

    /**
     * Payee name and ID number by an operator who sees personal data: an empty value clears it, the
     * rest follows the payee-name rule and the brand's ID-number rule. Masked in the audit.
     */
    setPayoutIdentity(
      operator: OperatorContext,
      brand: Brand,
      id: string,
      input: { payeeName: string; idNumber: string; reason: string },
      ip: string,
      language: string,
    ) {
      if (!canSee(operator)) throw new AppError("access.forbidden");
      const payeeName = input.payeeName.trim().replace(/\s+/g, " ");
      const idNumber = input.idNumber.trim();
      const fields: Record<string, string> = {};
      if (payeeName && !PAYEE_NAME_PATTERN.test(payeeName))
        fields.payeeName = fieldMessage("payeeName", language);
      const idRule = effectiveRegisterRules(brand.settings).find((rule) => rule.field === "idNumber");
      if (idNumber && idRule && !matchesRule(idRule, idNumber))
        fields.idNumber = patternMessage(idRule, language);
      if (Object.keys(fields).length) throw fieldError(fields);
      return change(
        operator,
        ip,
        brand.id,
        id,
        "member.payout_identity",
        input.reason,
        async (tx, row) => {
          const profile = { ...row.profile };
          if (idNumber) profile.idNumber = idNumber;
          else delete profile.idNumber;
          await updateMember(tx, brand.id, id, { payeeName: payeeName || null, profile });
        },
        { maskedAudit: true },
      );
    },

    update(
      operator: OperatorContext,
      brandId: string,
      id: string,
      input: Partial<{
        clubLabel: string | null;
        memberLabels: string[];
        accountType: number;
        uplineAccount: string | null;
        reason: string;
      }>,
      ip: string,
    ) {
      return change(operator, ip, brandId, id, "member.update", input.reason ?? null, async (tx, row) => {
        const patch: Partial<MemberRow> = {};
        if (input.clubLabel !== undefined) patch.clubLabel = input.clubLabel || null;
        if (input.memberLabels !== undefined) patch.memberLabels = input.memberLabels;
        if (input.accountType !== undefined) {
          if (row.accountType === 4) throw new AppError("access.forbidden");
          await tree.checkAccountType(tx, brandId, id, row.accountType, input.accountType);
          patch.accountType = input.accountType;
        }
        if (input.uplineAccount !== undefined)
          patch.uplineId = await tree.uplineFor(tx, brandId, id, input.uplineAccount);
        await updateMember(tx, brandId, id, patch);
      });
    },

    async dashboard(brand: Brand) {
      const today = startOfZonedDay(clock.now(), brand.timeZone);
      const yesterday = startOfZonedDay(today - 1, brand.timeZone);
      const tomorrow = today + DAY_MS + 2 * 3_600_000; // any instant in the next day; the range end is exclusive
      const end = new Date(startOfZonedDay(tomorrow, brand.timeZone));
      const idle = SESSION_POLICY.session.idleMs ?? 0;
      const [registrationsToday, registrationsYesterday, loginsToday, loginsYesterday, online] =
        await Promise.all([
          repo.countRegistrations(db, brand.id, new Date(today), end),
          repo.countRegistrations(db, brand.id, new Date(yesterday), new Date(today)),
          repo.countLogins(db, brand.id, new Date(today), end),
          repo.countLogins(db, brand.id, new Date(yesterday), new Date(today)),
          repo.countOnlineMembers(db, brand.id, new Date(clock.now() - idle), now()),
        ]);
      return {
        registrations: { today: registrationsToday, yesterday: registrationsYesterday },
        logins: { today: loginsToday, yesterday: loginsYesterday },
        onlineMembers: online,
        timeZone: brand.timeZone,
      };
    },
  };
}

export type MemberAdmin = ReturnType<typeof createMemberAdmin>;
