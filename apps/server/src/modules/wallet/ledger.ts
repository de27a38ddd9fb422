/**
 * Pure rules of the double-entry ledger (DESIGN §4): a posting is a set of legs on accounts whose
 * amounts sum to zero; member accounts may never go below zero.
 */

export interface Leg {
  accountId: bigint;
  amount: bigint;
  /** Member accounts carry a balance that must stay >= 0; house accounts carry none. */
  member: boolean;
}

export interface Posting {
  brandId: string;
  kind: string;
  idempotencyKey: string;
  memberId?: string;
  reference?: string;
  metadata?: Record<string, unknown>;
  legs: Leg[];
  /**
   * Keep the legs as given, in order, instead of merging them per account: a game round's bet and
   * win on the one member account are two entries, the bet checked against the balance before the
   * win is added. Allowed for postings that touch a single member account.
   */
  sequential?: boolean;
}

export class LedgerRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LedgerRuleError";
  }
}

/** Merges legs on the same account, drops zero legs, and checks the posting balances. */
export function normaliseLegs(legs: readonly Leg[]): Leg[] {
  const merged = new Map<bigint, Leg>();
  for (const leg of legs) {
    const existing = merged.get(leg.accountId);
    if (existing && existing.member !== leg.member)
      throw new LedgerRuleError("an account cannot be both member and house");
    merged.set(leg.accountId, { ...leg, amount: (existing?.amount ?? 0n) + leg.amount });
  }
  const result = [...merged.values()]
    .filter((leg) => leg.amount !== 0n)
    .sort((a, b) => (a.accountId < b.accountId ? -1 : 1));
  if (result.length < 2) throw new LedgerRuleError("a posting needs at least two non-zero legs");
  const total = result.reduce((sum, leg) => sum + leg.amount, 0n);
  if (total !== 0n) throw new LedgerRuleError(`legs sum to ${total}, not zero`);
  return result;
}

/**
 * The legs of a sequential posting: order kept, zero legs dropped, one member account at most (the
 * batch applies its legs one by one; the multi-account statement could not).
 */
export function sequentialLegs(legs: readonly Leg[]): Leg[] {
  const result = legs.filter((leg) => leg.amount !== 0n);
  const kinds = new Map<bigint, boolean>();
  for (const leg of result) {
    if (kinds.has(leg.accountId) && kinds.get(leg.accountId) !== leg.member)
      throw new LedgerRuleError("an account cannot be both member and house");
    kinds.set(leg.accountId, leg.member);
  }
  const memberAccounts = new Set(result.filter((leg) => leg.member).map((leg) => leg.accountId));
  if (memberAccounts.size > 1) throw new LedgerRuleError("a sequential posting touches one member account");
  if (result.length < 2) throw new LedgerRuleError("a posting needs at least two non-zero legs");
  const total = result.reduce((sum, leg) => sum + leg.amount, 0n);
  if (total !== 0n) throw new LedgerRuleError(`legs sum to ${total}, not zero`);
  return result;
}

/** The legs a posting stores: merged per account, or as given for a sequential posting. */
export function postingLegs(posting: Posting): Leg[] {
  return posting.sequential ? sequentialLegs(posting.legs) : normaliseLegs(posting.legs);
}

/** A stable fingerprint of what a posting moves, to refuse the same key with other content. */
export function contentFingerprint(posting: Posting, legs: readonly Leg[]): string {
  return JSON.stringify({
    kind: posting.kind,
    memberId: posting.memberId ?? null,
    reference: posting.reference ?? null,
    legs: legs.map((leg) => [leg.accountId.toString(), leg.amount.toString()]),
  });
}

/** Applies normalised legs to balances (the model the database must agree with). */
export function applyLegs(
  balances: Map<bigint, bigint>,
  legs: readonly Leg[],
): Map<bigint, bigint> | "insufficient" {
  const next = new Map(balances);
  for (const leg of legs) {
    const after = (next.get(leg.accountId) ?? 0n) + leg.amount;
    if (leg.member && after < 0n) return "insufficient";
    next.set(leg.accountId, after);
  }
  return next;
}
