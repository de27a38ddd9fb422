import { z } from "zod";
import { FEATURE_MOD_IDS } from "./brand-features";
import { LANGUAGES } from "./languages";
import { PATTERN_IDS } from "./patterns";
import { PROFILE_FIELDS } from "./profile-fields";

/** The longest text (rich text counts its HTML) one language may hold. */
export const LOCALIZED_TEXT_MAX_LENGTH = 200_000;

/** Text per language code; EN is the fallback for any missing language. */
export const localizedText = z.partialRecord(z.enum(LANGUAGES), z.string().max(LOCALIZED_TEXT_MAX_LENGTH));
export type LocalizedText = z.infer<typeof localizedText>;

export const featureToggle = z.object({ modId: z.enum(FEATURE_MOD_IDS), enabled: z.enum(["0", "1"]) });
export type FeatureToggle = z.infer<typeof featureToggle>;

/** Registration fields of SPEC §3 whose rules the brand configures. */
export const REGISTER_FIELDS = [
  "username",
  "password",
  "confirmPassword",
  "payeeName",
  "email",
  "qqNum",
  "mobileNum",
  "recommenderId",
  "captcha",
  "verificationCode",
  "affiliateCode",
  "paymentPassword",
  "line",
  "whatsapp",
  "facebook",
  "wechat",
  "idNumber",
  "birthday",
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const fieldRule = z.object({
  field: z.enum(REGISTER_FIELDS),
  patternId: z
    .number()
    .int()
    .refine((id) => PATTERN_IDS.includes(id), "unknown patternId"),
  minLength: z.number().int().min(0).max(255),
  maxLength: z.number().int().min(1).max(255),
  enabled: z.boolean(),
  required: z.boolean(),
});
export type FieldRule = z.infer<typeof fieldRule>;

/** Side-bar Telegram and the app download links (SPEC §2 side bar, /app). */
export const RESOURCE_TYPES = ["TELEGRAM", "MOBILECONFIG", "IOS", "ANDROID", "LITE_IOS"] as const;
export const SOCIAL_TYPES = ["FACEBOOK", "YOUTUBE", "TIKTOK", "INSTAGRAM", "TWITTER", "TELEGRAM"] as const;

export const socialLink = z.object({ type: z.enum(SOCIAL_TYPES), url: z.string().max(2000) });
export type SocialLink = z.infer<typeof socialLink>;

export const resource = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string().max(2000),
  qrCodeUrl: z.string().max(2000).optional(),
  labelNameEn: z.string().max(200).optional(),
});
export type Resource = z.infer<typeof resource>;

export const customerService = z.object({
  url: z.string().max(2000).optional(),
  messenger: z.string().max(2000).optional(),
  zalo: z.string().max(2000).optional(),
});
export type CustomerService = z.infer<typeof customerService>;

export const regionRules = z.object({
  mode: z.enum(["off", "block", "allow"]),
  /** ISO 3166-1 alpha-2 codes. */
  countries: z.array(z.string().length(2)).max(300),
  /** IPs that always pass, e.g. the operator's office. */
  allowIps: z.array(z.string().max(64)).max(200).default([]),
});
export type RegionRules = z.infer<typeof regionRules>;

/**
 * Money limits of the brand, in currency units (decimals, converted to minor units by the server).
 * Defaults suit the demo brand (VND); each brand sets its own in the back office.
 */
export const paymentSettings = z
  .object({
    withdrawalMin: z.number().nonnegative().max(1_000_000_000_000).default(100),
    withdrawalMax: z.number().positive().max(1_000_000_000_000).default(500_000_000),
    /** Withdrawal requests per member per business day (brand time zone); rejected ones do not count. */
    withdrawalDailyCount: z.number().int().min(1).max(100).default(5),
    /** SPEC §4: a paid withdrawal the member does not confirm counts as received after these minutes. */
    withdrawalAutoReceiveMinutes: z.number().int().min(1).max(10_080).default(60),
    transferMin: z.number().nonnegative().max(1_000_000_000_000).default(10),
    transferMax: z.number().positive().max(1_000_000_000_000).default(500_000_000),
    /** Manual adjustments above this amount need a second operator's approval. */
    adjustmentApprovalThreshold: z.number().nonnegative().max(1_000_000_000_000).default(10_000_000),
  })
  .refine((value) => value.withdrawalMin <= value.withdrawalMax, {
    message: "The minimum is above the maximum",
    path: ["withdrawalMin"],
  })
  .refine((value) => value.transferMin <= value.transferMax, {
    message: "The minimum is above the maximum",
    path: ["transferMin"],
  });
export type PaymentSettings = z.infer<typeof paymentSettings>;

