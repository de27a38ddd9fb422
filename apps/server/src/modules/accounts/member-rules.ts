import { ACCOUNT_TYPES, type BrandSettings, isAgentType, isFeatureOn } from "@lotus/contracts";

/** Pure account rules: age, password expiry, who may log in to the member site. */

export const MINIMUM_AGE = 18;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The calendar date at `now` in a time zone (the brand's business day, DESIGN §5). */
export function dateInZone(now: number, timeZone: string): CalendarDate {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date(now));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/** Reads a birthday typed as yyyy-MM-dd (pattern 11) or MM-dd-yyyy (pattern 13). */
export function parseBirthday(value: string): CalendarDate | undefined {
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (match) return { year: Number(match[3]), month: Number(match[1]), day: Number(match[2]) };
  return undefined;
}

/** Whether someone born on `birthday` has turned `years` on `today` (29 February counts from 1 March). */
export function hasTurned(birthday: CalendarDate, today: CalendarDate, years = MINIMUM_AGE): boolean {
  const turnsYear = birthday.year + years;
  if (today.year !== turnsYear) return today.year > turnsYear;
  if (today.month !== birthday.month) return today.month > birthday.month;
  return today.day >= birthday.day;
}

export interface PasswordState {
  mustChangePassword: boolean;
  passwordChangedAt: Date;
}

/**
 * SPEC §4: a forced change when the password is the brand default, when an operator asked for
 * it, or when it is older than passwordExpiryDays with forcedPasswordExpiryChange on. Never for
 * SMS (and other password-less) logins.
 */
export function passwordExpired(
  member: PasswordState,
  settings: Pick<BrandSettings, "features" | "defaultPassword" | "passwordExpiryDays">,
  now: number,
  login: { method: "password" | "remember" | "sms" | "register" | "recovery" | "freeplay"; typed?: string },
): boolean {
  if (login.method !== "password" && login.method !== "remember") return false;
  if (login.typed !== undefined && settings.defaultPassword && login.typed === settings.defaultPassword)
    return true;
  if (member.mustChangePassword) return true;
  if (!isFeatureOn(settings, "forcedPasswordExpiryChange") || settings.passwordExpiryDays <= 0) return false;
  return now - member.passwordChangedAt.getTime() > settings.passwordExpiryDays * 86_400_000;
}

/** SPEC §6: members, credit members and agents use the member site; trial accounts only by free play. */
export function mayLogInToMemberSite(accountType: number): boolean {
  return (
    accountType === ACCOUNT_TYPES.member || accountType === ACCOUNT_TYPES.credit || isAgentType(accountType)
  );
}

/** Payee names compare without case and extra spaces ("nguyen  van demo" = "NGUYEN VAN DEMO"). */
export function sameName(left: string, right: string): boolean {
  const normal = (value: string) => value.trim().replace(/\s+/g, " ").toUpperCase();
  return normal(left) === normal(right) && normal(left) !== "";
}

export function sameEmail(left: string, right: string): boolean {
  return left.trim().toLowerCase() === right.trim().toLowerCase() && left.trim() !== "";
}

/**
 * VIP labels first, then the others in their stored order. With the member's real VIP level
 * (`vipLevel`, the ladder's name) that label comes first and free-text VIP labels are dropped.
 */
export function orderMemberLabels(labels: readonly string[], vipLevel?: string): string[] {
  const others = labels.filter((label) => !/^vip/i.test(label));
  if (vipLevel) return [vipLevel, ...others.filter((label) => label !== vipLevel)];
  return [...labels.filter((label) => /^vip/i.test(label)), ...others];
}
