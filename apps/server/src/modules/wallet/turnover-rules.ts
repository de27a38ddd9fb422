/** Pure rules of bonus rollovers (turnover requirements). */

/**
 * How much of a valid bet counts towards one requirement (`added`) and how much of the bet that
 * used (`used`): the bet counts at the requirement's weight for the game type (percent; a type not
 * listed counts 100, 0 excludes it), and only what the requirement still misses is taken, so the
 * rest of the bet passes on to the next requirement at full value.
 */
export function countTowards(
  requirement: { required: bigint; achieved: bigint; weights: Record<string, number> | null },
  bet: bigint,
  gameType: string | undefined,
): { added: bigint; used: bigint } {
  const weight = BigInt(Math.round(requirement.weights?.[gameType ?? ""] ?? 100));
  if (weight <= 0n) return { added: 0n, used: 0n };
  const missing = requirement.required - requirement.achieved;
  const weighted = (bet * weight) / 100n;
  if (weighted <= missing) return { added: weighted, used: bet };
  // Only part of the bet is needed; rounding down passes the odd minor unit on, in the member's favour.
  const used = (missing * 100n) / weight;
  return { added: missing, used: used < bet ? used : bet };
}
