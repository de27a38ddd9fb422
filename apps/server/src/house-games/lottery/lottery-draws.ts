import { randomBytes } from "node:crypto";
import { fromMinor, type LotteryMarketCode } from "@lotus/contracts";
import { HOUSE_GAMES } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { publicChannel } from "../../platform/realtime";
import type { HouseSessions } from "../house-session";
import type { HouseWalletClient } from "../wallet-client";
import { buildChain } from "./fair-draw";
import * as repo from "./lottery.repository";
import { debitId, type LotteryGames, roundOf, unitMinorOf } from "./lottery-game";
import { nextPeriods, periodsInDay } from "./periods";
import { drawResult, priceLine, settleLine } from "./rules";

/** How far ahead draws are scheduled, so the board always shows the coming periods. */
const SCHEDULE_AHEAD_MS = 15 * 60 * 1000;
const MIN_UPCOMING = 3;
/** A slip whose debit answer is missing this long is rolled back (its bet refunded or refused). */
const PENDING_AFTER_MS = 60 * 1000;
/** Settlement reads this many members' lines at a time and keeps this many credits in flight. */
const SETTLE_MEMBERS_PER_BATCH = 500;
const SETTLE_CREDITS_IN_FLIGHT = 16;

const LOTTERY_GAME_CODES = HOUSE_GAMES.filter((game) => game.settings.lottery).map((game) => game.code);

/** Runs `work` over the items with at most `limit` at once (the ledger batches concurrent postings). */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * The lotteries' clockwork (issue #12): periods scheduled ahead with their day's published hash
 * chain, drawn from its seeds at their time, slips whose debit answer never came rolled back,
 * drawn periods paid (one credit per slip), void draws refunded. Every step is keyed so that any
 * number of workers, retries and crashes move money once.
 */
