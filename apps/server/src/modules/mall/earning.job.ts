import type { Brand } from "../../platform/brand-context";
import type { Platform } from "../../platform/platform";
import { startOfZonedDay, zonedDay } from "../../platform/time";
import type { RewardsService } from "../rewards";
import { earningDone, recordEarning } from "./earning.repository";
import * as exchangesRepo from "./exchanges.repository";
import type { MallAdmin } from "./mall.admin";
import type { MallService } from "./mall.service";
import { byMember, turnoverPoints } from "./mall-rules";

export const EARNING_JOB = "mall.points";
/** Every 15 minutes: a brand's closed day is credited within a quarter of an hour of its midnight. */
const EARNING_PERIOD_MS = 15 * 60_000;
/** Closed business days a run looks back over, so days a stopped worker missed are still credited. */
const CATCH_UP_DAYS = 3;
/** Payments older than this without their grant were cut short (not still on their way). */
const STALE_MS = 60_000;

/**
 * Turnover points (DOMAIN §6.7): once a brand's business day has closed, every member's settled
 * valid bets of that day earn points at the brand's rates, up to the daily cap, credited with the
 * key `points-turnover:<day>:<member>` — so a day is credited once however many workers or runs
 * see it; `mall_earning_days` records it as done so later runs skip it. The last three closed days
 * are looked at, so a worker stopped over a midnight still credits the day it missed. The same run finishes
 * conversions and cash gifts a crash left unpaid (their keys make that safe).
 */
export function createEarning(
  platform: Platform,
  rewards: RewardsService,
  mall: MallService,
  admin: MallAdmin,
) {
  async function earnDay(brand: Brand, dayStart: number, dayEnd: number) {
    const day = zonedDay(dayStart, brand.timeZone);
    if (await earningDone(platform.db, brand.id, day)) return undefined;
    const settings = brand.settings.rewards.points;
    const turnover = await rewards.validTurnover(brand, new Date(dayStart), new Date(dayEnd));
    let members = 0;
    let total = 0n;
    for (const [memberId, rows] of byMember(turnover)) {
      const points = turnoverPoints(rows, settings, brand.currency.minorDigits);
      if (points <= 0n) continue;
      const credited = await rewards.points.credit(brand, {
        memberId,
        amount: points,
        kind: "turnover",
        key: `points-turnover:${day}:${memberId}`,
        reference: day,
      });
      if (!credited.replayed) {
        members += 1;
        total += points;
      }
    }
    await recordEarning(platform.db, {
      brandId: brand.id,
      day,
      members,
      points: total,
      finishedAt: new Date(platform.clock.now()),
    });
    return { day, members, points: total };
  }

  async function finishPayments(brand: Brand, now: number) {
    const before = new Date(now - STALE_MS);
    for (const row of await exchangesRepo.unpaidConversions(platform.db, brand.id, before))
      await mall.payConversion(brand, row);
    for (const row of await exchangesRepo.unpaidCashExchanges(platform.db, brand.id, before))
      await admin.payCashGift(brand, row);
  }

  return {
    earnDay,
    /** Credits every brand's closed business days once, and finishes payments cut short. */
    async run(now: number): Promise<string> {
      const done: string[] = [];
      for (const brand of await platform.brands.all()) {
        // The closed days still to credit, oldest first: yesterday, and the days before it that a
        // worker stopped over a midnight missed (CATCH_UP_DAYS at most).
        const ends = [startOfZonedDay(now, brand.timeZone)];
        for (let back = 1; back < CATCH_UP_DAYS; back += 1)
          ends.unshift(startOfZonedDay((ends[0] ?? now) - 1, brand.timeZone));
        for (const dayEnd of ends) {
          const earned = await earnDay(brand, startOfZonedDay(dayEnd - 1, brand.timeZone), dayEnd);
          if (earned?.members)
            done.push(
              `${brand.merchantCode} ${earned.day}: ${earned.members} members, ${earned.points} points`,
            );
        }
        await finishPayments(brand, now);
      }
      return done.length ? done.join("; ") : "nothing due";
    },
  };
}

export type Earning = ReturnType<typeof createEarning>;

export function registerEarningJob(platform: Platform, earning: Earning): void {
  platform.jobs.register({ name: EARNING_JOB, periodMs: EARNING_PERIOD_MS, run: (now) => earning.run(now) });
}
