import { REWARD_SOURCES, REWARD_STATUSES, type RewardSourceName, type RewardStatus } from "@lotus/contracts";
import type { StatusTones } from "@lotus/ui/status/Badge";

/** The reward centre's rules (SPEC §2 rewardCenter): what can be claimed and how a reward reads. */

export const REWARD_STATUS_TONES: StatusTones<RewardStatus> = {
  waiting: "warning",
  approval: "info",
  paying: "info",
  paid: "success",
  expired: "muted",
  rejected: "danger",
};

/** A reward the member may claim now: waiting, and its claim-by time (if any) not yet passed. */
export function isClaimable(reward: { status: RewardStatus; claimBy: number | null }, now: number): boolean {
  return reward.status === "waiting" && (reward.claimBy === null || reward.claimBy > now);
}

/** Waiting rewards first (the soonest claim-by first), then the rest as the server ordered them. */
export function waitingFirst<R extends { status: RewardStatus; claimBy: number | null }>(
  list: readonly R[],
): R[] {
  const rank = (reward: R) => (reward.status === "waiting" ? 0 : 1);
  const deadline = (reward: R) => reward.claimBy ?? Number.POSITIVE_INFINITY;
  return list
    .map((reward, index) => ({ reward, index }))
    .sort(
      (a, b) =>
        rank(a.reward) - rank(b.reward) ||
        (rank(a.reward) === 0 ? deadline(a.reward) - deadline(b.reward) : 0) ||
        a.index - b.index,
    )
    .map(({ reward }) => reward);
}

export type RewardPart =
  | { kind: "cash"; amount: number }
  | { kind: "points"; count: number }
  | { kind: "tickets"; count: number };

/** What a reward gives, in a fixed order, leaving out what it does not give. */
export function rewardParts(reward: { cash: number; points: number; raffleTickets: number }): RewardPart[] {
  const parts: RewardPart[] = [];
  if (reward.cash > 0) parts.push({ kind: "cash", amount: reward.cash });
  if (reward.points > 0) parts.push({ kind: "points", count: reward.points });
  if (reward.raffleTickets > 0) parts.push({ kind: "tickets", count: reward.raffleTickets });
  return parts;
}

/** A filter value from the URL, kept only when it is one of the known values. */
export function oneOf<T extends string>(values: readonly T[], raw: string | undefined): T | undefined {
  return raw && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

export const rewardStatusOf = (raw: string | undefined): RewardStatus | undefined =>
  oneOf(REWARD_STATUSES, raw);
export const rewardSourceOf = (raw: string | undefined): RewardSourceName | undefined =>
  oneOf(REWARD_SOURCES, raw);

/** The badge's text: the count, capped as "99+" so it stays one short label. */
export function badgeCount(count: number): string | undefined {
  if (!(count > 0)) return undefined;
  return count > 99 ? "99+" : String(count);
}
