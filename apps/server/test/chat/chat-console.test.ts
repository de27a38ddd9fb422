import * as schema from "@lotus/db/schema";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PRESENCE_WINDOW_MS } from "../../src/modules/chat";
import { multipart, withoutBotCheck } from "../accounts-support";
import { fileTestApp } from "../support/app";
import {
  type ChatOperator,
  chatMember,
  chatOperator,
  chatPath,
  chatVisitor,
  eventually,
  openConsole,
  openSocket,
  PNG_BYTES,
  say,
  stateOf,
  upgrade,
} from "./support";

const t = fileTestApp({ ready: withoutBotCheck });
let anna: ChatOperator;
let binh: ChatOperator;

beforeAll(async () => {
  anna = await chatOperator(t, "anna");
  binh = await chatOperator(t, "binh");
});

const auditOf = (conversationId: string) =>
  t.platform.db
    .select()
    .from(schema.auditLog)
    .where(
      and(eq(schema.auditLog.targetType, "chat_conversation"), eq(schema.auditLog.targetId, conversationId)),
    );

describe("chat console: take, answer, transfer, close", () => {
  it("lets only one of two operators taking at once have the conversation", async () => {
    const member = await chatMember(t);
    const { conversation } = await say(member, "anyone there?");
    const [first, second] = await Promise.all([
      anna.call({ method: "POST", url: chatPath(t, `/conversations/${conversation.id}/take`) }),
      binh.call({ method: "POST", url: chatPath(t, `/conversations/${conversation.id}/take`) }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().code).toBe("chat.already_taken");
    const winner = (first.statusCode === 200 ? first : second).json().value;
    expect(winner.status).toBe("open");
    expect(await auditOf(conversation.id)).toHaveLength(1);
    const state = await stateOf(member);
    expect(state.conversation).toMatchObject({ status: "open", operatorName: winner.operatorName });
  });

  it("answers only in a conversation the operator holds; the member reads the answer and the taken line", async () => {
    const member = await chatMember(t);
    const { conversation } = await say(member, "help please");
    const early = await anna.call({
      method: "POST",
      url: chatPath(t, `/conversations/${conversation.id}/messages`),
      payload: { text: "too early" },
    });
    expect(early.json().code).toBe("chat.not_yours");
    await anna.call({ method: "POST", url: chatPath(t, `/conversations/${conversation.id}/take`) });
    const other = await binh.call({
      method: "POST",
      url: chatPath(t, `/conversations/${conversation.id}/messages`),
      payload: { text: "not mine" },
    });
    expect([other.statusCode, other.json().code]).toEqual([409, "chat.not_yours"]);
    const answer = await anna.call({
      method: "POST",
      url: chatPath(t, `/conversations/${conversation.id}/messages`),
      payload: { text: "How can I help?" },
    });
    expect(answer.json().value).toMatchObject({ sender: "operator", operatorName: "anna" });
    const image = multipart("file", "x.png", "image/png", PNG_BYTES);
    const picture = await t.app.inject({
      method: "POST",
      url: chatPath(t, `/conversations/${conversation.id}/images`),
      payload: image.payload,
      headers: { ...image.headers, authorization: await anna.token() },
    });
    expect(picture.json().value.imageUrl).toMatch(/^\/chat-image\//);
    const seen = await member.call({
      method: "GET",
      url: `/wps/chat/messages?conversationId=${conversation.id}`,
    });
    expect(
      seen
        .json()
        .value.list.map((message: { sender: string; event: string | null }) => [
          message.sender,
          message.event,
        ]),
    ).toEqual([
      ["customer", null],
      ["system", "taken"],
      ["operator", null],
      ["operator", null],
    ]);
    // The operators' read mark, and the unread count the console shows.
    await say(member, "thanks");
    const before = await anna.call({ method: "GET", url: chatPath(t, `/conversations/${conversation.id}`) });
    expect(before.json().value.unread).toBe(1);
    const read = await anna.call({
      method: "POST",
      url: chatPath(t, `/conversations/${conversation.id}/read`),
      payload: { messageId: before.json().value.lastMessageId },
    });
    expect(read.json().value).toMatchObject({ unread: 0, operatorReadId: before.json().value.lastMessageId });
    expect((await stateOf(member)).conversation?.operatorReadId).toBe(before.json().value.lastMessageId);
  });

  it("transfers to an online operator only, then closes; each step audited", async () => {
    const member = await chatMember(t);
    const { conversation } = await say(member, "transfer me");
    const url = (path: string) => chatPath(t, `/conversations/${conversation.id}${path}`);
    await anna.call({ method: "POST", url: url("/take") });
    const offline = await anna.call({
      method: "POST",
      url: url("/transfer"),
      payload: { operatorId: binh.id },
    });
    expect(offline.json().code).toBe("chat.operator_offline");
    const self = await anna.call({ method: "POST", url: url("/transfer"), payload: { operatorId: anna.id } });
    expect(self.json().code).toBe("chat.transfer_self");

    const console = await openConsole(t, binh);
    try {
      const notHolder = await binh.call({
        method: "POST",
        url: url("/transfer"),
        payload: { operatorId: anna.id },
      });
      expect(notHolder.json().code).toBe("chat.operator_offline");
      const moved = await anna.call({
        method: "POST",
        url: url("/transfer"),
        payload: { operatorId: binh.id },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().value).toMatchObject({ operatorId: binh.id, operatorName: "binh" });
      const annaNow = await anna.call({
        method: "POST",
        url: url("/messages"),
        payload: { text: "still me?" },
      });
      expect(annaNow.json().code).toBe("chat.not_yours");
      const annaClose = await anna.call({ method: "POST", url: url("/close") });
      expect(annaClose.json().code).toBe("chat.not_yours");
      const closed = await binh.call({ method: "POST", url: url("/close") });
      expect(closed.json().value.status).toBe("closed");
      const again = await binh.call({ method: "POST", url: url("/close") });
      expect(again.json().code).toBe("chat.closed");
      const late = await binh.call({ method: "POST", url: url("/messages"), payload: { text: "late" } });
      expect(late.json().code).toBe("chat.closed");
    } finally {
      await console.close();
    }
    const actions = (await auditOf(conversation.id)).map((entry) => [entry.action, entry.operatorName]);
    expect(actions).toEqual([
      ["chat.take", "anna"],
      ["chat.transfer", "anna"],
      ["chat.close", "binh"],
    ]);
    const after = await member.call({
      method: "GET",
      url: `/wps/chat/messages?conversationId=${conversation.id}`,
    });
    expect(after.json().value.list.map((message: { event: string | null }) => message.event)).toEqual([
      null,
      "taken",
      "transferred",
      "closed",
    ]);
  });

  it("lets any chat operator close a waiting conversation, and keeps others out of the console", async () => {
    const visitor = await chatVisitor(t, "Spammer");
    const { conversation } = await say(visitor, "buy cheap coins");
    const closed = await binh.call({
      method: "POST",
      url: chatPath(t, `/conversations/${conversation.id}/close`),
    });
    expect(closed.json().value.status).toBe("closed");
    const content = await chatOperator(t, "contentonly", "content");
    for (const [method, path] of [
      ["GET", "/console"],
      ["GET", "/queue"],
      ["GET", `/conversations/${conversation.id}`],
      ["POST", `/conversations/${conversation.id}/take`],
      ["GET", "/history"],
    ] as const) {
      const response = await content.call({ method, url: chatPath(t, path) });
      expect(response.statusCode, path).toBe(403);
    }
    const missing = await anna.call({
      method: "POST",
      url: chatPath(t, "/conversations/00000000-0000-4000-8000-000000000000/take"),
    });
    expect([missing.statusCode, missing.json().code]).toEqual([404, "chat.not_found"]);
  });
});

describe("chat console: presence", () => {
  it("is online while a console socket is connected, tells the customers, and drops a node that stopped", async () => {
    const member = await chatMember(t);
    // The consoles of earlier tests are closed; their rows go as their sockets' close is handled.
    await eventually(async () => !(await stateOf(member)).online);
    const customerSocket = await openSocket(
      t.app,
      "/ws/chat",
      { type: "auth", token: member.token },
      {
        merchant: t.merchant,
      },
    );
    const presence = customerSocket.next((signal) => signal.type === "chat" && signal.change === "presence");
    const console = await openConsole(t, anna);
    await presence;
    expect((await stateOf(member)).online).toBe(true);
    const list = await anna.call({ method: "GET", url: chatPath(t, "/console") });
    expect(list.json().value.online).toEqual([{ id: anna.id, name: "anna" }]);

    const gone = customerSocket.next((signal) => signal.type === "chat" && signal.change === "presence");
    await console.close();
    await gone;
    await eventually(async () => !(await stateOf(member)).online);

    // A node that died keeps its row but stops refreshing it: past the window nobody is online.
    const stale = await openConsole(t, binh);
    expect((await stateOf(member)).online).toBe(true);
    t.clock.advance(PRESENCE_WINDOW_MS + 1_000);
    expect((await stateOf(member)).online).toBe(false);
    await stale.close();
    await customerSocket.close();
  });

  it("refuses sockets without a valid token, permission or brand", async () => {
    const content = await chatOperator(t, "nochat", "content");
    const refusals = [
      { type: "auth", token: "nope", brandId: t.brandId, console: true },
      { type: "auth", token: await content.token(), brandId: t.brandId, console: true },
      {
        type: "auth",
        token: await anna.token(),
        brandId: "00000000-0000-4000-8000-000000000000",
        console: true,
      },
    ];
    for (const auth of refusals) {
      const ws = await t.app.injectWS("/backoffice/api/chat/ws", upgrade());
      const closed = new Promise<number>((resolve) => ws.on("close", (code: number) => resolve(code)));
      ws.send(JSON.stringify(auth));
      expect(await closed).toBe(4401);
    }
    const customer = await t.app.injectWS("/ws/chat", upgrade({ merchant: t.merchant }));
    const closed = new Promise<number>((resolve) => customer.on("close", (code: number) => resolve(code)));
    customer.send(JSON.stringify({ type: "auth", token: "chat_unknown" }));
    expect(await closed).toBe(4401);
  });
});

describe("chat history search", () => {
  it("finds conversations by member account, visitor name, text, status and days", async () => {
    const member = await chatMember(t, "findme");
    const account = (
      await t.platform.db.select().from(schema.members).where(eq(schema.members.id, member.id))
    )[0]?.account;
    const { conversation: byMember } = await say(member, "withdrawal stuck at 50% done");
    const visitor = await chatVisitor(t, "Quang Huy");
    const { conversation: byVisitor } = await say(visitor, "what games do you have");
    const search = async (query: string) => {
      const response = await anna.call({ method: "GET", url: chatPath(t, `/history?${query}`) });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().value.list as Array<{ id: string }>).map((row) => row.id);
    };
    expect(await search(`account=${account?.toUpperCase()}`)).toEqual([byMember.id]);
    expect(await search("visitor=quang")).toEqual([byVisitor.id]);
    expect(await search("text=50%25%20done")).toEqual([byMember.id]);
    expect(await search("text=5_%25")).toEqual([]);
    expect(await search("visitor=quang&status=closed")).toEqual([]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Ho_Chi_Minh" }).format(t.clock.now());
    expect(await search(`visitor=quang&from=${today}&to=${today}`)).toEqual([byVisitor.id]);
    expect(await search(`visitor=quang&to=2020-01-01`)).toEqual([]);
    const backwards = await anna.call({
      method: "GET",
      url: chatPath(t, `/history?from=${today}&to=2020-01-01`),
    });
    expect([backwards.statusCode, backwards.json().code]).toEqual([400, "report.range_invalid"]);
    const malformed = await anna.call({ method: "GET", url: chatPath(t, "/history?from=yesterday") });
    expect(malformed.statusCode).toBe(400);
  });
});
