/**
 * The member profile fields of SPEC §3 a member may edit in my account, and their fixed rules. A
 * brand lists the ones it offers in `settings.profileFields`; fields with a registration rule
 * (QQ, Line, WhatsApp, Facebook, WeChat, email, payee name, ID number) follow that rule instead.
 */

/** Fields saved as typed (an empty value clears them). */
export const PLAIN_PROFILE_FIELDS = [
  "nickname",
  "birthday",
  "address",
  "nationality",
  "occupation",
  "sourceOfIncome",
  "zalo",
  "whatsapp",
  "facebook",
  "telegram",
  "line",
  "wechat",
  "qqNum",
] as const;
export type PlainProfileField = (typeof PLAIN_PROFILE_FIELDS)[number];

/** Payout fields: the member sets them once, only an operator changes them afterwards. */
export const PAYOUT_PROFILE_FIELDS = ["payeeName", "idNumber"] as const;
export type PayoutProfileField = (typeof PAYOUT_PROFILE_FIELDS)[number];

/** Every field the brand may offer: the plain ones, email and mobile (verified by code), the payout ones. */
export const PROFILE_FIELDS = [...PLAIN_PROFILE_FIELDS, "email", "mobile", ...PAYOUT_PROFILE_FIELDS] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const SOURCES_OF_INCOME = [
  "salary",
  "business",
  "investments",
  "pension",
  "savings",
  "family",
  "other",
] as const;
export type SourceOfIncome = (typeof SOURCES_OF_INCOME)[number];

/** Lengths (in characters as seen) of the fields without a registration rule. */
export const PROFILE_LENGTHS = {
  nickname: { min: 2, max: 20 },
  address: { min: 5, max: 200 },
  nationality: { min: 2, max: 56 },
  occupation: { min: 2, max: 64 },
  zalo: { min: 9, max: 12 },
  telegram: { min: 5, max: 32 },
} as const;

/** The oldest birthday accepted (an earlier one is a typing mistake). */
export const EARLIEST_BIRTHDAY = "1900-01-01";

/** Field messages of the profile form, in the working languages (others fall back to EN). */
export const PROFILE_FIELD_MESSAGES = {
  length: { EN: "Use {min}-{max} characters", VI: "Dùng từ {min} đến {max} ký tự" },
  nickname: {
    EN: "Letters, numbers, spaces and . _ - only",
    VI: "Chỉ gồm chữ, số, khoảng trắng và . _ -",
  },
  letters: {
    EN: "Letters, spaces and . ' - only",
    VI: "Chỉ gồm chữ, khoảng trắng và . ' -",
  },
  date: { EN: "Enter a real date as yyyy-MM-dd", VI: "Nhập ngày hợp lệ theo dạng yyyy-MM-dd" },
  future: { EN: "The date must be in the past", VI: "Ngày phải ở trong quá khứ" },
  digits: { EN: "Numbers only, {min}-{max} digits", VI: "Chỉ gồm số, từ {min} đến {max} chữ số" },
  telegram: {
    EN: "5-32 letters, numbers or _ (an @ in front is fine)",
    VI: "5-32 chữ cái, số hoặc _ (có thể thêm @ ở đầu)",
  },
  choice: { EN: "Choose one of the listed options", VI: "Hãy chọn một mục trong danh sách" },
  locked: {
    EN: "Already set; contact customer service to change it",
    VI: "Đã thiết lập; liên hệ CSKH để thay đổi",
  },
  notOffered: { EN: "This field cannot be changed here", VI: "Không thể thay đổi trường này tại đây" },
} as const;
export type ProfileFieldMessageKey = keyof typeof PROFILE_FIELD_MESSAGES;

export function profileFieldMessage(
  key: ProfileFieldMessageKey,
  language: string,
  params: Record<string, string | number> = {},
): string {
  const entry = PROFILE_FIELD_MESSAGES[key];
  let text: string = language === "VI" ? entry.VI : entry.EN;
  for (const [name, value] of Object.entries(params)) text = text.replace(`{${name}}`, String(value));
  return text;
}
