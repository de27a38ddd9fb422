import {
  EARLIEST_BIRTHDAY,
  type FieldRule,
  fieldMessage,
  matchesRule,
  PAYEE_NAME_PATTERN,
  PLAIN_PROFILE_FIELDS,
  type PlainProfileField,
  PROFILE_LENGTHS,
  type ProfileField,
  type ProfileUpdateBody,
  patternMessage,
  profileFieldMessage,
  type RegisterField,
  visibleLength,
} from "@lotus/contracts";
import { type CalendarDate, hasTurned } from "./member-rules";

/**
 * The rules of a member's own profile edit (SPEC §3, §5), pure. Only fields the brand offers are
 * accepted; an empty text clears a plain field; payee name and ID number are set once, then only an
 * operator changes them. Every failing field is reported at once.
 */

export interface ProfilePolicy {
  editable: readonly ProfileField[];
  /** The brand's registration rules: fields that have one are checked by it. */
  registerRules: readonly FieldRule[];
  current: {
    nickname: string | null;
    profile: Partial<Record<PlainProfileField | "idNumber", string>>;
    payeeName: string | null;
  };
  today: CalendarDate;
  language: string;
}

/** What to write: a value sets a field, null clears it; fields not named stay as they are. */
export interface ProfilePatch {
  nickname?: string | null;
  profile: Partial<Record<Exclude<PlainProfileField, "nickname"> | "idNumber", string | null>>;
  payeeName?: string;
}

export type ProfileValidation =
  | { ok: true; patch: ProfilePatch; changed: string[] }
  | { ok: false; fields: Record<string, string>; locked: boolean };

