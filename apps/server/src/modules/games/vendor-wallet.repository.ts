import { type DatabaseHandle, type Executor, schema } from "@lotus/db";
import { and, eq, sql } from "drizzle-orm";

/**
 * The vendor wallet's tables: launch tokens as they are consumed, game sessions, rounds and vendor
 * transactions, signed-request nonces. The instant round's statements are in instant-round.repository.ts.
 */

export type RoundRow = typeof schema.gameRounds.$inferSelect;
export type GameTransactionRow = typeof schema.gameTransactions.$inferSelect;

const { gameLaunches, gameSessions, gameRounds, gameTransactions } = schema;

export async function consumeLaunch(db: Executor, brandId: string, tokenHash: string, now: Date) {
  const [row] = await db
    .update(gameLaunches)
    .set({ usedAt: now })
    .where(
      and(
        eq(gameLaunches.tokenHash, tokenHash),
        eq(gameLaunches.brandId, brandId),
        sql`${gameLaunches.usedAt} is null`,
        sql`${gameLaunches.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row;
}

export async function insertSession(db: Executor, values: typeof gameSessions.$inferInsert) {
  const [row] = await db.insert(gameSessions).values(values).returning();
  return row;
}

export async function sessionByToken(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(gameSessions).where(eq(gameSessions.tokenHash, tokenHash));
  return row;
}

// ---------- rounds and vendor transactions ----------

export async function transactionByReference(db: Executor, vendorId: string, reference: string) {
  const [row] = await db
    .select()
    .from(gameTransactions)
    .where(and(eq(gameTransactions.vendorId, vendorId), eq(gameTransactions.reference, reference)));
  return row;
}

/** The rollback recorded against a bet id, if any (also the not-found marker of an unknown bet). */
export async function rollbackOf(db: Executor, vendorId: string, betReference: string) {
  const [row] = await db
    .select()
    .from(gameTransactions)
    .where(
      and(
        eq(gameTransactions.vendorId, vendorId),
        eq(gameTransactions.betReference, betReference),
        eq(gameTransactions.kind, "rollback"),
      ),
    );
  return row;
}

/** The round of (vendor, member, reference), created open on first use (one statement). */
export async function ensureRound(
  db: Executor,
  values: {
    brandId: string;
    vendorId: string;
    memberId: string;
    gameId: string;
    gameType: string;
    reference: string;
  },
): Promise<RoundRow> {
  const [row] = await db
    .insert(gameRounds)
    .values(values)
    .onConflictDoUpdate({
      target: [gameRounds.vendorId, gameRounds.memberId, gameRounds.reference],
      // A no-op update so the existing row is returned without a second query.
      set: { reference: sql`excluded.reference` },
    })
    .returning();
  if (!row) throw new Error("round not created");
  return row;
}

export async function roundOf(db: Executor, roundId: string) {
  const [row] = await db.select().from(gameRounds).where(eq(gameRounds.id, roundId));
  return row;
}

export async function roundByReference(db: Executor, vendorId: string, memberId: string, reference: string) {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.vendorId, vendorId),
        eq(gameRounds.memberId, memberId),
        eq(gameRounds.reference, reference),
      ),
    );
  return row;
}

/**
 * Records an applied vendor transaction and adds it to its round's totals, once, in one statement:
 * a second call with the same reference (a retry after a crash) changes nothing.
 */
export async function recordTransaction(
  db: Executor,
  values: typeof gameTransactions.$inferInsert,
): Promise<boolean> {
  const amount = values.amountMinor.toString();
  const bet = values.kind === "bet" ? amount : "0";
  const win = values.kind === "win" ? amount : "0";
  const refund = values.kind === "rollback" ? amount : "0";
  const result = await db.execute(sql`
    with inserted as (
      insert into game_transactions (brand_id, vendor_id, member_id, round_id, reference, kind, amount_minor,
        bet_reference, content_hash, status, ledger_transaction_id, balance_after_minor)
      values (${values.brandId}::uuid, ${values.vendorId}::uuid, ${values.memberId}::uuid, ${values.roundId}::uuid,
        ${values.reference}, ${values.kind}, ${amount}::bigint, ${values.betReference ?? null}, ${values.contentHash},
        ${values.status}, ${values.ledgerTransactionId?.toString() ?? null}::bigint,
        ${values.balanceAfterMinor?.toString() ?? null}::bigint)
      on conflict do nothing
      returning round_id
    )
    update game_rounds r
    set bet_minor = r.bet_minor + ${bet}::bigint, win_minor = r.win_minor + ${win}::bigint,
      refund_minor = r.refund_minor + ${refund}::bigint
    from inserted where r.id = inserted.round_id
    returning r.id`);
  return ((result as { rows?: unknown[] }).rows ?? []).length > 0;
}

async function addToRound(db: Executor, roundId: string, kind: string, amount: bigint) {
  const column =
    kind === "bet" ? gameRounds.betMinor : kind === "win" ? gameRounds.winMinor : gameRounds.refundMinor;
  const target = kind === "bet" ? "betMinor" : kind === "win" ? "winMinor" : "refundMinor";
  await db
    .update(gameRounds)
    .set({ [target]: sql`${column} + ${amount.toString()}::bigint` })
    .where(eq(gameRounds.id, roundId));
}

/** Stores the not-found marker of a rollback whose bet is unknown; false when one already exists. */
export async function insertRollbackMarker(db: Executor, values: typeof gameTransactions.$inferInsert) {
  const inserted = await db
    .insert(gameTransactions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: gameTransactions.id });
  return inserted.length > 0;
}

/** Turns a rollback marker into an applied refund (once) and adds the refund to the round. */
export async function applyRollback(
  db: Executor,
  rollbackId: bigint,
  values: { amountMinor: bigint; roundId: string; ledgerTransactionId: bigint; balanceAfterMinor: bigint },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(gameTransactions)
      .set({
        status: "applied",
        amountMinor: values.amountMinor,
        roundId: values.roundId,
        ledgerTransactionId: values.ledgerTransactionId,
        balanceAfterMinor: values.balanceAfterMinor,
      })
      .where(and(eq(gameTransactions.id, rollbackId), eq(gameTransactions.status, "not_found")))
      .returning({ id: gameTransactions.id });
    if (updated.length === 0) return false;
    await addToRound(tx, values.roundId, "rollback", values.amountMinor);
    return true;
  });
}

/** Closes an open round (settled, or cancelled when every bet was refunded); returns it only to the closer. */
export async function closeRound(db: Executor, roundId: string, now: Date) {
  const [row] = await db
    .update(gameRounds)
    .set({
      status: sql`case when ${gameRounds.betMinor} > 0 and ${gameRounds.refundMinor} >= ${gameRounds.betMinor} and ${gameRounds.winMinor} = 0 then 'cancelled' else 'settled' end`,
      settledAt: now,
    })
    .where(and(eq(gameRounds.id, roundId), eq(gameRounds.status, "open")))
    .returning();
  return row;
}

export async function cancelRoundIfRefunded(db: Executor, roundId: string, now: Date) {
  await db
    .update(gameRounds)
    .set({ status: "cancelled", settledAt: now })
    .where(
      and(
        eq(gameRounds.id, roundId),
        eq(gameRounds.status, "open"),
        sql`${gameRounds.refundMinor} >= ${gameRounds.betMinor}`,
        eq(gameRounds.winMinor, 0n),
      ),
    );
}

/** Remembers a signed request's nonce; false when it was seen before (a replayed request). */
export async function rememberNonce(
  database: Pick<DatabaseHandle, "query">,
  vendorId: string,
  nonce: string,
  at: Date,
): Promise<boolean> {
  const rows = await database.query(
    `insert into vendor_request_nonces (vendor_id, nonce, seen_at) values ($1::uuid, $2, $3::timestamptz)
     on conflict do nothing returning 1 as stored`,
    [vendorId, nonce, at.toISOString()],
    "games_remember_nonce",
  );
  return rows.length > 0;
}
