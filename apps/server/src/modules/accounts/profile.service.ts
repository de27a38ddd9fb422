import {
  AVATAR_MAX_BYTES,
  fieldMessage,
  isAgentType,
  type Language,
  type MemberInfo,
  parseLanguage,
  STATIC_AVATARS,
} from "@lotus/contracts";
import { AppError, fieldError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import type { AuthenticatedSession } from "../../platform/sessions";
import * as repo from "./accounts.repository";
import { prepareAvatar } from "./avatar-image";
import { isUuid } from "./codes";
import { maskEmail, maskMobile, maskPayeeName } from "./masking";
import { orderMemberLabels } from "./member-rules";
import { LIMITS, type Throttle } from "./throttle";

export const MEDIA_PATH = "/media";

export function staticAvatarUrl(avatar: string): string {
  return `/res/img/avatars/${avatar}.svg`;
}

export function avatarUrl(avatarType: string, avatar: string): string {
  return avatarType === "CUSTOM" ? `${MEDIA_PATH}/${avatar}` : staticAvatarUrl(avatar);
}

/**
 * The member's VIP level name (handed in by app.ts from the VIP module), undefined when the brand
 * has no ladder: member info's VIP label (SPEC §3 memberLabel, first) comes from the real level.
 */
export type VipLabelOf = (
  brandId: string,
  memberId: string,
  language: Language | undefined,
) => Promise<string | undefined>;

/** The member's unread inbox messages (handed in by app.ts from the messages module; SPEC §3). */
export type UnreadOf = (brandId: string, memberId: string) => Promise<number>;

/** What member info reads from other modules, handed in by app.ts. */
export interface MemberInfoReads {
  vipLabelOf?: VipLabelOf;
  unreadOf?: UnreadOf;
}

/** Member information, avatars and language: always the session's own member. */
export function createProfileService(platform: Platform, throttle: Throttle, reads: MemberInfoReads = {}) {
  const db = platform.db;

  async function own(session: AuthenticatedSession): Promise<repo.MemberRow> {
    const member = await repo.findMemberById(db, session.brandId, session.memberId);
    if (!member) throw new AppError("auth.required");
    return member;
  }

  const avatarOf = (member: Pick<repo.MemberRow, "avatar" | "avatarType">) => ({
    avatar: member.avatar,
    avatarType: member.avatarType === "CUSTOM" ? ("CUSTOM" as const) : ("STATIC" as const),
    url: avatarUrl(member.avatarType, member.avatar),
  });

  return {
    async info(session: AuthenticatedSession): Promise<MemberInfo> {
      const member = await own(session);
      const avatar = avatarOf(member);
      const [vipLabel, unreadMessages] = await Promise.all([
        reads.vipLabelOf?.(session.brandId, member.id, parseLanguage(member.language)),
        reads.unreadOf?.(session.brandId, member.id),
      ]);
      return {
        id: member.id,
        account: member.account,
        nickname: member.nickname || member.account,
        type: member.accountType,
        isAgent: isAgentType(member.accountType),
        toUpline: member.uplineId !== null,
        clubLabel: member.clubLabel ? { labelName: member.clubLabel } : null,
        memberLabel: orderMemberLabels(member.memberLabels, vipLabel).map((labelName) => ({ labelName })),
        registeredAt: member.createdAt.getTime(),
        mobile:
          member.mobileNo && member.countryDialingCode
            ? maskMobile(member.countryDialingCode, member.mobileNo)
            : null,
        email: member.email ? maskEmail(member.email) : null,
        payeeName: member.payeeName ? maskPayeeName(member.payeeName) : null,
        language: parseLanguage(member.language) ?? null,
        hasPaymentPassword: member.paymentPasswordHash !== null,
        avatar: avatar.avatar,
        avatarType: avatar.avatarType,
        avatarUrl: avatar.url,
        unreadMessages: unreadMessages ?? 0,
      };
    },

    async avatar(session: AuthenticatedSession) {
      return avatarOf(await own(session));
    },

    avatarList() {
      return STATIC_AVATARS.map((avatar) => ({ avatar, url: staticAvatarUrl(avatar) }));
    },

    async chooseAvatar(session: AuthenticatedSession, avatar: string, language: string) {
      if (!(STATIC_AVATARS as readonly string[]).includes(avatar))
        throw fieldError({ avatar: fieldMessage("invalid", language) });
      const member = await own(session);
      await db.transaction(async (tx) => {
        await repo.updateMember(tx, session.brandId, member.id, { avatarType: "STATIC", avatar });
        if (member.avatarType === "CUSTOM" && isUuid(member.avatar))
          await repo.deleteMedia(tx, session.brandId, member.avatar, member.id);
      });
      return avatarOf({ avatarType: "STATIC", avatar });
    },

    /**
     * A CUSTOM avatar: a png or jpg of at most 5 MB that decodes, stored as its AVATAR_SIZE square;
     * the previous custom one is dropped.
     */
    async uploadAvatar(session: AuthenticatedSession, bytes: Buffer | undefined) {
      await throttle.limit(throttle.key(session.brandId, "upload", session.memberId), LIMITS.uploadPerMember);
      if (!bytes || bytes.length > AVATAR_MAX_BYTES) throw new AppError("upload.invalid_image");
      const prepared = prepareAvatar(bytes);
      if (!prepared.ok)
        throw new AppError(
          prepared.reason === "too_large" ? "upload.image_too_large" : "upload.invalid_image",
        );
      const { mimeType } = prepared;
      const member = await own(session);
      const id = await db.transaction(async (tx) => {
        const mediaId = await repo.insertMedia(tx, {
          brandId: session.brandId,
          ownerMemberId: member.id,
          mimeType,
          bytes: prepared.bytes,
          at: new Date(platform.clock.now()),
        });
        await repo.updateMember(tx, session.brandId, member.id, { avatarType: "CUSTOM", avatar: mediaId });
        if (member.avatarType === "CUSTOM" && isUuid(member.avatar))
          await repo.deleteMedia(tx, session.brandId, member.avatar, member.id);
        return mediaId;
      });
      return avatarOf({ avatarType: "CUSTOM", avatar: id });
    },

    async media(brandId: string, id: string) {
      if (!isUuid(id)) return undefined;
      return repo.findMedia(db, brandId, id);
    },

    async setLanguage(session: AuthenticatedSession, language: Language) {
      await repo.updateMember(db, session.brandId, session.memberId, { language });
      return { language };
    },
  };
}