const NICKNAME = /^[\p{L}\p{M}\p{N}]+(?:[ ._-]+[\p{L}\p{M}\p{N}]+)*[._-]?$/u;
/** Words of letters joined by spaces, dots, apostrophes or hyphens (Việt Nam, Côte d'Ivoire, U.S.). */
const WORDS = /^[\p{L}\p{M}]+(?:[ .'-]+[\p{L}\p{M}]+)*\.?$/u;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Fields that follow the brand's registration rule of the same name. */
const RULED: Partial<Record<PlainProfileField | "idNumber" | "payeeName", RegisterField>> = {
  whatsapp: "whatsapp",
  facebook: "facebook",
  line: "line",
  wechat: "wechat",
  qqNum: "qqNum",
  idNumber: "idNumber",
  payeeName: "payeeName",
};

function calendarDate(value: string): CalendarDate | undefined {
  const match = DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : undefined;
}

const before = (left: CalendarDate, right: CalendarDate) =>
  left.year !== right.year
    ? left.year < right.year
    : left.month !== right.month
      ? left.month < right.month
      : left.day < right.day;

/** Collapses runs of white space; every field is stored as one line. */
function tidy(value: string): string {
  return value.trim().replace(/\s+/g, " ");
}

/** A birthday: a real yyyy-MM-dd date, not before 1900, in the past, and 18 years ago at least. */
export function birthdayProblem(value: string, today: CalendarDate, language: string): string | undefined {
  const born = calendarDate(value);
  const earliest = calendarDate(EARLIEST_BIRTHDAY);
  if (!born || !earliest || before(born, earliest)) return profileFieldMessage("date", language);
  if (!before(born, today)) return profileFieldMessage("future", language);
  if (!hasTurned(born, today)) return fieldMessage("underage", language);
  return undefined;
}

/** Checks one plain or payout value (already tidied, not empty); returns the value to store or a message. */
function check(
  field: PlainProfileField | "idNumber" | "payeeName",
  value: string,
  policy: ProfilePolicy,
): { value: string } | { problem: string } {
  const { language } = policy;
  const length = (min: number, max: number) =>
    visibleLength(value) < min || visibleLength(value) > max
      ? profileFieldMessage("length", language, { min, max })
      : undefined;
  const ruled = RULED[field];
  if (ruled) {
    const rule = policy.registerRules.find((entry) => entry.field === ruled);
    const typed = field === "whatsapp" ? value.replace(/[\s-]/g, "").replace(/^\+/, "") : value;
    if (field === "payeeName" && !PAYEE_NAME_PATTERN.test(typed))
      return { problem: fieldMessage("payeeName", language) };
    if (rule && !matchesRule(rule, typed)) return { problem: patternMessage(rule, language) };
    return { value: typed };
  }
  switch (field) {
    case "nickname": {
      const { min, max } = PROFILE_LENGTHS.nickname;
      const problem =
        length(min, max) ?? (NICKNAME.test(value) ? undefined : profileFieldMessage("nickname", language));
      return problem ? { problem } : { value };
    }
    case "birthday": {
      const problem = birthdayProblem(value, policy.today, language);
      return problem ? { problem } : { value };
    }
    case "address": {
      const problem = length(PROFILE_LENGTHS.address.min, PROFILE_LENGTHS.address.max);
      return problem ? { problem } : { value };
    }
    case "nationality":
    case "occupation": {
      const { min, max } = PROFILE_LENGTHS[field];
      const problem =
        length(min, max) ?? (WORDS.test(value) ? undefined : profileFieldMessage("letters", language));
      return problem ? { problem } : { value };
    }
    case "sourceOfIncome":
      // The contract only lets the listed sources through.
      return { value };
    case "zalo": {
      const digits = value.replace(/[\s-]/g, "");
      const { min, max } = PROFILE_LENGTHS.zalo;
      return new RegExp(`^\\d{${min},${max}}$`).test(digits)
        ? { value: digits }
        : { problem: profileFieldMessage("digits", language, { min, max }) };
    }
    case "telegram": {
      const name = value.replace(/^@/, "");
      return /^[A-Za-z0-9_]{5,32}$/.test(name)
        ? { value: name }
        : { problem: profileFieldMessage("telegram", language) };
    }
    default:
      return { value };
  }
}

function currentOf(field: PlainProfileField | "idNumber", policy: ProfilePolicy): string | null {
  if (field === "nickname") return policy.current.nickname;
  return policy.current.profile[field] ?? null;
}

/** Sorts out a profile edit: what to write, what changed, or every field's problem. */
export function validateProfileEdit(body: ProfileUpdateBody, policy: ProfilePolicy): ProfileValidation {
  const fields: Record<string, string> = {};
  let locked = false;
  const patch: ProfilePatch = { profile: {} };
  const changed: string[] = [];
  const offered = (field: ProfileField) => policy.editable.includes(field);

  for (const field of PLAIN_PROFILE_FIELDS) {
    const raw = body[field];
    if (raw === undefined) continue;
    if (!offered(field)) {
      fields[field] = profileFieldMessage("notOffered", policy.language);
      continue;
    }
    const text = tidy(raw);
    let next: string | null = null;
    if (text) {
      const outcome = check(field, text, policy);
      if ("problem" in outcome) {
        fields[field] = outcome.problem;
        continue;
      }
      next = outcome.value;
    }
    if (next === currentOf(field, policy)) continue;
    changed.push(field);
    if (field === "nickname") patch.nickname = next;
    else patch.profile[field] = next;
  }

  // Payout fields: once set, the member cannot change them (the same value again is no change).
  for (const field of ["payeeName", "idNumber"] as const) {
    const raw = body[field];
    if (raw === undefined) continue;
    if (!offered(field)) {
      fields[field] = profileFieldMessage("notOffered", policy.language);
      continue;
    }
    const text = tidy(raw);
    const current =
      field === "payeeName" ? policy.current.payeeName : (policy.current.profile.idNumber ?? null);
    if (current) {
      const same = text.toUpperCase() === current.toUpperCase();
      if (!same) {
        fields[field] = profileFieldMessage("locked", policy.language);
        locked = true;
      }
      continue;
    }
    if (!text) continue;
    const outcome = check(field, text, policy);
    if ("problem" in outcome) {
      fields[field] = outcome.problem;
      continue;
    }
    changed.push(field);
    if (field === "payeeName") patch.payeeName = outcome.value;
    else patch.profile.idNumber = outcome.value;
  }

  if (Object.keys(fields).length) return { ok: false, fields, locked };
  return { ok: true, patch, changed };
}
