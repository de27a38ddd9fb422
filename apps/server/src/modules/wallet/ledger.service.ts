import type { Database, DatabaseHandle } from "@lotus/db";
import { LRUCache } from "lru-cache";
import { sha256 } from "../../platform/crypto";
import { AppError } from "../../platform/errors";
import { createGroupCommit, type GroupCommitOptions } from "./group-commit";
import { contentFingerprint, type Leg, type Posting, postingLegs } from "./ledger";
import * as repo from "./ledger.repository";

export interface PostResult {
  transactionId: bigint;
  /** True when the idempotency key had been used with the same content: nothing moved now. */
  replayed: boolean;
  /** Balance after the posting of each member account it touched. */
  balances: Map<bigint, bigint>;
}

const MAX_ATTEMPTS = 4;

function pgCode(error: unknown): { code?: string; constraint?: string } {
  const direct = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  return direct.cause?.code ? direct.cause : direct;
}

/** An error PostgreSQL answered for the whole statement (the batch moved nothing): worth isolating. */
function isServerError(error: unknown): boolean {
  const { code } = pgCode(error);
  const shape = error as { severity?: unknown; cause?: { severity?: unknown } };
  const severity = shape.cause?.severity ?? shape.severity;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof severity === "string";
}

/**
 * The ledger's write path. One member account (bets, wins, deposits, holds): group commit — the
 * postings waiting at the same moment go together in one call of `ledger_post_batch` (migration
 * 0009), one round trip and one commit; an overdraft, a replay or a key conflict is answered per
 * posting, and a batch failing as a whole is sent again posting by posting, so one posting never
 * fails another. Several member accounts: a transaction that locks them in id order first.
 * House accounts are never updated, so bets never queue on them.
 */
export function createLedger(
  database: Pick<DatabaseHandle, "db" | "query">,
  options: Partial<GroupCommitOptions> = {},
) {
  const db: Database = database.db;
  // Account ids never change: a bounded cache spares the posting paths a lookup per account.
  const accountCache = new LRUCache<string, bigint>({ max: 200_000 });
  const group = createGroupCommit((items: repo.BatchPosting[]) => repo.postBatch(database, items), {
    // A refused posting takes a subtransaction: at most 64 stay in PostgreSQL's per-backend cache.
    maxBatch: Math.min(options.maxBatch ?? 50, 64),
    maxInFlight: options.maxInFlight ?? 2,
    isolate: isServerError,
    conflicts: (item) => item.legs.filter((leg) => leg.member).map((leg) => leg.accountId),
  });

  /** One try: the result, or undefined when the key's row vanished meanwhile (try again). */
  async function attempt(posting: Posting, legs: Leg[], hash: string): Promise<PostResult | undefined> {
    const memberAccounts = [...new Set(legs.filter((leg) => leg.member).map((leg) => leg.accountId))];
    if (memberAccounts.length <= 1) {
      const outcome = await group.submit({ posting, legs, contentHash: hash });
      switch (outcome.status) {
        case "posted":
        case "replayed":
          return {
            transactionId: outcome.transactionId,
            replayed: outcome.status === "replayed",
            balances: outcome.balances,
          };
        case "conflict":
          throw new AppError("wallet.idempotency_conflict");
        case "insufficient":
          throw new AppError("wallet.insufficient_funds");
        case "retry":
          return undefined;
      }
    }
    const posted = await db.transaction(async (tx) => {
      await repo.lockMemberAccounts(tx, memberAccounts);
      return repo.insertPosting(tx, posting, legs, hash);
    });
    if (posted) return { transactionId: posted.transactionId, replayed: false, balances: posted.balances };
    const original = await repo.findPosting(db, posting.brandId, posting.kind, posting.idempotencyKey);
    if (!original) return undefined; // the conflicting insert was rolled back meanwhile
    if (original.contentHash !== hash) throw new AppError("wallet.idempotency_conflict");
    return { transactionId: original.transactionId, replayed: true, balances: original.balances };
  }

  return {
    /** Account id of (brand, member or house, kind), created on first use and cached (ids never change). */
    async account(brandId: string, memberId: string | null, kind: string, currency: string): Promise<bigint> {
      const cacheKey = `${brandId}:${memberId ?? "house"}:${kind}`;
      const cached = accountCache.get(cacheKey);
      if (cached !== undefined) return cached;
      const id = await repo.ensureAccount(db, { brandId, memberId, kind, currency });
      accountCache.set(cacheKey, id);
      return id;
    },

    /** Main (or other kind) account ids of many members at once, created on first use and cached. */
    async memberAccounts(
      brandId: string,
      memberIds: readonly string[],
      kind: string,
      currency: string,
    ): Promise<Map<string, bigint>> {
      const found = new Map<string, bigint>();
      const missing: string[] = [];
      for (const memberId of new Set(memberIds)) {
        const cached = accountCache.get(`${brandId}:${memberId}:${kind}`);
        if (cached === undefined) missing.push(memberId);
        else found.set(memberId, cached);
      }
      const created = await repo.ensureMemberAccounts(db, { brandId, kind, currency }, missing);
      for (const [memberId, id] of created) {
        accountCache.set(`${brandId}:${memberId}:${kind}`, id);
        found.set(memberId, id);
      }
      return found;
    },

    async post(posting: Posting): Promise<PostResult> {
      const legs = postingLegs(posting);
      const hash = sha256(contentFingerprint(posting, legs));
      for (let tries = 1; ; tries++) {
        try {
          const result = await attempt(posting, legs, hash);
          if (result) return result;
          if (tries >= MAX_ATTEMPTS * 4) throw new Error("ledger posting: idempotency key kept vanishing");
        } catch (error) {
          const { code, constraint } = pgCode(error);
          if (code === "23514" && constraint === "ledger_member_balance_non_negative") {
            throw new AppError("wallet.insufficient_funds");
          }
          // Deadlock or serialization failure: safe to retry, the posting moved nothing.
          if ((code === "40P01" || code === "40001") && tries < MAX_ATTEMPTS) continue;
          throw error;
        }
      }
    },

    /** The posting stored under an idempotency key, if any. */
    find: (brandId: string, kind: string, key: string) => repo.findPosting(db, brandId, kind, key),

    balances: (accountIds: readonly bigint[]) => repo.balancesOf(db, accountIds),
    reconcile: () => repo.reconcile(db),
  };
}

export type Ledger = ReturnType<typeof createLedger>;
