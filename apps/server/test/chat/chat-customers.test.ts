import { CHAT_IMAGE_MAX_BYTES } from "@lotus/contracts";
import * as schema from "@lotus/db/schema";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { withoutBotCheck } from "../accounts-support";
import { sessionFor } from "../payments/support";
import { fileTestApp } from "../support/app";
import {
  type ChatOperator,
  type Customer,
  chatMember,
  chatOperator,
  chatPath,
  chatVisitor,
  freshIp,
  PNG_BYTES,
  say,
  stateOf,
  uploadImage,
} from "./support";

const t = fileTestApp({ ready: withoutBotCheck });
let operator: ChatOperator;

beforeAll(async () => {
  operator = await chatOperator(t, "chatcustomers");
});

describe("chat: a member's own conversation", () => {
  it("opens one conversation on the first message, keeps it, and shows its history on reopening", async () => {
    const member = await chatMember(t);
    expect((await stateOf(member)).conversation).toBeNull();
    const first = await say(member, "Hello, my deposit is late");
    expect(first.conversation.status).toBe("waiting");
    const second = await say(member, "It was 500,000");
    expect(second.conversation.id).toBe(first.conversation.id);
    const state = await stateOf(member);
    expect(state).toMatchObject({ visitorName: null, conversation: { id: first.conversation.id } });
    const messages = await member.call({
      method: "GET",
      url: `/wps/chat/messages?conversationId=${first.conversation.id}`,
    });
    expect(messages.json().value.list.map((message: { text: string }) => message.text)).toEqual([
      "Hello, my deposit is late",
      "It was 500,000",
    ]);
    const newer = await member.call({
      method: "GET",
      url: `/wps/chat/messages?conversationId=${first.conversation.id}&after=${first.message.id}`,
    });
    expect(newer.json().value.list).toHaveLength(1);
    const older = await member.call({
      method: "GET",
      url: `/wps/chat/messages?conversationId=${first.conversation.id}&limit=1`,
    });
    expect(older.json().value).toMatchObject({ hasMore: true, list: [{ text: "It was 500,000" }] });
  });

  it("opens a single conversation when two first messages race", async () => {
    const member = await chatMember(t);
    const [a, b] = await Promise.all([say(member, "one"), say(member, "two")]);
    expect(a.conversation.id).toBe(b.conversation.id);
  });

  it("refuses empty, over-long and control-character text, and changes nothing", async () => {
    const member = await chatMember(t);
    for (const text of ["   ", "x".repeat(1001), "bell\u0007", 42]) {
      const response = await member.call({ method: "POST", url: "/wps/chat/send", payload: { text } });
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json().code).toBe("validation.failed");
    }
    expect((await stateOf(member)).conversation).toBeNull();
    const lines = await say(member, "two\nlines");
    expect(lines.message.text).toBe("two\nlines");
  });

  it("never lets a member read or write another member's or a visitor's conversation", async () => {
    const owner = await chatMember(t);
    const visitor = await chatVisitor(t, "Lan");
    const intruder = await chatMember(t);
    const mine = await say(owner, "private");
    const theirs = await say(visitor, "also private");
    for (const target of [mine, theirs]) {
      const id = target.conversation.id;
      const attempts: Array<[Customer, "GET" | "POST", string, unknown]> = [
        [intruder, "GET", `/wps/chat/messages?conversationId=${id}`, undefined],
        [intruder, "POST", "/wps/chat/read", { conversationId: id, messageId: target.message.id }],
        [intruder, "POST", "/wps/chat/close", { conversationId: id }],
      ];
      for (const [who, method, url, payload] of attempts) {
        const response = await who.call({ method, url, payload });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().code).toBe("chat.not_found");
      }
    }
    // A visitor tries the member's conversation, the member the visitor's.
    for (const [who, id] of [
      [visitor, mine.conversation.id],
      [owner, theirs.conversation.id],
    ] as const) {
      const read = await who.call({ method: "GET", url: `/wps/chat/messages?conversationId=${id}` });
      expect(read.statusCode).toBe(404);
      const close = await who.call({
        method: "POST",
        url: "/wps/chat/close",
        payload: { conversationId: id },
      });
      expect(close.statusCode).toBe(404);
    }
    // The intruder's own message opened the intruder's own conversation, not theirs.
    const own = await say(intruder, "mine");
    expect([mine.conversation.id, theirs.conversation.id]).not.toContain(own.conversation.id);
    expect((await stateOf(owner)).conversation).toMatchObject({
      id: mine.conversation.id,
      status: "waiting",
    });
    const history = await intruder.call({ method: "GET", url: "/wps/chat/history" });
    expect(history.json().value.list.map((row: { id: string }) => row.id)).toEqual([own.conversation.id]);
  });

  it("moves the member's read mark forward only, never past the last message", async () => {
    const member = await chatMember(t);
    const sent = await say(member, "read marks");
    const read = async (messageId: number) =>
      (
        await member.call({
          method: "POST",
          url: "/wps/chat/read",
          payload: { conversationId: sent.conversation.id, messageId },
        })
      ).json().value;
    expect((await read(sent.message.id + 1000)).customerReadId).toBe(sent.message.id);
    expect((await read(0)).customerReadId).toBe(sent.message.id);
  });

  it("lets the member end the chat; the next message opens a new conversation and both are in the history", async () => {
    const member = await chatMember(t);
    const first = await say(member, "first chat");
    const closed = await member.call({
      method: "POST",
      url: "/wps/chat/close",
      payload: { conversationId: first.conversation.id },
    });
    expect(closed.json().value.status).toBe("closed");
    expect((await stateOf(member)).conversation).toMatchObject({
      id: first.conversation.id,
      status: "closed",
    });
    const second = await say(member, "second chat");
    expect(second.conversation.id).not.toBe(first.conversation.id);
    const history = await member.call({ method: "GET", url: "/wps/chat/history" });
    expect(history.json().value).toMatchObject({ total: 2 });
    expect(history.json().value.list[0]).toMatchObject({
      id: second.conversation.id,
      preview: "second chat",
    });
    const old = await member.call({
      method: "GET",
      url: `/wps/chat/messages?conversationId=${first.conversation.id}`,
    });
    expect(old.json().value.list.map((message: { event: string | null }) => message.event)).toEqual([
      null,
      "closed",
    ]);
  });
});

