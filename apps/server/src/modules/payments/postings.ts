import type { Executor } from "@lotus/db";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import type { Leg, Posting, WalletService } from "../wallet";
import {
  cancelLaterPostings,
  insertPostings,
  markFailed,
  markPosted,
  type PostingRow,
  postingsOf,
  reviveLaterPostings,
  staleOwners,
} from "./postings.repository";

export type OwnerType = "deposit" | "withdrawal" | "confirmation" | "transfer" | "adjustment";

/** A ledger posting a state change makes due; written in the same transaction as that change. */
export interface PostingIntent {
  ownerType: OwnerType;
  ownerId: string;
  /** Order among one owner's postings: the next is tried only once the previous is posted. */
  seq?: number;
  step: string;
  kind: string;
  idempotencyKey: string;
  memberId?: string;
  reference?: string;
  legs: Leg[];
  /** Members whose site refetches the balance once it is posted. */
  signal: string[];
}

/** One side of a relay: the member whose main or held account pays or is paid, and how it is booked. */
export interface RelaySide {
  step: string;
  kind: string;
  memberId: string;
  accountId: bigint;
  reference: string;
}

/**
 * Money moved from one member to another through a house account, as two postings of one owner:
 * out of the payer's account into `via` (seq 0, key `<owner>:out`), then from `via` into the
 * payee's (seq 1, key `<owner>:in`). Each side's site hears of its own posting.
 */
export function relayIntents(
  owner: { type: OwnerType; id: string },
  amountMinor: bigint,
  via: bigint,
  from: RelaySide,
  to: RelaySide,
): PostingIntent[] {
  const side = (seq: number, key: string, party: RelaySide, legs: Leg[]): PostingIntent => ({
    ownerType: owner.type,
    ownerId: owner.id,
    seq,
    step: party.step,
    kind: party.kind,
    idempotencyKey: `${owner.id}:${key}`,
    memberId: party.memberId,
    reference: party.reference,
    legs,
    signal: [party.memberId],
  });
  return [
    side(0, "out", from, [
      { accountId: from.accountId, amount: -amountMinor, member: true },
      { accountId: via, amount: amountMinor, member: false },
    ]),
    side(1, "in", to, [
      { accountId: via, amount: -amountMinor, member: false },
      { accountId: to.accountId, amount: amountMinor, member: true },
    ]),
  ];
}

/**
 * The owner's own state change after a posting, made in the transaction that marks the posting, so a
 * crash between the two cannot leave a posted hold on a withdrawal that still says it is holding.
 */
export interface OwnerHooks {
  /** The posting moved money (or an earlier failed attempt was overtaken by one that did). */
  posted?(tx: Executor, row: PostingRow, revived: boolean): Promise<void>;
  /** The posting was refused for insufficient funds; later postings of the owner were cancelled. */
  failed?(tx: Executor, row: PostingRow): Promise<void>;
}

/** Postings left due longer than this are the job's: their request died or could not post. */
export const STALE_POSTING_MS = 60_000;

/**
 * The transactional outbox between payment state and the ledger. A state change and the postings
 * it makes due commit together; they are posted right after commit through the wallet (which
 * signals the members), or by `flushStale` if the process died first. The ledger's idempotency key
 * makes a second attempt a replay, so every committed change moves its money exactly once.
 */
