import * as schema from "@lotus/db/schema";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { DEPOSIT_BONUS_JOB } from "../../src/modules/promotions";
import { createMember, fund, sessionFor } from "../payments/support";
import type { TestApp } from "../support/app";
import { asOperator, createOperator, relogin, type TestOperator } from "../support/operators";

export const DAY_MS = 86_400_000;
export const brandPath = (t: TestApp, path = "") => `/backoffice/api/brands/${t.brandId}/promotions${path}`;

/** A promotion editor body: live from an hour ago, open-ended, for everyone, auto. */
export function promotionBody(
  t: TestApp,
  config: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  return {
    title: { EN: `Promo ${String(config.type)}`, VI: `Khuyến mãi ${String(config.type)}` },
    summary: { EN: "Summary", VI: "Tóm tắt" },
    body: { EN: "<p>Rules</p><script>alert(1)</script>", VI: "<p>Thể lệ</p>" },
    bannerUrl: null,
    startsAt: t.clock.now() - 3_600_000,
    endsAt: null,
    joinMode: "auto",
    audience: { vipLevels: [], labels: [], agentIds: [] },
    onePerPerson: false,
    matchOn: [],
    config,
    ...extra,
  };
}

export interface Promo {
  id: string;
  status: string;
  phase: string;
}

/** An owner operator and back-office calls as it (logged in again when the moved clock ended the session). */
export async function promotionOperator(t: TestApp, username: string) {
  const operator: TestOperator = await createOperator(t, { username, role: "owner" });
  const call = async (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) => {
    const response = await asOperator(t, await relogin(t, operator))({ method, url, payload });
    return { status: response.statusCode, body: response.json() as { code?: string; value: never } };
  };
  return {
    operator,
    call,
    /** Creates and publishes a promotion; answers its view. */
    async publish(config: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<Promo> {
      const created = await call("POST", brandPath(t), promotionBody(t, config, extra));
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const id = (created.body.value as Promo).id;
      const published = await call("POST", brandPath(t, `/${id}/status`), { status: "published" });
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      return published.body.value as Promo;
    },
  };
}

/** A site call: status, error code and value. */
export async function site(
  t: TestApp,
  token: string | undefined,
  method: "GET" | "POST",
  url: string,
  payload?: unknown,
) {
  const response = await t.call({ method, url, ...(token ? { token } : {}), payload: payload as never });
  const body = response.json();
  return { status: response.statusCode, code: body.code as string | undefined, value: body.value as never };
}

export interface State {
  label: string;
  action: string;
  blocked: string | null;
  claimableGrantId: string | null;
  reason: string | null;
  streak: number;
  paid: number;
}

export async function stateOf(t: TestApp, token: string, id: string): Promise<State> {
  const answer = await site(t, token, "GET", `/wps/relay/MCS2_getPromotionState?id=${id}`);
  expect(answer.status, JSON.stringify(answer)).toBe(200);
  return answer.value as State;
}

/** A fresh member with a site session. */
export async function player(t: TestApp, account: string, extra: { payeeName?: string } = {}) {
  const id = await createMember(t, { account, ...extra });
  return { id, token: await sessionFor(t, id) };
}

let jobRuns = 0;
/** Runs the deposit bonus job past the postings' settling delay, each run in a minute of its own. */
export async function runDepositJob(t: TestApp): Promise<void> {
  jobRuns += 1;
  const result = await t.platform.jobs.runJob(DEPOSIT_BONUS_JOB, t.clock.now() + jobRuns * 60_000);
  expect(result.error, result.error).toBeUndefined();
}

/** The member's reward grants of a promotion. */
export async function grantsOf(t: TestApp, memberId: string, promotionId: string) {
  return t.platform.db
    .select()
    .from(schema.rewardGrants)
    .where(and(eq(schema.rewardGrants.memberId, memberId), eq(schema.rewardGrants.sourceId, promotionId)));
}

/** The member's turnover requirements (bonus rollovers). */
export async function requirementsOf(t: TestApp, memberId: string) {
  return t.platform.db
    .select()
    .from(schema.turnoverRequirements)
    .where(eq(schema.turnoverRequirements.memberId, memberId));
}

/**
 * A credited deposit. The ledger stamps postings with the database's clock, so deposit tests keep
 * the test clock where it is (the job runs are given later times instead) and leave a few
 * milliseconds between what must come before and after.
 */
export async function deposit(t: TestApp, memberId: string, minor: bigint): Promise<void> {
  await pause();
  await fund(t, memberId, minor);
  await pause();
}

export const pause = () => new Promise((resolve) => setTimeout(resolve, 25));
