import type { ContractType } from "@lotus/contracts";

/**
 * The settlement arithmetic of DOMAIN §5, pure: team figures rolled up the upline tree in memory,
 * the row a team qualifies for, and the difference rule (an agent keeps its own rate on its whole
 * team less what its contracted sub-agents earn on theirs). Money is bigint minor units; rates are
 * basis points, and every product is floored to the minor unit.
 */

export const BP = 10_000n;

export interface RateRow {
  minTurnover: bigint;
  minActiveMembers: number;
  rateBp: number;
}

/** One member's play in the period: stakes, payouts and, for the wage types, settled losing stakes. */
export interface MemberFigures {
  memberId: string;
  bets: bigint;
  wins: bigint;
  losingStakes: bigint;
}

export interface TeamFigures {
  turnover: bigint;
  wins: bigint;
  /** Bets − wins: what the team lost to the house (negative when it won). */
  netLoss: bigint;
  losingStakes: bigint;
  /** Members (the agent included) whose turnover reached the active threshold. */
  active: number;
}

const emptyTeam = (): TeamFigures => ({ turnover: 0n, wins: 0n, netLoss: 0n, losingStakes: 0n, active: 0 });

/** Longest upline chain followed; a longer one (or a loop in bad data) stops there. */
const MAX_DEPTH = 1_000;

/**
 * Every member's team figures (its own play plus all descendants') from the period's per-member
 * figures and the brand's upline map, in one pass up each player's chain.
 */
export function rollUpTeams(
  uplineOf: ReadonlyMap<string, string | null>,
  figures: readonly MemberFigures[],
  activeTurnover: bigint,
): Map<string, TeamFigures> {
  const teams = new Map<string, TeamFigures>();
  for (const member of figures) {
    const active = member.bets >= activeTurnover && member.bets > 0n ? 1 : 0;
    let node: string | null | undefined = member.memberId;
    for (let depth = 0; node && depth < MAX_DEPTH; depth++) {
      let team = teams.get(node);
      if (!team) {
        team = emptyTeam();
        teams.set(node, team);
      }
      team.turnover += member.bets;
      team.wins += member.wins;
      team.netLoss += member.bets - member.wins;
      team.losingStakes += member.losingStakes;
      team.active += active;
      node = uplineOf.get(node);
    }
  }
  return teams;
}

/** The highest row whose thresholds the team reaches (rows go up by turnover), or none. */
export function qualifyingRow(
  rows: readonly RateRow[],
  turnover: bigint,
  active: number,
): RateRow | undefined {
  let found: RateRow | undefined;
  for (const row of rows) if (turnover >= row.minTurnover && active >= row.minActiveMembers) found = row;
  return found;
}

/** The rate a set of rows gives a team with these figures (0 when no row qualifies). */
export const rateAt = (rows: readonly RateRow[], turnover: bigint, active: number) =>
  qualifyingRow(rows, turnover, active)?.rateBp ?? 0;

/**
 * A child's rows are within its parent's when, at every child row's own thresholds, the parent's
 * rows give at least that rate. Parent teams contain child teams, so the parent's rate in any
 * period is then at least the child's: the difference rule never pays a child more than its parent.
 */
export function rowsWithin(child: readonly RateRow[], parent: readonly RateRow[]): boolean {
  return child.every((row) => rateAt(parent, row.minTurnover, row.minActiveMembers) >= row.rateBp);
}

/** The child's rows lowered to fit the parent's (DOMAIN §5.6 caps); the same rows when they fit. */
export function capRows(child: readonly RateRow[], parent: readonly RateRow[]): RateRow[] {
  return child.map((row) => ({
    ...row,
    rateBp: Math.min(row.rateBp, rateAt(parent, row.minTurnover, row.minActiveMembers)),
  }));
}

export const topRate = (rows: readonly RateRow[]) => rows.reduce((max, row) => Math.max(max, row.rateBp), 0);

/** What the rate applies to: net loss for dividend, turnover for daily salary, losing stakes for wages. */
export function baseOf(type: ContractType, team: TeamFigures): bigint {
  if (type === "dividend") return team.netLoss;
  if (type === "daily_salary") return team.turnover;
  return team.losingStakes;
}

export interface ContractTerms {
  contractId: string;
  agentId: string;
  version: number;
  rows: RateRow[];
  carryNegative: boolean;
}

export interface SettlementResult {
  contractId: string;
  agentId: string;
  version: number;
  team: TeamFigures;
  /** Base before carry-over. */
  base: bigint;
  /** Loss the team still owes from earlier periods (≥ 0), and what it owes after this one. */
  carryIn: bigint;
  carryOut: bigint;
  rateBp: number;
  gross: bigint;
  childrenGross: bigint;
  /** gross − childrenGross, never below zero (docs/adr/0010: the house absorbs a shortfall). */
  amount: bigint;
}

/** Applies a rate in basis points, floored to the minor unit. */
export const applyRate = (base: bigint, rateBp: number) => (base > 0n ? (base * BigInt(rateBp)) / BP : 0n);

/**
 * The settlement of every contract of one type for one period. `carryIn` is each contract's unpaid
 * negative result so far (dividend with carry-over); the row is chosen by team turnover and active
 * members; each contract's gross is taken off its nearest contracted ancestor's payable.
 */
export function settleContracts(
  type: ContractType,
  terms: readonly ContractTerms[],
  teams: ReadonlyMap<string, TeamFigures>,
  uplineOf: ReadonlyMap<string, string | null>,
  carryIn: ReadonlyMap<string, bigint> = new Map(),
): SettlementResult[] {
  const byAgent = new Map(terms.map((term) => [term.agentId, term]));
  const results = new Map<string, SettlementResult>();
  for (const term of terms) {
    const team = teams.get(term.agentId) ?? emptyTeam();
    const base = baseOf(type, team);
    const owed = type === "dividend" && term.carryNegative ? (carryIn.get(term.contractId) ?? 0n) : 0n;
    const net = base - owed;
    const rateBp = rateAt(term.rows, team.turnover, team.active);
    const gross = applyRate(net, rateBp);
    const carryOut = type === "dividend" && term.carryNegative && net < 0n ? -net : 0n;
    results.set(term.agentId, {
      contractId: term.contractId,
      agentId: term.agentId,
      version: term.version,
      team,
      base,
      carryIn: owed,
      carryOut,
      rateBp,
      gross,
      childrenGross: 0n,
      amount: 0n,
    });
  }
  for (const result of results.values()) {
    const parent = nearestContracted(result.agentId, uplineOf, byAgent);
    const parentResult = parent ? results.get(parent) : undefined;
    if (parentResult) parentResult.childrenGross += result.gross;
  }
  for (const result of results.values()) {
    const payable = result.gross - result.childrenGross;
    result.amount = payable > 0n ? payable : 0n;
  }
  return [...results.values()];
}

function nearestContracted(
  agentId: string,
  uplineOf: ReadonlyMap<string, string | null>,
  contracted: ReadonlyMap<string, unknown>,
): string | undefined {
  let node = uplineOf.get(agentId);
  for (let depth = 0; node && depth < MAX_DEPTH; depth++) {
    if (contracted.has(node)) return node;
    node = uplineOf.get(node);
  }
  return undefined;
}
