import { randomBytes } from "node:crypto";
import {
  defaultBetLimits,
  fromMinor,
  HOUSE_SLOT_IDS,
  type HouseSlotId,
  pickText,
  type SlotOutcome,
  toMinor,
} from "@lotus/contracts";
import type { HouseVendor } from "../modules/games";
import type { Brand } from "../platform/brand-context";
import { AppError } from "../platform/errors";
import type { Platform } from "../platform/platform";
import * as repo from "./house.repository";
import type { HouseSession, HouseSessions } from "./house-session";
import { spin as playSpin, type SpinOutcome, verifySpin } from "./slots/engine";
import { FairStream, hashServerSeed, newServerSeed } from "./slots/fair-rng";
import { SLOTS, type SlotId } from "./slots/paytables";
import type { HouseWalletClient } from "./wallet-client";

const STUCK_AFTER_MS = 2 * 60 * 1000;
/** The session sent when replaying a round already posted (a replay needs no live session). */
const REPLAY_ONLY_SESSION = "replay-of-a-posted-round";

const isSlotId = (value: string): value is HouseSlotId & SlotId =>
  (HOUSE_SLOT_IDS as readonly string[]).includes(value);

/** Bet ladder between the limits: 1, 2, 5 × 10^k of the currency unit. */
export function betSteps(minMinor: bigint, maxMinor: bigint): bigint[] {
  const steps: bigint[] = [];
  for (let power = 1n; power <= maxMinor && steps.length < 40; power *= 10n) {
    for (const factor of [1n, 2n, 5n]) {
      const value = power * factor;
      if (value >= minMinor && value <= maxMinor) steps.push(value);
    }
  }
  if (steps[0] !== minMinor) steps.unshift(minMinor);
  return steps;
}

/**
 * The in-house slots (DESIGN §2): sessions from launch tokens, spins decided on the server from the
 * member's fair seeds, money moved only through the vendor wallet client, seeds and verification.
 */
