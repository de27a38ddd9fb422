import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { periodOf } from "./periods";
import {
  type ContractTerms,
  capRows,
  type MemberFigures,
  qualifyingRow,
  type RateRow,
  rollUpTeams,
  rowsWithin,
  settleContracts,
} from "./settlement";

const M = 1_000_000n;
/** DOMAIN §5.3's example daily-salary table. */
const DAILY_TABLE: RateRow[] = [
  { minTurnover: 10n * M, minActiveMembers: 3, rateBp: 30 },
  { minTurnover: 50n * M, minActiveMembers: 5, rateBp: 50 },
  { minTurnover: 200n * M, minActiveMembers: 10, rateBp: 80 },
  { minTurnover: 1_000n * M, minActiveMembers: 20, rateBp: 100 },
];
const flat = (rateBp: number): RateRow[] => [{ minTurnover: 0n, minActiveMembers: 0, rateBp }];
const play = (memberId: string, bets: bigint, wins = 0n): MemberFigures => ({
  memberId,
  bets,
  wins,
  losingStakes: 0n,
});
const terms = (agentId: string, rows: RateRow[], carryNegative = false): ContractTerms => ({
  contractId: `c-${agentId}`,
  agentId,
  version: 1,
  rows,
  carryNegative,
});

describe("rows and active members (DOMAIN §5.3)", () => {
  it("picks the highest row whose turnover and active-member thresholds are both reached", () => {
    expect(qualifyingRow(DAILY_TABLE, 60n * M, 6)?.rateBp).toBe(50);
    // Turnover for row 2 but only 4 active members: row 1.
    expect(qualifyingRow(DAILY_TABLE, 60n * M, 4)?.rateBp).toBe(30);
    expect(qualifyingRow(DAILY_TABLE, 5n * M, 50)).toBeUndefined();
    // The top value of a band belongs to it.
    expect(qualifyingRow(DAILY_TABLE, 200n * M, 10)?.rateBp).toBe(80);
  });

  it("counts a member active only at the turnover threshold, and the team's row follows", () => {
    const uplines = new Map<string, string | null>([
      ["agent", null],
      ["p1", "agent"],
      ["p2", "agent"],
      ["p3", "agent"],
    ]);
    const teams = rollUpTeams(uplines, [play("p1", 1_000n), play("p2", 999n), play("p3", 30n * M)], 1_000n);
    expect(teams.get("agent")).toMatchObject({ active: 2, turnover: 30n * M + 1_999n });
    const [result] = settleContracts("daily_salary", [terms("agent", DAILY_TABLE)], teams, uplines);
    // 2 active members: no row of the table qualifies.
    expect(result?.amount).toBe(0n);
  });

  it("counts a sub-agent's own bets in its team and its upline's, and the sub-agent as active", () => {
    // The demo's small first row: 100,000₫ (10M minor) and 1 active member at 0.20%; the sub-agent grants 0.10%.
    const uplines = new Map<string, string | null>([
      ["top", null],
      ["sub", "top"],
    ]);
    const teams = rollUpTeams(uplines, [play("sub", 10n * M)], 100_000n);
    expect(teams.get("sub")).toMatchObject({ turnover: 10n * M, active: 1 });
    expect(teams.get("top")).toMatchObject({ turnover: 10n * M, active: 1 });
    const first = (rateBp: number): RateRow[] => [{ minTurnover: 10n * M, minActiveMembers: 1, rateBp }];
    const results = settleContracts(
      "daily_salary",
      [terms("top", first(20)), terms("sub", first(10))],
      teams,
      uplines,
    );
    expect(results.find((r) => r.agentId === "sub")).toMatchObject({ rateBp: 10, amount: 10_000n });
    expect(results.find((r) => r.agentId === "top")).toMatchObject({ gross: 20_000n, amount: 10_000n });
  });

  it("pays 0.5% of a 60M team with 6 active members: 300,000", () => {
    const uplines = new Map<string, string | null>([["agent", null]]);
    const players = Array.from({ length: 6 }, (_, i) => play(`p${i}`, 10n * M));
    for (const player of players) uplines.set(player.memberId, "agent");
    const teams = rollUpTeams(uplines, players, 1_000n);
    const [result] = settleContracts("daily_salary", [terms("agent", DAILY_TABLE)], teams, uplines);
    expect(result).toMatchObject({ rateBp: 50, gross: 300_000n, amount: 300_000n });
  });
});

