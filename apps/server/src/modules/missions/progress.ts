import type { MissionCounter, ProfileAction } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import type { Platform } from "../../platform/platform";
import { membersWithProfileFact, profileFacts } from "../accounts";
import { bankAccountHolders } from "../payments";
import type { RewardsService } from "../rewards";
import { memberDeposits } from "../wallet";

/** What a mission counts, as the progress reader needs it. */
export interface CountedMission {
  counter: MissionCounter;
  gameType: string | null;
  gameId: string | null;
  profileAction: ProfileAction | null;
}

/** The counting fields of a stored mission. */
export function counted(mission: {
  counter: string;
  gameType: string | null;
  gameId: string | null;
  profileAction: string | null;
}): CountedMission {
  return {
    counter: mission.counter as MissionCounter,
    gameType: mission.gameType,
    gameId: mission.gameId,
    profileAction: mission.profileAction as ProfileAction | null,
  };
}

/** How many candidates the mission job looks at per mission and run (the next run takes the rest). */
export const CANDIDATE_LIMIT = 2_000;

/**
 * Counts missions' progress from the sources they name — settled rounds (the rewards core's valid
 * turnover, or games' per-game read), deposit postings and profile facts — over a period. One
 * reader serves one request or job run: reads shared by several missions are made once.
 */
export function createProgressReader(platform: Platform, rewards: RewardsService, brand: Brand) {
  const memo = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let value = memo.get(key) as Promise<T> | undefined;
    if (!value) {
      value = load();
      memo.set(key, value);
    }
    return value;
  };
  const span = (from: Date, to: Date) => `${from.getTime()}-${to.getTime()}`;
  const scope = (memberIds?: readonly string[]) => (memberIds ? memberIds.join(",") : "*");

  const turnover = (from: Date, to: Date, memberIds?: readonly string[]) =>
    once(`turnover:${span(from, to)}:${scope(memberIds)}`, () =>
      rewards.validTurnover(brand, from, to, memberIds),
    );
  const gameTurnover = (gameId: string, from: Date, to: Date, memberIds?: readonly string[]) =>
    once(`game:${gameId}:${span(from, to)}:${scope(memberIds)}`, () =>
      rewards.validTurnover(brand, from, to, memberIds, gameId),
    );
  const deposits = (from: Date, to: Date, memberIds?: readonly string[]) =>
    once(`deposits:${span(from, to)}:${scope(memberIds)}`, () =>
      memberDeposits(platform.db, brand.id, from, to, memberIds),
    );

  async function play(mission: CountedMission, from: Date, to: Date, memberIds?: readonly string[]) {
    const totals = new Map<string, bigint>();
    const add = (memberId: string, value: bigint) =>
      totals.set(memberId, (totals.get(memberId) ?? 0n) + value);
    const counted = (rounds: number, validBet: bigint) =>
      mission.counter === "settled_bets" ? BigInt(rounds) : validBet;
    if (mission.gameId) {
      for (const row of await gameTurnover(mission.gameId, from, to, memberIds))
        add(row.memberId, counted(row.rounds, row.validBet));
    } else {
      for (const row of await turnover(from, to, memberIds))
        if (!mission.gameType || row.gameType === mission.gameType)
          add(row.memberId, counted(row.rounds, row.validBet));
    }
    return totals;
  }

  async function profile(action: ProfileAction, memberIds?: readonly string[]) {
    const done = new Set<string>();
    if (action === "first_deposit") {
      for (const memberId of (
        await deposits(new Date(0), new Date(platform.clock.now() + 1), memberIds)
      ).keys())
        done.add(memberId);
    } else if (action === "bank_account") {
      for (const memberId of await bankAccountHolders(platform.db, brand.id, memberIds, CANDIDATE_LIMIT))
        done.add(memberId);
    } else {
      const fact = (
        { bind_phone: "phone", bind_email: "email", payment_password: "paymentPassword" } as const
      )[action];
      if (memberIds) {
        for (const [memberId, facts] of await profileFacts(platform.db, brand.id, memberIds))
          if (facts[fact]) done.add(memberId);
      } else {
        for (const memberId of await membersWithProfileFact(platform.db, brand.id, fact, CANDIDATE_LIMIT))
          done.add(memberId);
      }
    }
    return new Map([...done].map((memberId) => [memberId, 1n]));
  }

  return {
    /**
     * Progress of each member with any (count, or amount in minor units) over [from, to); only
     * `memberIds` when given, else every member with activity (the job's candidates).
     */
    async progress(
      mission: CountedMission,
      from: Date,
      to: Date,
      memberIds?: readonly string[],
    ): Promise<Map<string, bigint>> {
      switch (mission.counter) {
        case "settled_bets":
        case "valid_turnover":
          return play(mission, from, to, memberIds);
        case "deposit_count":
        case "deposit_amount": {
          const totals = new Map<string, bigint>();
          for (const [memberId, total] of await deposits(from, to, memberIds))
            totals.set(memberId, mission.counter === "deposit_count" ? BigInt(total.count) : total.amount);
          return totals;
        }
        case "profile":
          return mission.profileAction ? profile(mission.profileAction, memberIds) : new Map();
      }
    },
  };
}

export type ProgressReader = ReturnType<typeof createProgressReader>;
