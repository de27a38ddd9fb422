import type { Brand } from "../../platform/brand-context";
import type { Platform } from "../../platform/platform";
import { zonedDay } from "../../platform/time";
import { depositBonus, depositBonusKey, isBirthday, turnoverTerms } from "./bonus";
import { configOf, type PromotionContext } from "./context";
import * as identity from "./identity.repository";
import * as participations from "./participations.repository";
import type { PromotionRow } from "./promotions.repository";
import * as repo from "./promotions.repository";

export const DEPOSIT_BONUS_JOB = "promotions.deposits";
export const BIRTHDAY_JOB = "promotions.birthdays";
const DEPOSIT_TYPES = ["first_deposit", "daily_deposit"] as const;
const BATCH = 500;
/** Postings this recent are left for the next run: one committed late with a smaller id is still read. */
const SETTLE_MS = 10_000;
const WATERMARK = "deposits";

/**
 * Deposit bonuses from the ledger's deposit postings past a watermark (payments untouched), and
 * birthday bonuses; both exactly once by their grant keys, however often a run repeats.
 */
export function createPromotionJobs(platform: Platform, ctx: PromotionContext) {
  const { db } = ctx;

  async function brandsOf(rows: readonly PromotionRow[]): Promise<Brand[]> {
    const ids = new Set(rows.map((row) => row.brandId));
    return (await platform.brands.all()).filter((brand) => ids.has(brand.id));
  }

  /** May this member have this deposit's bonus (joined before it, in the audience, not a second person)? */
  async function eligible(brand: Brand, row: PromotionRow, memberId: string, at: Date): Promise<boolean> {
    if (row.startsAt > at || (row.endsAt && row.endsAt <= at)) return false;
    const participation = await participations.findParticipation(db, row.id, memberId);
    if (row.joinMode !== "auto") {
      if (participation?.status !== "joined" || !participation.joinedAt || participation.joinedAt > at)
        return false;
    }
    if (!(await ctx.inAudience(brand, row, memberId))) return false;
    if (participation?.status !== "joined" && (await ctx.duplicate(row, memberId))) return false;
    return true;
  }

  /** One batch of postings past the watermark; answers the grants made and whether a full batch was read. */
  async function depositBatch(brand: Brand, now: number): Promise<{ granted: number; more: boolean }> {
    const from = await participations.watermark(db, brand.id, WATERMARK);
    const postings = await ctx.wallet.deposits.since(brand, from, new Date(now - SETTLE_MS), BATCH);
    const first = postings[0];
    if (!first) return { granted: 0, more: false };
    const promotions = await repo.promotionsActiveBetween(
      db,
      brand.id,
      DEPOSIT_TYPES,
      first.createdAt,
      new Date(now),
    );
    const firstIds = await ctx.wallet.deposits.firstIds(brand, [...new Set(postings.map((p) => p.memberId))]);
    let granted = 0;
    for (const posting of postings) {
      for (const row of promotions) {
        const config = configOf(row);
        if (config.type !== "first_deposit" && config.type !== "daily_deposit") continue;
        if (config.type === "first_deposit" && firstIds.get(posting.memberId) !== posting.id) continue;
        const digits = brand.currency.minorDigits;
        const bonus = depositBonus(posting.amount, config, digits);
        if (bonus <= 0n) continue;
        if (!(await eligible(brand, row, posting.memberId, posting.createdAt))) continue;
        const day = zonedDay(posting.createdAt.getTime(), brand.timeZone);
        const key = depositBonusKey(config.type, row.id, posting.memberId, day);
        // Recorded as taking part, so "one bonus per person" sees this member from now on.
        await participations.lockParticipation(db, {
          brandId: brand.id,
          promotionId: row.id,
          memberId: posting.memberId,
          status: "joined",
          joinedAt: posting.createdAt,
        });
        const { created } = await ctx.rewards.grant(
          brand,
          ctx.cashGrant(row, {
            memberId: posting.memberId,
            key,
            cash: bonus,
            turnover: turnoverTerms(config.turnover, bonus, posting.amount, digits),
          }),
        );
        if (created) granted += 1;
      }
    }
    const last = postings[postings.length - 1];
    if (last) await participations.setWatermark(db, brand.id, WATERMARK, last.id, new Date(now));
    return { granted, more: postings.length === BATCH };
  }

  async function depositsOf(brand: Brand, now: number): Promise<number> {
    let granted = 0;
    // A backlog is read in batches, at most 20 a run; the next run goes on from the watermark.
    for (let batch = 0; batch < 20; batch += 1) {
      const result = await depositBatch(brand, now);
      granted += result.granted;
      if (!result.more) break;
    }
    return granted;
  }

  async function birthdaysOf(brand: Brand, rows: readonly PromotionRow[], now: number): Promise<number> {
    const today = zonedDay(now, brand.timeZone);
    const monthDay = today.slice(5);
    // 29 February birthdays are kept on 28 February in other years (isBirthday decides).
    const born = await identity.membersBornOn(
      db,
      brand.id,
      monthDay === "02-28" ? ["02-28", "02-29"] : [monthDay],
    );
    let granted = 0;
    for (const row of rows) {
      const config = configOf(row);
      if (config.type !== "event_bonus" || config.event !== "birthday") continue;
      for (const member of born) {
        if (!isBirthday(member.birthday, today)) continue;
        if (!(await eligible(brand, row, member.id, new Date(now)))) continue;
        await participations.lockParticipation(db, {
          brandId: brand.id,
          promotionId: row.id,
          memberId: member.id,
          status: "joined",
          joinedAt: new Date(now),
        });
        const key = `birthday:${row.id}:${member.id}:${today.slice(0, 4)}`;
        if ((await ctx.rewards.grant(brand, ctx.fixedBonus(brand, row, member.id, key))).created)
          granted += 1;
      }
    }
    return granted;
  }

  return {
    /** Every brand with deposit promotions: grants for deposits posted since the last run. */
    async deposits(now: number): Promise<string> {
      const rows = await repo.promotionsActiveBetween(
        db,
        undefined,
        DEPOSIT_TYPES,
        new Date(now - 86_400_000),
        new Date(now),
      );
      let granted = 0;
      for (const brand of await brandsOf(rows)) granted += await depositsOf(brand, now);
      return `${granted} deposit bonuses`;
    },

    /** Live birthday promotions: members whose birthday is today in the brand's zone. */
    async birthdays(now: number): Promise<string> {
      const rows = await repo.livePromotionsOfTypes(db, ["event_bonus"], new Date(now));
      let granted = 0;
      for (const brand of await brandsOf(rows)) {
        const mine = rows.filter((row) => row.brandId === brand.id);
        granted += await birthdaysOf(brand, mine, now);
      }
      return `${granted} birthday bonuses`;
    },
  };
}

export function registerPromotionJobs(
  platform: Platform,
  jobs: ReturnType<typeof createPromotionJobs>,
): void {
  platform.jobs.register({ name: DEPOSIT_BONUS_JOB, periodMs: 60_000, run: (now) => jobs.deposits(now) });
  platform.jobs.register({ name: BIRTHDAY_JOB, periodMs: 3_600_000, run: (now) => jobs.birthdays(now) });
}