/**
 * Points of the brand (DOMAIN §6.7; points never expire, SPEC §9). Earning: `perUnit` points for
 * every `unitAmount` currency units of settled valid bets of a business day (`gameTypes` overrides
 * `perUnit` by game type), at most `dailyCap` a member a day. Converting: `convertRate` points buy
 * one `unitAmount` of cash, the unit points are earned in (a VIP level's own rate comes first), at
 * least `convertMinimum` points at once. A VND brand counts in units of ₫1,000, as its players do.
 */
export const pointSettings = z.object({
  perUnit: z.number().nonnegative().max(1_000_000).default(1),
  unitAmount: z.number().positive().max(1_000_000_000).default(1),
  gameTypes: z.record(z.string().max(32), z.number().nonnegative().max(1_000_000)).default({}),
  dailyCap: z.number().int().nonnegative().max(1_000_000_000).default(5_000),
  convertRate: z.number().positive().max(1_000_000_000).default(600),
  convertMinimum: z.number().int().positive().max(1_000_000_000).default(600),
});
export type PointSettings = z.infer<typeof pointSettings>;

/**
 * Invite friends: what a member earns for the friends who registered with their code — once per
 * friend when the friend's deposits reach `minDeposit`, and `turnoverRateBp` (1 bp = 0.01 %) of the
 * friend's valid turnover each day. Amounts in currency units; cash carries `turnoverMultiple`.
 */
export const referralSettings = z.object({
  enabled: z.boolean().default(true),
  firstDepositReward: z.number().nonnegative().max(1_000_000_000).default(50_000),
  minDeposit: z.number().nonnegative().max(1_000_000_000).default(100_000),
  turnoverRateBp: z.number().int().min(0).max(1_000).default(10),
  turnoverMultiple: z.number().int().min(0).max(100).default(1),
});
export type ReferralSettings = z.infer<typeof referralSettings>;

/**
 * Rewards of the brand (promotions, VIP, missions, points), amounts in currency units: a reward
 * whose cash is above `approvalThreshold` waits for an operator's approval (a second operator when
 * an operator gave it).
 */
export const rewardSettings = z.object({
  approvalThreshold: z.number().nonnegative().max(1_000_000_000_000).default(10_000_000),
  /** SPEC §9: binding Zalo pays up to this much once. */
  zaloBonus: z.number().nonnegative().max(1_000_000_000_000).default(131_000),
  /** Hour of the brand's day (0–23) the daily rebate on the previous day's valid turnover is paid (DOMAIN §6.2). */
  rebateHour: z.number().int().min(0).max(23).default(12),
  points: pointSettings.prefault({}),
  referral: referralSettings.prefault({}),
});
export type RewardSettings = z.infer<typeof rewardSettings>;

/**
 * Which wins the home's live feed announces: at least `multiplier` times the stake, or at least
 * `amount` (currency units; 0 leaves only the multiplier rule).
 */
export const bigWinSettings = z.object({
  multiplier: z.number().min(1).max(100_000).default(10),
  amount: z.number().nonnegative().max(1_000_000_000_000).default(0),
});
export type BigWinSettings = z.infer<typeof bigWinSettings>;

/**
 * SPEC §5: the feedback and support-ticket content must hold between `minWords` and `maxWords`
 * words, counted by `countWords` (support.ts: Vietnamese syllables and space-separated words each
 * count one, every Chinese or Japanese character counts one).
 */
export const supportSettings = z
  .object({
    minWords: z.number().int().min(1).max(1_000).default(5),
    maxWords: z.number().int().min(1).max(2_000).default(500),
  })
  .refine((value) => value.minWords <= value.maxWords, {
    message: "The minimum is above the maximum",
    path: ["minWords"],
  });
export type SupportSettings = z.infer<typeof supportSettings>;