export function createLotteryDraws(
  platform: Platform,
  client: HouseWalletClient,
  sessions: HouseSessions,
  games: LotteryGames,
) {
  const db = platform.db;
  const now = () => platform.clock.now();
  const money = (brand: Brand, minor: bigint) => fromMinor(minor, brand.currency.minorDigits);
  const { lotteryGame } = games;

  /** The day's chain of a game: made once (the first worker's is kept), its head published. */
  async function chainFor(brandId: string, gameId: string, day: string, length: number) {
    const existing = await repo.chainOf(db, gameId, day);
    if (existing) return existing;
    const last = randomBytes(32).toString("hex");
    const head = buildChain(last, length)[0];
    if (!head) throw new Error("empty chain");
    return repo.ensureChain(db, {
      brandId,
      gameId,
      day,
      length,
      head,
      lastSeedSealed: platform.secrets.seal(last),
    });
  }

  /** Makes the coming periods of every lottery game of a brand exist, with their day's chain. */
  async function schedule(brand: Brand, at: number) {
    for (const code of LOTTERY_GAME_CODES) {
      const game = await lotteryGame(brand, code).catch(() => undefined);
      // The daily draws are scheduled from the calendar (lottery-daily.ts).
      if (game?.status !== "on" || game.lottery.daily) continue;
      const { intervalMinutes, cutoffSeconds } = game.lottery;
      const count = Math.max(MIN_UPCOMING, Math.ceil(SCHEDULE_AHEAD_MS / (intervalMinutes * 60_000)));
      const periods = nextPeriods(at, brand.timeZone, intervalMinutes, count, cutoffSeconds);
      const rows = [];
      for (const period of periods) {
        const chain = await chainFor(
          brand.id,
          game.id,
          period.day,
          periodsInDay(period.day, brand.timeZone, intervalMinutes),
        );
        rows.push({
          brandId: brand.id,
          gameId: game.id,
          period: period.id,
          openAt: new Date(period.openAt),
          closeAt: new Date(period.closeAt),
          drawAt: new Date(period.drawAt),
          chainId: chain.id,
          seedIndex: period.sequence,
        });
      }
      await repo.ensureDraws(db, rows);
    }
  }

  /** Draws a due period from its chain seed; a fault voids it (refunds), never re-rolls. */
  async function drawOne(due: Awaited<ReturnType<typeof repo.dueDraws>>[number]) {
    const { draw } = due;
    const settings = due.settings.lottery;
    const chain = draw.chainId ? await repo.chainById(db, draw.chainId) : undefined;
    if (!settings || !chain || draw.seedIndex === null) {
      await voidDraw(draw, "no fair seed for this period");
      return;
    }
    const seed = buildChain(platform.secrets.unseal(chain.lastSeedSealed), chain.length)[draw.seedIndex];
    if (!seed) {
      await voidDraw(draw, "seed index outside the chain");
      return;
    }
    const result = drawResult(settings.format, seed, due.gameCode, draw.period);
    const drawn = await repo.markDrawn(db, draw.id, {
      seed,
      chainId: chain.id,
      seedIndex: draw.seedIndex,
      result,
      drawnAt: new Date(now()),
    });
    if (drawn) await announce(draw.brandId, due.gameCode);
  }

  async function announce(brandId: string, gameCode: string) {
    await platform.realtime
      .publish(publicChannel(brandId), { type: "lottery", game: gameCode, at: now() })
      .catch(() => undefined);
  }

  /**
   * Finishes a slip whose debit answer never came: the rollback refunds the bet if it was taken and
   * refuses it for good if it was not, so the slip is void either way and nothing is owed.
   */
  async function rollBackSlip(slip: repo.SlipRow, gameCode: string, period: string) {
    const brand = await sessions.brandOf(slip.brandId);
    try {
      await client.rollback(brand, {
        playerId: slip.memberId,
        transactionId: `lottery-rollback:${slip.id}`,
        roundId: roundOf(period, slip.id),
        gameId: gameCode,
        betTransactionId: debitId(slip.id),
      });
    } catch (error) {
      if (!(error instanceof AppError && error.code === "vendor.transaction_not_found")) throw error;
    }
    await releaseSlip(slip);
  }

  async function releaseSlip(slip: repo.SlipRow) {
    await db.transaction(async (tx) => {
      const moved = await repo.resolveSlip(tx, slip.id, "void");
      if (!moved) return;
      const bets = await repo.betsOfSlip(tx, slip.id);
      for (const bet of bets)
        for (const key of exposureKeys(bet.market as LotteryMarketCode, bet.numbers))
          await repo.lowerExposure(
            tx,
            { drawId: bet.drawId, market: bet.market, number: key },
            bet.maxWinMinor,
          );
      await repo.voidBetsOfSlip(tx, slip.id, new Date(now()));
    });
  }

  /** Voids a draw that is not being paid and refunds every slip on it (resumable: see refundVoided). */
  async function voidDraw(draw: repo.DrawRow, reason: string) {
    const voided = await repo.markVoid(db, draw.id, reason, new Date(now()));
    const found = await repo.drawWithGame(db, draw.id);
    const refunded = found?.draw.status === "void" ? await refundVoided(found.draw, found.gameCode) : 0;
    if (found) await announce(found.draw.brandId, found.gameCode);
    return { voided, refunded };
  }

  /** Refunds the slips of a void draw: accepted ones by rolling their debit back, pending ones refused. */
  async function refundVoided(draw: repo.DrawRow, gameCode: string) {
    let refunded = 0;
    for (const slip of await repo.pendingSlipsOfDraw(db, draw.id))
      await rollBackSlip(slip, gameCode, draw.period);
    const brand = await sessions.brandOf(draw.brandId);
    for (const slip of await repo.slipsOfDraw(db, draw.id, "accepted")) {
      await client.rollback(brand, {
        playerId: slip.memberId,
        transactionId: `lottery-refund:${slip.id}`,
        roundId: roundOf(draw.period, slip.id),
        gameId: gameCode,
        betTransactionId: debitId(slip.id),
      });
      if (await repo.refundSlip(db, slip.id, new Date(now()))) refunded++;
    }
    return refunded;
  }

  /**
   * Pays a drawn period: members in batches, each slip's lines settled and their total credited
   * once (the credit's id names the slip, so a replay after a crash pays nothing more), then the
   * lines written in one statement per batch.
   */
  async function settleOne(row: Awaited<ReturnType<typeof repo.drawsToSettle>>[number]) {
    const { draw, gameCode } = row;
    const settings = row.settings.lottery;
    const result = draw.result;
    if (!settings || !result) return;
    if (!(await repo.claimForSettlement(db, draw.id))) return;
    for (const slip of await repo.pendingSlipsOfDraw(db, draw.id))
      await rollBackSlip(slip, gameCode, draw.period);
    const brand = await sessions.brandOf(draw.brandId);
    const unit = unitMinorOf(brand);
    let after: string | null = null;
    for (;;) {
      const members = await repo.membersWithSlips(db, draw.id, after, SETTLE_MEMBERS_PER_BATCH);
      if (members.length === 0) break;
      after = members[members.length - 1] ?? null;
      const bySlip = new Map<string, repo.BetRow[]>();
      for (const bet of await repo.openBetsOf(db, draw.id, members))
        bySlip.set(bet.slipId, [...(bySlip.get(bet.slipId) ?? []), bet]);
      const settled: { id: bigint; status: string; hits: number; winMinor: bigint }[] = [];
      await inParallel([...bySlip], SETTLE_CREDITS_IN_FLIGHT, async ([slipId, slipBets]) => {
        let total = 0n;
        const memberId = slipBets[0]?.memberId ?? "";
        for (const bet of slipBets) {
          const outcome = settleLine(settings.format, bet, result, unit);
          total += outcome.winMinor;
          settled.push({ id: bet.id, ...outcome });
        }
        await client.credit(brand, {
          playerId: memberId,
          transactionId: `lottery-win:${slipId}`,
          roundId: roundOf(draw.period, slipId),
          gameId: gameCode,
          amount: money(brand, total),
          endRound: true,
        });
      });
      await repo.settleBets(db, settled, new Date(now()));
    }
    await repo.markSettled(db, draw.id, new Date(now()));
    await announce(draw.brandId, gameCode);
  }

  function exposureKeys(market: Parameters<typeof priceLine.exposureKeys>[0], numbers: string[]): string[] {
    return priceLine.exposureKeys(market, numbers);
  }

  return {
    releaseSlip,
    announce,

    /** Voids a draw of a brand (back office): refused once its payment started. */
    async voidDrawOf(brandId: string, drawId: string, reason: string) {
      const draw = await repo.drawById(db, drawId);
      if (!draw || draw.brandId !== brandId) throw new AppError("lottery.draw_unknown");
      if (!["open", "drawn"].includes(draw.status)) throw new AppError("lottery.draw_paid");
      const { voided, refunded } = await voidDraw(draw, reason);
      if (!voided) throw new AppError("lottery.draw_paid");
      return { draw: voided, refunded };
    },

    /** Schedules, draws and pays whatever is due at `at` (every worker may call it: each step is keyed). */
    async tick(at: number = now()) {
      for (const brand of await platform.brands.all()) await schedule(brand, at);
      let drawn = 0;
      for (const due of await repo.dueDraws(db, new Date(at), 100)) {
        await drawOne(due);
        drawn++;
      }
      let settled = 0;
      for (const row of await repo.drawsToSettle(db, 100)) {
        await settleOne(row);
        settled++;
      }
      for (const row of await repo.voidDrawsWithSlips(db, 20)) await refundVoided(row.draw, row.gameCode);
      let rolledBack = 0;
      for (const slip of await repo.pendingSlips(db, new Date(at - PENDING_AFTER_MS), 100)) {
        const found = await repo.drawWithGame(db, slip.drawId);
        if (!found) continue;
        await rollBackSlip(slip, found.gameCode, found.draw.period);
        rolledBack++;
      }
      return { drawn, settled, rolledBack };
    },
  };
}

export type LotteryDraws = ReturnType<typeof createLotteryDraws>;
