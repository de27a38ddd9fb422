import * as schema from "@lotus/db/schema";
import { and, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { dayOf } from "../../src/modules/contracts/periods";
import { runRollup } from "../../src/modules/reports";
import { zonedDateStart } from "../../src/platform/time";
import { createMember, memberIdOf, sessionFor } from "../payments/support";
import type { TestApp } from "../support/app";
import { asOperator, createOperator, relogin } from "../support/operators";

export const TZ = "Asia/Ho_Chi_Minh";
const DAY_MS = 86_400_000;

/**
 * The tree the contract tests use: agent01 (top agent, seed) ← agentB ← agentC, a player under each,
 * an agent outside the tree (agentX) and a plain member; sessions for each and an owner operator.
 */
export async function contractTree(t: TestApp, prefix: string) {
  const top = await memberIdOf(t, "agent01");
  const b = await createMember(t, { account: `${prefix}b`, accountType: 1, uplineId: top });
  const c = await createMember(t, { account: `${prefix}c`, accountType: 1, uplineId: b });
  const x = await createMember(t, { account: `${prefix}x`, accountType: 1 });
  const players = {
    top: await createMember(t, { account: `${prefix}pa`, uplineId: top }),
    b: await createMember(t, { account: `${prefix}pb`, uplineId: b }),
    c: await createMember(t, { account: `${prefix}pc`, uplineId: c }),
  };
  const operator = await createOperator(t, { username: `${prefix}boss`, role: "owner" });
  const ids = { top, b, c, x, players };
  const tree = {
    ids,
    tokens: await sessionsOf(t, ids),
    /** A back-office call as the owner (logged in again once the moved clock ended the session). */
    operator: async (options: Parameters<ReturnType<typeof asOperator>>[0]) =>
      asOperator(t, await relogin(t, operator))(options),
    /** New site sessions (after the clock moved past their idle expiry). */
    async refresh() {
      tree.tokens = await sessionsOf(t, ids);
    },
  };
  return tree;
}

async function sessionsOf(
  t: TestApp,
  ids: { top: string; b: string; c: string; x: string; players: { b: string } },
) {
  return {
    top: await sessionFor(t, ids.top),
    b: await sessionFor(t, ids.b),
    c: await sessionFor(t, ids.c),
    x: await sessionFor(t, ids.x),
    player: await sessionFor(t, ids.players.b),
  };
}

export type ContractTree = Awaited<ReturnType<typeof contractTree>>;

export const flatRows = (rateBp: number) => [{ minTurnover: 0, minActiveMembers: 0, rateBp }];

/** Site call helper: the envelope's value on 200, else fails with the body. */
export async function site(
  t: TestApp,
  token: string,
  method: "GET" | "POST",
  url: string,
  payload?: unknown,
): Promise<{ status: number; code?: string; value: never }> {
  const response = await t.call({ method, url, token, payload: payload as never });
  const body = response.json();
  return { status: response.statusCode, code: body.code, value: body.value as never };
}

export const brandPath = (t: TestApp, path: string) => `/backoffice/api/brands/${t.brandId}${path}`;

/** Assigns a platform contract to the top agent through the back office. */
export async function assignTop(t: TestApp, tree: ContractTree, type: string, rows: unknown, period = "D") {
  const response = await tree.operator({
    method: "POST",
    url: brandPath(t, "/contracts"),
    payload: { agentId: tree.ids.top, type, rows, period },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as { id: string };
}

/** Offers from an upline, and the downline signs: the new contract id. */
export async function offerAndSign(
  t: TestApp,
  uplineToken: string,
  downlineToken: string,
  downlineId: string,
  type: string,
  rows: unknown,
  period = "D",
) {
  const offer = await site(t, uplineToken, "POST", "/wps/relay/MCS2_offerContract", {
    downlineId,
    type,
    rows,
    period,
  });
  expect(offer.status, JSON.stringify(offer)).toBe(200);
  const id = (offer.value as { id: string }).id;
  const signed = await site(t, downlineToken, "POST", "/wps/relay/MCS2_processContractAction", {
    contractId: id,
    action: "sign",
  });
  expect(signed.status, JSON.stringify(signed)).toBe(200);
  return id;
}

/** The brand day `days` after the clock's current day. */
export const dayFrom = (t: TestApp, days: number) => dayOf(t.clock.now() + days * DAY_MS, TZ);

/** Moves the clock to `hours` past the start of a brand day. */
export function moveTo(t: TestApp, day: string, hours = 1): void {
  t.clock.advance(zonedDateStart(day, TZ) + hours * 3_600_000 - t.clock.now());
}

/** Members' play of a brand day written as the roll-up would (the settlement reads these rows). */
export async function recordPlay(
  t: TestApp,
  day: string,
  plays: Record<string, bigint>,
  wins: Record<string, bigint> = {},
) {
  for (const [memberId, bets] of Object.entries(plays)) {
    const values = { brandId: t.brandId, day, memberId, bets, wins: wins[memberId] ?? 0n, betCount: 1 };
    await t.platform.db
      .insert(schema.reportMemberDaily)
      .values(values)
      .onConflictDoUpdate({
        target: [
          schema.reportMemberDaily.brandId,
          schema.reportMemberDaily.day,
          schema.reportMemberDaily.memberId,
        ],
        set: { bets: values.bets, wins: values.wins },
      });
  }
}

/** The roll-up reaches now (so a settlement may read the day). */
export async function rollUp(t: TestApp): Promise<void> {
  await runRollup(t.platform.db, new Date(t.clock.now()));
}

/** Ledger postings of some kinds for a member. */
export async function postingsOf(t: TestApp, memberId: string, kinds: readonly string[]) {
  return t.platform.db
    .select({ id: schema.ledgerTransactions.id, kind: schema.ledgerTransactions.kind })
    .from(schema.ledgerTransactions)
    .where(
      and(
        eq(schema.ledgerTransactions.memberId, memberId),
        inArray(schema.ledgerTransactions.kind, [...kinds]),
      ),
    );
}

export async function settlementsOf(t: TestApp, agentId: string) {
  return t.platform.db
    .select()
    .from(schema.contractSettlements)
    .where(eq(schema.contractSettlements.agentId, agentId))
    .orderBy(schema.contractSettlements.createdAt);
}
