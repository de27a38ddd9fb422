import * as schema from "@lotus/db/schema";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { downlineMembers } from "../../src/modules/agents";
import { createMessages, DELIVERY_JOB } from "../../src/modules/messages";
import { createVipService } from "../../src/modules/vip";
import type { RealtimeEvent } from "../../src/platform/realtime";
import { createMember, sessionFor } from "../payments/support";
import type { TestApp } from "../support/app";
import { type asOperator, createOperator, relogin, type TestOperator } from "../support/operators";

/** Helpers the inbox, campaign and system-message tests share. */

let serial = 0;

/** A fresh member with a site session; `labels` are stored on it as the member screen would. */
export async function member(
  t: TestApp,
  prefix: string,
  options: { accountType?: number; uplineId?: string; labels?: string[] } = {},
) {
  serial += 1;
  const account = `${prefix}${serial}${Date.now() % 100_000}`;
  const id = await createMember(t, { account, accountType: options.accountType, uplineId: options.uplineId });
  if (options.labels)
    await t.platform.db
      .update(schema.members)
      .set({ memberLabels: options.labels })
      .where(eq(schema.members.id, id));
  return { id, account, token: await sessionFor(t, id) };
}

/** An operator of the content role (messages.view and messages.send) and its back-office caller. */
export async function messagesOperator(
  t: TestApp,
  username: string,
  role: "content" | "finance" = "content",
) {
  const operator: TestOperator = await createOperator(t, { username, role });
  return async (options: Parameters<ReturnType<typeof asOperator>>[0], language = "EN") =>
    t.app.inject({
      ...options,
      payload: options.payload as never,
      headers: { authorization: await relogin(t, operator), language },
    });
}

export const messagesPath = (t: TestApp, path = "") => `/backoffice/api/brands/${t.brandId}/messages${path}`;

/** A valid composed message: EN and VI texts, the given audience, now unless `sendAt`. */
export function composed(audience: unknown, extra: Record<string, unknown> = {}) {
  return {
    title: { EN: "Weekend news", VI: "Tin cuối tuần" },
    body: { EN: "<p>Hello <strong>friends</strong></p>", VI: "<p>Xin chào <strong>các bạn</strong></p>" },
    audience,
    ...extra,
  };
}

/** A site call: status, code and the envelope's value. */
export async function site(
  t: TestApp,
  token: string | undefined,
  method: "GET" | "POST",
  url: string,
  payload?: unknown,
  language = "EN",
) {
  const response = await t.call({ method, url, token, payload: payload as never, headers: { language } });
  const body = response.json();
  // biome-ignore lint/suspicious/noExplicitAny: tests read the envelope's value loosely
  return { status: response.statusCode, code: body.code as string | undefined, value: body.value as any };
}

export async function unread(t: TestApp, token: string): Promise<number> {
  const answer = await site(t, token, "GET", "/wps/relay/CSP_unreadCount");
  expect(answer.status).toBe(200);
  return answer.value;
}

export async function inbox(t: TestApp, token: string, pageSize = 50) {
  const answer = await site(t, token, "GET", `/wps/relay/CSP_getMessageList?pageSize=${pageSize}`);
  expect(answer.status).toBe(200);
  return answer.value as {
    list: Array<{
      id: string;
      title: string;
      read: boolean;
      kind: string;
      event: string | null;
      preview: string;
    }>;
    total: number;
    unread: number;
  };
}

/** The app's delivery job as the job runner runs it, once in the period containing `at`. */
export async function runDeliveryJob(t: TestApp, at: number) {
  const result = await t.platform.jobs.runJob(DELIVERY_JOB, at);
  expect(result.error).toBeUndefined();
  return result;
}

/** The delivery's run as if the clock read `at` (the same code the job runs; no period claim). */
export async function deliver(t: TestApp, at = t.clock.now()) {
  return secondRunner(t, { batchSize: 5_000, budgetMs: 45_000 }).runDue(at);
}

/**
 * A second delivery runner over the same database (another worker), with its own batch size and
 * run budget: budget 0 stops each campaign after one batch.
 */
export function secondRunner(t: TestApp, options: { batchSize: number; budgetMs: number }) {
  const vip = createVipService(t.platform);
  return createMessages(
    t.platform,
    {
      vipLevels: async (brandId) =>
        (await vip.ladder(brandId)).map((level) => ({ rank: level.rank, name: level.name })),
      membersAtVipRanks: (brandId, ranks) => vip.membersAtRanks(brandId, ranks),
      downline: async (brandId, agentId) =>
        (await downlineMembers(t.platform.db, { brandId, agentId })).map((row) => row.id),
    },
    options,
  ).delivery;
}

/** Inbox rows per member of a campaign (never more than one each). */
export async function rowsOfCampaign(t: TestApp, campaignId: string) {
  const rows = await t.platform.db
    .select({ memberId: schema.memberMessages.memberId })
    .from(schema.memberMessages)
    .where(eq(schema.memberMessages.campaignId, campaignId));
  return rows.map((row) => row.memberId);
}

/** System messages of a member for an event. */
export async function systemMessages(t: TestApp, memberId: string, event: string) {
  return t.platform.db
    .select()
    .from(schema.memberMessages)
    .where(
      sql`${schema.memberMessages.memberId} = ${memberId} and ${schema.memberMessages.event} = ${event}`,
    );
}

/** Signals published on a channel while the test listens. */
export function listen(t: TestApp, channel: string) {
  const heard: RealtimeEvent[] = [];
  const stop = t.platform.realtime.subscribe(channel, (event) => heard.push(event));
  return { heard, stop };
}