describe("chat: malformed input", () => {
  it("answers 4xx in the envelope for bad ids, paging and bodies, and changes nothing", async () => {
    const member = await chatMember(t);
    const { conversation } = await say(member, "keep me");
    const site: Array<["GET" | "POST", string, unknown]> = [
      ["GET", "/wps/chat/messages?conversationId=not-a-uuid", undefined],
      ["GET", `/wps/chat/messages?conversationId=${conversation.id}&after=-1`, undefined],
      ["GET", `/wps/chat/messages?conversationId=${conversation.id}&limit=1000`, undefined],
      ["GET", `/wps/chat/messages?conversationId=${conversation.id}&before=abc`, undefined],
      ["POST", "/wps/chat/read", { conversationId: conversation.id, messageId: -1 }],
      ["POST", "/wps/chat/read", { conversationId: conversation.id, messageId: 1.5 }],
      ["POST", "/wps/chat/close", { conversationId: conversation.id, extra: true }],
      ["POST", "/wps/chat/send", { text: ["a"] }],
    ];
    for (const [method, url, payload] of site) {
      const response = await member.call({ method, url, payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: "validation.failed" });
    }
    const notMultipart = await member.call({
      method: "POST",
      url: "/wps/chat/image",
      payload: { file: "x" },
    });
    expect([notMultipart.statusCode, notMultipart.json().code]).toEqual([422, "upload.invalid_image"]);
    const office: Array<["GET" | "POST", string, unknown]> = [
      ["GET", "/conversations/not-a-uuid", undefined],
      ["POST", `/conversations/${conversation.id}/transfer`, { operatorId: "nobody" }],
      ["POST", `/conversations/${conversation.id}/messages`, { text: "" }],
      ["GET", "/history?from=yesterday", undefined],
      ["GET", "/history?pageSize=5000", undefined],
    ];
    for (const [method, path, payload] of office) {
      const response = await operator.call({ method, url: chatPath(t, path), payload });
      expect(response.statusCode, path).toBe(400);
    }
    expect((await stateOf(member)).conversation).toMatchObject({ id: conversation.id, status: "waiting" });
  });
});

describe("chat: demo data", () => {
  it("gives the demo member one closed conversation with its history", async () => {
    const [demo] = await t.platform.db
      .select({ id: schema.members.id })
      .from(schema.members)
      .where(and(eq(schema.members.brandId, t.brandId), eq(schema.members.accountKey, "demo01")));
    const token = await sessionFor(t, demo?.id ?? "");
    const history = await t.call({ method: "GET", url: "/wps/chat/history", token });
    expect(history.json().value).toMatchObject({
      total: 1,
      list: [{ status: "closed", operatorName: "Lotus Support" }],
    });
    const id = history.json().value.list[0].id;
    const messages = await t.call({ method: "GET", url: `/wps/chat/messages?conversationId=${id}`, token });
    expect(messages.json().value.list.length).toBeGreaterThan(4);
    const found = await operator.call({ method: "GET", url: chatPath(t, "/history?account=demo01") });
    expect(found.json().value.list.map((row: { id: string }) => row.id)).toEqual([id]);
  });
});

