import { and, eq } from "drizzle-orm";
import type { Transaction } from "./client";
import { members, rewardGrants } from "./schema";

/** VND with two minor digits. */
const vnd = (amount: number) => BigInt(amount) * 100n;
const DAY_MS = 86_400_000;

/**
 * The demo member's reward centre: two rewards to claim (a reload bonus with a 10× turnover that,
 * once claimed, shows on bonus details while the member plays; mission points) and one above the
 * brand's approval threshold for the back office's queue. Nothing is paid here: money moves when a
 * reward is claimed or approved, through the ledger.
 */
export async function seedDemoRewards(tx: Transaction, brandId: string, account: string): Promise<void> {
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.account, account)));
  if (!member) return;
  const memberId = member.id;
  const now = Date.now();
  await tx
    .insert(rewardGrants)
    .values([
      {
        brandId,
        memberId,
        source: "promotion",
        sourceId: "demo-reload",
        grantKey: `demo:reload:${memberId}`,
        title: { EN: "Weekend reload bonus", VI: "Thưởng nạp lại cuối tuần" },
        cash: vnd(50_000),
        turnoverRequired: vnd(500_000),
        turnoverLocked: vnd(50_000),
        turnoverWeights: { RNG: 100, LIVE: 10, SPORTS: 20, LOTT: 0 },
        turnoverDays: 7,
        maxBet: vnd(20_000),
        status: "waiting",
        claimBy: new Date(now + 30 * DAY_MS),
      },
      {
        brandId,
        memberId,
        source: "mission",
        sourceId: "demo-first-bet",
        grantKey: `demo:mission:${memberId}`,
        title: { EN: "First bet mission", VI: "Nhiệm vụ cược đầu tiên" },
        points: 300n,
        status: "waiting",
      },
      {
        brandId,
        memberId,
        source: "event",
        sourceId: "demo-lucky-draw",
        grantKey: `demo:event:${memberId}`,
        title: { EN: "Lucky draw grand prize", VI: "Giải đặc biệt bốc thăm may mắn" },
        // Above the default approval threshold (10,000,000 ₫): it waits for an operator.
        cash: vnd(20_000_000),
        status: "approval",
      },
    ])
    .onConflictDoNothing();
}