/** Everything a brand configures beyond its identity columns. Stored as one JSON document. */
export const brandSettings = z.object({
  logoUrl: z.string().max(2000).default("/res/img/logo.svg"),
  defaultTheme: z.enum(["dark", "light"]).default("dark"),
  resources: z.array(resource).max(50).default([]),
  socialLinks: z.array(socialLink).max(20).default([]),
  customerService: customerService.default({}),
  imageCDNs: z.array(z.string().max(500)).max(20).default([]),
  launchGameCDNs: z.array(z.string().max(500)).max(20).default([]),
  domainList: z
    .array(z.object({ domain: z.string().max(255), speed: z.number().int().min(0) }))
    .max(50)
    .default([]),
  features: z.array(featureToggle).default([]),
  registerRules: z.array(fieldRule).default([]),
  /** The profile fields members may edit in my account (SPEC §3); all of them unless the brand narrows it. */
  profileFields: z
    .array(z.enum(PROFILE_FIELDS))
    .max(PROFILE_FIELDS.length)
    .default([...PROFILE_FIELDS]),
  loginedToHomePage: z.boolean().default(false),
  maintenance: z
    .object({ enabled: z.boolean(), message: localizedText })
    .default({ enabled: false, message: {} }),
  regionRules: regionRules.default({ mode: "off", countries: [], allowIps: [] }),
  defaultPassword: z.string().max(64).default(""),
  passwordExpiryDays: z.number().int().min(0).max(3650).default(90),
  loginFailuresBeforeCaptcha: z.number().int().min(1).max(20).default(3),
  smsExpiryMinutes: z.number().int().min(1).max(30).default(1),
  botCheck: z.boolean().default(true),
  freePlayCredit: z.number().nonnegative().default(2_000_000),
  esportsVendors: z.array(z.string().max(50)).default(["AV", "AI", "IMES", "TF", "IA"]),
  cockfightVendors: z.array(z.string().max(50)).default(["DS88", "DIG", "WGB"]),
  // prefault: an older settings document without this block gets every default above.
  payments: paymentSettings.prefault({}),
  bigWins: bigWinSettings.prefault({}),
  rewards: rewardSettings.prefault({}),
  support: supportSettings.prefault({}),
});
export type BrandSettings = z.infer<typeof brandSettings>;

/** Mobile number rules per dialing region (SPEC §5 "n digits per region"). */
export const COUNTRIES = [
  { countryCode: "VN", countryDialingCode: "84", mobileDigits: [9, 10] },
  { countryCode: "TH", countryDialingCode: "66", mobileDigits: [9] },
  { countryCode: "PH", countryDialingCode: "63", mobileDigits: [10] },
  { countryCode: "MY", countryDialingCode: "60", mobileDigits: [9, 10] },
  { countryCode: "ID", countryDialingCode: "62", mobileDigits: [9, 10, 11, 12] },
  { countryCode: "KH", countryDialingCode: "855", mobileDigits: [8, 9] },
  { countryCode: "CN", countryDialingCode: "86", mobileDigits: [11] },
  { countryCode: "IN", countryDialingCode: "91", mobileDigits: [10] },
  { countryCode: "KR", countryDialingCode: "82", mobileDigits: [9, 10] },
  { countryCode: "JP", countryDialingCode: "81", mobileDigits: [10] },
  { countryCode: "SG", countryDialingCode: "65", mobileDigits: [8] },
  { countryCode: "US", countryDialingCode: "1", mobileDigits: [10] },
] as const;

/** Normalises a local mobile number (drops a trunk 0) and checks its digit count for the region. */
export function normaliseMobile(dialingCode: string, mobileNo: string): string | undefined {
  const country = COUNTRIES.find((entry) => entry.countryDialingCode === dialingCode);
  if (!country || !/^\d+$/.test(mobileNo)) return undefined;
  const local = mobileNo.startsWith("0") ? mobileNo.slice(1) : mobileNo;
  return (country.mobileDigits as readonly number[]).includes(local.length) ? local : undefined;
}

const rule = (
  field: RegisterField,
  patternId: number,
  minLength: number,
  maxLength: number,
  enabled: boolean,
  required: boolean,
): FieldRule => ({ field, patternId, minLength, maxLength, enabled, required });

/** Rules a brand starts with; a brand's own rules replace these field by field. */
export const DEFAULT_REGISTER_RULES: readonly FieldRule[] = [
  rule("username", 1, 6, 16, true, true),
  rule("password", 5, 6, 20, true, true),
  rule("confirmPassword", 5, 6, 20, true, true),
  rule("payeeName", 8, 2, 50, false, false),
  rule("email", 3, 5, 254, false, false),
  rule("qqNum", 6, 5, 12, false, false),
  rule("mobileNum", 6, 8, 12, false, false),
  rule("recommenderId", 4, 1, 32, false, false),
  rule("captcha", 4, 4, 4, false, false),
  rule("verificationCode", 6, 4, 8, false, false),
  rule("affiliateCode", 4, 4, 32, true, false),
  rule("paymentPassword", 6, 6, 6, false, false),
  rule("line", 9, 1, 64, false, false),
  rule("whatsapp", 6, 6, 20, false, false),
  rule("facebook", 9, 1, 128, false, false),
  rule("wechat", 9, 1, 64, false, false),
  rule("idNumber", 4, 6, 32, false, false),
  rule("birthday", 11, 10, 10, false, false),
];

/** The brand's effective rule for every registration field. */
export function effectiveRegisterRules(settings: Pick<BrandSettings, "registerRules">): FieldRule[] {
  return DEFAULT_REGISTER_RULES.map(
    (fallback) => settings.registerRules.find((own) => own.field === fallback.field) ?? fallback,
  );
}
