import type { Permission } from "@lotus/contracts";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import support from "../../../locales/en/support.json";
import { BRAND, consoleFor, englishI18n, firstPaint, pageOf, textOf } from "../../../test/console-fixture";
import {
  type AdminTicket,
  assigneesQuery,
  ticketCountsQuery,
  ticketQuery,
  ticketQueueQuery,
} from "../api/support-api";
import { queueQuery } from "./support-helpers";
import TicketPage from "./TicketPage";
import TicketQueuePage from "./TicketQueuePage";

/**
 * The support screens (server-rendered from cached answers): tickets.view reads the queue and a
 * ticket with its internal notes; only tickets.manage adds the answer, note, assignment and status forms.
 */

const i18n = englishI18n({ support });
const VIEW: Permission[] = ["tickets.view"];
const MANAGE: Permission[] = ["tickets.view", "tickets.manage"];
const NOW = Date.now();

const ticket: AdminTicket = {
  id: "t1",
  number: 1024,
  memberId: "m1",
  account: "player01",
  questionType: "deposit",
  source: "chat",
  status: "waiting",
  preview: "My deposit has not arrived",
  assignee: { id: "op1", name: "Risk" },
  messageCount: 2,
  createdAt: NOW - 3 * 3_600_000,
  updatedAt: NOW - 3_600_000,
  lastMemberAt: NOW - 3 * 3_600_000,
  closedAt: null,
  closedBy: null,
  messages: [
    {
      id: "x1",
      kind: "reply",
      author: "member",
      operator: null,
      body: "My deposit has not arrived",
      images: [{ id: "i1", url: "/support-image/i1?expires=1&sig=a" }],
      createdAt: NOW - 3 * 3_600_000,
    },
    {
      id: "x2",
      kind: "note",
      author: "operator",
      operator: { id: "op1", name: "Risk" },
      body: "Bank statement checked",
      images: [],
      createdAt: NOW - 2 * 3_600_000,
    },
    {
      id: "x3",
      kind: "reply",
      author: "operator",
      operator: { id: "op1", name: "Risk" },
      body: "Credited at 10:15",
      images: [],
      createdAt: NOW - 3_600_000,
    },
  ],
};

function paintTicket(permissions: Permission[]) {
  const client = new QueryClient();
  client.setQueryData(ticketQuery(BRAND.id, "t1").queryKey, ticket);
  client.setQueryData(assigneesQuery(BRAND.id).queryKey, {
    list: [{ id: "op1", name: "Risk", username: "risk" }],
  });
  return firstPaint(<TicketPage />, {
    i18n,
    client,
    signedIn: consoleFor(permissions),
    url: "/tickets/t1",
    path: "/tickets/:ticketId",
  });
}

describe("the ticket screen", () => {
  it("shows the conversation with internal notes and images to tickets.view, without forms", () => {
    const html = paintTicket(VIEW);
    const text = textOf(html);
    expect(text).toContain("Ticket #1024");
    expect(text).toContain(support.statuses.waiting);
    expect(text).toContain(support.sources.chat);
    expect(text).toContain("Bank statement checked");
    expect(text).toContain(support.detail.note);
    expect(html).toContain('src="/support-image/i1?expires=1&amp;sig=a"');
    expect(text).not.toContain(support.reply.submit);
    expect(text).not.toContain(support.notes.submit);
    expect(text).not.toContain(support.status.submit);
  });

  it("adds the answer, note, assignment and status forms for tickets.manage", () => {
    const text = textOf(paintTicket(MANAGE));
    for (const label of [
      support.reply.submit,
      support.notes.submit,
      support.assign.submit,
      support.status.submit,
    ])
      expect(text).toContain(label);
    // Already the operator's ticket: no "assign to me".
    expect(text).not.toContain(support.assign.toMe);
  });
});

describe("the queue", () => {
  it("lists tickets with their type, status, assignee and how long the member has waited", () => {
    const client = new QueryClient();
    const open = { ...ticket, id: "t2", number: 1025, status: "open" as const, updatedAt: NOW - 10 * 60_000 };
    client.setQueryData(
      ticketQueueQuery(BRAND.id, queueQuery({}, 1, 20)).queryKey,
      pageOf([ticket, open], 20),
    );
    client.setQueryData(ticketCountsQuery(BRAND.id).queryKey, { new: 4, open: 2, waiting: 1, mine: 3 });
    client.setQueryData(assigneesQuery(BRAND.id).queryKey, { list: [] });
    const text = textOf(
      firstPaint(<TicketQueuePage />, { i18n, client, signedIn: consoleFor(VIEW), url: "/tickets" }),
    );
    expect(text).toContain("4 new · 2 in progress · 1 waiting for the member · 3 assigned to you");
    expect(text).toContain("#1024");
    expect(text).toContain(support.types.deposit);
    expect(text).toContain("player01");
    expect(text).toContain(support.statuses.waiting);
    expect(text).toContain("Risk");
    // Both members wrote 3 h ago, but only the open ticket has a member waiting on customer service.
    expect(text.match(/ 3 h /g)).toHaveLength(1);
  });
});
