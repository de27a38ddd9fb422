import { z } from "zod";
import { ROUND_STATUSES } from "./game-types";
import { gameId } from "./games-shared";
import { defineCall } from "./http";
import { fitsMinorDigits } from "./money";
import { amountValue } from "./wallet";

/** The seamless wallet protocol external vendors call (docs/vendor-wallet-protocol.md). */

/** Headers of a signed vendor request: HMAC-SHA256 over timestamp, nonce, method, path and body. */
export const VENDOR_SIGNATURE_HEADERS = {
  timestamp: "x-lotus-timestamp",
  nonce: "x-lotus-nonce",
  signature: "x-lotus-signature",
} as const;
/** A signed request older or newer than this is refused. */
export const VENDOR_SIGNATURE_MAX_SKEW_MS = 300_000;

export function vendorSignaturePayload(
  timestamp: string,
  nonce: string,
  method: string,
  path: string,
  body: string,
) {
  return `${timestamp}\n${nonce}\n${method.toUpperCase()}\n${path}\n${body}`;
}

const txId = z.string().trim().min(1).max(128);
const roundId = z.string().trim().min(1).max(128);
const playerId = z.string().uuid();
/** Vendor amounts: decimal numbers with at most the currency's minor digits; zero allowed for no-win credits. */
const vendorAmount = z
  .number()
  .finite()
  .min(0)
  .max(1_000_000_000_000)
  .refine((value) => fitsMinorDigits(value, 2), "At most two decimals");

export const vendorBalanceView = z.object({ balance: amountValue, currency: z.string() });
export const vendorTxView = vendorBalanceView.extend({
  transactionId: z.string(),
  /** True when this transaction id had been applied before: the original answer, nothing moved now. */
  replayed: z.boolean(),
});

export const VENDOR_ACTIONS = [
  "authenticate",
  "balance",
  "debit",
  "credit",
  "rollback",
  "endRound",
  "betSettle",
  "creditBatch",
] as const;
export type VendorAction = (typeof VENDOR_ACTIONS)[number];
const vendorPath = (action: VendorAction) => `/vendor-api/v1/:merchant/:vendor/${action}`;
const vendorTags = ["vendor-wallet"];

export const vendorAuthenticateCall = defineCall({
  method: "POST",
  path: vendorPath("authenticate"),
  summary: "Exchange a one-time launch token for a game session",
  body: z.strictObject({ launchToken: z.string().min(16).max(128) }),
  response: vendorBalanceView.extend({
    sessionToken: z.string(),
    playerId: z.string(),
    username: z.string(),
    gameId: z.string(),
    language: z.string(),
    trial: z.boolean(),
  }),
  tags: vendorTags,
});

export const vendorBalanceCall = defineCall({
  method: "POST",
  path: vendorPath("balance"),
  summary: "The player's balance",
  body: z.strictObject({ playerId, sessionToken: z.string().max(128).optional() }),
  response: vendorBalanceView,
  tags: vendorTags,
});

export const vendorDebitCall = defineCall({
  method: "POST",
  path: vendorPath("debit"),
  summary: "Take a bet (needs a live game session)",
  body: z.strictObject({
    playerId,
    sessionToken: z.string().min(16).max(128),
    transactionId: txId,
    roundId,
    gameId,
    amount: vendorAmount.refine((value) => value > 0, "The bet must be positive"),
  }),
  response: vendorTxView,
  tags: vendorTags,
});

export const vendorCreditCall = defineCall({
  method: "POST",
  path: vendorPath("credit"),
  summary: "Pay a win (accepted after the session expired); endRound settles the round",
  body: z.strictObject({
    playerId,
    transactionId: txId,
    roundId,
    gameId,
    amount: vendorAmount,
    betTransactionId: txId.optional(),
    endRound: z.boolean().optional(),
  }),
  response: vendorTxView,
  tags: vendorTags,
});

