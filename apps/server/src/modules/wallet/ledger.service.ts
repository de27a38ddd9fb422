import type { Database, DatabaseHandle } from "@lotus/db";
import { sha256 } from "../../platform/crypto";
import { AppError } from "../../platform/errors";
import { contentFingerprint, type Leg, normaliseLegs, type Posting } from "./ledger";
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

/**
 * The ledger's write path. One member account: a single statement in autocommit (no explicit lock,
 * the UPDATE takes the row lock). Several member accounts: a transaction that locks them in id
 * order first. House accounts are never updated, so bets never queue on them.
 */
export function createLedger(database: Pick<DatabaseHandle, "db" | "query">) {
  const db: Database = database.db;
  const accountCache = new Map<string, bigint>();

  async function attempt(posting: Posting, legs: Leg[], hash: string) {
    const memberAccounts = legs.filter((leg) => leg.member).map((leg) => leg.accountId);
    if (memberAccounts.length <= 1) {
      const rows = await database.query<repo.PostingRow>(
        repo.POSTING_SQL,
        repo.postingValues(posting, legs, hash),
        "ledger_post",
      );
      return repo.toPosted(rows[0], hash);
    }
    return db.transaction(async (tx) => {
      await repo.lockMemberAccounts(tx, memberAccounts);
      return repo.insertPosting(tx, posting, legs, hash);
    });
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

    async post(posting: Posting): Promise<PostResult> {
      const legs = normaliseLegs(posting.legs);
      const hash = sha256(contentFingerprint(posting, legs));
      for (let tries = 1; ; tries++) {
        try {
          const posted = await attempt(posting, legs, hash);
          if (posted)
            return { transactionId: posted.transactionId, replayed: false, balances: posted.balances };
          const original = await repo.findPosting(db, posting.brandId, posting.kind, posting.idempotencyKey);
          if (!original) continue; // the conflicting insert was rolled back meanwhile: try again
          if (original.contentHash !== hash) throw new AppError("wallet.idempotency_conflict");
          return { transactionId: original.transactionId, replayed: true, balances: original.balances };
        } catch (error) {
          const { code, constraint } = pgCode(error);
          if (code === "23514" && constraint === "ledger_member_balance_non_negative") {
            throw new AppError("wallet.insufficient_funds");
          }
          // Deadlock or serialization failure: safe to retry, the statement moved nothing.
          if ((code === "40P01" || code === "40001") && tries < MAX_ATTEMPTS) continue;
          throw error;
        }
      }
    },

    balances: (accountIds: readonly bigint[]) => repo.balancesOf(db, accountIds),
    reconcile: () => repo.reconcile(db),
  };
}

export type Ledger = ReturnType<typeof createLedger>;
