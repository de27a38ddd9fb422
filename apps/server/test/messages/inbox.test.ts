import { beforeAll, describe, expect, it } from "vitest";
import { fileTestApp } from "../support/app";
import {
  composed,
  deliver,
  inbox,
  listen,
  member,
  messagesOperator,
  messagesPath,
  site,
  unread,
} from "./support";

const t = fileTestApp();
let send: Awaited<ReturnType<typeof messagesOperator>>;

beforeAll(async () => {
  send = await messagesOperator(t, "inbox-sender");
});

/** `count` messages sent to the member one after the other (titles "Message 1…"); their ids, newest first. */
async function give(account: string, token: string, count: number): Promise<string[]> {
  for (let n = 1; n <= count; n++) {
    const response = await send({
      method: "POST",
      url: messagesPath(t),
      payload: {
        ...composed({ kind: "member", account }),
        title: { EN: `Message ${n}`, VI: `Tin ${n}` },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    t.clock.advance(1_000);
  }
  await deliver(t);
  return (await inbox(t, token)).list.map((message) => message.id);
}

describe("the inbox", () => {
  it("lists unread first, then newest; opening marks read; marks, deletes and reads all", async () => {
    const me = await member(t, "reader");
    const [third, second, first] = await give(me.account, me.token, 3);
    expect(await unread(t, me.token)).toBe(3);
    const opened = await site(t, me.token, "GET", `/wps/relay/CSP_getMessage?id=${third}`);
    expect(opened.value).toMatchObject({ id: third, title: "Message 3", read: true, kind: "operator" });
    expect(opened.value.content).toBe("<p>Hello <strong>friends</strong></p>");
    let list = await inbox(t, me.token);
    expect(list.list.map((message) => message.id)).toEqual([second, first, third]);
    expect(list.list[0]).toMatchObject({ preview: "Hello friends", read: false });
    expect(list.unread).toBe(2);

    const marked = await site(t, me.token, "POST", "/wps/relay/CSP_markMessages", {
      ids: [first],
      read: true,
    });
    expect(marked.value).toEqual({ unread: 1 });
    const unmarked = await site(t, me.token, "POST", "/wps/relay/CSP_markMessages", {
      ids: [third],
      read: false,
    });
    expect(unmarked.value).toEqual({ unread: 2 });
    list = await inbox(t, me.token);
    expect(list.list.map((message) => message.id)).toEqual([third, second, first]);

    const deleted = await site(t, me.token, "POST", "/wps/relay/CSP_deleteMessages", { ids: [second] });
    expect(deleted.value).toEqual({ unread: 1 });
    expect((await inbox(t, me.token)).total).toBe(2);
    const all = await site(t, me.token, "POST", "/wps/relay/CSP_readAllMessages");
    expect(all.value).toEqual({ unread: 0 });
    expect(await unread(t, me.token)).toBe(0);
    // A deleted message is gone for the member only: the campaign still counts it.
    const gone = await site(t, me.token, "GET", `/wps/relay/CSP_getMessage?id=${second}`);
    expect([gone.status, gone.code]).toEqual([404, "message.not_found"]);
  });

  it("signals the member's other devices when they read", async () => {
    const me = await member(t, "devices");
    const [id] = await give(me.account, me.token, 1);
    const signals = listen(t, `member:${me.id}`);
    await site(t, me.token, "GET", `/wps/relay/CSP_getMessage?id=${id}`);
    await site(t, me.token, "GET", `/wps/relay/CSP_getMessage?id=${id}`);
    signals.stop();
    expect(signals.heard.filter((event) => event.type === "messages")).toHaveLength(1);
  });

  it("counts right under concurrent reads: marking one message ×8 at once drops the count by one", async () => {
    const me = await member(t, "racer");
    const [one, two] = await give(me.account, me.token, 3);
    await Promise.all(
      Array.from({ length: 8 }, () =>
        site(t, me.token, "POST", "/wps/relay/CSP_markMessages", { ids: [one], read: true }),
      ),
    );
    expect(await unread(t, me.token)).toBe(2);
    await Promise.all(
      Array.from({ length: 8 }, () => site(t, me.token, "GET", `/wps/relay/CSP_getMessage?id=${two}`)),
    );
    expect(await unread(t, me.token)).toBe(1);
  });

  it("never lets a member read, mark or delete another member's message", async () => {
    const owner = await member(t, "owner");
    const intruder = await member(t, "intruder");
    const [theirs] = await give(owner.account, owner.token, 1);
    const [mine] = await give(intruder.account, intruder.token, 1);
    const calls: Array<[string, string, unknown?]> = [
      ["GET", `/wps/relay/CSP_getMessage?id=${theirs}`],
      ["POST", "/wps/relay/CSP_markMessages", { ids: [theirs], read: true }],
      ["POST", "/wps/relay/CSP_markMessages", { ids: [mine, theirs], read: true }],
      ["POST", "/wps/relay/CSP_markMessages", { ids: [theirs], read: false }],
      ["POST", "/wps/relay/CSP_deleteMessages", { ids: [theirs] }],
      ["POST", "/wps/relay/CSP_deleteMessages", { ids: [mine, theirs] }],
    ];
    for (const [method, url, payload] of calls) {
      const answer = await site(t, intruder.token, method as "GET" | "POST", url, payload, "VI");
      expect([answer.status, answer.code], url).toEqual([404, "message.not_found"]);
    }
    // Nothing changed on either side: a call naming one foreign id changes none of its ids.
    expect(await unread(t, owner.token)).toBe(1);
    expect(await unread(t, intruder.token)).toBe(1);
    expect((await inbox(t, intruder.token)).list.map((message) => message.id)).toEqual([mine]);
    // Reading all marks only the caller's own.
    await site(t, intruder.token, "POST", "/wps/relay/CSP_readAllMessages");
    expect(await unread(t, owner.token)).toBe(1);
  });

  it("refuses bad input with a translated 400 and needs a session", async () => {
    const me = await member(t, "badinput");
    const bad: Array<[string, string, unknown?]> = [
      ["GET", "/wps/relay/CSP_getMessage?id=not-a-uuid"],
      ["GET", "/wps/relay/CSP_getMessage"],
      ["GET", "/wps/relay/CSP_getMessageList?pageSize=500"],
      ["GET", "/wps/relay/CSP_getMessageList?page=0"],
      ["POST", "/wps/relay/CSP_markMessages", { ids: [], read: true }],
      ["POST", "/wps/relay/CSP_markMessages", { ids: ["x"], read: true }],
      ["POST", "/wps/relay/CSP_markMessages", { ids: [me.id] }],
      ["POST", "/wps/relay/CSP_markMessages", { ids: Array.from({ length: 101 }, () => me.id), read: true }],
      ["POST", "/wps/relay/CSP_deleteMessages", { ids: [me.id], extra: 1 }],
      ["POST", "/wps/relay/CSP_deleteMessages", { ids: "oops" }],
    ];
    for (const [method, url, payload] of bad) {
      const answer = await site(t, me.token, method as "GET" | "POST", url, payload, "VI");
      expect(answer.status, url).toBe(400);
      expect(answer.code).toBe("validation.failed");
    }
    const anonymous = await site(t, undefined, "GET", "/wps/relay/CSP_unreadCount");
    expect([anonymous.status, anonymous.code]).toEqual([401, "auth.required"]);
  });
});