describe("chat: visitors", () => {
  it("gives a visitor a chat token for a name; the token, not a session, opens their chat", async () => {
    const visitor = await chatVisitor(t, "  Minh  ");
    expect(visitor.token).toMatch(/^chat_/);
    const state = await stateOf(visitor);
    expect(state).toMatchObject({ visitorName: "Minh", conversation: null, online: false });
    const sent = await say(visitor, "Xin chào");
    expect(sent.conversation.status).toBe("waiting");
    const queued = await operator.call({ method: "GET", url: chatPath(t, "/console") });
    expect(queued.json().value.waiting).toContainEqual(
      expect.objectContaining({ id: sent.conversation.id, customerKind: "visitor", visitorName: "Minh" }),
    );
  });

  it("asks for a name without a token, and tells a dead member session from a dead visitor token", async () => {
    const none = await t.call({ method: "GET", url: "/wps/chat/state" });
    expect([none.statusCode, none.json().code]).toEqual([401, "chat.visitor_required"]);
    const unknownVisitor = await t.call({ method: "GET", url: "/wps/chat/state", token: "chat_nobody" });
    expect([unknownVisitor.statusCode, unknownVisitor.json().code]).toEqual([401, "chat.visitor_required"]);
    const deadSession = await t.call({ method: "GET", url: "/wps/chat/state", token: "not-a-session" });
    expect([deadSession.statusCode, deadSession.json().code]).toEqual([401, "auth.required"]);
    // A visitor has no history of past conversations: that is the member centre's.
    const visitor = await chatVisitor(t, "Hoa");
    const history = await visitor.call({ method: "GET", url: "/wps/chat/history" });
    expect(history.statusCode).toBe(401);
  });

  it("refuses bad names, limits starts per address and asks the brand's bot check", async () => {
    for (const name of ["", " ", "x".repeat(41)]) {
      const response = await t.call({ method: "POST", url: "/wps/chat/visitor", payload: { name } });
      expect(response.statusCode).toBe(400);
    }
    const ip = freshIp();
    const start = () =>
      t.call({
        method: "POST",
        url: "/wps/chat/visitor",
        payload: { name: "Spam" },
        headers: { "x-forwarded-for": ip },
      });
    for (let index = 0; index < 5; index += 1) expect((await start()).statusCode).toBe(200);
    const limited = await start();
    expect([limited.statusCode, limited.json().code]).toEqual([429, "rate.limited"]);

    await t.updateSettings({ botCheck: true });
    try {
      const headers = { "x-forwarded-for": freshIp() };
      const without = await t.call({
        method: "POST",
        url: "/wps/chat/visitor",
        payload: { name: "Bot" },
        headers,
      });
      expect(without.json().code).toBe("botcheck.failed");
      const solved = await t.call({
        method: "POST",
        url: "/wps/chat/visitor",
        payload: { name: "Person", botCheck: await t.botCheck() },
        headers,
      });
      expect(solved.statusCode).toBe(200);
    } finally {
      await t.updateSettings({ botCheck: false });
    }
  });
});

describe("chat: images", () => {
  it("takes png and jpg by their bytes, refuses other content and anything above 5 MB", async () => {
    const member = await chatMember(t);
    const refusals: Array<[Buffer, string, string]> = [
      [Buffer.from("GIF89a-not-allowed"), "photo.gif", "image/gif"],
      [Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "photo.png", "image/png"],
      [Buffer.from("plain text named like a picture"), "photo.jpg", "image/jpeg"],
      [Buffer.concat([PNG_BYTES, Buffer.alloc(CHAT_IMAGE_MAX_BYTES)]), "big.png", "image/png"],
    ];
    for (const [bytes, name, type] of refusals) {
      const response = await uploadImage(member, bytes, name, type);
      expect(response.statusCode, name).toBe(422);
      expect(response.json().code).toBe("upload.invalid_image");
    }
    expect((await stateOf(member)).conversation).toBeNull();

    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    const sent = await uploadImage(member, jpeg, "named-wrongly.png", "image/png");
    expect(sent.statusCode, sent.body).toBe(200);
    const url = sent.json().value.message.imageUrl as string;
    const image = await t.app.inject({ method: "GET", url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.rawPayload.equals(jpeg)).toBe(true);
    // Only the signed address serves it: a changed signature or a lapsed one is not found.
    const forgedUrl = url.replace(/sig=(\w)/, (_match, first: string) => `sig=${first === "0" ? "1" : "0"}`);
    const forged = await t.app.inject({ method: "GET", url: forgedUrl });
    expect(forged.statusCode).toBe(404);
    t.clock.advance(2 * 3_600_000);
    const lapsed = await t.app.inject({ method: "GET", url });
    expect(lapsed.statusCode).toBe(404);
  });
});
