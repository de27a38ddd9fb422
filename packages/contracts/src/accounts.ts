import { z } from "zod";
import { defineCall, epochMs } from "./http";
import { LANGUAGES } from "./languages";
import { CALL_ROUTES } from "./route-table";

const text = (max = 255) => z.string().max(max);
/** Bot check payload (altcha solution, base64) where the brand has the bot check on. */
const botCheck = z.string().max(4000).optional();

export const captchaCall = defineCall({
  method: "GET",
  path: "/wps/captcha",
  summary: "A one-time, short-lived distorted-code image (base64 PNG)",
  response: z.object({ captchaId: z.string(), image: z.string(), expiresAt: epochMs }),
  tags: ["accounts"],
});

export const botChallengeCall = defineCall({
  method: "GET",
  path: "/wps/verification/challenge",
  summary: "Proof-of-work challenge to solve before login, SMS and registration (when the brand has it on)",
  response: z.object({
    enabled: z.boolean(),
    challenge: z
      .object({
        algorithm: z.string(),
        challenge: z.string(),
        maxnumber: z.number(),
        salt: z.string(),
        signature: z.string(),
      })
      .nullable(),
  }),
  tags: ["accounts"],
});

export const smsSentValue = z.object({ expiredMinutes: z.number().int(), expirationTime: epochMs });
export type SmsSent = z.infer<typeof smsSentValue>;

export const mobileFields = {
  countryDialingCode: z.string().min(1).max(4),
  mobileNo: z.string().min(1).max(20),
};

export const smsRegisterCall = defineCall({
  method: "POST",
  path: "/wps/verification/sms/register",
  summary: "Send a registration code by SMS",
  body: z.strictObject({ ...mobileFields, regType: z.enum(["username", "mobile"]), botCheck }),
  response: smsSentValue,
  tags: ["accounts"],
});

export const smsLoginCall = defineCall({
  method: "POST",
  path: "/wps/verification/sms/noLogin",
  summary: "Send a login code by SMS to a registered mobile number",
  body: z.strictObject({ ...mobileFields, botCheck }),
  response: smsSentValue,
  tags: ["accounts"],
});

export const IP_VERIFICATION_METHODS = ["sms", "email", "payeeName", "totp"] as const;
export type IpVerificationMethod = (typeof IP_VERIFICATION_METHODS)[number];

