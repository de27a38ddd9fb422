import type { DatabaseHandle, Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, asc, count, desc, eq, lt, sql } from "drizzle-orm";

/** The house vendor's own tables: provably-fair seeds and spins. */

const { houseSeeds, houseSpins } = schema;
export type SeedRow = typeof houseSeeds.$inferSelect;
export type SpinRow = typeof houseSpins.$inferSelect;

export async function activeSeed(db: Executor, memberId: string) {
  const [row] = await db
    .select()
    .from(houseSeeds)
    .where(and(eq(houseSeeds.memberId, memberId), eq(houseSeeds.active, true)));
  return row;
}

export async function insertSeed(db: Executor, values: typeof houseSeeds.$inferInsert) {
  await db.insert(houseSeeds).values(values).onConflictDoNothing();
}

/** Takes the next nonce of the member's active seed (one statement, so concurrent spins never share one). */
export async function takeNonce(db: Executor, memberId: string) {
  const [row] = await db
    .update(houseSeeds)
    .set({ nextNonce: sql`${houseSeeds.nextNonce} + 1` })
    .where(and(eq(houseSeeds.memberId, memberId), eq(houseSeeds.active, true)))
    .returning();
  return row ? { seed: row, nonce: row.nextNonce - 1 } : undefined;
}

export async function setClientSeed(db: Executor, memberId: string, clientSeed: string) {
  const [row] = await db
    .update(houseSeeds)
    .set({ clientSeed })
    .where(and(eq(houseSeeds.memberId, memberId), eq(houseSeeds.active, true)))
    .returning();
  return row;
}

/** Reveals the active seed (only the caller that flips it gets the row back). */
export async function retireSeed(db: Executor, seedId: string, serverSeed: string, now: Date) {
  const [row] = await db
    .update(houseSeeds)
    .set({ active: false, revealedSeed: serverSeed, rotatedAt: now })
    .where(and(eq(houseSeeds.id, seedId), eq(houseSeeds.active, true)))
    .returning();
  return row;
}

export function revealedSeeds(db: Executor, memberId: string, limit: number) {
  return db
    .select()
    .from(houseSeeds)
    .where(and(eq(houseSeeds.memberId, memberId), eq(houseSeeds.active, false)))
    .orderBy(desc(houseSeeds.rotatedAt))
    .limit(limit);
}

export async function spinByRequest(db: Executor, memberId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(houseSpins)
    .where(and(eq(houseSpins.memberId, memberId), eq(houseSpins.requestId, requestId)));
  return row;
}

export async function insertSpin(db: Executor, values: typeof houseSpins.$inferInsert) {
  const [row] = await db.insert(houseSpins).values(values).onConflictDoNothing().returning();
  return row;
}

export async function setSpinStatus(db: Executor, id: string, status: string) {
  await db.update(houseSpins).set({ status }).where(eq(houseSpins.id, id));
}

export async function spinsOf(db: Executor, memberId: string, page: number, pageSize: number) {
  const where = and(eq(houseSpins.memberId, memberId), eq(houseSpins.status, "settled"));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        spin: houseSpins,
        serverSeedHash: houseSeeds.serverSeedHash,
        revealedSeed: houseSeeds.revealedSeed,
      })
      .from(houseSpins)
      .innerJoin(houseSeeds, eq(houseSeeds.id, houseSpins.seedId))
      .where(where)
      .orderBy(desc(houseSpins.createdAt), desc(houseSpins.nonce))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(houseSpins).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function spinByRound(db: Executor, roundReference: string) {
  const [row] = await db
    .select({ spin: houseSpins, seed: houseSeeds })
    .from(houseSpins)
    .innerJoin(houseSeeds, eq(houseSeeds.id, houseSpins.seedId))
    .where(eq(houseSpins.roundReference, roundReference));
  return row;
}

/** Spins a crash or lost answer left between bet and win. */
export function stuckSpins(db: Executor, before: Date, limit: number) {
  return db
    .select()
    .from(houseSpins)
    .where(and(eq(houseSpins.status, "pending"), lt(houseSpins.createdAt, before)))
    .orderBy(asc(houseSpins.createdAt))
    .limit(limit);
}

// ---------- the spin's two statements (raw, prepared once per connection) ----------

/** A spin row with its seed's sealed server seed and hash, as the spin needs it. */
export interface ReservedSpin {
  spin: SpinRow;
  serverSeedSealed: string;
  serverSeedHash: string;
}

const SPIN_COLUMNS = `id, brand_id, member_id, game_id, game_code, round_reference, request_id, seed_id, nonce,
  client_seed, slot_id, variant, bet_minor::text as bet_minor, win_minor::text as win_minor, outcome, status, created_at`;

/**
 * Takes the next nonce of the member's active seed and stores the pending spin under its request id,
 * in one statement; a request id already used answers its spin instead (and takes no nonce). Empty
 * when the member has no active seed yet, or a concurrent spin with the same request id committed
 * while this one ran (the caller reads it then).
 */