export function createPostingEngine(
  platform: Platform,
  wallet: WalletService,
  /** Told of every posting that moved money (the member's system messages); must be idempotent. */
  moved?: (row: PostingRow) => Promise<void>,
) {
  const hooks: Partial<Record<OwnerType, OwnerHooks>> = {};
  const now = () => new Date(platform.clock.now());

  async function postOne(row: PostingRow): Promise<"posted" | "failed"> {
    const posting: Posting = {
      brandId: row.brandId,
      kind: row.kind,
      idempotencyKey: row.idempotencyKey,
      memberId: row.memberId ?? undefined,
      reference: row.reference ?? undefined,
      metadata: { owner: row.ownerType, ownerId: row.ownerId, step: row.step },
      legs: row.legs.map((leg) => ({
        accountId: BigInt(leg.accountId),
        amount: BigInt(leg.amount),
        member: leg.member,
      })),
    };
    try {
      const result = await wallet.post(posting, row.signal);
      // Before the mark: a crash between the two posts again as a replay and tells the observer again.
      await moved?.(row).catch((error: unknown) =>
        platform.logger.error({ err: error, posting: row.id }, "posting observer failed"),
      );
      await platform.db.transaction(async (tx) => {
        const marked = await markPosted(tx, row.id, result.transactionId, now());
        if (marked === "revived") await reviveLaterPostings(tx, row.ownerId, row.seq, now());
        if (marked) await hooks[row.ownerType as OwnerType]?.posted?.(tx, row, marked === "revived");
      });
      return "posted";
    } catch (error) {
      if (error instanceof AppError && error.code === "wallet.insufficient_funds") {
        await platform.db.transaction(async (tx) => {
          if (await markFailed(tx, row.id, error.code, now())) {
            await cancelLaterPostings(tx, row.ownerId, row.seq, now());
            await hooks[row.ownerType as OwnerType]?.failed?.(tx, row);
          }
        });
        return "failed";
      }
      if (error instanceof AppError && error.code === "wallet.idempotency_conflict") {
        // Two different movements under one key is a bug, not a retryable condition: stop and say so.
        platform.logger.error(
          { posting: row.id, key: row.idempotencyKey },
          "payment posting conflicts with the ledger",
        );
        await markFailed(platform.db, row.id, error.code, now());
      }
      throw error;
    }
  }

  return {
    on(ownerType: OwnerType, ownerHooks: OwnerHooks): void {
      hooks[ownerType] = ownerHooks;
    },

    /** Writes the intents in the caller's transaction. */
    async add(tx: Executor, brandId: string, intents: readonly PostingIntent[]): Promise<void> {
      const at = now();
      await insertPostings(
        tx,
        intents.map((intent) => ({
          brandId,
          ownerType: intent.ownerType,
          ownerId: intent.ownerId,
          seq: intent.seq ?? 0,
          step: intent.step,
          kind: intent.kind,
          idempotencyKey: intent.idempotencyKey,
          memberId: intent.memberId ?? null,
          reference: intent.reference ?? null,
          legs: intent.legs.map((leg) => ({
            accountId: leg.accountId.toString(),
            amount: leg.amount.toString(),
            member: leg.member,
          })),
          signal: intent.signal,
          createdAt: at,
          updatedAt: at,
        })),
      );
    },

    /**
     * Posts an owner's postings in order; "failed" when one was refused for funds. A posting is
     * tried only when every earlier one is posted: a concurrent flusher must never post a
     * transfer's credit in the instant between its debit being refused and the credit cancelled.
     */
    async flush(ownerId: string): Promise<"done" | "failed"> {
      for (;;) {
        const next = (await postingsOf(platform.db, ownerId)).find((row) => row.status !== "posted");
        if (!next) return "done";
        if (next.status === "due") {
          if ((await postOne(next)) === "failed") return "failed";
          continue;
        }
        // An earlier posting failed (or a later one was cancelled after it): nothing after it may move.
        // Cancelling again finishes the work of a process that died between the two updates.
        await cancelLaterPostings(platform.db, ownerId, next.seq, now());
        return "failed";
      }
    },

    /** Job: finishes postings whose request died before posting them. */
    async flushStale(nowMs: number): Promise<number> {
      const owners = await staleOwners(platform.db, new Date(nowMs - STALE_POSTING_MS), 500);
      let flushed = 0;
      for (const owner of owners) {
        try {
          await this.flush(owner.ownerId);
          flushed++;
        } catch (error) {
          platform.logger.error({ err: error, owner }, "stale payment posting not flushed");
        }
      }
      return flushed;
    },
  };
}

export type PostingEngine = ReturnType<typeof createPostingEngine>;
