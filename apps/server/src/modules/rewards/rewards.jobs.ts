import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { WALLET_KINDS, type WalletService } from "../wallet";
import * as grants from "./grants.repository";
import { REWARDS_HOUSE, type RewardsService } from "./rewards.service";

export const REWARDS_JOB = "rewards.upkeep";
const PERIOD_MS = 60_000;
/** A payment still "paying" after this long was cut short (a crash): the job finishes it. */
const STUCK_MS = 60_000;
const BATCH = 200;

/**
 * Every minute, once across workers: finishes payments a crash cut short, closes claim windows that
 * passed, and ends bonus rollovers past their expiry — the bonus still locked is forfeited, as much
 * of it as the member's balance holds, in one posting keyed by the requirement.
 */
export function createRewardsUpkeep(platform: Platform, wallet: WalletService, rewards: RewardsService) {
  async function brandOf(brandId: string): Promise<Brand | undefined> {
    return (await platform.brands.all()).find((brand) => brand.id === brandId);
  }

  async function resumePayments(now: number): Promise<number> {
    const stuck = await grants.stuckPaying(platform.db, new Date(now - STUCK_MS), BATCH);
    for (const grant of stuck) {
      const brand = await brandOf(grant.brandId);
      if (brand) await rewards.pay(brand, grant);
    }
    return stuck.length;
  }

  async function lapseClaims(now: number): Promise<number> {
    let lapsed = 0;
    for (const grant of await grants.lapsedWaiting(platform.db, new Date(now), BATCH))
      if (await grants.moveGrant(platform.db, grant.id, ["waiting"], "expired", { decidedAt: new Date(now) }))
        lapsed += 1;
    return lapsed;
  }

  async function expireRollovers(): Promise<number> {
    let expired = 0;
    for (const requirement of await wallet.turnover.expired(BATCH)) {
      const brand = await brandOf(requirement.brandId);
      if (!brand) continue;
      const balance = await wallet.mainBalanceMinor(brand, requirement.memberId);
      const forfeit = requirement.locked < balance ? requirement.locked : balance;
      const key = `bonus-forfeit:${requirement.id}`;
      if (forfeit > 0n && !(await wallet.ledger.find(brand.id, "bonus_forfeit", key))) {
        const house = await wallet.houseAccount(brand, REWARDS_HOUSE);
        const main = await wallet.account(brand, requirement.memberId, WALLET_KINDS.main);
        try {
          await wallet.post(
            {
              brandId: brand.id,
              kind: "bonus_forfeit",
              idempotencyKey: key,
              memberId: requirement.memberId,
              reference: `BF${requirement.id.slice(0, 8).toUpperCase()}`,
              metadata: { requirementId: requirement.id, grantId: requirement.grantId },
              legs: [
                { accountId: main, amount: -forfeit, member: true },
                { accountId: house, amount: forfeit, member: false },
              ],
            },
            [requirement.memberId],
          );
        } catch (error) {
          // The balance fell between the read and the posting: the next run takes what is there.
          if (error instanceof AppError && error.code === "wallet.insufficient_funds") continue;
          throw error;
        }
      }
      if (await wallet.turnover.close(brand.id, requirement.memberId, requirement.id, "expired"))
        expired += 1;
    }
    return expired;
  }

  return {
    async run(now: number): Promise<string> {
      const resumed = await resumePayments(now);
      const lapsed = await lapseClaims(now);
      const expired = await expireRollovers();
      return `resumed ${resumed}, lapsed ${lapsed}, expired ${expired}`;
    },
  };
}

export function registerRewardsJob(platform: Platform, upkeep: ReturnType<typeof createRewardsUpkeep>): void {
  platform.jobs.register({ name: REWARDS_JOB, periodMs: PERIOD_MS, run: (now) => upkeep.run(now) });
}
