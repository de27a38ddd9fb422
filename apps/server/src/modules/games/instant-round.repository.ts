import type { DatabaseHandle } from "@lotus/db";

/**
 * The instant round's two statements (raw, prepared once per connection like the ledger's): one
 * read before the money moves, one write of the whole round after it. Only this file and
 * games.repository.ts touch game_sessions, game_rounds and game_transactions.
 */

type Query = Pick<DatabaseHandle, "query">;

export interface RoundCheck {
  sessionValid: boolean;
  /** A rollback of this bet id arrived first: the bet may never be taken. */
  rolledBack: boolean;
  /** The round reference is already used by this player at this vendor. */
  roundTaken: boolean;
  /** The transaction already stored under the bet id (a replay), if any. */
  existing?: { kind: string; contentHash: string; status: string; balanceAfterMinor: bigint | null };
}

const CHECK_SQL = `
  select
    exists (select 1 from game_sessions s
      where s.token_hash = $1 and s.vendor_id = $2::uuid and s.member_id = $3::uuid
        and s.brand_id = $4::uuid and s.expires_at > $5::timestamptz) as session_valid,
    exists (select 1 from game_transactions r
      where r.vendor_id = $2::uuid and r.kind = 'rollback' and r.bet_reference = $6) as rolled_back,
    exists (select 1 from game_rounds g
      where g.vendor_id = $2::uuid and g.member_id = $3::uuid and g.reference = $7) as round_taken,
    t.kind, t.content_hash, t.status, t.balance_after_minor::text as balance_after
  from (select 1) as one
  left join game_transactions t on t.vendor_id = $2::uuid and t.reference = $6`;

interface CheckRow {
  session_valid: boolean;
  rolled_back: boolean;
  round_taken: boolean;
  kind: string | null;
  content_hash: string | null;
  status: string | null;
  balance_after: string | null;
}

/** Session, earlier rollback, round reference and replay: everything decided before the posting. */
export async function checkInstantRound(
  database: Query,
  input: {
    sessionTokenHash: string;
    vendorId: string;
    memberId: string;
    brandId: string;
    now: Date;
    betReference: string;
    roundReference: string;
  },
): Promise<RoundCheck> {
  const [row] = await database.query<CheckRow>(
    CHECK_SQL,
    [
      input.sessionTokenHash,
      input.vendorId,
      input.memberId,
      input.brandId,
      input.now.toISOString(),
      input.betReference,
      input.roundReference,
    ],
    "games_instant_check",
  );
  if (!row) throw new Error("instant round check returned no row");
  return {
    sessionValid: row.session_valid,
    rolledBack: row.rolled_back,
    roundTaken: row.round_taken,
    existing:
      row.kind && row.content_hash && row.status
        ? {
            kind: row.kind,
            contentHash: row.content_hash,
            status: row.status,
            balanceAfterMinor: row.balance_after === null ? null : BigInt(row.balance_after),
          }
        : undefined,
  };
}

const WRITE_SQL = `
  with round as (
    insert into game_rounds (brand_id, vendor_id, member_id, game_id, game_type, reference, status,
      bet_minor, win_minor, opened_at, settled_at)
    values ($1::uuid, $2::uuid, $3::uuid, $4::uuid, $5, $6, 'settled', $7::bigint, $8::bigint,
      $9::timestamptz, $9::timestamptz)
    on conflict (vendor_id, member_id, reference) do nothing
    returning id
  ),
  written as (
    insert into game_transactions (brand_id, vendor_id, member_id, round_id, reference, kind, amount_minor,
      bet_reference, content_hash, status, ledger_transaction_id, balance_after_minor, created_at)
    select $1::uuid, $2::uuid, $3::uuid, round.id, x.reference, x.kind, x.amount, x.bet_reference, $12,
      'applied', $13::bigint, $14::bigint, $9::timestamptz
    from round cross join (values
      ($10, 'bet', $7::bigint, null::text),
      ($11, 'win', $8::bigint, $10)) as x(reference, kind, amount, bet_reference)
    on conflict do nothing
    returning 1
  )
  select (select count(*) from written)::int as written, (select id from round) as round_id`;

/**
 * The settled round with its final totals and its bet and win rows, in one statement. A retry after a
 * crash between the posting and this write writes it then; a second write changes nothing. Answers
 * the round's id when this call wrote it.
 */
export async function writeInstantRound(
  database: Query,
  round: {
    brandId: string;
    vendorId: string;
    memberId: string;
    gameId: string;
    gameType: string;
    reference: string;
    betMinor: bigint;
    winMinor: bigint;
    at: Date;
    betReference: string;
    winReference: string;
    contentHash: string;
    ledgerTransactionId: bigint;
    balanceAfterMinor: bigint;
  },
): Promise<string | undefined> {
  const [row] = await database.query<{ written: number; round_id: string | null }>(
    WRITE_SQL,
    [
      round.brandId,
      round.vendorId,
      round.memberId,
      round.gameId,
      round.gameType,
      round.reference,
      round.betMinor.toString(),
      round.winMinor.toString(),
      round.at.toISOString(),
      round.betReference,
      round.winReference,
      round.contentHash,
      round.ledgerTransactionId.toString(),
      round.balanceAfterMinor.toString(),
    ],
    "games_instant_write",
  );
  return row?.round_id ?? undefined;
}
