import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, count, desc, eq, sql } from "drizzle-orm";

/** Members' points: balances that never go below zero and their append-only entries. */

const accounts = schema.pointAccounts;
const entries = schema.pointEntries;

export interface PointMove {
  brandId: string;
  memberId: string;
  /** Signed: credits positive, debits negative. */
  amount: bigint;
  kind: string;
  key: string;
  reference?: string;
}

export type PointMoveResult =
  | { status: "applied" | "replayed"; balance: bigint; entryId: bigint }
  | { status: "insufficient"; balance: bigint };

/**
 * Applies one move inside the caller's transaction. The member's account row is locked first, so
 * two moves of one key (or two debits racing for the last points) are decided one after the other.
 */
export async function applyMove(tx: Executor, move: PointMove): Promise<PointMoveResult> {
  await tx
    .insert(accounts)
    .values({ memberId: move.memberId, brandId: move.brandId })
    .onConflictDoNothing({ target: accounts.memberId });
  const [account] = await tx
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.memberId, move.memberId))
    .for("update");
  const balance = account?.balance ?? 0n;
  const [earlier] = await tx
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.brandId, move.brandId), eq(entries.entryKey, move.key)));
  if (earlier) return { status: "replayed", balance, entryId: earlier.id };
  const after = balance + move.amount;
  if (after < 0n) return { status: "insufficient", balance };
  await tx
    .update(accounts)
    .set({
      balance: after,
      earned: move.amount > 0n ? sql`${accounts.earned} + ${move.amount}` : accounts.earned,
      updatedAt: sql`now()`,
    })
    .where(eq(accounts.memberId, move.memberId));
  const [entry] = await tx
    .insert(entries)
    .values({
      brandId: move.brandId,
      memberId: move.memberId,
      kind: move.kind,
      entryKey: move.key,
      amount: move.amount,
      balanceAfter: after,
      reference: move.reference ?? null,
    })
    .returning({ id: entries.id });
  if (!entry) throw new Error("point entry not written");
  return { status: "applied", balance: after, entryId: entry.id };
}

export async function balanceOf(db: Executor, memberId: string) {
  const [row] = await db
    .select({ balance: accounts.balance, earned: accounts.earned })
    .from(accounts)
    .where(eq(accounts.memberId, memberId));
  return { balance: row?.balance ?? 0n, earned: row?.earned ?? 0n };
}

/** A page of a member's entries, newest first. */
export async function entriesOf(
  db: Executor,
  brandId: string,
  memberId: string,
  query: { page: number; pageSize: number; kind?: string },
) {
  const where = and(
    eq(entries.brandId, brandId),
    eq(entries.memberId, memberId),
    query.kind ? eq(entries.kind, query.kind) : undefined,
  );
  const rows = await db
    .select()
    .from(entries)
    .where(where)
    .orderBy(desc(entries.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(entries).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** Raffle tickets: adds `n` once per key (the key is kept as a point entry of zero points). */
export async function addTickets(tx: Executor, brandId: string, memberId: string, n: number, key: string) {
  const [marker] = await tx
    .insert(entries)
    .values({
      brandId,
      memberId,
      kind: "tickets",
      entryKey: key,
      amount: 0n,
      balanceAfter: 0n,
      reference: `${n}`,
    })
    .onConflictDoNothing({ target: [entries.brandId, entries.entryKey] })
    .returning({ id: entries.id });
  if (!marker) return false;
  await tx
    .insert(schema.raffleTickets)
    .values({ brandId, memberId, tickets: n })
    .onConflictDoUpdate({
      target: [schema.raffleTickets.memberId, schema.raffleTickets.brandId],
      set: { tickets: sql`${schema.raffleTickets.tickets} + ${n}` },
    });
  return true;
}

/** Takes one raffle ticket if the member holds any. */
export async function takeTicket(db: Executor, brandId: string, memberId: string): Promise<boolean> {
  const rows = await db
    .update(schema.raffleTickets)
    .set({ tickets: sql`${schema.raffleTickets.tickets} - 1` })
    .where(
      and(
        eq(schema.raffleTickets.brandId, brandId),
        eq(schema.raffleTickets.memberId, memberId),
        sql`${schema.raffleTickets.tickets} > 0`,
      ),
    )
    .returning({ tickets: schema.raffleTickets.tickets });
  return rows.length > 0;
}

export async function ticketsOf(db: Executor, brandId: string, memberId: string): Promise<number> {
  const [row] = await db
    .select({ tickets: schema.raffleTickets.tickets })
    .from(schema.raffleTickets)
    .where(and(eq(schema.raffleTickets.brandId, brandId), eq(schema.raffleTickets.memberId, memberId)));
  return row?.tickets ?? 0;
}
