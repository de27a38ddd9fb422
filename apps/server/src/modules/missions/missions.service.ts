import {
  fromMinor,
  type MemberMissionView,
  type MissionCounter,
  type MissionKind,
  type ProfileAction,
  pickText,
} from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import type { RewardInput, RewardsService } from "../rewards";
import * as repo from "./missions.repository";
import { claimableCount, type MissionPeriod, missionGrantKey, missionPeriod } from "./periods";
import { counted, createProgressReader, type ProgressReader } from "./progress";

/** Counters whose target and progress are money (minor units); the others count. */
export const AMOUNT_COUNTERS: readonly MissionCounter[] = ["valid_turnover", "deposit_amount"];

export function periodOf(brand: Brand, mission: repo.MissionRow, now: number): MissionPeriod | undefined {
  return missionPeriod(mission.kind as MissionKind, now, brand.timeZone, {
    startsAt: mission.startsAt?.getTime() ?? null,
    endsAt: mission.endsAt?.getTime() ?? null,
  });
}

/** The reward of one completion, as the rewards core takes it (paid at once: claiming is done here). */
export function missionReward(
  mission: repo.MissionRow,
  memberId: string,
  period: string,
  seq: number,
): RewardInput {
  const cash = mission.rewardCash;
  return {
    memberId,
    source: "mission",
    sourceId: mission.id,
    key: missionGrantKey(mission.id, memberId, period, seq),
    title: mission.title as Record<string, string>,
    ...(cash > 0n ? { cash } : {}),
    ...(mission.rewardPoints > 0n ? { points: mission.rewardPoints } : {}),
    ...(mission.rewardTickets > 0 ? { raffleTickets: mission.rewardTickets } : {}),
    ...(cash > 0n && mission.turnoverMultiple > 0
      ? { turnover: { required: cash * BigInt(mission.turnoverMultiple) } }
      : {}),
    claim: "auto",
  };
}

/** Member-facing missions: progress in the current period, and claiming a completed one. */
export function createMissionsService(platform: Platform, rewards: RewardsService) {
  const { db } = platform;
  const now = () => platform.clock.now();

  function view(
    brand: Brand,
    language: string,
    mission: repo.MissionRow,
    period: MissionPeriod,
    progress: bigint,
    done: number,
  ): MemberMissionView {
    const money = AMOUNT_COUNTERS.includes(mission.counter as MissionCounter);
    const amount = (value: bigint) => (money ? fromMinor(value, brand.currency.minorDigits) : Number(value));
    const claimable =
      mission.claimMode === "claim"
        ? claimableCount(progress, mission.target, mission.limitPerPeriod, done)
        : 0;
    return {
      id: mission.id,
      kind: mission.kind as MissionKind,
      title: pickText(mission.title, language),
      description: pickText(mission.description, language),
      counter: mission.counter as MissionCounter,
      gameType: mission.gameType,
      profileAction: mission.profileAction as ProfileAction | null,
      // Progress shown stops at what the period's completions can use.
      progress: amount(
        progress < mission.target * BigInt(mission.limitPerPeriod)
          ? progress
          : mission.target * BigInt(mission.limitPerPeriod),
      ),
      target: amount(mission.target),
      claimMode: mission.claimMode as "claim" | "auto",
      rewardCash: fromMinor(mission.rewardCash, brand.currency.minorDigits),
      turnoverMultiple: mission.turnoverMultiple,
      rewardPoints: Number(mission.rewardPoints),
      rewardTickets: mission.rewardTickets,
      limitPerPeriod: mission.limitPerPeriod,
      completed: done,
      claimable,
      periodEndsAt: period.endsAt,
    };
  }

  async function memberMissions(brand: Brand, memberId: string, reader: ProgressReader, at: number) {
    const live = (await repo.activeMissions(db, brand.id)).flatMap((mission) => {
      const period = periodOf(brand, mission, at);
      return period ? [{ mission, period }] : [];
    });
    const done = await repo.memberCompletionCounts(
      db,
      memberId,
      live.map(({ mission, period }) => ({ missionId: mission.id, period: period.key })),
    );
    return Promise.all(
      live.map(async ({ mission, period }) => ({
        mission,
        period,
        progress:
          (await reader.progress(counted(mission), period.from, period.to, [memberId])).get(memberId) ?? 0n,
        done: done.get(`${mission.id}|${period.key}`) ?? 0,
      })),
    );
  }

  /**
   * Makes completion `seq` of the period and grants its reward. The completion commits first (the
   * unique index lets one claim or worker make it); the grant follows with a key derived from it,
   * so a retry after a failure gives the same reward once.
   */
  async function complete(
    brand: Brand,
    mission: repo.MissionRow,
    memberId: string,
    period: string,
    seq: number,
  ) {
    const completion = await repo.insertCompletion(db, {
      brandId: brand.id,
      missionId: mission.id,
      memberId,
      period,
      seq,
      rewardCash: mission.rewardCash,
      rewardPoints: mission.rewardPoints,
      rewardTickets: mission.rewardTickets,
      createdAt: new Date(now()),
    });
    if (!completion) return undefined;
    const { grant } = await rewards.grant(brand, missionReward(mission, memberId, period, seq));
    await repo.setCompletionGrant(db, completion.id, grant.id);
    return grant;
  }

  return {
    complete,

    async list(brand: Brand, memberId: string, language: string) {
      const at = now();
      const reader = createProgressReader(platform, rewards, brand);
      const rows = await memberMissions(brand, memberId, reader, at);
      const list = rows.map((row) => view(brand, language, row.mission, row.period, row.progress, row.done));
      return { list, claimable: list.reduce((sum, mission) => sum + mission.claimable, 0) };
    },

    async claim(brand: Brand, memberId: string, missionId: string, language: string) {
      const mission = await repo.missionById(db, brand.id, missionId);
      const at = now();
      const period = mission && mission.status === "active" ? periodOf(brand, mission, at) : undefined;
      if (!mission || !period) throw new AppError("mission.not_found");
      if (mission.claimMode !== "claim") throw new AppError("mission.automatic");
      const reader = createProgressReader(platform, rewards, brand);
      const progress =
        (await reader.progress(counted(mission), period.from, period.to, [memberId])).get(memberId) ?? 0n;
      const done = (await repo.completionCounts(db, mission.id, period.key, [memberId])).get(memberId) ?? 0;
      if (claimableCount(progress, mission.target, mission.limitPerPeriod, done) < 1) {
        throw new AppError(
          done >= mission.limitPerPeriod ? "mission.already_claimed" : "mission.not_complete",
        );
      }
      // A concurrent claim that made the same completion first wins; this one pays nothing.
      const grant = await complete(brand, mission, memberId, period.key, done + 1);
      if (!grant) throw new AppError("mission.already_claimed");
      return {
        mission: view(brand, language, mission, period, progress, done + 1),
        grantId: grant.id,
        status: grant.status,
      };
    },
  };
}

export type MissionsService = ReturnType<typeof createMissionsService>;
