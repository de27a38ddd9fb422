import * as schema from "@lotus/db/schema";
import { and, eq, ne, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { memberIdOf } from "../payments/support";
import { fileTestApp } from "../support/app";
import { auditCount } from "../support/operators";
import {
  composed,
  deliver,
  inbox,
  listen,
  member,
  messagesOperator,
  messagesPath,
  rowsOfCampaign,
  runDeliveryJob,
  secondRunner,
  site,
  unread,
} from "./support";

const t = fileTestApp();
let send: Awaited<ReturnType<typeof messagesOperator>>;

beforeAll(async () => {
  send = await messagesOperator(t, "messenger1");
});

const compose = (body: unknown) => send({ method: "POST", url: messagesPath(t), payload: body });

/** Composes a message that must be accepted; its id. */
async function accepted(body: unknown): Promise<string> {
  const response = await compose(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.id;
}

/** Sends now and lets the delivery finish; the campaign's id. */
async function sentNow(audience: unknown): Promise<string> {
  const id = await accepted(composed(audience));
  await deliver(t);
  return id;
}

const detail = async (id: string) =>
  (await send({ method: "GET", url: messagesPath(t, `/${id}`) })).json().value;

async function nonTrialMembers(): Promise<number> {
  const [row] = await t.platform.db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.members)
    .where(and(eq(schema.members.brandId, t.brandId), ne(schema.members.accountType, 4)));
  return Number(row?.n ?? 0);
}

describe("composing a message", () => {
  it("refuses bad input with a translated 4xx and stores and audits nothing", async () => {
    const target = await member(t, "refused");
    const before = (await send({ method: "GET", url: messagesPath(t) })).json().value.total;
    const audits = await auditCount(t);
    const now = t.clock.now();
    const cases: Array<[unknown, number, string]> = [
      [
        { ...composed({ kind: "member", account: target.account }), audience: undefined },
        400,
        "validation.failed",
      ],
      [composed({ kind: "everyone" }), 400, "validation.failed"],
      [composed({ kind: "labels", labels: [] }), 400, "validation.failed"],
      [composed({ kind: "member", account: target.account }, { extra: 1 }), 400, "validation.failed"],
      [composed({ kind: "member", account: "nobody-here" }), 400, "message.member_unknown"],
      [composed({ kind: "tree", account: target.account }), 400, "message.not_agent"],
      [composed({ kind: "vip", ranks: [42] }), 400, "message.vip_level_unknown"],
      [
        { ...composed({ kind: "brand" }), title: { EN: "Only English" }, body: { EN: "<p>Hi</p>" } },
        400,
        "message.default_language_required",
      ],
      [
        { ...composed({ kind: "brand" }), body: { EN: "<p>Hi</p>", VI: "<script>x()</script>" } },
        400,
        "message.default_language_required",
      ],
      [composed({ kind: "brand" }, { sendAt: now - 3_600_000 }), 400, "message.schedule_invalid"],
      [composed({ kind: "brand" }, { sendAt: now + 400 * 86_400_000 }), 400, "message.schedule_invalid"],
    ];
    for (const [body, status, code] of cases) {
      const response = await compose(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().code).toBe(code);
    }
    const vi = await send(
      { method: "POST", url: messagesPath(t), payload: composed({ kind: "member", account: "nobody-here" }) },
      "VI",
    );
    expect(vi.json()).toMatchObject({
      code: "message.member_unknown",
      message: "Không có thành viên nào có tài khoản này",
    });
    expect((await send({ method: "GET", url: messagesPath(t) })).json().value.total).toBe(before);
    expect(await auditCount(t)).toBe(audits);
    expect(await unread(t, target.token)).toBe(0);
  });

  it("needs messages.send to send and messages.view to list", async () => {
    const finance = await messagesOperator(t, "finance-msg", "finance");
    expect(
      (await finance({ method: "POST", url: messagesPath(t), payload: composed({ kind: "brand" }) }))
        .statusCode,
    ).toBe(403);
    expect((await finance({ method: "GET", url: messagesPath(t) })).statusCode).toBe(403);
  });

  it("sanitises the text as notices are, audits the send and shows it to the member", async () => {
    const target = await member(t, "clean");
    const audits = await auditCount(t);
    const id = await accepted({
      ...composed({ kind: "member", account: target.account }),
      body: {
        EN: '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:x()">link</a></p>',
        VI: "<p>Chào</p>",
      },
    });
    expect(await auditCount(t)).toBe(audits + 1);
    const view = await detail(id);
    expect(view.body.EN).not.toMatch(/script|onclick|javascript/);
    await deliver(t);
    const [message] = (await inbox(t, target.token)).list;
    const opened = await site(t, target.token, "GET", `/wps/relay/CSP_getMessage?id=${message?.id}`);
    expect(opened.value.content).toBe(view.body.EN);
    const vi = await site(
      t,
      target.token,
      "GET",
      `/wps/relay/CSP_getMessage?id=${message?.id}`,
      undefined,
      "VI",
    );
    expect(vi.value).toMatchObject({ title: "Tin cuối tuần", content: "<p>Chào</p>" });
    // A language the message was not written in falls back to the brand's default (VI).
    const th = await site(
      t,
      target.token,
      "GET",
      `/wps/relay/CSP_getMessage?id=${message?.id}`,
      undefined,
      "TH",
    );
    expect(th.value.title).toBe("Tin cuối tuần");
  });
});

describe("targeting", () => {
  it("one member: only that member", async () => {
    const [target, other] = [await member(t, "single"), await member(t, "other")];
    const signals = listen(t, `member:${target.id}`);
    const id = await sentNow({ kind: "member", account: target.account.toUpperCase() });
    signals.stop();
    expect(await rowsOfCampaign(t, id)).toEqual([target.id]);
    expect(await unread(t, target.token)).toBe(1);
    expect(await unread(t, other.token)).toBe(0);
    expect(signals.heard.some((event) => event.type === "messages")).toBe(true);
    expect(await detail(id)).toMatchObject({ status: "sent", recipients: 1, audienceSize: 1, read: 0 });
  });

  it("member labels: members carrying any of them", async () => {
    const gold = await member(t, "gold", { labels: ["gold", "x"] });
    const silver = await member(t, "silver", { labels: ["silver"] });
    const none = await member(t, "nolabel");
    const id = await sentNow({ kind: "labels", labels: ["gold", "bronze"] });
    expect(await rowsOfCampaign(t, id)).toEqual([gold.id]);
    expect(await unread(t, silver.token)).toBe(0);
    expect(await unread(t, none.token)).toBe(0);
  });

  it("VIP levels: members on those ranks (uncounted members are on the lowest)", async () => {
    const fresh = await member(t, "rank0");
    const player = await memberIdOf(t, "player01");
    const demo = await memberIdOf(t, "demo01");
    const two = await sentNow({ kind: "vip", ranks: [2] });
    expect(await rowsOfCampaign(t, two)).toEqual([player]);
    const lowest = await rowsOfCampaign(t, await sentNow({ kind: "vip", ranks: [0] }));
    expect(lowest).toContain(fresh.id);
    expect(lowest).not.toContain(player);
    expect(lowest).not.toContain(demo);
  });

  it("an agent's tree: the agent and every level below it, no one else", async () => {
    const agent = await member(t, "treetop", { accountType: 1 });
    const child = await member(t, "treechild", { accountType: 1, uplineId: agent.id });
    const grandchild = await member(t, "treegrand", { uplineId: child.id });
    const outsider = await member(t, "treeout");
    const id = await sentNow({ kind: "tree", account: agent.account });
    expect((await rowsOfCampaign(t, id)).sort()).toEqual([agent.id, child.id, grandchild.id].sort());
    expect(await unread(t, outsider.token)).toBe(0);
  });

  it("the whole brand: every member but trial accounts, signalled once per batch on the brand channel", async () => {
    const trial = await member(t, "trial", { accountType: 4 });
    const regular = await member(t, "regular");
    const brandSignals = listen(t, `brand:${t.brandId}`);
    const id = await sentNow({ kind: "brand" });
    brandSignals.stop();
    const rows = await rowsOfCampaign(t, id);
    expect(rows).toContain(regular.id);
    expect(rows).not.toContain(trial.id);
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows.length).toBe(await nonTrialMembers());
    expect(await detail(id)).toMatchObject({
      status: "sent",
      recipients: rows.length,
      audienceSize: rows.length,
    });
    expect(brandSignals.heard.filter((event) => event.type === "messages").length).toBeGreaterThanOrEqual(1);
  });

  it("a member registered after the send does not get it", async () => {
    const runner = secondRunner(t, { batchSize: 1, budgetMs: 0 });
    const at = t.clock.now();
    const id = await accepted(composed({ kind: "brand" }, { sendAt: at + 60_000 }));
    await runner.runDue(at + 120_000);
    expect(await detail(id)).toMatchObject({ status: "sending", recipients: 1 });
    const late = await member(t, "late");
    for (let run = 0; run < 500 && (await detail(id)).status === "sending"; run++)
      await runner.runDue(at + 120_000);
    const rows = await rowsOfCampaign(t, id);
    expect(rows).not.toContain(late.id);
    expect(await detail(id)).toMatchObject({
      status: "sent",
      recipients: rows.length,
      audienceSize: rows.length,
    });
    expect(await unread(t, late.token)).toBe(0);
  });
});

