import * as schema from "@lotus/db/schema";
import { and, eq } from "drizzle-orm";
import { createMember, fund, sessionFor } from "../payments/support";
import type { TestApp } from "../support/app";
import { asOperator, createOperator, relogin, type TestOperator } from "../support/operators";

/** Helpers the mission, raffle and referral tests share. */

let serial = 0;

/** A fresh member with a site session (and a deposit when `deposit` is given, in minor units). */
export async function player(t: TestApp, prefix: string, deposit = 0n) {
  serial += 1;
  const id = await createMember(t, { account: `${prefix}${serial}${Date.now() % 10_000}` });
  if (deposit > 0n) await fund(t, id, deposit);
  return { id, token: await sessionFor(t, id) };
}

/** A settled round of the member on the brand's first game of `gameType` (any type when omitted). */
export async function settledRound(
  t: TestApp,
  memberId: string,
  bet: bigint,
  at = t.clock.now(),
  gameType?: string,
) {
  const [game] = await t.platform.db
    .select()
    .from(schema.games)
    .where(
      and(eq(schema.games.brandId, t.brandId), gameType ? eq(schema.games.gameType, gameType) : undefined),
    )
    .limit(1);
  if (!game) throw new Error("no demo game");
  serial += 1;
  await t.platform.db.insert(schema.gameRounds).values({
    brandId: t.brandId,
    vendorId: game.vendorId,
    memberId,
    gameId: game.id,
    gameType: game.gameType,
    reference: `mission-test-${serial}-${at}`,
    status: "settled",
    betMinor: bet,
    winMinor: 0n,
    openedAt: new Date(at),
    settledAt: new Date(at),
  });
  return game;
}

/** A content operator (missions.view and missions.manage, no authenticator) and its back-office caller. */
export async function missionsOperator(t: TestApp, username: string) {
  const operator: TestOperator = await createOperator(t, { username, role: "content" });
  return async (options: Parameters<ReturnType<typeof asOperator>>[0]) =>
    asOperator(t, await relogin(t, operator))(options);
}

export const brandPath = (t: TestApp, path: string) => `/backoffice/api/brands/${t.brandId}${path}`;

/** A site call: status, code and the envelope's value. */
export async function site(
  t: TestApp,
  token: string | undefined,
  method: "GET" | "POST",
  url: string,
  payload?: unknown,
) {
  const response = await t.call({ method, url, token, payload: payload as never });
  const body = response.json();
  // biome-ignore lint/suspicious/noExplicitAny: tests read the envelope's value loosely
  return { status: response.statusCode, code: body.code as string | undefined, value: body.value as any };
}

/** Reward grants of a source for a member (what was given, however often it was asked). */
export async function grantsOf(t: TestApp, memberId: string, source: string) {
  return t.platform.db
    .select()
    .from(schema.rewardGrants)
    .where(and(eq(schema.rewardGrants.memberId, memberId), eq(schema.rewardGrants.source, source)));
}