export const loginResult = z.object({
  /** Empty while an unregistered-IP verification is pending. */
  token: z.string(),
  accountType: z.number().int(),
  firstTimeLogin: z.boolean(),
  /** Password equals the brand default, or expired (expiry only with the feature on; never for SMS logins). */
  passwordExpired: z.boolean(),
  captcha: z.boolean(),
  /** Remember-me token (1 day), only when asked for. */
  rememberToken: z.string().optional(),
  verification: z
    .object({
      ticket: z.string(),
      methods: z.array(z.enum(IP_VERIFICATION_METHODS)),
      maskedMobile: z.string().nullable(),
    })
    .optional(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const loginBody = z.strictObject({
  type: z.enum(["username", "sms"]).default("username"),
  username: text(64).optional(),
  password: text(128).optional(),
  captcha: text(16).optional(),
  captchaId: text(64).optional(),
  countryDialingCode: text(4).optional(),
  mobileNum: text(20).optional(),
  verificationCode: text(255).optional(),
  remember: z.boolean().optional(),
  botCheck,
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginCall = defineCall({
  method: "POST",
  path: "/wps/session/login",
  summary: "Log in by username and password or by mobile and SMS code",
  enc: true,
  body: loginBody,
  response: loginResult,
  tags: ["accounts"],
});

export const loginVerificationCall = defineCall({
  method: "POST",
  path: "/wps/session/login/verification",
  summary: "Complete the extra step of a login from an unregistered IP",
  enc: true,
  body: z.strictObject({ ticket: text(128), method: z.enum(IP_VERIFICATION_METHODS), value: text(255) }),
  response: loginResult,
  tags: ["accounts"],
});

export const loginVerificationSmsCall = defineCall({
  method: "POST",
  path: "/wps/session/login/verification/sms",
  summary: "Send the unregistered-IP verification code to the member's mobile",
  body: z.strictObject({ ticket: text(128) }),
  response: smsSentValue,
  tags: ["accounts"],
});

export const rememberLoginCall = defineCall({
  ...CALL_ROUTES.rememberLogin,
  summary: "Log in again with a remember-me token (valid 1 day, revoked by logout or password change)",
  body: z.strictObject({ rememberToken: text(128) }),
  response: loginResult,
  tags: ["accounts"],
});

export const freePlayCall = defineCall({
  ...CALL_ROUTES.freePlay,
  summary: "Start a trial account (type 4) with demo credit",
  body: z.strictObject({
    os: text(32).optional(),
    platform: z.literal("W").optional(),
    nonce: text(256).optional(),
  }),
  response: loginResult,
  tags: ["accounts"],
});

/**
 * The remember-me token travels in the body, never in the URL, where proxies and logs keep it
 * (docs/adr/0004). With a session, logout also ends the member's remember-me tokens and games.
 */
export const logoutCall = defineCall({
  ...CALL_ROUTES.logout,
  summary: "End the current session, the member's remember-me tokens, game sessions and unused game launches",
  body: z.strictObject({ rememberToken: text(128).optional() }).optional(),
  response: z.object({ loggedOut: z.literal(true) }),
  tags: ["accounts"],
});

export const firstLoginCall = defineCall({
  ...CALL_ROUTES.firstLogin,
  summary: "Acknowledge the first login of a member",
  response: z.object({ acknowledged: z.literal(true) }),
  tags: ["accounts"],
});

/** Registration user of SPEC §3; which optional fields apply comes from the brand's rules. */
export const registerBody = z.strictObject({
  username: text(64).optional(),
  password: text(128).optional(),
  confirmPassword: text(128).optional(),
  payeeName: text(100).optional(),
  email: text(254).optional(),
  qqNum: text(64).optional(),
  mobileNum: text(20).optional(),
  recommenderId: text(64).optional(),
  captcha: text(16).optional(),
  captchaId: text(64).optional(),
  verificationCode: text(255).optional(),
  affiliateCode: text(64).optional(),
  paymentPassword: text(64).optional(),
  line: text(64).optional(),
  whatsapp: text(64).optional(),
  facebook: text(128).optional(),
  wechat: text(64).optional(),
  idNumber: text(64).optional(),
  birthday: text(10).optional(),
  referralCode: text(64).optional(),
  domain: text(255).optional(),
  login: z.boolean().optional(),
  countryDialingCode: text(4).optional(),
  firebaseChannel: text(64).optional(),
  firebaseIdToken: text(4096).optional(),
  registerUrl: text(2000).optional(),
  registerMethod: z.literal("WEB").optional(),
  agree: z.boolean().optional(),
  botCheck,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const registerCall = defineCall({
  method: "PUT",
  path: "/wps/member/register",
  summary: "Register by username; success logs the new member in",
  enc: true,
  body: registerBody,
  response: loginResult,
  tags: ["accounts"],
});

export const registerMobileCall = defineCall({
  method: "PUT",
  path: "/wps/member/register/mobile",
  summary: "Register by mobile number with the SMS code; success logs the new member in",
  enc: true,
  body: registerBody.extend({ regType: z.literal("mobile").optional() }),
  response: loginResult,
  tags: ["accounts"],
});

export const affiliateCheckCall = defineCall({
  method: "GET",
  path: "/wps/agent/affiliate",
  summary: "Check a referral/affiliate code before registering",
  query: z.object({ code: z.string().min(1).max(64) }),
  response: z.object({ valid: z.literal(true), agentNickname: z.string() }),
  tags: ["accounts"],
});

export const passwordChangeCall = defineCall({
  method: "POST",
  path: "/wps/member/password",
  summary: "Change the password; other sessions are revoked",
  enc: true,
  body: z.strictObject({ oldPassword: text(128), newPassword: text(128), confirmNewPassword: text(128) }),
  response: z.object({ changed: z.literal(true) }),
  tags: ["accounts"],
});

export const passwordEmailCall = defineCall({
  method: "POST",
  path: "/wps/member/password/email",
  summary: "Send a one-time password reset link to the member's registered email",
  form: true,
  body: z.strictObject({ username: text(64), email: text(254) }),
  response: z.object({ sent: z.literal(true) }),
  tags: ["accounts"],
});

export const passwordResetCall = defineCall({
  method: "POST",
  path: "/wps/member/password/reset",
  summary: "Set a new password with the one-time link sent by email",
  enc: true,
  body: z.strictObject({ resetToken: text(128), newPassword: text(128), confirmNewPassword: text(128) }),
  response: z.object({ changed: z.literal(true) }),
  tags: ["accounts"],
});

export const passwordSmsCall = defineCall({
  method: "POST",
  path: "/wps/member/password/sms",
  summary: "Send a password recovery code to a registered mobile number",
  body: z.strictObject({ countryDialingCode: text(4), mobileNum: text(20), botCheck }),
  response: smsSentValue,
  tags: ["accounts"],
});

export const passwordVerificationCall = defineCall({
  method: "POST",
  path: "/wps/member/password/verification",
  summary: "Set a new password with the SMS recovery code; logs the member in",
  enc: true,
  body: z.strictObject({
    countryDialingCode: text(4),
    mobileNum: text(20),
    verificationCode: text(255),
    newPassword: text(128),
    confirmNewPassword: text(128).optional(),
  }),
  response: loginResult,
  tags: ["accounts"],
});

export const memberInfoValue = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  /** Whether the member has an upline to transfer to. */
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string() }).nullable(),
  memberLabel: z.array(z.object({ labelName: z.string() })),
  registeredAt: epochMs,
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
  language: z.enum(LANGUAGES).nullable(),
  hasPaymentPassword: z.boolean(),
  avatar: z.string(),
  avatarType: z.enum(["STATIC", "CUSTOM"]),
  avatarUrl: z.string(),
  /** Unread inbox messages (SPEC §3); the header keeps it fresh through CSP_unreadCount. */
  unreadMessages: z.number().int(),
});
export type MemberInfo = z.infer<typeof memberInfoValue>;

export const memberInfoCall = defineCall({
  ...CALL_ROUTES.memberInfo,
  summary: "The logged-in member's information (mobile and email masked)",
  response: memberInfoValue,
  tags: ["accounts"],
});

export const avatarValue = z.object({
  avatar: z.string(),
  avatarType: z.enum(["STATIC", "CUSTOM"]),
  url: z.string(),
});

export const playerAvatarCall = defineCall({
  method: "GET",
  path: "/wps/relay/MCSFE_getPlayerAvatar",
  summary: "The member's current avatar",
  response: avatarValue,
  tags: ["accounts"],
});

export const avatarListCall = defineCall({
  method: "GET",
  path: "/wps/member/info/icon",
  summary: "The STATIC avatars a member can choose",
  response: z.array(z.object({ avatar: z.string(), url: z.string() })),
  tags: ["accounts"],
});

export const avatarChooseCall = defineCall({
  method: "POST",
  path: "/wps/member/info/icon",
  summary: "Choose a STATIC avatar",
  body: z.strictObject({ avatarType: z.literal("STATIC"), avatar: text(16) }),
  response: avatarValue,
  tags: ["accounts"],
});

/** CUSTOM avatar upload: multipart form with one `file` (png or jpg, at most 5 MB). */
export const avatarUploadCall = defineCall({
  method: "POST",
  path: "/wps/member/info/icon/upload",
  summary: "Upload a CUSTOM avatar (multipart field `file`, png/jpg, at most 5 MB)",
  response: avatarValue,
  tags: ["accounts"],
});

export const languageUpdateCall = defineCall({
  ...CALL_ROUTES.languageUpdate,
  summary: "Save the member's language",
  body: z.strictObject({ language: z.enum(LANGUAGES) }),
  response: z.object({ language: z.enum(LANGUAGES) }),
  tags: ["accounts"],
});

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const STATIC_AVATARS = ["1", "2", "3", "4", "5", "6", "7", "8"] as const;