describe("scheduled messages", () => {
  it("go out only when due, once however many times and however many runners run", async () => {
    const target = await member(t, "sched");
    const at = t.clock.now();
    const id = await accepted(
      composed({ kind: "member", account: target.account }, { sendAt: at + 10 * 60_000 }),
    );
    expect(await detail(id)).toMatchObject({ status: "scheduled", recipients: 0 });
    await deliver(t, at);
    await deliver(t, at + 9 * 60_000);
    expect(await unread(t, target.token)).toBe(0);
    const a = secondRunner(t, { batchSize: 1, budgetMs: 45_000 });
    const b = secondRunner(t, { batchSize: 1, budgetMs: 45_000 });
    await Promise.all([a.runDue(at + 11 * 60_000), b.runDue(at + 11 * 60_000), deliver(t, at + 11 * 60_000)]);
    await deliver(t, at + 12 * 60_000);
    expect(await rowsOfCampaign(t, id)).toEqual([target.id]);
    expect(await detail(id)).toMatchObject({ status: "sent", recipients: 1 });
  });

  it("a brand-wide message with two runners in small batches: each member once, the count exact", async () => {
    const at = t.clock.now();
    const id = await accepted(composed({ kind: "brand" }, { sendAt: at + 60_000 }));
    const a = secondRunner(t, { batchSize: 3, budgetMs: 45_000 });
    const b = secondRunner(t, { batchSize: 2, budgetMs: 45_000 });
    await Promise.all([a.runDue(at + 120_000), b.runDue(at + 120_000)]);
    const rows = await rowsOfCampaign(t, id);
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows.length).toBe(await nonTrialMembers());
    expect(await detail(id)).toMatchObject({ status: "sent", recipients: rows.length });
  });

  it("the registered job delivers once per period", async () => {
    const target = await member(t, "jobbed");
    const at = t.clock.now();
    const id = await accepted(composed({ kind: "member", account: target.account }, { sendAt: at + 30_000 }));
    const minute = Math.floor(at / 60_000) * 60_000 + 5 * 60_000;
    expect((await runDeliveryJob(t, minute)).ran).toBe(true);
    expect((await runDeliveryJob(t, minute + 1_000)).ran).toBe(false);
    expect(await rowsOfCampaign(t, id)).toEqual([target.id]);
  });

  it("can be cancelled until it starts; a sent one cannot", async () => {
    const target = await member(t, "cancel");
    const at = t.clock.now();
    const id = await accepted(
      composed({ kind: "member", account: target.account }, { sendAt: at + 5 * 60_000 }),
    );
    const audits = await auditCount(t);
    const cancelled = await send({ method: "POST", url: messagesPath(t, `/${id}/cancel`) });
    expect(cancelled.json().value).toMatchObject({ status: "cancelled" });
    expect(await auditCount(t)).toBe(audits + 1);
    await deliver(t, at + 6 * 60_000);
    expect(await rowsOfCampaign(t, id)).toEqual([]);
    const again = await send({ method: "POST", url: messagesPath(t, `/${id}/cancel`) });
    expect([again.statusCode, again.json().code]).toEqual([409, "message.not_cancellable"]);
    const sent = await sentNow({ kind: "member", account: target.account });
    const late = await send({ method: "POST", url: messagesPath(t, `/${sent}/cancel`) });
    expect([late.statusCode, late.json().code]).toEqual([409, "message.not_cancellable"]);
    const unknown = await send({
      method: "POST",
      url: messagesPath(t, "/00000000-0000-4000-8000-000000000000/cancel"),
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, "message.not_found"]);
    expect(await auditCount(t)).toBe(audits + 2);
  });

  it("lists campaigns by status with recipients and reads", async () => {
    const target = await member(t, "counted");
    const id = await sentNow({ kind: "member", account: target.account });
    const [message] = (await inbox(t, target.token)).list;
    await site(t, target.token, "GET", `/wps/relay/CSP_getMessage?id=${message?.id}`);
    const list = (await send({ method: "GET", url: `${messagesPath(t)}?status=sent&pageSize=200` })).json()
      .value;
    expect(list.list.every((row: { status: string }) => row.status === "sent")).toBe(true);
    expect(list.list.find((row: { id: string }) => row.id === id)).toMatchObject({ recipients: 1, read: 1 });
    const options = (
      await send({ method: "GET", url: `/backoffice/api/brands/${t.brandId}/message-options` })
    ).json().value;
    expect(options.defaultLanguage).toBe("VI");
    expect(options.vipLevels.length).toBeGreaterThan(0);
  });
});
