import type { Platform } from "../../platform/platform";
import type { RewardsService } from "../rewards";
import * as repo from "./raffle.repository";
import { prizeReward } from "./raffle.service";

export const RAFFLE_JOB = "raffle.grant";
const RAFFLE_PERIOD_MS = 60_000;
const BATCH = 200;

/**
 * Grants the prizes of winning draws a crash left unpaid (the draw commits before its grant): the
 * grant key is the participation's, so a prize already granted is found, not given again.
 */
export async function grantUnpaidPrizes(platform: Platform, rewards: RewardsService): Promise<string> {
  const brands = new Map((await platform.brands.all()).map((brand) => [brand.id, brand]));
  let granted = 0;
  for (const { participation, prize } of await repo.ungrantedWins(platform.db, BATCH)) {
    const brand = brands.get(participation.brandId);
    if (!brand) continue;
    const { grant } = await rewards.grant(brand, prizeReward(prize, participation.eventId, participation));
    await repo.setParticipationGrant(platform.db, participation.id, grant.id);
    granted++;
  }
  return `granted ${granted}`;
}

export function registerRaffleJob(platform: Platform, rewards: RewardsService): void {
  platform.jobs.register({
    name: RAFFLE_JOB,
    periodMs: RAFFLE_PERIOD_MS,
    run: () => grantUnpaidPrizes(platform, rewards),
  });
}