export const vendorRollbackCall = defineCall({
  method: "POST",
  path: vendorPath("rollback"),
  summary: "Refund a bet; an unknown bet answers not-found and is remembered so it can never be taken later",
  body: z.strictObject({
    playerId,
    transactionId: txId,
    roundId,
    gameId,
    /** The transaction id of the bet to refund. */
    betTransactionId: txId,
  }),
  response: vendorTxView,
  tags: vendorTags,
});

export const vendorEndRoundCall = defineCall({
  method: "POST",
  path: vendorPath("endRound"),
  summary: "Settle a round: its bets count as valid bets",
  body: z.strictObject({ playerId, roundId, gameId }),
  response: vendorBalanceView.extend({ status: z.enum(ROUND_STATUSES) }),
  tags: vendorTags,
});

/**
 * An instant game's whole round in one call (slots, instant wins): the bet and the win are posted
 * together, the round opens and settles at once. A retry repeats the same call with the same ids.
 */
export const vendorBetSettleCall = defineCall({
  method: "POST",
  path: vendorPath("betSettle"),
  summary: "Take a bet and pay its win in one call; the round is settled at once",
  body: z.strictObject({
    playerId,
    sessionToken: z.string().min(16).max(128),
    roundId,
    gameId,
    /** The bet's transaction id. */
    transactionId: txId,
    amount: vendorAmount.refine((value) => value > 0, "The bet must be positive"),
    /** The win's transaction id (its own idempotency key). */
    winTransactionId: txId,
    winAmount: vendorAmount,
  }),
  response: vendorTxView.extend({ status: z.enum(ROUND_STATUSES) }),
  tags: vendorTags,
});

/** Most credits in one creditBatch call. */
export const VENDOR_BATCH_MAX = 500;

const batchCredit = z.strictObject({
  playerId,
  transactionId: txId,
  roundId,
  gameId,
  /** ≥ 0 for a win; a correction may be negative (a win taken back). */
  amount: z
    .number()
    .finite()
    .min(-1_000_000_000_000)
    .max(1_000_000_000_000)
    .refine((value) => fitsMinorDigits(value, 2), "At most two decimals"),
  betTransactionId: txId.optional(),
  endRound: z.boolean().optional(),
  /** A change to the win of a settled round (a corrected result): signed, the round stays settled. */
  correction: z.boolean().optional(),
});

/** One credit's outcome in a batch: applied (or replayed), or refused with the error a lone call would answer. */
export const vendorBatchResult = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), transactionId: z.string(), balance: amountValue, replayed: z.boolean() }),
  z.object({ ok: z.literal(false), transactionId: z.string(), code: z.string() }),
]);
export type VendorBatchResult = z.infer<typeof vendorBatchResult>;

/**
 * Many credits in one call (a lottery draw, a live table's round): each item is a credit with its own
 * transaction id and is applied, replayed or refused on its own; the answer lists every item in order.
 * `correction` items change the win of a settled round after a result was corrected.
 */
export const vendorCreditBatchCall = defineCall({
  method: "POST",
  path: vendorPath("creditBatch"),
  summary: "Pay many wins (or result corrections) in one call; each item answers on its own",
  body: z.strictObject({
    credits: z
      .array(batchCredit)
      .min(1)
      .max(VENDOR_BATCH_MAX)
      .superRefine((credits, context) => {
        const seen = new Set<string>();
        credits.forEach((credit, index) => {
          if (seen.has(credit.transactionId))
            context.addIssue({
              code: "custom",
              path: [index, "transactionId"],
              message: "Used twice in the batch",
            });
          seen.add(credit.transactionId);
          if (credit.amount < 0 && !credit.correction)
            context.addIssue({
              code: "custom",
              path: [index, "amount"],
              message: "Only a correction may be negative",
            });
          if (credit.correction && credit.endRound)
            context.addIssue({
              code: "custom",
              path: [index, "endRound"],
              message: "A correction's round is already settled",
            });
        });
      }),
  }),
  response: z.object({ currency: z.string(), results: z.array(vendorBatchResult) }),
  tags: vendorTags,
});
