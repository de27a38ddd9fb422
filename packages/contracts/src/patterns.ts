/**
 * The registration pattern table of SPEC §5: one entry per patternId 0–20. The server validates
 * registration fields with it and the web forms use the same table, so both always agree.
 * `source` is what GET /wps/system/setting/register returns as acceptedPattern ("*" = any).
 */
export interface PatternDefinition {
  id: number;
  /** Regular expression source, or "*" when only the length counts. */
  source: string;
  flags: string;
  /** Message with (min) and (max) placeholders, per working language. */
  message: { EN: string; VI: string };
  /** Extra check the regex cannot express (calendar validity of dates). */
  refine?: (value: string) => boolean;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const PATTERNS: readonly PatternDefinition[] = [
  {
    id: 0,
    source: "*",
    flags: "",
    message: { EN: "Length must be (min)-(max) characters", VI: "Độ dài phải từ (min)-(max) ký tự" },
  },
  {
    id: 1,
    source: "^[A-Za-z][A-Za-z0-9]*$",
    flags: "",
    message: {
      EN: "Must start with a letter and contain only letters and numbers, (min)-(max) characters",
      VI: "Phải bắt đầu bằng chữ cái, chỉ gồm chữ và số, (min)-(max) ký tự",
    },
  },
  {
    id: 2,
    source: "^[\\u4e00-\\u9fa5\\u3400-\\u4dbf0-9]+$",
    flags: "u",
    message: {
      EN: "Chinese characters and numbers only, (min)-(max) characters",
      VI: "Chỉ chữ Hán và số, (min)-(max) ký tự",
    },
  },
  {
    id: 3,
    source: "^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$",
    flags: "",
    message: { EN: "Please enter a valid email address", VI: "Vui lòng nhập email hợp lệ" },
  },
  {
    id: 4,
    source: "^[A-Za-z0-9]+$",
    flags: "",
    message: {
      EN: "Letters and numbers only, no special characters, (min)-(max) characters",
      VI: "Chỉ chữ và số, không ký tự đặc biệt, (min)-(max) ký tự",
    },
  },
  {
    id: 5,
    source: "^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$",
    flags: "",
    message: {
      EN: "Must combine letters and numbers, (min)-(max) characters",
      VI: "Phải kết hợp chữ và số, (min)-(max) ký tự",
    },
  },
  {
    id: 6,
    source: "^[0-9]+$",
    flags: "",
    message: { EN: "Numbers only, (min)-(max) digits", VI: "Chỉ được nhập số, (min)-(max) chữ số" },
  },
  {
    id: 7,
    source: "^(?=.*[A-Z])[A-Za-z0-9]+$",
    flags: "",
    message: {
      EN: "Letters and numbers with at least one uppercase letter, (min)-(max) characters",
      VI: "Chữ và số, có ít nhất một chữ in hoa, (min)-(max) ký tự",
    },
  },
  {
    id: 8,
    source: "^(?=.*[A-Za-z])[A-Za-z ]+$",
    flags: "",
    message: {
      EN: "English letters and spaces only, (min)-(max) characters",
      VI: "Chỉ chữ cái tiếng Anh và khoảng trắng, (min)-(max) ký tự",
    },
  },
  {
    id: 9,
    source: "^\\S+$",
    flags: "u",
    message: {
      EN: "Spaces are not allowed, (min)-(max) characters",
      VI: "Không được chứa khoảng trắng, (min)-(max) ký tự",
    },
  },
  {
    id: 10,
    source: "^[\\u4e00-\\u9fa5\\u3400-\\u4dbf\\u3000-\\u303f\\uff00-\\uffef·,.!?;:'\"()]+$",
    flags: "u",
    message: {
      EN: "Chinese characters and punctuation only, (min)-(max) characters",
      VI: "Chỉ chữ Hán và dấu câu, (min)-(max) ký tự",
    },
  },
  {
    id: 11,
    source: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
    flags: "",
    message: { EN: "Date format must be yyyy-MM-dd", VI: "Ngày phải theo định dạng yyyy-MM-dd" },
    refine: (value) => {
      const [year, month, day] = value.split("-").map(Number);
      return isCalendarDate(year ?? 0, month ?? 0, day ?? 0);
    },
  },
  {
    id: 12,
    source: "^(?=.*\\p{L})[\\p{L}\\p{M} ]+$",
    flags: "u",
    message: {
      EN: "Letters and spaces only, (min)-(max) characters",
      VI: "Chỉ chữ cái và khoảng trắng, (min)-(max) ký tự",
    },
  },
  {
    id: 13,
    source: "^[0-9]{2}-[0-9]{2}-[0-9]{4}$",
    flags: "",
    message: { EN: "Date format must be MM-dd-yyyy", VI: "Ngày phải theo định dạng MM-dd-yyyy" },
    refine: (value) => {
      const [month, day, year] = value.split("-").map(Number);
      return isCalendarDate(year ?? 0, month ?? 0, day ?? 0);
    },
  },
  {
    id: 14,
    source: "^[\\p{L}\\p{N}]+$",
    flags: "u",
    message: {
      EN: "Letters and numbers only, (min)-(max) characters",
      VI: "Chỉ chữ và số, (min)-(max) ký tự",
    },
  },
  {
    id: 15,
    source: "^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f ]+$",
    flags: "u",
    message: {
      EN: "Korean characters only, (min)-(max) characters",
      VI: "Chỉ chữ Hàn Quốc, (min)-(max) ký tự",
    },
  },
  {
    id: 16,
    source: "^[\\u0e00-\\u0e7f ]+$",
    flags: "u",
    message: { EN: "Thai characters only, (min)-(max) characters", VI: "Chỉ chữ Thái, (min)-(max) ký tự" },
  },
  {
    id: 17,
    source: "^(?=.*[\\u0e00-\\u0e7fA-Za-z])[\\u0e00-\\u0e7fA-Za-z ]+$",
    flags: "u",
    message: {
      EN: "Thai or English letters and spaces only, (min)-(max) characters",
      VI: "Chỉ chữ Thái hoặc tiếng Anh và khoảng trắng, (min)-(max) ký tự",
    },
  },
  {
    id: 18,
    source: "^(?=.*[A-Z])[A-Z ]+$",
    flags: "",
    message: {
      EN: "Uppercase letters and spaces only, (min)-(max) characters",
      VI: "Chỉ chữ in hoa và khoảng trắng, (min)-(max) ký tự",
    },
  },
  {
    id: 19,
    source: "^[\\x21-\\x7e]+$",
    flags: "",
    message: {
      EN: "Letters, numbers and symbols only, (min)-(max) characters",
      VI: "Chỉ chữ, số và ký hiệu, (min)-(max) ký tự",
    },
  },
  {
    id: 20,
    source: "^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9\\s])\\S+$",
    flags: "",
    message: {
      EN: "At least one uppercase, one lowercase, one number and one special character, (min)-(max) characters",
      VI: "Ít nhất một chữ hoa, một chữ thường, một số và một ký tự đặc biệt, (min)-(max) ký tự",
    },
  },
];

export const PATTERN_IDS = PATTERNS.map((pattern) => pattern.id);

export function patternById(id: number): PatternDefinition {
  const pattern = PATTERNS[id];
  if (!pattern || pattern.id !== id) throw new RangeError(`unknown patternId ${id}`);
  return pattern;
}

const compiled = new Map<number, RegExp>();

export function patternRegExp(id: number): RegExp | undefined {
  const pattern = patternById(id);
  if (pattern.source === "*") return undefined;
  let regex = compiled.get(id);
  if (!regex) {
    regex = new RegExp(pattern.source, pattern.flags);
    compiled.set(id, regex);
  }
  return regex;
}

/** Characters counted as the user sees them (code points), not UTF-16 units. */
export function visibleLength(value: string): number {
  return [...value].length;
}

export interface FieldRuleLike {
  patternId: number;
  minLength: number;
  maxLength: number;
}

/** True when value satisfies the rule's pattern and length. */
export function matchesRule(rule: FieldRuleLike, value: string): boolean {
  const length = visibleLength(value);
  if (length < rule.minLength || length > rule.maxLength) return false;
  const regex = patternRegExp(rule.patternId);
  if (regex && !regex.test(value)) return false;
  const refine = patternById(rule.patternId).refine;
  return refine ? refine(value) : true;
}

export function patternMessage(rule: FieldRuleLike, language: string): string {
  const pattern = patternById(rule.patternId);
  const template = language === "VI" ? pattern.message.VI : pattern.message.EN;
  return template.replace("(min)", String(rule.minLength)).replace("(max)", String(rule.maxLength));
}

/** SPEC §5 payee name: a real name without diacritics, words separated by single spaces. */
export const PAYEE_NAME_PATTERN = /^[A-Za-z]+(?: [A-Za-z]+)*$/;
