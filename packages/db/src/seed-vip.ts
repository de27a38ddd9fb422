import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "./client";
import { members, vipChanges, vipLevels, vipMembers } from "./schema";

/** VND with two minor digits: DOMAIN §6.3's amounts are scaled by 1,000 (so 5,000 → 5,000,000 ₫). */
const vnd = (amount: number) => BigInt(amount) * 1_000n * 100n;
/** DOMAIN §6.2's percentages as basis points (0.40 % → 40). */
const bp = (percent: number) => Math.round(percent * 100);

/** The eight rungs of DOMAIN §6.2–6.3 (Crown's cards rate read as 1.0 %, the table's "0.1" being a slip). */
const LADDER = [
  { code: "normal", EN: "Normal", VI: "Thường", deposit: 0, turnover: 0, keep: 0, upgrade: 0, birthday: 0 },
  {
    code: "dragon",
    EN: "Dragon",
    VI: "Tôn Long",
    deposit: 5_000,
    turnover: 50_000,
    keep: 20_000,
    upgrade: 188,
    birthday: 88,
  },
  {
    code: "silver",
    EN: "Silver",
    VI: "Bạc",
    deposit: 20_000,
    turnover: 200_000,
    keep: 60_000,
    upgrade: 388,
    birthday: 168,
  },
  {
    code: "gold",
    EN: "Gold",
    VI: "Vàng",
    deposit: 100_000,
    turnover: 500_000,
    keep: 180_000,
    upgrade: 888,
    birthday: 288,
  },
  {
    code: "platinum",
    EN: "Platinum",
    VI: "Bạch Kim",
    deposit: 300_000,
    turnover: 1_500_000,
    keep: 600_000,
    upgrade: 1_688,
    birthday: 588,
  },
  {
    code: "ruby",
    EN: "Ruby",
    VI: "Hồng Ngọc",
    deposit: 800_000,
    turnover: 4_000_000,
    keep: 1_500_000,
    upgrade: 2_888,
    birthday: 888,
  },
  {
    code: "diamond",
    EN: "Diamond",
    VI: "Kim Cương",
    deposit: 1_500_000,
    turnover: 8_000_000,
    keep: 3_000_000,
    upgrade: 5_888,
    birthday: 1_888,
  },
  {
    code: "crown",
    EN: "Crown",
    VI: "Vương Miện",
    deposit: 3_000_000,
    turnover: 15_000_000,
    keep: 6_000_000,
    upgrade: 8_888,
    birthday: 3_888,
  },
];
const REBATES = {
  slots: [0.4, 0.5, 0.55, 0.6, 0.7, 0.75, 0.8, 0.9],
  cards: [0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 1.0],
  live: [0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.7, 0.8],
  lottery: [0.4, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7],
  sports: [0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.7, 0.8],
};
const REBATE_CAPS = [16_888, 28_888, 32_888, 32_888, 52_888, 52_888, 68_888, 88_888];
const WITHDRAWAL_LIMITS = [200_000, 200_000, 250_000, 250_000, 250_000, 300_000, 400_000, 500_000];
const FREE_WITHDRAWALS = [2, 5, 5, 15, 15, 20, 20, 20];
/** DOMAIN §6.7: 600 points a currency unit for ordinary members, 500 from gold, 400 from platinum. */
const POINTS_RATES = [600, 600, 600, 500, 400, 400, 400, 400];

/**
 * The demo brand's VIP ladder and a few members on it: demo01 at Gold, player01 at Silver, agent01
 * at Dragon, each with totals that reach their level and a maintenance window opened at seeding.
 */
export async function seedDemoVip(
  tx: Transaction,
  brandId: string,
  placed: { account: string; rank: number }[],
): Promise<void> {
  const levels = await tx
    .insert(vipLevels)
    .values(
      LADDER.map((level, rank) => ({
        brandId,
        rank,
        code: level.code,
        name: { EN: level.EN, VI: level.VI },
        depositRequired: vnd(level.deposit),
        turnoverRequired: vnd(level.turnover),
        maintenanceTurnover: vnd(level.keep),
        maintenanceDays: 60,
        upgradeBonus: vnd(level.upgrade),
        upgradeTurnoverMultiple: 1,
        birthdayBonus: vnd(level.birthday),
        birthdayTurnoverMultiple: 1,
        birthdayMinAccountDays: 60,
        rebateRates: Object.fromEntries(
          Object.entries(REBATES).map(([category, rates]) => [category, bp(rates[rank] ?? 0)]),
        ),
        rebateDailyCap: vnd(REBATE_CAPS[rank] ?? 0),
        withdrawalDailyLimit: vnd(WITHDRAWAL_LIMITS[rank] ?? 0),
        freeWithdrawals: FREE_WITHDRAWALS[rank] ?? 0,
        pointsRate: POINTS_RATES[rank] ?? 0,
      })),
    )
    .returning({ rank: vipLevels.rank });
  if (levels.length !== LADDER.length) throw new Error("demo VIP ladder not created");
  const today = sql`(now() at time zone 'Asia/Ho_Chi_Minh')::date`;
  for (const { account, rank } of placed) {
    const level = LADDER[rank];
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.brandId, brandId), eq(members.accountKey, account)));
    const memberId = member?.id;
    if (!memberId || !level) continue;
    await tx.insert(vipMembers).values({
      memberId,
      brandId,
      rank,
      highestRank: rank,
      reachedAt: sql`now()`,
      windowStart: today,
      totalDeposit: vnd(level.deposit),
      totalTurnover: vnd(level.turnover),
    });
    await tx.insert(vipChanges).values({
      brandId,
      memberId,
      fromRank: 0,
      toRank: rank,
      reason: "manual",
      day: today,
      note: "demo data",
    });
  }
}