const RESERVE_SQL = `
  with seed as (
    update house_seeds set next_nonce = next_nonce + 1
    where member_id = $2::uuid and active
      and not exists (select 1 from house_spins where member_id = $2::uuid and request_id = $3)
    returning id, next_nonce - 1 as nonce, server_seed_sealed, server_seed_hash, client_seed
  ),
  spin as (
    insert into house_spins (id, brand_id, member_id, game_id, game_code, round_reference, request_id,
      seed_id, nonce, client_seed, slot_id, variant, bet_minor, win_minor, outcome, status)
    select $1::uuid, $4::uuid, $2::uuid, $5::uuid, $6, $1, $3, seed.id, seed.nonce, seed.client_seed,
      $7, $8, $9::bigint, 0, '{}'::jsonb, 'pending'
    from seed
    on conflict do nothing
    returning ${SPIN_COLUMNS}
  )
  select spin.*, seed.server_seed_sealed, seed.server_seed_hash from spin join seed on seed.id = spin.seed_id
  union all
  select s.*, h.server_seed_sealed, h.server_seed_hash
  from (select ${SPIN_COLUMNS} from house_spins where member_id = $2::uuid and request_id = $3) s
  join house_seeds h on h.id = s.seed_id
  where not exists (select 1 from spin)`;

interface SpinSqlRow {
  id: string;
  brand_id: string;
  member_id: string;
  game_id: string;
  game_code: string;
  round_reference: string;
  request_id: string;
  seed_id: string;
  nonce: number;
  client_seed: string;
  slot_id: string;
  variant: string;
  bet_minor: string;
  win_minor: string;
  outcome: Record<string, unknown>;
  status: string;
  created_at: Date | string;
  server_seed_sealed: string;
  server_seed_hash: string;
}

function toReserved(row: SpinSqlRow): ReservedSpin {
  return {
    spin: {
      id: row.id,
      brandId: row.brand_id,
      memberId: row.member_id,
      gameId: row.game_id,
      gameCode: row.game_code,
      roundReference: row.round_reference,
      requestId: row.request_id,
      seedId: row.seed_id,
      nonce: Number(row.nonce),
      clientSeed: row.client_seed,
      slotId: row.slot_id,
      variant: row.variant,
      betMinor: BigInt(row.bet_minor),
      winMinor: BigInt(row.win_minor),
      outcome: row.outcome,
      status: row.status,
      createdAt: new Date(row.created_at),
    },
    serverSeedSealed: row.server_seed_sealed,
    serverSeedHash: row.server_seed_hash,
  };
}

export async function reserveSpin(
  database: Pick<DatabaseHandle, "queryAsyncCommit">,
  input: {
    id: string;
    brandId: string;
    memberId: string;
    requestId: string;
    gameId: string;
    gameCode: string;
    slotId: string;
    variant: string;
    betMinor: bigint;
  },
): Promise<ReservedSpin | undefined> {
  // Made durable by the wallet's posting that follows (or lost with a spin that never moved money).
  const [row] = await database.queryAsyncCommit<SpinSqlRow>(
    RESERVE_SQL,
    [
      input.id,
      input.memberId,
      input.requestId,
      input.brandId,
      input.gameId,
      input.gameCode,
      input.slotId,
      input.variant,
      input.betMinor.toString(),
    ],
    "house_reserve_spin",
  );
  return row ? toReserved(row) : undefined;
}

/** The spin and its seed by request id (the rare path: a concurrent twin committed first). */
export async function reservedByRequest(
  database: Pick<DatabaseHandle, "query">,
  memberId: string,
  requestId: string,
): Promise<ReservedSpin | undefined> {
  const [row] = await database.query<SpinSqlRow>(
    `select s.*, h.server_seed_sealed, h.server_seed_hash
     from (select ${SPIN_COLUMNS} from house_spins where member_id = $1::uuid and request_id = $2) s
     join house_seeds h on h.id = s.seed_id`,
    [memberId, requestId],
    "house_spin_by_request",
  );
  return row ? toReserved(row) : undefined;
}

/** The spin settled with its outcome (only a pending spin changes). */
export async function settleSpin(
  database: Pick<DatabaseHandle, "queryAsyncCommit">,
  id: string,
  winMinor: bigint,
  outcome: Record<string, unknown>,
): Promise<void> {
  // A crash that loses it leaves the spin pending: the stuck-spin job completes it by replaying its
  // round, which the wallet already settled durably.
  await database.queryAsyncCommit(
    `update house_spins set status = 'settled', win_minor = $2::bigint, outcome = $3::jsonb
     where id = $1::uuid and status = 'pending'`,
    [id, winMinor.toString(), JSON.stringify(outcome)],
    "house_settle_spin",
  );
}
