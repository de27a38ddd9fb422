import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSupport, type TicketAnsweredNotice } from "../../src/modules/support";
import type { OperatorContext } from "../../src/platform/http";
import type { RealtimeEvent } from "../../src/platform/realtime";
import { brandOf } from "../payments/support";
import { fileTestApp } from "../support/app";
import { operator, player, REPLY } from "./support";

/** What an operator's answer tells the member: one inbox notice per reply, and a realtime signal. */
const t = fileTestApp();

async function setup(notify: (brandId: string, notice: TicketAnsweredNotice) => Promise<unknown>) {
  const agent = await operator(t, `notifier-${Math.random().toString(36).slice(2, 8)}`);
  const who = {
    operator: { operatorId: agent.id, username: "notifier", displayName: "Notifier" } as OperatorContext,
    ip: "127.0.0.1",
  };
  return { support: createSupport(t.platform, { notify }), who, brand: await brandOf(t) };
}

describe("ticket answered", () => {
  it("calls the inbox once per reply, after it commits, keyed by the reply", async () => {
    const calls: Array<[string, TicketAnsweredNotice]> = [];
    const committed: boolean[] = [];
    const { support, who, brand } = await setup(async (brandId, notice) => {
      calls.push([brandId, notice]);
      // Read outside the reply's transaction: the reply is already there for the inbox to link to.
      const id = notice.key.replace("ticket-reply:", "");
      const rows = await t.platform.db
        .select()
        .from(schema.supportMessages)
        .where(eq(schema.supportMessages.id, id));
      committed.push(rows.length === 1);
    });
    const member = await player(t, "notified1");
    const ticket = (await member.file()).value;
    const first = await support.admin.reply(brand, who, ticket.id, "First answer");
    await support.admin.note(brand, who, ticket.id, "internal only");
    await support.admin.assign(brand, who, ticket.id, null);
    await support.admin.setStatus(brand, who, ticket.id, { status: "closed" });
    const second = await support.admin.reply(brand, who, ticket.id, "Second answer");
    const replies = [first, second].map(
      (view) =>
        view.messages.filter((message) => message.kind === "reply" && message.author === "operator").at(-1)
          ?.id,
    );
    expect(calls).toEqual([
      [
        t.brandId,
        {
          key: `ticket-reply:${replies[0]}`,
          memberId: member.id,
          event: "ticket_answered",
          params: { ticketId: ticket.id, reference: `#${ticket.number}` },
        },
      ],
      [t.brandId, expect.objectContaining({ key: `ticket-reply:${replies[1]}`, memberId: member.id })],
    ]);
    await expect(
      support.admin.reply(brand, who, "00000000-0000-4000-8000-000000000000", "lost"),
    ).rejects.toThrow("support.ticket_not_found");
    expect(calls).toHaveLength(2);
    expect(committed).toEqual([true, true]);
  });

  it("puts one ticket_answered message in the member's inbox per answer, through the app's wiring", async () => {
    const member = await player(t, "inboxed1");
    const ticket = (await member.file()).value;
    const agent = await operator(t, "inbox-agent");
    await agent.call("POST", agent.path(`/${ticket.id}/reply`), { content: "First" });
    await agent.call("POST", agent.path(`/${ticket.id}/notes`), { content: "Not for the inbox" });
    await agent.call("POST", agent.path(`/${ticket.id}/reply`), { content: "Second" });
    const inbox = await member.call<{
      list: Array<{ event: string | null; preview: string }>;
      unread: number;
    }>("GET", "/wps/relay/CSP_getMessageList");
    const answered = inbox.value.list.filter((message) => message.event === "ticket_answered");
    expect(answered).toHaveLength(2);
    expect(answered[0]?.preview).toContain(`#${ticket.number}`);
  });

  it("keeps the reply when the inbox fails", async () => {
    const { support, who, brand } = await setup(async () => {
      throw new Error("inbox down");
    });
    const member = await player(t, "notified2");
    const ticket = (await member.file()).value;
    const view = await support.admin.reply(brand, who, ticket.id, "Answer kept");
    expect(view.status).toBe("waiting");
    const read = await member.call<{ messages: Array<{ body: string }> }>(
      "GET",
      `/wps/feedback/ticket?id=${ticket.id}`,
    );
    expect(read.value.messages.map((message) => message.body)).toContain("Answer kept");
  });

  it("signals the member's open pages on an answer or a status change, never on a note", async () => {
    const member = await player(t, "notified3");
    const ticket = (await member.file()).value;
    const agent = await operator(t, "signaller");
    const heard: RealtimeEvent[] = [];
    // Only ticket signals: the inbox signals its own change on the same channel.
    const stop = t.platform.realtime.subscribe(`member:${member.id}`, (event) => {
      if (event.type === "ticket") heard.push(event);
    });
    try {
      await agent.call("POST", agent.path(`/${ticket.id}/notes`), { content: "quiet" });
      expect(heard).toEqual([]);
      await agent.call("POST", agent.path(`/${ticket.id}/reply`), { content: "Answer" });
      await agent.call("POST", agent.path(`/${ticket.id}/status`), { status: "closed" });
      expect(heard).toEqual([
        { type: "ticket", ticketId: ticket.id, at: expect.any(Number) },
        { type: "ticket", ticketId: ticket.id, at: expect.any(Number) },
      ]);
      // The member's own reply needs no signal: the answer is the new state.
      await member.call("POST", REPLY, { id: ticket.id, content: "thanks" });
      expect(heard).toHaveLength(2);
    } finally {
      stop();
    }
  });
});
