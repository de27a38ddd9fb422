import { and, eq, ne, sql } from "drizzle-orm";
import type { Transaction } from "./client";
import { memberMessages, members, messageCampaigns } from "./schema";

const DAY_MS = 86_400_000;
const TRIAL = 4;

/**
 * Demo inbox (SPEC §2 messageV2): a welcome message the whole brand received, a note to demo01
 * about its VIP level, both already sent and unread, and a brand-wide weekend message scheduled a
 * week ahead (the back office can cancel it). System messages follow from the demo deposits.
 */
export async function seedDemoMessages(
  tx: Transaction,
  brandId: string,
  demoAccount: string,
  sanitize: (html: string) => string,
): Promise<void> {
  const now = Date.now();
  const seeded = { createdBy: "seed", createdByName: "Lotus" };
  const [demo] = await tx
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.accountKey, demoAccount)));
  if (!demo) throw new Error("demo member missing");
  const sentAt = new Date(now - DAY_MS);
  const [welcome, vipNote] = await tx
    .insert(messageCampaigns)
    .values([
      {
        brandId,
        title: { EN: "Welcome to Lotus", VI: "Chào mừng bạn đến với Lotus" },
        body: {
          EN: sanitize(
            "<p>Thank you for joining <strong>Lotus</strong>. Your deposits, withdrawals and bonuses are announced here, and our team writes to you here too.</p><p>Good luck!</p>",
          ),
          VI: sanitize(
            "<p>Cảm ơn bạn đã tham gia <strong>Lotus</strong>. Các khoản nạp, rút và tiền thưởng của bạn được thông báo tại đây, và đội ngũ của chúng tôi cũng gửi tin cho bạn tại đây.</p><p>Chúc bạn may mắn!</p>",
          ),
        },
        audience: { kind: "brand" as const },
        status: "sent",
        sendAt: sentAt,
        startedAt: sentAt,
        sentAt,
        cutoffSeq: 0n,
        ...seeded,
        createdAt: sentAt,
      },
      {
        brandId,
        title: { EN: "Your VIP benefits", VI: "Quyền lợi VIP của bạn" },
        body: {
          EN: sanitize(
            "<p>You have reached a new VIP level. Open the <strong>VIP</strong> page to see your rebate rates and withdrawal limits.</p>",
          ),
          VI: sanitize(
            "<p>Bạn đã đạt cấp VIP mới. Hãy mở trang <strong>VIP</strong> để xem tỷ lệ hoàn trả và hạn mức rút tiền của bạn.</p>",
          ),
        },
        audience: { kind: "member" as const, memberId: demo.id, account: demo.account },
        status: "sent",
        sendAt: new Date(now - DAY_MS / 2),
        startedAt: new Date(now - DAY_MS / 2),
        sentAt: new Date(now - DAY_MS / 2),
        cutoffSeq: 0n,
        ...seeded,
        createdAt: new Date(now - DAY_MS / 2),
      },
      {
        brandId,
        title: { EN: "Weekend tournament", VI: "Giải đấu cuối tuần" },
        body: {
          EN: sanitize(
            "<p>The weekend slot tournament starts on Saturday. Play any house slot to enter.</p>",
          ),
          VI: sanitize(
            "<p>Giải đấu slot cuối tuần bắt đầu vào thứ Bảy. Chơi bất kỳ slot nội bộ nào để tham gia.</p>",
          ),
        },
        audience: { kind: "brand" as const },
        status: "scheduled",
        sendAt: new Date(now + 7 * DAY_MS),
        ...seeded,
        createdAt: new Date(now),
      },
    ])
    .returning({ id: messageCampaigns.id, sendAt: messageCampaigns.sendAt });
  if (!welcome || !vipNote) throw new Error("demo messages not created");
  const everyone = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, brandId), ne(members.accountType, TRIAL)));
  await tx.insert(memberMessages).values([
    ...everyone.map((member) => ({
      brandId,
      memberId: member.id,
      campaignId: welcome.id,
      createdAt: welcome.sendAt,
    })),
    { brandId, memberId: demo.id, campaignId: vipNote.id, createdAt: vipNote.sendAt },
  ]);
  // The counts the back office shows are the rows made, as the delivery job records them.
  for (const campaign of [welcome, vipNote])
    await tx
      .update(messageCampaigns)
      .set({
        recipients: sql`(select count(*)::int from member_messages where campaign_id = ${campaign.id}::uuid)`,
        audienceSize: sql`(select count(*)::int from member_messages where campaign_id = ${campaign.id}::uuid)`,
      })
      .where(eq(messageCampaigns.id, campaign.id));
}
