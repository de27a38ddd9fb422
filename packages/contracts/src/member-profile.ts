import { z } from "zod";
import { mobileFields, smsSentValue } from "./accounts";
import { defineCall, epochMs } from "./http";
import { PLAIN_PROFILE_FIELDS, PROFILE_FIELDS, SOURCES_OF_INCOME } from "./profile-fields";

/**
 * Member self-service (my account): profile, verified email and mobile changes, the authenticator,
 * login history and sessions. Every call acts on the session's own member only.
 */

const tags = ["profile"];
const botCheck = z.string().max(4000).optional();
/** A six-digit authenticator or message code (spaces typed between the groups are dropped). */
const code = z.string().trim().min(1).max(16);

export const profileView = z.object({
  /** The fields the brand lets members edit (settings.profileFields). */
  editable: z.array(z.enum(PROFILE_FIELDS)),
  values: z.partialRecord(z.enum(PLAIN_PROFILE_FIELDS), z.string()),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  /** Payout fields, masked once set; then only an operator changes them. */
  payeeName: z.string().nullable(),
  idNumber: z.string().nullable(),
  authenticator: z.object({ enrolled: z.boolean(), enrolledAt: epochMs.nullable() }),
});
export type ProfileView = z.infer<typeof profileView>;

export const profileCall = defineCall({
  method: "GET",
  path: "/wps/member/profile",
  summary: "The member's profile fields, contact details (masked) and authenticator state",
  response: profileView,
  tags,
});

const plainValue = z.string().max(255);

/** Only the fields sent change; an empty text clears a plain field. Payout fields are set once. */
export const profileUpdateBody = z.strictObject({
  nickname: plainValue.optional(),
  birthday: plainValue.optional(),
  address: plainValue.optional(),
  nationality: plainValue.optional(),
  occupation: plainValue.optional(),
  sourceOfIncome: z.union([z.enum(SOURCES_OF_INCOME), z.literal("")]).optional(),
  zalo: plainValue.optional(),
  whatsapp: plainValue.optional(),
  facebook: plainValue.optional(),
  telegram: plainValue.optional(),
  line: plainValue.optional(),
  wechat: plainValue.optional(),
  qqNum: plainValue.optional(),
  payeeName: z.string().max(100).optional(),
  idNumber: z.string().max(64).optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

export const profileUpdateCall = defineCall({
  method: "PUT",
  path: "/wps/member/profile",
  summary: "Edit the profile fields the brand offers (each change audited)",
  body: profileUpdateBody,
  response: profileView,
  tags,
});

export const emailCodeCall = defineCall({
  method: "POST",
  path: "/wps/member/profile/email/code",
  summary: "Send a code to a new email address; the address changes only once the code is typed",
  body: z.strictObject({ email: z.string().trim().min(1).max(254), botCheck }),
  response: smsSentValue,
  tags,
});

export const emailChangeCall = defineCall({
  method: "POST",
  path: "/wps/member/profile/email",
  summary: "Change the email address with the code sent to it",
  body: z.strictObject({ email: z.string().trim().min(1).max(254), code }),
  response: profileView,
  tags,
});

export const mobileCurrentCodeCall = defineCall({
  method: "POST",
  path: "/wps/member/profile/mobile/code/current",
  summary: "Send a code to the member's current mobile number (first step of a mobile change)",
  body: z.strictObject({ botCheck }),
  response: smsSentValue,
  tags,
});

export const mobileNewCodeCall = defineCall({
  method: "POST",
  path: "/wps/member/profile/mobile/code/new",
  summary: "Send a code to the new mobile number",
  body: z.strictObject({ ...mobileFields, botCheck }),
  response: smsSentValue,
  tags,
});

export const mobileChangeCall = defineCall({
  method: "POST",
  path: "/wps/member/profile/mobile",
  summary: "Change the mobile number with the codes sent to the current (if any) and the new number",
  body: z.strictObject({ ...mobileFields, currentCode: code.optional(), newCode: code }),
  response: profileView,
  tags,
});

export const authenticatorSetupCall = defineCall({
  method: "POST",
  path: "/wps/member/authenticator/setup",
  summary: "Start enrolling an authenticator: a new secret, saved only once a code from it is confirmed",
  response: z.object({ secret: z.string(), otpauthUrl: z.string() }),
  tags,
});

export const authenticatorConfirmCall = defineCall({
  method: "POST",
  path: "/wps/member/authenticator/confirm",
  summary: "Confirm the authenticator with a current code; from then on the new-IP check offers it",
  body: z.strictObject({ code }),
  response: z.object({ enrolled: z.literal(true), enrolledAt: epochMs }),
  tags,
});

export const authenticatorRemoveCall = defineCall({
  method: "POST",
  path: "/wps/member/authenticator/remove",
  summary: "Remove the authenticator (a current code from it is required)",
  body: z.strictObject({ code }),
  response: z.object({ enrolled: z.literal(false) }),
  tags,
});

export const memberSessionView = z.object({
  id: z.string(),
  /** session: a signed-in browser; remember: a "remember me" token that can sign in again. */
  kind: z.enum(["session", "remember"]),
  loginMethod: z.string(),
  ip: z.string().nullable(),
  country: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: epochMs,
  lastSeenAt: epochMs,
  /** The session this request came with. */
  current: z.boolean(),
});
export type MemberSessionView = z.infer<typeof memberSessionView>;

export const mySessionsCall = defineCall({
  method: "GET",
  path: "/wps/member/sessions",
  summary: "The member's active sessions and remember-me tokens, this device marked",
  response: z.array(memberSessionView),
  tags,
});

export const mySessionEndCall = defineCall({
  method: "POST",
  path: "/wps/member/sessions/end",
  summary: "End one of the member's sessions (another member's id is not found)",
  body: z.strictObject({ sessionId: z.string().trim().min(1).max(64) }),
  response: z.object({ ended: z.literal(true), current: z.boolean() }),
  tags,
});

export const myOtherSessionsEndCall = defineCall({
  method: "POST",
  path: "/wps/member/sessions/end-others",
  summary: "Log out everywhere else: every other session and every remember-me token",
  response: z.object({ ended: z.number().int() }),
  tags,
});

export const loginHistoryEntry = z.object({
  id: z.string(),
  at: epochMs,
  ip: z.string().nullable(),
  country: z.string().nullable(),
  userAgent: z.string().nullable(),
  success: z.boolean(),
  /** How it went: password, sms, remember…, or why it failed. */
  reason: z.string().nullable(),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntry>;

export const myLoginHistoryCall = defineCall({
  method: "GET",
  path: "/wps/member/logins",
  summary: "The member's login history, newest first",
  query: z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  }),
  response: z.object({
    list: z.array(loginHistoryEntry),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
  tags,
});