describe("the difference rule across three levels (DOMAIN §5.2–5.3)", () => {
  // A (1.0%) ← B (0.8%) ← C (0.5%); each has one direct player.
  const uplines = new Map<string, string | null>([
    ["A", null],
    ["B", "A"],
    ["C", "B"],
    ["pA", "A"],
    ["pB", "B"],
    ["pC", "C"],
  ]);
  const players = [play("pA", 100n * M), play("pB", 50n * M), play("pC", 20n * M)];
  const contracts = [terms("A", flat(100)), terms("B", flat(80)), terms("C", flat(50))];

  it("keeps each upline's own rate on direct players plus the rate difference on sub-teams", () => {
    const results = settleContracts("daily_salary", contracts, rollUpTeams(uplines, players, 0n), uplines);
    const amount = (agent: string) => results.find((result) => result.agentId === agent)?.amount;
    expect(amount("A")).toBe(1_000_000n + 140_000n); // 1% × 100M + (1% − 0.8%) × 70M
    expect(amount("B")).toBe(400_000n + 60_000n); // 0.8% × 50M + (0.8% − 0.5%) × 20M
    expect(amount("C")).toBe(100_000n); // 0.5% × 20M
    expect(results.reduce((sum, result) => sum + result.amount, 0n)).toBe(1_700_000n); // A's gross
  });

  it("a sub-agent without a contract leaves its whole team at its upline's rate", () => {
    const results = settleContracts(
      "daily_salary",
      [terms("A", flat(100)), terms("C", flat(50))],
      rollUpTeams(uplines, players, 0n),
      uplines,
    );
    expect(results.find((result) => result.agentId === "A")?.amount).toBe(1_700_000n - 100_000n);
  });
});

describe("dividend with negative carry-over (DOMAIN §5.2)", () => {
  const uplines = new Map<string, string | null>([
    ["agent", null],
    ["p", "agent"],
  ]);
  const settle = (netLoss: bigint, carryNegative: boolean, carry: bigint) =>
    settleContracts(
      "dividend",
      [terms("agent", flat(3_000), carryNegative)],
      rollUpTeams(uplines, [netLoss >= 0n ? play("p", netLoss) : play("p", 0n, -netLoss)], 0n),
      uplines,
      new Map([["c-agent", carry]]),
    )[0];

  it("−10,000 in March then +15,000 in April at 30% pays 1,500", () => {
    const march = settle(-10_000n, true, 0n);
    expect(march).toMatchObject({ amount: 0n, carryOut: 10_000n });
    const april = settle(15_000n, true, march?.carryOut ?? 0n);
    expect(april).toMatchObject({ carryIn: 10_000n, amount: 1_500n, carryOut: 0n });
  });

  it("without carry-over April pays its own 30% of 15,000", () => {
    expect(settle(-10_000n, false, 0n)?.carryOut).toBe(0n);
    expect(settle(15_000n, false, 10_000n)?.amount).toBe(4_500n);
  });

  it("a loss larger than the carry leaves the rest owed", () => {
    expect(settle(4_000n, true, 10_000n)).toMatchObject({ amount: 0n, carryOut: 6_000n });
  });
});

describe("caps after a parent's rate drops (DOMAIN §5.6)", () => {
  it("lowers only the rows above the parent's new rate", () => {
    const child: RateRow[] = [
      { minTurnover: 0n, minActiveMembers: 0, rateBp: 30 },
      { minTurnover: 50n * M, minActiveMembers: 5, rateBp: 70 },
    ];
    expect(rowsWithin(child, flat(80))).toBe(true);
    expect(rowsWithin(child, flat(50))).toBe(false);
    expect(capRows(child, flat(50)).map((row) => row.rateBp)).toEqual([30, 50]);
  });

  it("judges a tiered child at its own thresholds against the parent's tiers", () => {
    // At 10M / 3 active the parent gives 0.3%: a child row of 0.4% there is above it.
    expect(rowsWithin([{ minTurnover: 10n * M, minActiveMembers: 3, rateBp: 40 }], DAILY_TABLE)).toBe(false);
    expect(rowsWithin([{ minTurnover: 50n * M, minActiveMembers: 5, rateBp: 40 }], DAILY_TABLE)).toBe(true);
  });
});

