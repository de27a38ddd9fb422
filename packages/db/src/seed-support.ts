import { and, eq } from "drizzle-orm";
import type { Transaction } from "./client";
import { members, supportMessages, supportTickets } from "./schema";

const HOUR_MS = 3_600_000;

/**
 * Two tickets of the demo member: a deposit question customer service has answered (waiting for
 * the member, the answer still unread on the site) and a new game question for the back office's
 * queue. The demo answer has no operator (operators are created after the seed).
 */
export async function seedDemoSupport(tx: Transaction, brandId: string, account: string): Promise<void> {
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.account, account)));
  if (!member) return;
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS);
  const question =
    "Tôi đã nạp 500.000₫ qua chuyển khoản ngân hàng lúc 9 giờ sáng nhưng số dư vẫn chưa được cộng. Nhờ kiểm tra giúp tôi.";
  const answer =
    "Chào bạn, khoản nạp 500.000₫ đã được xác nhận và cộng vào số dư lúc 10:15. Bạn vui lòng kiểm tra lại giúp nhé.";
  const gameQuestion =
    "The slot game froze after a spin and my balance did not change. Can you check what happened to that round?";
  const [answered, open] = await tx
    .insert(supportTickets)
    .values([
      {
        brandId,
        memberId: member.id,
        questionType: "deposit",
        source: "ticket",
        status: "waiting",
        preview: question,
        createdAt: at(26),
        updatedAt: at(25),
        lastMemberAt: at(26),
        lastAnswerAt: at(25),
      },
      {
        brandId,
        memberId: member.id,
        questionType: "game",
        source: "feedback",
        status: "new",
        preview: gameQuestion,
        createdAt: at(2),
        updatedAt: at(2),
        lastMemberAt: at(2),
      },
    ])
    .returning({ id: supportTickets.id });
  if (!answered || !open) return;
  await tx.insert(supportMessages).values([
    { ticketId: answered.id, kind: "reply", author: "member", body: question, createdAt: at(26) },
    { ticketId: answered.id, kind: "reply", author: "operator", body: answer, createdAt: at(25) },
    { ticketId: open.id, kind: "reply", author: "member", body: gameQuestion, createdAt: at(2) },
  ]);
}
