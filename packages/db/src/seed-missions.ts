import { and, eq } from "drizzle-orm";
import type { Transaction } from "./client";
import { members, missions, raffleEvents, rafflePrizes } from "./schema";

/** VND with two minor digits. */
const vnd = (amount: number) => BigInt(amount) * 100n;
const DAY_MS = 86_400_000;

/**
 * Demo missions (EN and VI), one red-envelope raffle whose sessions cover the whole day (so it is
 * open whenever the demo starts) and two friends who joined with demo01's invitation code. The
 * demo missions are claimed by the member, so no job pays anything on its own.
 */
export async function seedDemoMissions(
  tx: Transaction,
  brandId: string,
  hashedPassword: string,
): Promise<void> {
  const now = Date.now();
  await tx.insert(missions).values([
    {
      brandId,
      kind: "onboarding",
      title: { EN: "Bind your phone number", VI: "Liên kết số điện thoại" },
      description: {
        EN: "Secure your account with a phone number.",
        VI: "Bảo vệ tài khoản bằng số điện thoại.",
      },
      counter: "profile",
      profileAction: "bind_phone",
      target: 1n,
      claimMode: "claim",
      rewardPoints: 100n,
      sortOrder: 1,
    },
    {
      brandId,
      kind: "onboarding",
      title: { EN: "Make your first deposit", VI: "Nạp tiền lần đầu" },
      description: {
        EN: "Two raffle tickets for your first deposit.",
        VI: "Hai vé rút thăm cho lần nạp đầu tiên.",
      },
      counter: "profile",
      profileAction: "first_deposit",
      target: 1n,
      claimMode: "claim",
      rewardTickets: 2,
      sortOrder: 2,
    },
    {
      brandId,
      kind: "daily",
      title: { EN: "Play 200,000 ₫ today", VI: "Chơi 200.000 ₫ hôm nay" },
      description: { EN: "Valid turnover on any game.", VI: "Doanh thu hợp lệ trên mọi trò chơi." },
      counter: "valid_turnover",
      target: vnd(200_000),
      claimMode: "claim",
      rewardCash: vnd(5_000),
      turnoverMultiple: 1,
      rewardPoints: 50n,
      sortOrder: 3,
    },
    {
      brandId,
      kind: "daily",
      title: { EN: "Ten spins on the slots", VI: "Mười lượt quay slot" },
      description: {
        EN: "Ten settled slot rounds, twice a day.",
        VI: "Mười ván slot đã kết toán, hai lần mỗi ngày.",
      },
      counter: "settled_bets",
      gameType: "RNG",
      target: 10n,
      limitPerPeriod: 2,
      claimMode: "claim",
      rewardTickets: 1,
      sortOrder: 4,
    },
    {
      brandId,
      kind: "weekly",
      title: { EN: "Three deposits this week", VI: "Nạp tiền ba lần trong tuần" },
      description: {
        EN: "Deposit three times between Monday and Sunday.",
        VI: "Nạp tiền ba lần từ thứ Hai đến Chủ nhật.",
      },
      counter: "deposit_count",
      target: 3n,
      claimMode: "claim",
      rewardCash: vnd(20_000),
      turnoverMultiple: 3,
      sortOrder: 5,
    },
  ]);

  const [event] = await tx
    .insert(raffleEvents)
    .values({
      brandId,
      title: { EN: "Red-envelope rain", VI: "Mưa lì xì" },
      description: {
        EN: "Three envelopes a day, one win a day. Mission tickets give extra envelopes.",
        VI: "Ba bao lì xì mỗi ngày, trúng tối đa một lần mỗi ngày. Vé từ nhiệm vụ cho thêm lượt.",
      },
      startsAt: new Date(now - DAY_MS),
      endsAt: new Date(now + 30 * DAY_MS),
      sessions: [
        { start: "00:00", end: "12:00" },
        { start: "12:00", end: "24:00" },
      ],
      triesPerDay: 3,
    })
    .returning({ id: raffleEvents.id });
  if (!event) throw new Error("demo raffle not created");
  const prize = (
    EN: string,
    VI: string,
    kind: "cash" | "points" | "none",
    amount: bigint,
    stock: number | null,
    probabilityBp: number,
    sortOrder: number,
  ) => ({
    eventId: event.id,
    name: { EN, VI },
    kind,
    amount,
    totalStock: stock,
    remainingStock: stock,
    probabilityBp,
    sortOrder,
  });
  await tx
    .insert(rafflePrizes)
    .values([
      prize("Lucky 88,000 ₫", "Lộc 88.000 ₫", "cash", vnd(88_000), 10, 100, 0),
      prize("18,000 ₫", "18.000 ₫", "cash", vnd(18_000), 100, 1_000, 1),
      prize("8,000 ₫", "8.000 ₫", "cash", vnd(8_000), null, 2_000, 2),
      prize("100 points", "100 điểm", "points", 100n, null, 2_500, 3),
      prize("Good luck next time", "Chúc may mắn lần sau", "none", 0n, null, 4_400, 4),
    ]);

  // demo01 invites friends with its code (the same affiliate_code agents share).
  const [demo] = await tx
    .update(members)
    .set({ affiliateCode: "DEMOFRND" })
    .where(and(eq(members.brandId, brandId), eq(members.accountKey, "demo01")))
    .returning({ id: members.id });
  if (!demo) return;
  await tx.insert(members).values(
    ["friend01", "friend02"].map((account, index) => ({
      brandId,
      account,
      accountKey: account,
      nickname: index === 0 ? "Lan Anh" : "Minh Tuấn",
      passwordHash: hashedPassword,
      accountType: 0,
      profile: { recommenderId: demo.id },
      registerMethod: "SEED",
      createdAt: new Date(now - (index + 1) * DAY_MS),
    })),
  );
}
