import { randomBytes } from "node:crypto";
import { fromMinor, type LotteryMarketCode, VENDOR_BATCH_MAX } from "@lotus/contracts";
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
/** Settlement reads and pays this many slips at a time (one vendor batch credit). */
const SETTLE_SLIPS_PER_BATCH = 500;

const LOTTERY_GAME_CODES = HOUSE_GAMES.filter((game) => game.settings.lottery).map((game) => game.code);

/**
 * The lotteries' clockwork (issue #12): periods scheduled ahead with their day's published hash
 * chain, drawn from its seeds at their time, slips whose debit answer never came rolled back,
 * drawn periods paid (a vendor batch credit of many slips), void draws refunded. Every step is keyed so that any
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
   * Pays a drawn period: slips in batches, each slip's lines settled and their total credited once
   * (the credit's id names the slip, so a replay after a crash pays nothing more) in one vendor batch
   * credit, then the lines written in one statement per batch.
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
    // A batch's lines are written while the next batch is read and paid (at most one write in flight).
    let writing: Promise<unknown> = Promise.resolve();
    for (;;) {
      const slipIds = await repo.acceptedSlipIds(db, draw.id, after, SETTLE_SLIPS_PER_BATCH);
      if (slipIds.length === 0) break;
      after = slipIds[slipIds.length - 1] ?? null;
      const bySlip = new Map<string, repo.OpenLine[]>();
      for (const line of await repo.openLinesOfSlips(db, slipIds)) {
        const lines = bySlip.get(line.slipId);
        if (lines) lines.push(line);
        else bySlip.set(line.slipId, [line]);
      }
      const settled: { id: bigint; status: string; hits: number; winMinor: bigint }[] = [];
      const credits = [...bySlip].map(([slipId, slipBets]) => {
        let total = 0n;
        for (const bet of slipBets) {
          const outcome = settleLine(settings.format, bet, result, unit);
          total += outcome.winMinor;
          settled.push({ id: bet.id, ...outcome });
        }
        return {
          playerId: slipBets[0]?.memberId ?? "",
          transactionId: `lottery-win:${slipId}`,
          roundId: roundOf(draw.period, slipId),
          gameId: gameCode,
          amount: money(brand, total),
          endRound: true,
        };
      });
      await payCredits(brand, credits);
      await writing;
      writing = repo.settleBets(db, settled, new Date(now()));
      // Observed now so a failure while the next batch pays is not unhandled; awaited below to raise it.
      writing.catch(() => undefined);
    }
    await writing;
    await repo.markSettled(db, draw.id, new Date(now()));
    await announce(draw.brandId, gameCode);
  }

  /**
   * Re-settles a draw whose corrected result was confirmed: every settled line takes its new outcome
   * and each slip whose total changed gets the difference as a correction of its (settled) vendor
   * round — its id names the slip and the revision, so a replay pays nothing more. A slip already
   * re-settled has no difference left and is skipped, so a crash or a second worker pays nothing twice.
   */
  async function resettleOne(row: Awaited<ReturnType<typeof repo.drawsToResettle>>[number]) {
    const { draw, gameCode } = row;
    const settings = row.settings.lottery;
    const result = draw.result;
    if (!settings || !result) return;
    const brand = await sessions.brandOf(draw.brandId);
    const unit = unitMinorOf(brand);
    let after: string | null = null;
    for (;;) {
      const slipIds = await repo.acceptedSlipIds(db, draw.id, after, SETTLE_SLIPS_PER_BATCH);
      if (slipIds.length === 0) break;
      after = slipIds[slipIds.length - 1] ?? null;
      const bySlip = new Map<string, repo.OpenLine[]>();
      for (const line of await repo.openLinesOfSlips(db, slipIds, "settled")) {
        const lines = bySlip.get(line.slipId);
        if (lines) lines.push(line);
        else bySlip.set(line.slipId, [line]);
      }
      const changed: { id: bigint; status: string; hits: number; winMinor: bigint }[] = [];
      const credits = [];
      for (const [slipId, lines] of bySlip) {
        let difference = 0n;
        for (const line of lines) {
          const outcome = settleLine(settings.format, line, result, unit);
          difference += outcome.winMinor - line.winMinor;
          changed.push({ id: line.id, ...outcome });
        }
        if (difference !== 0n)
          credits.push({
            playerId: lines[0]?.memberId ?? "",
            transactionId: `lottery-fix:${slipId}:${draw.revision}`,
            roundId: roundOf(draw.period, slipId),
            gameId: gameCode,
            amount: money(brand, difference),
            correction: true,
          });
      }
      await payCredits(brand, credits);
      await repo.settleBets(db, changed, new Date(now()), true);
    }
    await repo.markResettled(db, draw.id, new Date(now()));
    await announce(draw.brandId, gameCode);
  }

  /** Pays slips' wins in vendor batches; an item refused is a fault: the draw stays claimed and is retried. */
  async function payCredits(
    brand: Brand,
    credits: Parameters<HouseWalletClient["creditBatch"]>[1]["credits"],
  ) {
    for (let i = 0; i < credits.length; i += VENDOR_BATCH_MAX) {
      const { results } = await client.creditBatch(brand, {
        credits: credits.slice(i, i + VENDOR_BATCH_MAX),
      });
      const refused = results.filter((item) => !item.ok);
      if (refused.length > 0)
        throw new Error(`lottery payment refused: ${JSON.stringify(refused.slice(0, 5))}`);
    }
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
      for (const row of await repo.drawsToResettle(db, 20)) {
        await resettleOne(row);
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
