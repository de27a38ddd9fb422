import { and, eq } from "drizzle-orm";
import type { Transaction } from "./client";
import { chatConversations, chatMessages, members } from "./schema";

const MINUTE_MS = 60_000;
const SUPPORT_NAME = "Lotus Support";

/**
 * The demo member's past chat with customer service (closed yesterday), so the chat modal's history
 * and the back office's chat search open on a real conversation.
 */
export async function seedDemoChat(tx: Transaction, brandId: string, account: string): Promise<void> {
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.accountKey, account)));
  if (!member) return;
  const start = Date.now() - 26 * 60 * MINUTE_MS;
  const at = (minutes: number) => new Date(start + minutes * MINUTE_MS);
  const lines: Array<{
    sender: "customer" | "operator" | "system";
    body?: string;
    event?: "taken" | "closed";
    minute: number;
  }> = [
    { sender: "customer", body: "Chào bạn, lệnh nạp tiền của tôi chưa được cộng vào ví.", minute: 0 },
    { sender: "system", event: "taken", minute: 1 },
    {
      sender: "operator",
      body: "Chào anh, em là nhân viên CSKH. Anh cho em xin mã giao dịch nạp tiền ạ.",
      minute: 2,
    },
    { sender: "customer", body: "Mã giao dịch là D7K2Q9.", minute: 3 },
    {
      sender: "operator",
      body: "Em đã kiểm tra: ngân hàng vừa xác nhận, số tiền đã được cộng vào ví của anh.",
      minute: 6,
    },
    { sender: "customer", body: "Tôi thấy rồi, cảm ơn bạn!", minute: 7 },
    { sender: "system", event: "closed", minute: 8 },
  ];
  const [conversation] = await tx
    .insert(chatConversations)
    .values({
      brandId,
      memberId: member.id,
      status: "closed",
      operatorName: SUPPORT_NAME,
      createdAt: at(0),
      takenAt: at(1),
      closedAt: at(8),
      closedBy: "operator",
      lastMessageAt: at(8),
    })
    .returning({ id: chatConversations.id });
  if (!conversation) throw new Error("demo chat not created");
  const stored = await tx
    .insert(chatMessages)
    .values(
      lines.map((line) => ({
        conversationId: conversation.id,
        brandId,
        sender: line.sender,
        operatorName: line.sender === "customer" ? null : SUPPORT_NAME,
        body: line.body ?? null,
        event: line.event ?? null,
        createdAt: at(line.minute),
      })),
    )
    .returning({ id: chatMessages.id });
  const last = Math.max(...stored.map((row) => row.id));
  await tx
    .update(chatConversations)
    .set({ lastMessageId: last, customerReadId: last, operatorReadId: last })
    .where(eq(chatConversations.id, conversation.id));
}
