import type { Brand } from "../../platform/brand-context";
import type { Platform } from "../../platform/platform";
import { zonedDateStart, zonedDay } from "../../platform/time";
import type { RewardsService } from "../rewards";
import { memberDeposits } from "../wallet";
import * as repo from "./referral.repository";
import { maskAccount, referralGrant, referralRule } from "./referral.service";

export const REFERRAL_JOB = "referral.rewards";
/** Every ten minutes: a friend's first deposit pays the referrer soon after; turnover per closed day. */
const REFERRAL_PERIOD_MS = 10 * 60_000;
/** Closed days looked at each run (a day the job missed is paid on a later run). */
const TURNOVER_DAYS_BACK = 2;
const BATCH = 500;

function shiftDay(day: string, days: number): string {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * Gives referrers what their friends earned them under the brand's rule: once per friend when the
 * friend's deposits reach the minimum, and a share of each closed day's valid turnover. Each reward
 * is recorded once by key (unique index) before it is granted with a key derived from it, so two
 * workers or a re-run give it once; a grant cut short is made again with its key.
 */
export async function grantReferralRewards(platform: Platform, rewards: RewardsService, now: number) {
  let granted = 0;
  for (const brand of await platform.brands.all()) {
    const rule = referralRule(brand);
    // Recorded rewards whose grant a crash cut short.
    for (const row of await repo.ungrantedRewards(platform.db, brand.id, BATCH)) {
      const day = row.kind === "turnover" ? row.rewardKey.split(":").at(-1) : undefined;
      const { grant } = await rewards.grant(brand, referralGrant(brand, row, "", day));
      await repo.setRewardGrant(platform.db, row.id, grant.id);
    }
    if (!rule.enabled) continue;
    const friends = await repo.brandFriends(platform.db, brand.id);
    if (!friends.length) continue;
    const give = async (
      friend: (typeof friends)[number],
      kind: "first_deposit" | "turnover",
      key: string,
      amount: bigint,
      day?: string,
    ) => {
      const row = await repo.insertReward(platform.db, {
        brandId: brand.id,
        referrerId: friend.referrerId,
        inviteeId: friend.inviteeId,
        kind,
        rewardKey: key,
        amount,
        createdAt: new Date(now),
      });
      if (!row) return;
      const { grant } = await rewards.grant(
        brand,
        referralGrant(brand, row, maskAccount(friend.account), day),
      );
      await repo.setRewardGrant(platform.db, row.id, grant.id);
      granted++;
    };

    if (rule.firstDepositReward > 0n) {
      const keyOf = (friend: (typeof friends)[number]) => `first:${friend.inviteeId}`;
      const done = await repo.existingKeys(platform.db, brand.id, friends.map(keyOf));
      const waiting = friends.filter((friend) => !done.has(keyOf(friend))).slice(0, BATCH);
      const deposits = await memberDeposits(
        platform.db,
        brand.id,
        new Date(0),
        new Date(now + 1),
        waiting.map((friend) => friend.inviteeId),
      );
      for (const friend of waiting) {
        const total = deposits.get(friend.inviteeId)?.amount ?? 0n;
        if (total > 0n && total >= rule.minDeposit)
          await give(friend, "first_deposit", keyOf(friend), rule.firstDepositReward);
      }
    }
    if (rule.turnoverRateBp > 0n) await payTurnover(brand, friends, now, rule.turnoverRateBp, give);
  }
  return `granted ${granted}`;

  async function payTurnover(
    brand: Brand,
    friends: Awaited<ReturnType<typeof repo.brandFriends>>,
    at: number,
    rateBp: bigint,
    give: (
      friend: (typeof friends)[number],
      kind: "turnover",
      key: string,
      amount: bigint,
      day: string,
    ) => Promise<void>,
  ) {
    const byInvitee = new Map(friends.map((friend) => [friend.inviteeId, friend]));
    const today = zonedDay(at, brand.timeZone);
    for (let back = TURNOVER_DAYS_BACK; back >= 1; back--) {
      const day = shiftDay(today, -back);
      const from = new Date(zonedDateStart(day, brand.timeZone));
      const to = new Date(zonedDateStart(shiftDay(day, 1), brand.timeZone));
      const play = await rewards.validTurnover(brand, from, to, [...byInvitee.keys()]);
      const totals = new Map<string, bigint>();
      for (const row of play) totals.set(row.memberId, (totals.get(row.memberId) ?? 0n) + row.validBet);
      const keys = [...totals.keys()].map((invitee) => `turnover:${invitee}:${day}`);
      const done = await repo.existingKeys(platform.db, brand.id, keys);
      for (const [invitee, turnover] of totals) {
        const amount = (turnover * rateBp) / 10_000n;
        const friend = byInvitee.get(invitee);
        const key = `turnover:${invitee}:${day}`;
        if (amount > 0n && friend && !done.has(key)) await give(friend, "turnover", key, amount, day);
      }
    }
  }
}

export function registerReferralJob(platform: Platform, rewards: RewardsService): void {
  platform.jobs.register({
    name: REFERRAL_JOB,
    periodMs: REFERRAL_PERIOD_MS,
    run: (now) => grantReferralRewards(platform, rewards, now),
  });
}
