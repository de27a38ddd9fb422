/** SPEC §6 account types (no schemas here: the site's first screen reads them, docs/adr/0009). */
export const ACCOUNT_TYPES = { member: 0, trial: 4, credit: 6 } as const;
export const AGENT_ACCOUNT_TYPES = [1, 2, 41, 42] as const;
export function isAgentType(type: number): boolean {
  return (AGENT_ACCOUNT_TYPES as readonly number[]).includes(type);
}
/** SPEC §5 login check: a token exists and the account is not a trial account. */
export function passesLoginCheck(token: string | null | undefined, accountType: number | undefined): boolean {
  return Boolean(token) && accountType !== ACCOUNT_TYPES.trial;
}
