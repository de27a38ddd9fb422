import { randomUUID } from "node:crypto";
import type { CallDefinition } from "@lotus/contracts";
import { expect } from "vitest";
import { runRollup } from "../../src/modules/reports";
import { houseSession, spin } from "../games/support";
import { brandOf, createMember, fund, sessionFor } from "../payments/support";
import type { TestApp } from "../support/app";

/**
 * A 3-level agent tree under `top`, with an upline above it and a sibling beside it:
 *
 *   up (agent)
 *   ├── top (agent) ── sub (agent) ── deep (agent) ── leaf (member, level 3)
 *   │                 │             └─ mid (member, level 2)
 *   │                 └─ direct (member, level 1)
 *   └── sibling (agent) ── cousin (member)
 */
export interface Tree {
  ids: Record<TreeAccount, string>;
  tokens: Record<TreeAccount, string>;
  /** Stakes and payouts of the rounds played, per account, in major units. */
  played: Partial<Record<TreeAccount, { bets: number; wins: number; rounds: number }>>;
}
export const TREE_ACCOUNTS = [
  "up",
  "top",
  "sub",
  "deep",
  "leaf",
  "mid",
  "direct",
  "sibling",
  "cousin",
  "loner",
] as const;
export type TreeAccount = (typeof TREE_ACCOUNTS)[number];

/** Accounts outside top's downline: its upline, its sibling, the sibling's child, a stranger, itself. */
export const OUTSIDE: readonly TreeAccount[] = ["up", "sibling", "cousin", "loner", "top"];

export const account = (name: TreeAccount, prefix: string) => `${prefix}${name}`;

export async function buildTree(t: TestApp, prefix: string): Promise<Tree> {
  const ids = {} as Record<TreeAccount, string>;
  const make = async (name: TreeAccount, accountType: number, upline?: TreeAccount) => {
    ids[name] = await createMember(t, {
      account: account(name, prefix),
      accountType,
      uplineId: upline ? ids[upline] : undefined,
    });
  };
  await make("up", 1);
  await make("top", 1, "up");
  await make("sub", 41, "top");
  await make("deep", 2, "sub");
  await make("leaf", 0, "deep");
  await make("mid", 0, "sub");
  await make("direct", 0, "top");
  await make("sibling", 1, "up");
  await make("cousin", 0, "sibling");
  await make("loner", 0);
  const tokens = {} as Record<TreeAccount, string>;
  for (const name of TREE_ACCOUNTS) tokens[name] = await sessionFor(t, ids[name]);
  return { ids, tokens, played: {} };
}

/** Deposits and house-slot rounds for a member of the tree; returns what was staked and won. */
export async function play(t: TestApp, tree: Tree, name: TreeAccount, rounds: number) {
  await fund(t, tree.ids[name], 1_000_000_00n);
  const session = await houseSession(t, tree.tokens[name]);
  const played = tree.played[name] ?? { bets: 0, wins: 0, rounds: 0 };
  for (let round = 0; round < rounds; round++) {
    const response = await spin(t, session.sessionToken, 1000, `agents-${randomUUID()}`);
    expect(response.statusCode, response.body).toBe(200);
    played.bets += 1000;
    played.wins += response.json().value.win as number;
    played.rounds += 1;
  }
  tree.played[name] = played;
}

/** A posting of `kind` between the member and a house account (positive credits the member). */
export async function post(t: TestApp, memberId: string, kind: string, minor: bigint, house: string) {
  const brand = await brandOf(t);
  await t.wallet.post(
    {
      brandId: brand.id,
      kind,
      idempotencyKey: `agents-test:${randomUUID()}`,
      memberId,
      legs: [
        { accountId: await t.wallet.account(brand, memberId, "main"), amount: minor, member: true },
        { accountId: await t.wallet.houseAccount(brand, house), amount: -minor, member: false },
      ],
    },
    [memberId],
  );
}

export const rollUp = (t: TestApp) => runRollup(t.platform.db, new Date(t.clock.now()));

/** Sends a contract call as the holder of `token`: GET with a query, POST encrypted or plain. */
export async function send(
  t: TestApp,
  call: CallDefinition,
  token: string,
  input: Record<string, string | number> = {},
) {
  if (call.method === "GET") {
    const query = new URLSearchParams(
      Object.entries(input).map(([key, value]): [string, string] => [key, String(value)]),
    );
    return t.call({ method: "GET", url: `${call.path}?${query}`, token });
  }
  if (call.enc) return t.callEncrypted(call.method as "POST", call.path, input, { token });
  return t.call({ method: call.method, url: call.path, payload: input, token });
}

/** The query fields of a call that name an account of the caller's downline. */
export function accountFields(call: CallDefinition): string[] {
  const shape = (call.query as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  return Object.keys(shape).filter((key) => /account$/i.test(key));
}