export function createHouseService(
  platform: Platform,
  houseVendor: HouseVendor,
  client: HouseWalletClient,
  sessions: HouseSessions,
) {
  const db = platform.db;
  const now = () => platform.clock.now();

  const { open, brandOf } = sessions;

  async function ensureSeed(brandId: string, memberId: string, clientSeed?: string) {
    // A concurrent rotation may retire the seed between our insert and our read: look again, a
    // few times, and answer the lost race as a conflict rather than a failure.
    for (let attempt = 0; ; attempt++) {
      const existing = await repo.activeSeed(db, memberId);
      if (existing) return existing;
      if (attempt === 3) throw new AppError("wallet.idempotency_conflict");
      const serverSeed = newServerSeed();
      await repo.insertSeed(db, {
        brandId,
        memberId,
        serverSeedSealed: platform.secrets.seal(serverSeed),
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed: clientSeed ?? randomBytes(8).toString("hex"),
      });
    }
  }

  const seedView = (seed: repo.SeedRow) => ({
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: seed.nextNonce,
  });

  async function gameInfo(brand: Brand, session: HouseSession) {
    const game = await houseVendor.game(brand, session.game);
    if (!isSlotId(game.slotId)) throw new AppError("game.not_found");
    const slot = SLOTS[game.slotId];
    const variant = game.variant && slot.variants[game.variant] ? game.variant : slot.defaultVariant;
    const defaults = defaultBetLimits(brand.currency.code, brand.currency.minorDigits);
    const minBet = game.minBetMinor ?? defaults.min;
    const maxBet = game.maxBetMinor ?? (game.minBetMinor ? game.minBetMinor * 10_000n : defaults.max);
    return { game, slot, slotId: game.slotId, variant, minBet, maxBet };
  }

  const money = (brand: Brand, minor: bigint) => fromMinor(minor, brand.currency.minorDigits);

  /** A bet in minor units; finer than the brand's currency allows is not a bet it offers. */
  function betMinor(brand: Brand, bet: number): bigint {
    try {
      return toMinor(bet, brand.currency.minorDigits);
    } catch (error) {
      if (error instanceof RangeError) throw new AppError("game.bet_out_of_range");
      throw error;
    }
  }

  function outcomeView(outcome: SpinOutcome): SlotOutcome {
    return outcome as unknown as SlotOutcome;
  }

  /** The spin's outcome, recomputed from its seed and nonce (the same every time). */
  function outcomeOf(spin: repo.SpinRow, serverSeed: string): SpinOutcome {
    if (!isSlotId(spin.slotId)) throw new Error(`unknown slot ${spin.slotId}`);
    return playSpin(
      spin.slotId,
      spin.variant,
      spin.betMinor,
      new FairStream(serverSeed, spin.clientSeed, spin.nonce),
    );
  }

  /** The vendor wallet call that takes the bet and pays the win of a spin (its ids never change). */
  function settleCall(brand: Brand, vendorSession: string, spin: repo.SpinRow, outcome: SpinOutcome) {
    return {
      playerId: spin.memberId,
      sessionToken: vendorSession,
      roundId: spin.roundReference,
      gameId: spin.gameCode,
      transactionId: `${spin.id}:bet`,
      amount: money(brand, spin.betMinor),
      winTransactionId: `${spin.id}:win`,
      winAmount: money(brand, BigInt(outcome.totalWin)),
    };
  }

  /**
   * Finishes a spin a crash or a lost answer left pending. The rollback refuses its bet for good if
   * it never reached the wallet; a round already settled (the bet and win were posted) is completed:
   * the betSettle call is replayed, which needs no live session, and the outcome stored.
   */
  async function settleStuck(spin: repo.SpinRow) {
    const brand = await brandOf(spin.brandId);
    try {
      await client.rollback(brand, {
        playerId: spin.memberId,
        transactionId: `${spin.id}:rollback`,
        roundId: spin.roundReference,
        gameId: spin.gameCode,
        betTransactionId: `${spin.id}:bet`,
      });
      await repo.setSpinStatus(db, spin.id, "cancelled");
    } catch (error) {
      if (error instanceof AppError && error.code === "vendor.transaction_not_found")
        await repo.setSpinStatus(db, spin.id, "refused");
      else if (error instanceof AppError && error.code === "vendor.round_closed") await complete(brand, spin);
      else throw error;
    }
  }

  async function complete(brand: Brand, spin: repo.SpinRow) {
    const row = await repo.spinByRound(db, spin.roundReference);
    if (!row) return;
    const outcome = outcomeOf(spin, platform.secrets.unseal(row.seed.serverSeedSealed));
    await client.betSettle(brand, settleCall(brand, REPLAY_ONLY_SESSION, spin, outcome));
    await repo.settleSpin(platform.database, spin.id, BigInt(outcome.totalWin), outcome as never);
  }

  return {
    async openSession(launchToken: string, merchant?: string) {
      const { brand, auth, session } = await sessions.authenticate(launchToken, merchant);
      const { game, slotId, variant, minBet, maxBet, slot } = await gameInfo(brand, session);
      const seed = await ensureSeed(brand.id, auth.playerId);
      return {
        sessionToken: sessions.sign(session),
        game: {
          gameId: game.code,
          slotId,
          name: pickText(game.names, auth.language) || slot.name.en,
          variant,
          rtp: slot.variants[variant]?.rtp ?? 0,
          minBet: money(brand, minBet),
          maxBet: money(brand, maxBet),
          betSteps: betSteps(minBet, maxBet).map((step) => money(brand, step)),
          currency: brand.currency.code,
          currencySymbol: brand.currency.symbol,
          trial: auth.trial,
        },
        balance: auth.balance,
        seeds: seedView(seed),
        language: auth.language,
      };
    },

    /**
     * One spin: the nonce taken and the pending spin stored (one statement), the outcome computed, the
     * bet and the win settled by the vendor wallet in one call, the spin marked settled. A retry with
     * the same request id replays it; the same id with another bet is a conflict.
     */
    async spin(token: string | undefined, body: { bet: number; requestId: string }) {
      const session = open(token);
      const brand = await brandOf(session.brandId);
      const { game, slotId, variant, minBet, maxBet } = await gameInfo(brand, session);
      if (game.status !== "on") throw new AppError("game.maintenance", { suggestions: [] });
      const bet = betMinor(brand, body.bet);
      if (bet < minBet || bet > maxBet) throw new AppError("game.bet_out_of_range");

      const reservation = {
        id: crypto.randomUUID(),
        brandId: brand.id,
        memberId: session.playerId,
        requestId: body.requestId,
        gameId: game.id,
        gameCode: game.code,
        slotId,
        variant,
        betMinor: bet,
      };
      let reserved = await repo.reserveSpin(platform.database, reservation);
      if (!reserved) {
        reserved = await repo.reservedByRequest(platform.database, session.playerId, body.requestId);
        if (!reserved) {
          // The member's first spin: no seed yet.
          await ensureSeed(brand.id, session.playerId);
          reserved = await repo.reserveSpin(platform.database, reservation);
        }
      }
      if (!reserved) throw new Error("spin not stored");
      const { spin } = reserved;
      if (spin.betMinor !== bet || spin.gameId !== game.id) throw new AppError("wallet.idempotency_conflict");
      if (spin.status === "refused") throw new AppError("wallet.insufficient_funds");
      if (spin.status === "cancelled") throw new AppError("vendor.bet_rolled_back");

      const outcome =
        spin.status === "settled"
          ? (spin.outcome as unknown as SpinOutcome)
          : outcomeOf(spin, platform.secrets.unseal(reserved.serverSeedSealed));
      let paid: Awaited<ReturnType<HouseWalletClient["betSettle"]>>;
      try {
        paid = await client.betSettle(brand, settleCall(brand, session.vendorSession, spin, outcome));
      } catch (error) {
        if (error instanceof AppError && error.code === "wallet.insufficient_funds")
          await repo.setSpinStatus(db, spin.id, "refused");
        throw error;
      }
      if (spin.status !== "settled")
        await repo.settleSpin(
          platform.database,
          spin.id,
          BigInt(outcome.totalWin),
          outcome as unknown as Record<string, unknown>,
        );
      return {
        roundId: spin.roundReference,
        bet: money(brand, spin.betMinor),
        win: money(brand, BigInt(outcome.totalWin)),
        balance: paid.balance,
        nonce: spin.nonce,
        serverSeedHash: reserved.serverSeedHash,
        clientSeed: spin.clientSeed,
        outcome: outcomeView(outcome),
      };
    },

    async seeds(token: string | undefined) {
      const session = open(token);
      const current = await ensureSeed(session.brandId, session.playerId);
      const revealed = await repo.revealedSeeds(db, session.playerId, 20);
      return {
        current: seedView(current),
        revealed: revealed.map((seed) => ({
          serverSeed: seed.revealedSeed ?? "",
          serverSeedHash: seed.serverSeedHash,
          clientSeed: seed.clientSeed,
          lastNonce: Math.max(0, seed.nextNonce - 1),
          rotatedAt: seed.rotatedAt?.getTime() ?? seed.createdAt.getTime(),
        })),
      };
    },

    async setClientSeed(token: string | undefined, clientSeed: string) {
      const session = open(token);
      await ensureSeed(session.brandId, session.playerId, clientSeed);
      const seed = await repo.setClientSeed(db, session.playerId, clientSeed);
      // A rotation retired the seed in between: the member tries again.
      if (!seed) throw new AppError("wallet.idempotency_conflict");
      return seedView(seed);
    },

    async rotateSeed(token: string | undefined) {
      const session = open(token);
      const current = await ensureSeed(session.brandId, session.playerId);
      const serverSeed = platform.secrets.unseal(current.serverSeedSealed);
      const retired = await repo.retireSeed(db, current.id, serverSeed, new Date(now()));
      if (!retired) throw new AppError("wallet.idempotency_conflict");
      const next = await ensureSeed(session.brandId, session.playerId, retired.clientSeed);
      return {
        revealed: {
          serverSeed,
          serverSeedHash: retired.serverSeedHash,
          clientSeed: retired.clientSeed,
          lastNonce: Math.max(0, retired.nextNonce - 1),
        },
        current: seedView(next),
      };
    },

    async history(token: string | undefined, page: number, pageSize: number) {
      const session = open(token);
      const brand = await brandOf(session.brandId);
      const { rows, total } = await repo.spinsOf(db, session.playerId, page, pageSize);
      return {
        list: rows.map((row) => ({
          roundId: row.spin.roundReference,
          slotId: row.spin.slotId,
          variant: row.spin.variant,
          bet: money(brand, row.spin.betMinor),
          win: money(brand, row.spin.winMinor),
          nonce: row.spin.nonce,
          clientSeed: row.spin.clientSeed,
          serverSeedHash: row.serverSeedHash,
          serverSeed: row.revealedSeed,
          time: row.spin.createdAt.getTime(),
        })),
        total,
        page,
        pageSize,
      };
    },

    /** Anyone can recompute a spin from its revealed seed (public; the bet only scales the amounts). */
    verify(query: {
      slotId: HouseSlotId;
      variant?: string;
      serverSeed: string;
      clientSeed: string;
      nonce: number;
      bet?: number;
    }) {
      const slot = SLOTS[query.slotId];
      const variant = query.variant || slot.defaultVariant;
      if (!slot.variants[variant]) throw new AppError("game.variant_unknown");
      const bet = toMinor(query.bet ?? 1, 2);
      return {
        serverSeedHash: hashServerSeed(query.serverSeed),
        outcome: outcomeView(
          verifySpin(query.slotId, variant, query.serverSeed, query.clientSeed, query.nonce, bet),
        ),
      };
    },

    /** The provably-fair data of a house round, for the back office. */
    async fairData(roundReference: string) {
      const row = await repo.spinByRound(db, roundReference);
      if (!row) return null;
      return {
        slotId: row.spin.slotId,
        variant: row.spin.variant,
        serverSeedHash: row.seed.serverSeedHash,
        serverSeed: row.seed.revealedSeed,
        clientSeed: row.spin.clientSeed,
        nonce: row.spin.nonce,
        outcome: outcomeView(row.spin.outcome as unknown as SpinOutcome),
      };
    },

    /** Refunds (or closes) spins left between bet and win by a crash or a lost answer. */
    async settleStuckSpins(): Promise<number> {
      const stuck = await repo.stuckSpins(db, new Date(now() - STUCK_AFTER_MS), 100);
      for (const spin of stuck) await settleStuck(spin);
      return stuck.length;
    },
  };
}

export type HouseService = ReturnType<typeof createHouseService>;
