import type { DatabaseHandle, Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, eq, lt, sql } from "drizzle-orm";

/**
 * The vendor wallet's tables: launch tokens as they are consumed, game sessions, rounds and vendor
 * transactions, signed-request nonces. The instant round's statements are in instant-round.repository.ts.
 */

export type RoundRow = typeof schema.gameRounds.$inferSelect;
/** A vendor row that can sign: its secret is set. */
export type VendorRowWithSecret = typeof schema.gameVendors.$inferSelect & { secretSealed: string };
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

/** Stores the not-found marker of a rollback whose bet is unknown; false when one already exists. */
export async function insertRollbackMarker(db: Executor, values: typeof gameTransactions.$inferInsert) {
  const inserted = await db
    .insert(gameTransactions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: gameTransactions.id });
  return inserted.length > 0;
}

/** Turns a rollback marker into an applied refund and adds the refund to the round, once, in one statement. */
export async function applyRollback(
  db: Executor,
  rollbackId: bigint,
  values: { amountMinor: bigint; roundId: string; ledgerTransactionId: bigint; balanceAfterMinor: bigint },
): Promise<boolean> {
  const result = await db.execute(sql`
    with applied as (
      update game_transactions
      set status = 'applied', amount_minor = ${values.amountMinor.toString()}::bigint,
        round_id = ${values.roundId}::uuid, ledger_transaction_id = ${values.ledgerTransactionId.toString()}::bigint,
        balance_after_minor = ${values.balanceAfterMinor.toString()}::bigint
      where id = ${rollbackId.toString()}::bigint and status = 'not_found'
      returning round_id, amount_minor
    )
    update game_rounds r set refund_minor = r.refund_minor + applied.amount_minor
    from applied where r.id = applied.round_id
    returning r.id`);
  return ((result as { rows?: unknown[] }).rows ?? []).length > 0;
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

/** Forgets the nonces seen before the cutoff (their requests' timestamps are no longer accepted). */
export async function purgeNoncesBefore(db: Executor, cutoff: Date): Promise<void> {
  await db.delete(schema.vendorRequestNonces).where(lt(schema.vendorRequestNonces.seenAt, cutoff));
}

// ---------- the bet's two statements (raw, prepared once per connection) ----------

type Query = Pick<DatabaseHandle, "query">;

export interface BetCheck {
  /** The transaction already stored under the bet id (a replay), if any. */
  existing?: { contentHash: string; status: string; balanceAfterMinor: bigint | null; reference: string };
  /** A rollback of this bet id exists (a marker, or applied). */
  rollbackStatus: string | null;
  sessionValid: boolean;
  /** The bet's round (opened now if new); absent when the bet is refused before it. */
  round?: { id: string; status: string };
}

/**
 * Everything a bet decides before its posting, in one statement: a replay, an earlier rollback, the
 * session, and the round (opened only for a bet that may go ahead).
 */
const BET_CHECK_SQL = `
  with facts as (
    select
      exists (select 1 from game_sessions s
        where s.token_hash = $3 and s.vendor_id = $1::uuid and s.member_id = $4::uuid
          and s.brand_id = $5::uuid and s.expires_at > $6::timestamptz) as session_valid,
      (select r.status from game_transactions r
        where r.vendor_id = $1::uuid and r.kind = 'rollback' and r.bet_reference = $2) as rollback_status,
      (select row_to_json(t) from (
        select content_hash, status, balance_after_minor::text as balance_after
        from game_transactions where vendor_id = $1::uuid and reference = $2) t) as existing
  ),
  round as (
    insert into game_rounds (brand_id, vendor_id, member_id, game_id, game_type, reference)
    select $5::uuid, $1::uuid, $4::uuid, $7::uuid, $8, $9 from facts
    where facts.session_valid and facts.rollback_status is null and facts.existing is null
      and $7::uuid is not null
    on conflict (vendor_id, member_id, reference) do update set reference = excluded.reference
    returning id, status
  )
  select facts.session_valid, facts.rollback_status, facts.existing, round.id as round_id,
    round.status as round_status
  from facts left join round on true`;

export async function checkBet(
  database: Query,
  input: {
    vendorId: string;
    reference: string;
    sessionTokenHash: string;
    memberId: string;
    brandId: string;
    now: Date;
    gameId: string | null;
    gameType: string;
    roundReference: string;
  },
): Promise<BetCheck> {
  const [row] = await database.query<{
    session_valid: boolean;
    rollback_status: string | null;
    existing: { content_hash: string; status: string; balance_after: string | null } | null;
    round_id: string | null;
    round_status: string | null;
  }>(
    BET_CHECK_SQL,
    [
      input.vendorId,
      input.reference,
      input.sessionTokenHash,
      input.memberId,
      input.brandId,
      input.now.toISOString(),
      input.gameId,
      input.gameType,
      input.roundReference,
    ],
    "games_bet_check",
  );
  if (!row) throw new Error("bet check returned no row");
  return {
    existing: row.existing
      ? {
          contentHash: row.existing.content_hash,
          status: row.existing.status,
          balanceAfterMinor: row.existing.balance_after === null ? null : BigInt(row.existing.balance_after),
          reference: input.reference,
        }
      : undefined,
    rollbackStatus: row.rollback_status,
    sessionValid: row.session_valid,
    round: row.round_id && row.round_status ? { id: row.round_id, status: row.round_status } : undefined,
  };
}

/**
 * The taken bet recorded and added to its round once, and the rollback that may have arrived while
 * it was posted, in one statement.
 */
const BET_RECORD_SQL = `
  with inserted as (
    insert into game_transactions (brand_id, vendor_id, member_id, round_id, reference, kind, amount_minor,
      content_hash, status, ledger_transaction_id, balance_after_minor)
    values ($1::uuid, $2::uuid, $3::uuid, $4::uuid, $5, 'bet', $6::bigint, $7, 'applied', $8::bigint, $9::bigint)
    on conflict do nothing
    returning round_id
  ),
  totals as (
    update game_rounds r set bet_minor = r.bet_minor + $6::bigint
    from inserted where r.id = inserted.round_id
    returning r.id
  )
  select (select count(*) from totals)::int as added,
    (select id::text from game_transactions
      where vendor_id = $2::uuid and kind = 'rollback' and bet_reference = $5) as rollback_id`;

export async function recordBet(
  database: Query,
  bet: {
    brandId: string;
    vendorId: string;
    memberId: string;
    roundId: string;
    reference: string;
    amountMinor: bigint;
    contentHash: string;
    ledgerTransactionId: bigint;
    balanceAfterMinor: bigint;
  },
): Promise<{ rollbackId: bigint | null }> {
  const [row] = await database.query<{ added: number; rollback_id: string | null }>(
    BET_RECORD_SQL,
    [
      bet.brandId,
      bet.vendorId,
      bet.memberId,
      bet.roundId,
      bet.reference,
      bet.amountMinor.toString(),
      bet.contentHash,
      bet.ledgerTransactionId.toString(),
      bet.balanceAfterMinor.toString(),
    ],
    "games_bet_record",
  );
  return { rollbackId: row?.rollback_id ? BigInt(row.rollback_id) : null };
}
