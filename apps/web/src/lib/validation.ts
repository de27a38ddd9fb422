import {
  type CountryItem,
  type FieldRuleLike,
  fieldMessage,
  matchesRule,
  PAYEE_NAME_PATTERN,
  patternMessage,
  type RegisterField,
  visibleLength,
} from "@lotus/contracts";
import { MINIMUM_AGE } from "./constants";

/**
 * Form validation on the contracts' rule table and messages, so a form refuses exactly what the
 * server would refuse and says it in the same words. Each helper returns the message to show
 * under the field, or undefined when the value passes.
 */
export interface RuleView extends FieldRuleLike {
  field: RegisterField;
  enabled: boolean;
  required: boolean;
}

export function findRule<R extends { field: string }>(
  rules: readonly R[],
  field: RegisterField,
): R | undefined {
  return rules.find((rule) => rule.field === field);
}

/** Optional registration fields appear only when the brand enables them (SPEC §5). */
export function isEnabled(rules: readonly RuleView[], field: RegisterField): boolean {
  return findRule(rules, field)?.enabled === true;
}

export function requiredMessage(value: string, label: string, language: string): string | undefined {
  return value.trim() === "" ? fieldMessage("empty", language, { field: label }) : undefined;
}

/**
 * A value against its brand rule: empty is an error only when required; otherwise the rule's
 * pattern and length apply (pattern message with (min) and (max) filled).
 */
export function ruleMessage(
  rule: FieldRuleLike & { required?: boolean },
  value: string,
  label: string,
  language: string,
  options: { required?: boolean } = {},
): string | undefined {
  const required = options.required ?? rule.required ?? false;
  if (value === "") return required ? fieldMessage("empty", language, { field: label }) : undefined;
  return matchesRule(rule, value) ? undefined : patternMessage(rule, language);
}

export function confirmMessage(
  value: string,
  original: string,
  label: string,
  language: string,
): string | undefined {
  if (value === "") return fieldMessage("empty", language, { field: label });
  return value === original ? undefined : fieldMessage("confirmMismatch", language);
}

/** SPEC §5 payee name: real name without diacritics, single spaces, within the rule's length. */
export function payeeNameMessage(
  value: string,
  label: string,
  language: string,
  rule?: FieldRuleLike & { required?: boolean },
): string | undefined {
  if (value === "") return rule?.required ? fieldMessage("empty", language, { field: label }) : undefined;
  const length = visibleLength(value);
  const withinLength = !rule || (length >= rule.minLength && length <= rule.maxLength);
  return withinLength && PAYEE_NAME_PATTERN.test(value) ? undefined : fieldMessage("payeeName", language);
}

/** A local mobile number (a trunk 0 allowed) with the digit count of the chosen region. */
export function normaliseMobileFor(country: CountryItem | undefined, mobile: string): string | undefined {
  if (!country || !/^\d+$/.test(mobile)) return undefined;
  const local = mobile.startsWith("0") ? mobile.slice(1) : mobile;
  return country.mobileDigits.includes(local.length) ? local : undefined;
}

export function mobileMessage(
  country: CountryItem | undefined,
  mobile: string,
  label: string,
  language: string,
): string | undefined {
  if (mobile === "") return fieldMessage("empty", language, { field: label });
  return normaliseMobileFor(country, mobile) ? undefined : fieldMessage("mobile", language);
}

/** Age in whole years on `today` for a yyyy-MM-dd birthday. */
export function ageOn(birthday: string, today: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getFullYear() - year;
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export function birthdayMessage(
  rule: FieldRuleLike & { required?: boolean },
  value: string,
  label: string,
  language: string,
  today = new Date(),
): string | undefined {
  const ruleProblem = ruleMessage(rule, value, label, language);
  if (ruleProblem || value === "") return ruleProblem;
  const age = ageOn(value, today);
  return age !== undefined && age >= MINIMUM_AGE ? undefined : fieldMessage("underage", language);
}

/** Server field errors (`value.fields`) split into the ones a form shows under its fields and the rest. */
export function splitFieldErrors(
  fields: Record<string, string>,
  known: readonly string[],
  aliases: Record<string, string> = {},
): { byField: Record<string, string>; other: string[] } {
  const byField: Record<string, string> = {};
  const other: string[] = [];
  for (const [name, message] of Object.entries(fields)) {
    const target = aliases[name] ?? name;
    if (known.includes(target)) byField[target] = message;
    else other.push(message);
  }
  return { byField, other };
}

/** A new password follows the brand's password rule (SPEC §5), or is at least required without one. */
export function newPasswordMessage(
  rules: readonly RuleView[],
  value: string,
  label: string,
  language: string,
): string | undefined {
  const rule = findRule(rules, "password");
  return rule
    ? ruleMessage(rule, value, label, language, { required: true })
    : requiredMessage(value, label, language);
}
