import * as schema from "@lotus/db/schema";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fileTestApp } from "../support/app";
import { CLOSE, operator, player, REPLY, TICKET, TICKETS, type Ticket } from "./support";

/** The back office's support queue: statuses, assignment, notes, audit, and the member's view of it. */
const t = fileTestApp();
let agent: Awaited<ReturnType<typeof operator>>;
let colleague: Awaited<ReturnType<typeof operator>>;

type AdminTicket = {
  id: string;
  status: string;
  assignee: { id: string; name: string } | null;
  messageCount: number;
  messages: Array<{ kind: string; author: string; body: string; operator: { id: string } | null }>;
};

beforeAll(async () => {
  agent = await operator(t, "cs-agent");
  colleague = await operator(t, "cs-colleague");
});

async function auditOf(ticketId: string) {
  const rows = await t.platform.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.targetType, "support_ticket"), eq(schema.auditLog.targetId, ticketId)));
  return rows.sort((a, b) => a.at.getTime() - b.at.getTime());
}

describe("support queue", () => {
  it("moves a ticket new → open → waiting → open → closed → reopened, each operator step audited", async () => {
    const member = await player(t, "queue1");
    const ticket = (await member.file()).value;
    expect(ticket.status).toBe("new");
    const path = agent.path(`/${ticket.id}`);
    const taken = await agent.call<AdminTicket>("POST", `${path}/assign`, { operatorId: agent.id });
    expect(taken.value).toMatchObject({ status: "open", assignee: { id: agent.id } });
    const answered = await agent.call<AdminTicket>("POST", `${path}/reply`, {
      content: "We are checking it.",
    });
    expect(answered.value.status).toBe("waiting");
    const listed = await member.call<{ list: Ticket[] }>("GET", TICKETS);
    expect(listed.value.list[0]).toMatchObject({ id: ticket.id, status: "waiting", unread: true });
    const read = await member.call<Ticket>("GET", `${TICKET}?id=${ticket.id}`);
    expect(read.value.messages.map((message) => [message.author, message.body])).toEqual([
      ["member", ticket.messages[0]?.body],
      ["support", "We are checking it."],
    ]);
    expect((await member.call<{ list: Ticket[] }>("GET", TICKETS)).value.list[0]?.unread).toBe(false);
    const again = await member.call<Ticket>("POST", REPLY, { id: ticket.id, content: "Any news?" });
    expect(again.value.status).toBe("open");
    const closed = await agent.call<AdminTicket>("POST", `${path}/status`, {
      status: "closed",
      reason: "Resolved",
    });
    expect(closed.value).toMatchObject({ status: "closed", closedBy: "operator" });
    // Setting the status it already has changes nothing and is not an action.
    expect((await agent.call<AdminTicket>("POST", `${path}/status`, { status: "closed" })).status).toBe(200);
    const reopened = await member.call<Ticket>("POST", REPLY, {
      id: ticket.id,
      content: "It happened again",
    });
    expect(reopened.value.status).toBe("open");
    expect((await agent.call("POST", `${path}/status`, { status: "new" })).status).toBe(400);
    const audit = await auditOf(ticket.id);
    expect(audit.map((entry) => entry.action)).toEqual(["ticket.assign", "ticket.reply", "ticket.status"]);
    expect(audit.every((entry) => entry.operatorId === agent.id && entry.brandId === t.brandId)).toBe(true);
    expect(audit[2]).toMatchObject({
      reason: "Resolved",
      before: { status: "open" },
      after: { status: "closed" },
    });
  });

  it("assigns to oneself, a colleague or nobody, never to an operator without the permission or the brand", async () => {
    const member = await player(t, "queue2");
    const ticket = (await member.file()).value;
    const path = agent.path(`/${ticket.id}/assign`);
    const assignees = await agent.call<{ list: Array<{ id: string }> }>("GET", agent.path("/assignees"));
    const content = await operator(t, "content-editor", "content");
    const elsewhere = await operator(t, "cs-elsewhere", "support", { brandIds: [] });
    const ids = assignees.value.list.map((entry) => entry.id);
    expect(ids).toEqual(expect.arrayContaining([agent.id, colleague.id]));
    expect(ids).not.toContain(content.id);
    expect(ids).not.toContain(elsewhere.id);
    const refused = { status: 422, code: "support.assignee_invalid" };
    expect(await agent.call("POST", path, { operatorId: content.id })).toMatchObject(refused);
    expect(await agent.call("POST", path, { operatorId: elsewhere.id })).toMatchObject(refused);
    expect(
      await agent.call("POST", path, { operatorId: "00000000-0000-4000-8000-000000000000" }),
    ).toMatchObject(refused);
    expect(await auditOf(ticket.id)).toHaveLength(0);
    const given = await agent.call<AdminTicket>("POST", path, { operatorId: colleague.id });
    expect(given.value).toMatchObject({
      status: "open",
      assignee: { id: colleague.id, name: "cs-colleague" },
    });
    const mine = await colleague.call<{ list: Array<{ id: string }> }>(
      "GET",
      `${colleague.path()}?assignee=me`,
    );
    expect(mine.value.list.map((row) => row.id)).toContain(ticket.id);
    const dropped = await agent.call<AdminTicket>("POST", path, { operatorId: null });
    expect(dropped.value).toMatchObject({ status: "open", assignee: null });
    const unassigned = await agent.call<{ list: Array<{ id: string }> }>(
      "GET",
      `${agent.path()}?assignee=none`,
    );
    expect(unassigned.value.list.map((row) => row.id)).toContain(ticket.id);
    expect((await auditOf(ticket.id)).map((entry) => entry.after)).toEqual([
      { assigneeId: colleague.id, status: "open" },
      { assigneeId: null, status: "open" },
    ]);
  });

  it("keeps internal notes from the member, in every member call", async () => {
    const member = await player(t, "queue3");
    const ticket = (await member.file()).value;
    const path = agent.path(`/${ticket.id}`);
    const noted = await agent.call<AdminTicket>("POST", `${path}/notes`, {
      content: "Suspected duplicate account",
    });
    expect(noted.value.messages.at(-1)).toMatchObject({
      kind: "note",
      author: "operator",
      operator: { id: agent.id },
    });
    expect(noted.value.status).toBe("new");
    const views = [
      (await member.call<Ticket>("GET", `${TICKET}?id=${ticket.id}`)).value,
      (await member.call<Ticket>("POST", REPLY, { id: ticket.id, content: "Hello?" })).value,
      (await member.call<Ticket>("POST", CLOSE, { id: ticket.id })).value,
    ];
    for (const view of views) {
      expect(JSON.stringify(view)).not.toContain("Suspected duplicate account");
      expect(view.messages.every((message) => message.author === "member")).toBe(true);
    }
    expect(JSON.stringify((await member.call("GET", TICKETS)).value)).not.toContain("Suspected");
    expect((await auditOf(ticket.id)).map((entry) => entry.action)).toEqual(["ticket.note"]);
  });

  it("filters the queue by status, question type, account and age, and counts what waits", async () => {
    const member = await player(t, "queue4");
    const before = (await agent.call<{ new: number }>("GET", agent.path("/counts"))).value;
    const game = (await member.file({ questionType: "game" })).value;
    const withdrawal = (await member.file({ questionType: "withdrawal" })).value;
    const after = (await agent.call<{ new: number; mine: number }>("GET", agent.path("/counts"))).value;
    expect(after.new).toBe(before.new + 2);
    const byType = await agent.call<{ list: Array<{ id: string }> }>(
      "GET",
      `${agent.path()}?questionType=game&account=queue4`,
    );
    expect(byType.value.list.map((row) => row.id)).toEqual([game.id]);
    t.clock.advance(3 * 3_600_000);
    await member.renew();
    await member.call("POST", REPLY, { id: withdrawal.id, content: "Please hurry" });
    const old = await agent.call<{ list: Array<{ id: string }> }>(
      "GET",
      `${agent.path()}?olderThanHours=2&account=queue4`,
    );
    expect(old.value.list.map((row) => row.id)).toEqual([game.id]);
    await agent.call("POST", agent.path(`/${game.id}/status`), { status: "closed" });
    const closed = await agent.call<{ list: Array<{ id: string }> }>(
      "GET",
      `${agent.path()}?status=closed&account=queue4`,
    );
    expect(closed.value.list.map((row) => row.id)).toEqual([game.id]);
    const active = await agent.call<{ list: Array<{ id: string }> }>("GET", `${agent.path()}?account=queue4`);
    expect(active.value.list.map((row) => row.id)).toEqual([withdrawal.id]);
  });

  it("shows the demo member's answered and new tickets", async () => {
    const demo = await agent.call<{ list: Array<{ account: string; status: string; messageCount: number }> }>(
      "GET",
      `${agent.path()}?account=demo01`,
    );
    expect(demo.value.list.map((row) => [row.status, row.messageCount])).toEqual([
      ["waiting", 1],
      ["new", 0],
    ]);
  });

  it("lets only operators with the ticket permissions in", async () => {
    const content = await operator(t, "content-only", "content");
    expect((await content.call("GET", content.path())).status).toBe(403);
    const member = await player(t, "queue5");
    const ticket = (await member.file()).value;
    const finance = await operator(t, "finance-only", "finance");
    expect((await finance.call("POST", finance.path(`/${ticket.id}/reply`), { content: "hi" })).status).toBe(
      403,
    );
    expect(await auditOf(ticket.id)).toHaveLength(0);
  });
});
