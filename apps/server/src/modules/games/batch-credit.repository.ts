import type { DatabaseHandle } from "@lotus/db";

/**
 * The batch credit's statements (raw, prepared once per connection): one read of what the batch's
 * ids already are, one upsert of the rounds it pays, one write of its transactions with the rounds'
 * totals, one close of the rounds it ends. Items travel as one JSON parameter, so any id is safe.
 */

type Query = Pick<DatabaseHandle, "query">;

export interface StoredCredit {
  reference: string;
  kind: string;
  contentHash: string;
  status: string;
  balanceAfterMinor: bigint | null;
  roundId: string;
}

const EXISTING_SQL = `
  select t.reference, t.kind, t.content_hash, t.status, t.balance_after_minor::text as balance_after,
    t.round_id
  from game_transactions t
  where t.vendor_id = $1::uuid and t.reference in (select jsonb_array_elements_text($2::jsonb))`;

/** The transactions already stored under some of the batch's ids (replays or conflicts). */
export async function storedCredits(
  database: Query,
  vendorId: string,
  references: readonly string[],
): Promise<Map<string, StoredCredit>> {
  const rows = await database.query<{
    reference: string;
    kind: string;
    content_hash: string;
    status: string;
    balance_after: string | null;
    round_id: string;
  }>(EXISTING_SQL, [vendorId, JSON.stringify(references)], "games_batch_existing");
  return new Map(
    rows.map((row) => [
      row.reference,
      {
        reference: row.reference,
        kind: row.kind,
        contentHash: row.content_hash,
        status: row.status,
        balanceAfterMinor: row.balance_after === null ? null : BigInt(row.balance_after),
        roundId: row.round_id,
      },
    ]),
  );
}

export interface BatchRound {
  id: string;
  memberId: string;
  reference: string;
  status: string;
  winMinor: bigint;
}

const ROUNDS_SQL = `
  with wanted as (
    select x.member_id, x.game_id, x.game_type, x.reference, x.create
    from jsonb_to_recordset($3::jsonb) as x(member_id uuid, game_id uuid, game_type text, reference text, "create" boolean)
  ),
  created as (
    insert into game_rounds (brand_id, vendor_id, member_id, game_id, game_type, reference)
    select $1::uuid, $2::uuid, w.member_id, w.game_id, w.game_type, w.reference from wanted w where w.create
    on conflict (vendor_id, member_id, reference) do nothing
    returning id, member_id, reference, status, win_minor
  )
  select id, member_id, reference, status, win_minor::text as win from created
  union all
  select r.id, r.member_id, r.reference, r.status, r.win_minor::text
  from game_rounds r join wanted w on r.vendor_id = $2::uuid and r.member_id = w.member_id
    and r.reference = w.reference`;

/**
 * The rounds the batch names, by (player, round id): wins open theirs if new, corrections only find
 * theirs. A round created by this statement is not visible to its own join, so it comes from `created`.
 */
export async function batchRounds(
  database: Query,
  brandId: string,
  vendorId: string,
  wanted: readonly {
    memberId: string;
    gameId: string;
    gameType: string;
    reference: string;
    create: boolean;
  }[],
): Promise<Map<string, BatchRound>> {
  const rows = await database.query<{
    id: string;
    member_id: string;
    reference: string;
    status: string;
    win: string;
  }>(
    ROUNDS_SQL,
    [
      brandId,
      vendorId,
      JSON.stringify(
        wanted.map((round) => ({
          member_id: round.memberId,
          game_id: round.gameId,
          game_type: round.gameType,
          reference: round.reference,
          create: round.create,
        })),
      ),
    ],
    "games_batch_rounds",
  );
  return new Map(
    rows.map((row) => [
      roundKey(row.member_id, row.reference),
      {
        id: row.id,
        memberId: row.member_id,
        reference: row.reference,
        status: row.status,
        winMinor: BigInt(row.win),
      },
    ]),
  );
}

export const roundKey = (memberId: string, reference: string) => `${memberId}\u0000${reference}`;

export interface BatchTransaction {
  memberId: string;
  roundId: string;
  reference: string;
  kind: "win" | "adjustment";
  amountMinor: bigint;
  betReference: string | null;
  contentHash: string;
  ledgerTransactionId: bigint | null;
  balanceAfterMinor: bigint;
}

const RECORD_SQL = `
  with inserted as (
    insert into game_transactions (brand_id, vendor_id, member_id, round_id, reference, kind, amount_minor,
      bet_reference, content_hash, status, ledger_transaction_id, balance_after_minor, created_at)
    select $1::uuid, $2::uuid, x.member_id, x.round_id, x.reference, x.kind, x.amount, x.bet_reference,
      x.content_hash, 'applied', x.ledger_id, x.balance_after, $4::timestamptz
    from jsonb_to_recordset($3::jsonb) as x(member_id uuid, round_id uuid, reference text, kind text,
      amount bigint, bet_reference text, content_hash text, ledger_id bigint, balance_after bigint)
    on conflict do nothing
    returning round_id, amount_minor
  )
  update game_rounds r set win_minor = r.win_minor + s.amount
  from (select round_id, sum(amount_minor) as amount from inserted group by round_id) s
  where r.id = s.round_id`;

/**
 * The batch's applied transactions and their rounds' new win totals, once, in one statement: a retry
 * after a crash writes what is missing and adds only that.
 */
export async function recordBatch(
  database: Query,
  brandId: string,
  vendorId: string,
  rows: readonly BatchTransaction[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await database.query(
    RECORD_SQL,
    [
      brandId,
      vendorId,
      JSON.stringify(
        rows.map((row) => ({
          member_id: row.memberId,
          round_id: row.roundId,
          reference: row.reference,
          kind: row.kind,
          amount: row.amountMinor.toString(),
          bet_reference: row.betReference,
          content_hash: row.contentHash,
          ledger_id: row.ledgerTransactionId?.toString() ?? null,
          balance_after: row.balanceAfterMinor.toString(),
        })),
      ),
      at.toISOString(),
    ],
    "games_batch_record",
  );
}

export interface ClosedRound {
  id: string;
  memberId: string;
  gameId: string;
  gameType: string;
  status: string;
  betMinor: bigint;
  refundMinor: bigint;
  winMinor: bigint;
}

const CLOSE_SQL = `
  update game_rounds
  set status = case when bet_minor > 0 and refund_minor >= bet_minor and win_minor = 0
      then 'cancelled' else 'settled' end,
    settled_at = $2::timestamptz
  where id in (select (jsonb_array_elements_text($1::jsonb))::uuid) and status = 'open'
  returning id, member_id, game_id, game_type, status, bet_minor::text as bet, refund_minor::text as refund,
    win_minor::text as win`;

/** Closes the open rounds among these (settled, or cancelled when fully refunded); answers those it closed. */
export async function closeRounds(
  database: Query,
  roundIds: readonly string[],
  at: Date,
): Promise<ClosedRound[]> {
  if (roundIds.length === 0) return [];
  const rows = await database.query<{
    id: string;
    member_id: string;
    game_id: string;
    game_type: string;
    status: string;
    bet: string;
    refund: string;
    win: string;
  }>(CLOSE_SQL, [JSON.stringify(roundIds), at.toISOString()], "games_batch_close");
  return rows.map((row) => ({
    id: row.id,
    memberId: row.member_id,
    gameId: row.game_id,
    gameType: row.game_type,
    status: row.status,
    betMinor: BigInt(row.bet),
    refundMinor: BigInt(row.refund),
    winMinor: BigInt(row.win),
  }));
}
