import { createHash, randomUUID } from "node:crypto";
import {
  fromMinor,
  isHouseLiveTableId,
  isLiveSpot,
  LIVE_SPOTS,
  type LiveResult,
  toMinor,
} from "@lotus/contracts";
import type { HouseVendor } from "../../modules/games";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import type { HouseSessions } from "../house-session";
import type { HouseWalletClient } from "../wallet-client";
import * as repo from "./live.repository";
import * as bets from "./live-bets.repository";
import { createLiveDriver, type LiveDriverHooks } from "./live-driver";
import { createLiveEvents } from "./live-events";
import { seedLiveHistory } from "./live-history";
import { createLiveMoney, type LiveMoneyHooks } from "./live-money";
import { baseLimits, debitId, spotTermsOf, tableLimits } from "./live-table";
import { createLiveViews } from "./live-views";

const REPLAY_ONLY_SESSION = "replay-of-a-posted-round";
/** Debit refusals that mean nothing was taken: the slip is void at once. */
const REFUSED = [
  "wallet.insufficient_funds",
  "wallet.bonus_max_bet",
  "vendor.bet_rolled_back",
  "vendor.round_closed",
];

type BetStatus = "open" | "won" | "lost" | "push" | "void";

/**
 * The house live tables' player calls (issue #15): the session from a launch token, the lobby and
 * a table's state, bets confirmed while the round takes bets (each confirmation one vendor debit on
 * the member's vendor round = the table round), the member's bets and the fair check. The rounds
 * themselves are run by live-driver.ts under a per-table lease.
 */
