import { z } from "zod";
import { paged, pageQuery } from "./games-shared";
import { defineCall, epochMs } from "./http";
import { fitsMinorDigits } from "./money";
import { amountInput, amountValue } from "./wallet";

/** The in-house slots' player API (the /play page inside the game iframe). */

export const HOUSE_SLOT_IDS = ["lotus-fortune", "dragon-pearl"] as const;
export type HouseSlotId = (typeof HOUSE_SLOT_IDS)[number];

/**
 * The 20 fixed paylines both house slots pay on, over 5 reels × 3 rows: row 0 = top, one row per
 * reel, line n at index n - 1. The engine pays by them; the site draws a winning line from its number.
 */
export const PAYLINES_20: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

const fairSeeds = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next spin will use. */
  nonce: z.number().int(),
});

export const houseGameInfo = z.object({
  gameId: z.string(),
  slotId: z.enum(HOUSE_SLOT_IDS),
  name: z.string(),
  variant: z.string(),
  rtp: z.number(),
  minBet: amountValue,
  maxBet: amountValue,
  betSteps: z.array(amountValue),
  currency: z.string(),
  currencySymbol: z.string(),
  trial: z.boolean(),
});

export const houseSessionCall = defineCall({
  method: "POST",
  path: "/house/api/session",
  summary: "Open a house game session from a one-time launch token",
  body: z.strictObject({
    launchToken: z.string().min(16).max(128),
    /** The brand's merchant code from the launch URL (`m`); without it every brand is tried. */
    merchant: z.string().trim().min(1).max(64).optional(),
  }),
  response: z.object({
    sessionToken: z.string(),
    game: houseGameInfo,
    balance: amountValue,
    seeds: fairSeeds,
    language: z.string(),
  }),
  tags: ["house-games"],
});

export const slotLineWin = z.object({
  line: z.number().int(),
  symbol: z.string(),
  count: z.number().int(),
  multiplier: z.number(),
  win: z.string(),
});

export const slotSpinView = z.object({
  stops: z.array(z.number().int()),
  grid: z.array(z.array(z.string())),
  lineWins: z.array(slotLineWin),
  multiplier: z.number().optional(),
  win: z.string().optional(),
});

export const slotOutcome = z.object({
  slotId: z.string(),
  variant: z.string(),
  stops: z.array(z.number().int()),
  grid: z.array(z.array(z.string())),
  lineWins: z.array(slotLineWin),
  scatter: z
    .object({ count: z.number().int(), win: z.string(), freeSpinsAwarded: z.number().int() })
    .optional(),
  freeSpins: z.array(
    slotSpinView.extend({
      index: z.number().int(),
      scatterWin: z
        .object({ count: z.number().int(), win: z.string(), freeSpinsAwarded: z.number().int() })
        .optional(),
      multiplier: z.number(),
      win: z.string(),
    }),
  ),
  totalWin: z.string(),
  totalMultiplier: z.number(),
});
export type SlotOutcome = z.infer<typeof slotOutcome>;

export const houseSpinCall = defineCall({
  method: "POST",
  path: "/house/api/spin",
  summary: "Spin once (bet, outcome decided on the server from the fair seeds, win)",
  body: z.strictObject({ bet: amountInput, requestId: z.string().trim().min(8).max(64) }),
  response: z.object({
    roundId: z.string(),
    bet: amountValue,
    win: amountValue,
    balance: amountValue,
    nonce: z.number().int(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    outcome: slotOutcome,
  }),
  tags: ["house-games"],
});

export const houseSeedsCall = defineCall({
  method: "GET",
  path: "/house/api/seeds",
  summary: "The member's current fair seeds (server seed hashed) and the seeds already revealed",
  response: z.object({
    current: fairSeeds,
    revealed: z.array(
      z.object({
        serverSeed: z.string(),
        serverSeedHash: z.string(),
        clientSeed: z.string(),
        lastNonce: z.number().int(),
        rotatedAt: epochMs,
      }),
    ),
  }),
  tags: ["house-games"],
});

export const houseClientSeedCall = defineCall({
  method: "POST",
  path: "/house/api/seeds/client",
  summary: "Change the client seed (takes effect from the next spin)",
  body: z.strictObject({
    clientSeed: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[\x21-\x7e]+$/, "Printable characters without spaces"),
  }),
  response: fairSeeds,
  tags: ["house-games"],
});

export const houseRotateSeedCall = defineCall({
  method: "POST",
  path: "/house/api/seeds/rotate",
  summary: "Reveal the current server seed and start a new one (its hash shown before any spin)",
  response: z.object({
    revealed: z.object({
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      lastNonce: z.number().int(),
    }),
    current: fairSeeds,
  }),
  tags: ["house-games"],
});

export const houseHistoryCall = defineCall({
  method: "GET",
  path: "/house/api/spins",
  summary: "The session member's last spins with their fair data (the server seed once revealed)",
  query: z.object({ page: pageQuery.page, pageSize: z.coerce.number().int().min(1).max(50).default(20) }),
  response: paged(
    z.object({
      roundId: z.string(),
      slotId: z.string(),
      variant: z.string(),
      bet: amountValue,
      win: amountValue,
      nonce: z.number().int(),
      clientSeed: z.string(),
      serverSeedHash: z.string(),
      serverSeed: z.string().nullable(),
      time: epochMs,
    }),
  ),
  tags: ["house-games"],
});

export const houseVerifyCall = defineCall({
  method: "GET",
  path: "/house/api/verify",
  summary: "Recompute any spin from its seeds and nonce (public)",
  query: z.object({
    slotId: z.enum(HOUSE_SLOT_IDS),
    variant: z.string().trim().max(16).optional(),
    serverSeed: z
      .string()
      .trim()
      .regex(/^[0-9a-f]{64}$/, "64 hexadecimal characters"),
    clientSeed: z.string().trim().min(1).max(64),
    nonce: z.coerce.number().int().min(0).max(1_000_000_000),
    bet: z.coerce
      .number()
      .positive()
      .max(1_000_000_000)
      .refine((value) => fitsMinorDigits(value, 2), "At most two decimals")
      .optional(),
  }),
  response: z.object({ serverSeedHash: z.string(), outcome: slotOutcome }),
  tags: ["house-games"],
});