describe("periods in the brand's calendar", () => {
  it("half-monthly periods run 1st–15th and 16th–month end; weeks start on Monday", () => {
    expect(periodOf("H", "2026-02-15")).toMatchObject({ startDay: "2026-02-01", endDay: "2026-02-16" });
    expect(periodOf("H", "2026-02-16")).toMatchObject({ startDay: "2026-02-16", endDay: "2026-03-01" });
    expect(periodOf("W", "2026-11-25")).toMatchObject({ startDay: "2026-11-23", endDay: "2026-11-30" });
    expect(periodOf("M", "2026-12-31")).toMatchObject({ startDay: "2026-12-01", endDay: "2027-01-01" });
  });
});

describe("properties over random trees", () => {
  /** A random agent tree (parents before children) with players and rates never above the parent's. */
  const tree = fc
    .array(
      fc.record({ parent: fc.nat(), rate: fc.integer({ min: 0, max: 100 }), contracted: fc.boolean() }),
      {
        minLength: 1,
        maxLength: 25,
      },
    )
    .chain((agents) =>
      fc.record({
        agents: fc.constant(agents),
        players: fc.array(
          fc.record({
            agent: fc.nat({ max: agents.length - 1 }),
            bets: fc.bigInt({ min: 0n, max: 10n ** 12n }),
          }),
          { maxLength: 60 },
        ),
      }),
    );

  it("pays the tree exactly its top agents' gross, never a negative amount, never a child above its parent", () => {
    fc.assert(
      fc.property(tree, ({ agents, players }) => {
        const uplines = new Map<string, string | null>();
        const rates: number[] = [];
        const contracts: ContractTerms[] = [];
        agents.forEach((agent, i) => {
          const parent = i === 0 ? null : agent.parent % i;
          uplines.set(`a${i}`, parent === null ? null : `a${parent}`);
          // Within the nearest contracted ancestor's rate (an uncontracted agent offers nothing).
          let ceiling = 10_000;
          for (let p = parent; p !== null; p = p === 0 ? null : (agents[p]?.parent ?? 0) % p)
            if (agents[p]?.contracted) {
              ceiling = rates[p] ?? 0;
              break;
            }
          rates[i] = Math.min(agent.rate + 1, ceiling);
          if (agent.contracted && (rates[i] ?? 0) > 0) contracts.push(terms(`a${i}`, flat(rates[i] ?? 0)));
        });
        const figures = players.map((player, i) => {
          uplines.set(`p${i}`, `a${player.agent}`);
          return play(`p${i}`, player.bets);
        });
        const results = settleContracts(
          "daily_salary",
          contracts,
          rollUpTeams(uplines, figures, 0n),
          uplines,
        );
        const contracted = new Set(contracts.map((c) => c.agentId));
        const isTop = (agentId: string) => {
          for (let node = uplines.get(agentId); node; node = uplines.get(node))
            if (contracted.has(node)) return false;
          return true;
        };
        const paid = results.reduce((sum, result) => sum + result.amount, 0n);
        const topGross = results
          .filter((r) => isTop(r.agentId))
          .reduce((sum, result) => sum + result.gross, 0n);
        expect(results.every((result) => result.amount >= 0n)).toBe(true);
        // Flooring per agent can lose at most one minor unit per contract against the top's gross.
        expect(topGross - paid).toBeGreaterThanOrEqual(0n);
        expect(topGross - paid).toBeLessThanOrEqual(BigInt(results.length));
      }),
    );
  });

  it("a capped child is always within its parent", () => {
    const rows = fc.array(
      fc.record({
        minTurnover: fc.bigInt({ min: 0n, max: 10n ** 9n }),
        minActiveMembers: fc.nat({ max: 30 }),
        rateBp: fc.integer({ min: 1, max: 10_000 }),
      }),
      { minLength: 1, maxLength: 5 },
    );
    const sorted = (list: RateRow[]) => [...list].sort((a, b) => (a.minTurnover < b.minTurnover ? -1 : 1));
    fc.assert(
      fc.property(rows, rows, (child, parent) => {
        expect(rowsWithin(capRows(sorted(child), sorted(parent)), sorted(parent))).toBe(true);
      }),
    );
  });
});
