/** Masks for personal data shown back to the member (GET /wps/member/info). Pure. */

/** "+84 912***001": the first and last three digits stay, the middle is starred digit by digit. */
export function maskMobile(dialingCode: string, localNumber: string): string {
  const keep = localNumber.length >= 7 ? 3 : 1;
  if (localNumber.length <= keep * 2) return `+${dialingCode} ${"*".repeat(localNumber.length)}`;
  const middle = "*".repeat(localNumber.length - keep * 2);
  return `+${dialingCode} ${localNumber.slice(0, keep)}${middle}${localNumber.slice(-keep)}`;
}

/** "demo01@lotus.local" → "de***@lotus.local"; a one- or two-letter name keeps only its first letter. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  const local = email.slice(0, at);
  const keep = local.length > 2 ? 2 : 1;
  return `${local.slice(0, keep)}***${email.slice(at)}`;
}

/** "NGUYEN VAN DEMO" → "N***** *** ***O": letters hidden except the first and the last, spaces kept. */
export function maskPayeeName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 2) return chars.map((char, index) => (index === 0 ? char : "*")).join("");
  return chars
    .map((char, index) => (index === 0 || index === chars.length - 1 || char === " " ? char : "*"))
    .join("");
}

/** Any other personal text ("0123456789" → "0***9"): only the first and last characters stay. */
export function maskText(value: string): string {
  const chars = [...value.trim()];
  if (chars.length === 0) return "";
  if (chars.length <= 2) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
