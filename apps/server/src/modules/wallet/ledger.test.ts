import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyLegs, LedgerRuleError, type Leg, normaliseLegs, sequentialLegs } from "./ledger";

const member = (accountId: number, amount: number): Leg => ({
  accountId: BigInt(accountId),
  amount: BigInt(amount),
  member: true,
});
const house = (accountId: number, amount: number): Leg => ({
  accountId: BigInt(accountId),
  amount: BigInt(amount),
  member: false,
});

describe("ledger legs", () => {
  it("accepts balanced legs and sorts them by account (the lock order)", () => {
    expect(normaliseLegs([house(9, 500), member(3, -500)]).map((leg) => leg.accountId)).toEqual([3n, 9n]);
  });

  it("merges legs of the same account and drops zero legs", () => {
    const legs = normaliseLegs([member(1, -300), member(1, -200), house(2, 500), house(3, 0)]);
    expect(legs).toEqual([member(1, -500), house(2, 500)]);
  });

  it("refuses unbalanced postings and postings with fewer than two legs", () => {
    expect(() => normaliseLegs([member(1, -1), house(2, 2)])).toThrow(LedgerRuleError);
    expect(() => normaliseLegs([member(1, 5), member(1, -5)])).toThrow(LedgerRuleError);
  });

  it("keeps a sequential posting's legs in order: the bet is checked before the win is added", () => {
    const round = [member(1, -1000), house(2, 1000), member(1, 1500), house(2, -1500)];
    expect(sequentialLegs(round)).toEqual(round);
    expect(applyLegs(new Map([[1n, 999n]]), sequentialLegs(round))).toBe("insufficient");
    expect(applyLegs(new Map([[1n, 1000n]]), sequentialLegs(round))).toEqual(
      new Map([
        [1n, 1500n],
        [2n, -500n],
      ]),
    );
    // A zero win drops out; a lost round is a plain bet.
    expect(sequentialLegs([member(1, -10), house(2, 10), member(1, 0), house(2, 0)])).toHaveLength(2);
  });

  it("refuses sequential postings over two member accounts or that do not balance", () => {
    expect(() => sequentialLegs([member(1, -5), member(3, 5)])).toThrow(LedgerRuleError);
    expect(() => sequentialLegs([member(1, -5), house(2, 4)])).toThrow(LedgerRuleError);
    expect(() => sequentialLegs([member(1, -5), house(1, 5)])).toThrow(LedgerRuleError);
  });

  it("keeps the sum of all balances at zero and member balances non-negative (model property)", () => {
    const arbitraryPosting = fc
      .tuple(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 5, max: 6 }),
        fc.bigInt({ min: -10_000n, max: 10_000n }),
      )
      .map(([memberAccount, houseAccount, amount]): Leg[] => [
        { accountId: BigInt(memberAccount), amount, member: true },
        { accountId: BigInt(houseAccount), amount: -amount, member: false },
      ]);
    fc.assert(
      fc.property(fc.array(arbitraryPosting, { maxLength: 60 }), (postings) => {
        let balances = new Map<bigint, bigint>();
        for (const legs of postings) {
          if (legs[0]?.amount === 0n) continue;
          const next = applyLegs(balances, normaliseLegs(legs));
          if (next !== "insufficient") balances = next;
        }
        const total = [...balances.values()].reduce((sum, value) => sum + value, 0n);
        expect(total).toBe(0n);
        for (const accountId of [1n, 2n, 3n, 4n])
          expect(balances.get(accountId) ?? 0n).toBeGreaterThanOrEqual(0n);
      }),
    );
  });
});
