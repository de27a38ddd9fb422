import type { Platform } from "../../platform/platform";
import type { RewardsService } from "../rewards";
import * as repo from "./missions.repository";
import { type MissionsService, missionReward, periodOf } from "./missions.service";
import { claimableCount } from "./periods";
import { counted, createProgressReader } from "./progress";

export const MISSIONS_JOB = "missions.grant";
/** Every five minutes: automatic missions are paid within minutes of being reached. */
const MISSIONS_PERIOD_MS = 5 * 60_000;
const RETRY_BATCH = 200;

/**
 * Pays automatic missions: for each active one, the members with progress in its current period
 * (the candidates the sources name) and completions still due. Claimed once per period across
 * workers; and should two runs overlap, a completion is made once (unique index) and its reward
 * given once (grant key). Completions whose grant was cut short are granted again with their key.
 */
export async function grantAutomaticMissions(
  platform: Platform,
  rewards: RewardsService,
  missions: MissionsService,
  now: number,
): Promise<string> {
  let completed = 0;
  let regranted = 0;
  for (const brandId of await repo.brandsWithUngranted(platform.db)) {
    const brand = (await platform.brands.all()).find((candidate) => candidate.id === brandId);
    if (!brand) continue;
    for (const { completion, mission } of await repo.ungrantedCompletions(
      platform.db,
      brandId,
      RETRY_BATCH,
    )) {
      const { grant } = await rewards.grant(
        brand,
        missionReward(mission, completion.memberId, completion.period, completion.seq),
      );
      await repo.setCompletionGrant(platform.db, completion.id, grant.id);
      regranted++;
    }
  }
  for (const brandId of await repo.brandsWithAutoMissions(platform.db)) {
    const brand = (await platform.brands.all()).find((candidate) => candidate.id === brandId);
    if (!brand) continue;
    const reader = createProgressReader(platform, rewards, brand);
    for (const mission of await repo.activeMissions(platform.db, brand.id)) {
      if (mission.claimMode !== "auto") continue;
      const period = periodOf(brand, mission, now);
      if (!period) continue;
      const progress = await reader.progress(counted(mission), period.from, period.to);
      const members = [...progress.keys()];
      const done = await repo.completionCounts(platform.db, mission.id, period.key, members);
      for (const memberId of members) {
        const already = done.get(memberId) ?? 0;
        const due = claimableCount(
          progress.get(memberId) ?? 0n,
          mission.target,
          mission.limitPerPeriod,
          already,
        );
        for (let seq = already + 1; seq <= already + due; seq++) {
          if (await missions.complete(brand, mission, memberId, period.key, seq)) completed++;
        }
      }
    }
  }
  return `completed ${completed}, regranted ${regranted}`;
}

export function registerMissionsJob(
  platform: Platform,
  rewards: RewardsService,
  missions: MissionsService,
): void {
  platform.jobs.register({
    name: MISSIONS_JOB,
    periodMs: MISSIONS_PERIOD_MS,
    run: (now) => grantAutomaticMissions(platform, rewards, missions, now),
  });
}