export function createLiveService(
  platform: Platform,
  houseVendor: HouseVendor,
  client: HouseWalletClient,
  sessions: HouseSessions,
) {
  const db = platform.db;
  const now = () => platform.clock.now();
  const money = (brand: Brand, minor: bigint) => fromMinor(minor, brand.currency.minorDigits);
  const events = createLiveEvents(platform);
  const payments = createLiveMoney(platform, client, sessions, events);
  const views = createLiveViews(platform, houseVendor);

  /** A driver of the tables; each process has one, tests make more (other holders, injected faults). */
  const driverOf = (options: { holder?: string; hooks?: LiveDriverHooks & LiveMoneyHooks } = {}) =>
    createLiveDriver({
      platform,
      houseVendor,
      sessions,
      events,
      money: options.hooks?.afterCredits
        ? createLiveMoney(platform, client, sessions, events, options.hooks)
        : payments,
      holder: options.holder,
      hooks: options.hooks,
    });
  const driver = driverOf();

  async function sessionTable(token: string | undefined) {
    const session = sessions.open(token);
    const brand = await sessions.brandOf(session.brandId);
    const table = isHouseLiveTableId(session.game)
      ? await repo.tableByCode(db, brand.id, session.game)
      : undefined;
    if (!table) throw new AppError("live.table_unknown");
    return { session, brand, table };
  }

  function stakeMinor(brand: Brand, amount: number, spot: string): bigint {
    try {
      return toMinor(amount, brand.currency.minorDigits);
    } catch (error) {
      if (error instanceof RangeError) throw new AppError("live.bet_out_of_range", { spot });
      throw error;
    }
  }

  function betStatus(phase: string, spots: { open: boolean; void: boolean }[], stake: bigint, win: bigint) {
    if (phase === "void" || spots.every((spot) => spot.void)) return "void" as BetStatus;
    if (spots.some((spot) => spot.open)) return "open" as BetStatus;
    return (win > stake ? "won" : win === stake ? "push" : "lost") as BetStatus;
  }

  return {
    events,
    views,
    money: payments,
    /** This process's driver: `tick` runs the due steps of the tables it holds. */
    driver,
    tick: (at?: number, onNextAt?: (nextAt: number) => void) => driver.tick(at, onNextAt),
    driverOf,

    async openSession(launchToken: string, merchant?: string) {
      const { brand, auth, session } = await sessions.authenticate(launchToken, merchant);
      const table = isHouseLiveTableId(session.game)
        ? await repo.tableByCode(db, brand.id, session.game)
        : undefined;
      if (!table || table.status === "closed") throw new AppError("live.table_unknown");
      return {
        sessionToken: sessions.sign(session),
        table: await views.tableInfo(brand, table, auth.language),
        balance: auth.balance,
        language: auth.language,
      };
    },

    lobby: views.lobby,
    table: views.table,
    verify: views.verify,

    /**
     * Chips confirmed on spots of the round taking bets: checked against the spots and each spot's
     * limits (the member's whole stake on it), stored as a pending slip while the round is held for
     * share (the close waits for it), then one debit. A retry with the same request id answers
     * again; the same id with other chips is a conflict.
     */
    async bet(
      token: string | undefined,
      body: { roundId: string; requestId: string; bets: { spot: string; amount: number }[] },
    ) {
      const { session, brand, table } = await sessionTable(token);
      const game = await houseVendor.game(brand, table.code);
      if (game.status !== "on") throw new AppError("game.maintenance", { suggestions: [] });
      const terms = new Map(spotTermsOf(table, baseLimits(brand, game)).map((terms) => [terms.spot, terms]));
      const wanted = new Map<string, bigint>();
      for (const line of body.bets) {
        if (!isLiveSpot(table.kind, line.spot)) throw new AppError("live.spot_unknown", { spot: line.spot });
        wanted.set(line.spot, (wanted.get(line.spot) ?? 0n) + stakeMinor(brand, line.amount, line.spot));
      }
      const lines = LIVE_SPOTS[table.kind].flatMap((spot) => {
        const amount = wanted.get(spot);
        return amount === undefined ? [] : [{ spot, amount }];
      });
      const total = lines.reduce((sum, line) => sum + line.amount, 0n);
      const contentHash = createHash("sha256")
        .update(JSON.stringify([body.roundId, lines.map((line) => [line.spot, line.amount.toString()])]))
        .digest("hex");

      let slip = await bets.slipByRequest(db, session.playerId, body.requestId);
      if (!slip) {
        const slipId = randomUUID();
        await db.transaction(async (tx) => {
          // Held for share: the close (an update) waits until this slip is stored, or refuses it.
          const round = await repo.lockRound(tx, body.roundId, "share");
          if (!round || round.gameId !== table.gameId) throw new AppError("live.round_unknown");
          if (table.status !== "open") throw new AppError("live.table_closed");
          const placedAt = now();
          if (round.phase !== "betting" || placedAt >= round.closesAt.getTime())
            throw new AppError("live.betting_closed");
          await bets.lockMemberRound(tx, round.id, session.playerId);
          const staked = await bets.memberStakes(tx, round.id, session.playerId);
          for (const line of lines) {
            const spot = terms.get(line.spot);
            const after = (staked.get(line.spot) ?? 0n) + line.amount;
            if (!spot || after < spot.minMinor || after > spot.maxMinor)
              throw new AppError("live.bet_out_of_range", {
                spot: line.spot,
                min: spot ? money(brand, spot.minMinor) : 0,
                max: spot ? money(brand, spot.maxMinor) : 0,
                staked: money(brand, staked.get(line.spot) ?? 0n),
              });
          }
          await bets.insertSlip(
            tx,
            {
              id: slipId,
              roundId: round.id,
              memberId: session.playerId,
              requestId: body.requestId,
              contentHash,
              totalMinor: total,
              placedAt: new Date(placedAt),
            },
            lines.map((line) => ({
              slipId,
              roundId: round.id,
              memberId: session.playerId,
              spot: line.spot,
              oddsMilli: terms.get(line.spot)?.oddsMilli ?? 0,
              stakeMinor: line.amount,
              placedAt: new Date(placedAt),
            })),
          );
        });
        slip = await bets.slipByRequest(db, session.playerId, body.requestId);
        if (!slip) throw new Error("live slip not stored");
      }
      if (slip.contentHash !== contentHash) throw new AppError("wallet.idempotency_conflict");
      if (slip.status === "void" || slip.status === "refunded") throw new AppError("vendor.bet_rolled_back");

      let balance: number;
      try {
        const debited = await client.debit(brand, {
          playerId: session.playerId,
          sessionToken: slip.status === "accepted" ? REPLAY_ONLY_SESSION : session.vendorSession,
          transactionId: debitId(slip.id),
          roundId: slip.roundId,
          gameId: table.code,
          amount: money(brand, slip.totalMinor),
        });
        balance = debited.balance;
      } catch (error) {
        if (error instanceof AppError && REFUSED.includes(error.code)) await payments.releaseSlip(slip);
        throw error;
      }
      // A rollback (the round's close or the pending-slip sweep) may have voided the slip meanwhile.
      if (slip.status === "pending" && !(await bets.resolveSlip(db, slip.id, "accepted")))
        throw new AppError("vendor.bet_rolled_back");
      events.touched(table, slip.roundId);
      const stakes = await bets.memberStakes(db, slip.roundId, session.playerId, "accepted");
      const mine = LIVE_SPOTS[table.kind].flatMap((spot) => {
        const amount = stakes.get(spot);
        return amount === undefined ? [] : [{ spot, amount: money(brand, amount) }];
      });
      return {
        roundId: slip.roundId,
        bets: mine,
        total: money(
          brand,
          [...stakes.values()].reduce((sum, amount) => sum + amount, 0n),
        ),
        balance,
      };
    },

    /** The member's rounds at this table (all their confirmations on a round together), newest first. */
    async myBets(token: string | undefined, query: { page: number; pageSize: number }) {
      const { session, brand, table } = await sessionTable(token);
      const { rows, total } = await bets.memberRoundsPage(
        db,
        { memberId: session.playerId, gameId: table.gameId },
        query.page,
        query.pageSize,
      );
      const spots = await bets.memberBetsOfRounds(
        db,
        rows.map((round) => round.id),
        session.playerId,
      );
      return {
        list: rows.map((round) => {
          const mine = spots.filter((spot) => spot.roundId === round.id);
          const stake = mine.reduce((sum, spot) => sum + spot.stakeMinor, 0n);
          const win = mine.reduce((sum, spot) => sum + spot.winMinor, 0n);
          const shown = round.phase === "result" || round.phase === "settled";
          return {
            id: round.id,
            table: table.code,
            roundId: round.id,
            roundNumber: round.number,
            placedAt: Math.min(...mine.map((spot) => spot.placedAt)),
            bets: mine.map((spot) => ({
              spot: spot.spot,
              amount: money(brand, spot.stakeMinor),
              win: money(brand, spot.winMinor),
            })),
            stake: money(brand, stake),
            win: money(brand, win),
            status: betStatus(round.phase, mine, stake, win),
            result: shown ? ((round.result as LiveResult | null) ?? null) : null,
          };
        }),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** The brand's open and paused tables with their stake limits (GLS2_roomList). */
    async rooms(brand: Brand) {
      const rooms = new Map<
        string,
        { status: "open" | "paused"; minBetMinor: bigint; maxBetMinor: bigint }
      >();
      for (const table of await repo.tablesOfBrand(db, brand.id)) {
        if (table.status === "closed") continue;
        const game = await houseVendor.game(brand, table.code).catch(() => undefined);
        if (!game) continue;
        const limits = tableLimits(spotTermsOf(table, baseLimits(brand, game)));
        rooms.set(table.code, {
          status: table.status,
          minBetMinor: limits.minMinor,
          maxBetMinor: limits.maxMinor,
        });
      }
      return rooms;
    },

    /** Deals a short settled history (no bets) on tables that have none, so road maps start full. */
    seedHistory: (rounds?: number) => seedLiveHistory(platform, rounds),

    /** Voids a round of a brand whose result is not shown yet and refunds every bet (back office). */
    async voidRoundOf(
      brandId: string,
      roundId: string,
      reason: string,
      alongside?: Parameters<typeof payments.voidRound>[3],
    ) {
      const round = await repo.roundById(db, roundId);
      if (!round || round.brandId !== brandId) throw new AppError("live.round_unknown");
      const table = await repo.tableByGame(db, round.gameId);
      if (!table) throw new AppError("live.round_unknown");
      const voided = await payments.voidRound(table, round, reason, alongside);
      if (!voided) throw new AppError("live.round_settled");
      return voided;
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
