import { createHash } from "node:crypto";
import {
  fromMinor,
  type LotteryDrawStatus,
  type LotteryFormat,
  type LotteryMarketCode,
  pickText,
} from "@lotus/contracts";
import type { HouseVendor } from "../../modules/games";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import type { HouseSessions } from "../house-session";
import type { HouseWalletClient } from "../wallet-client";
import { seedMatchesHead } from "./fair-draw";
import * as repo from "./lottery.repository";
import { createLotteryDaily, stationOf } from "./lottery-daily";
import { createLotteryDraws } from "./lottery-draws";
import { debitId, drawsTakingBets, lotteryGames, roundOf, unitMinorOf } from "./lottery-game";
import { createLotteryStats } from "./lottery-stats";
import { type MarketTerms, marketTermsOf } from "./market-terms";
import { createResultsFeed } from "./results-feed";
import { drawResult, priceLine } from "./rules";

const REPLAY_ONLY_SESSION = "replay-of-a-posted-round";

/**
 * The in-house fast lotteries' player calls (issue #12): the session, the board with its countdown,
 * slips taken until the close as vendor-wallet debits (one per slip, each slip its own round), the
 * member's bets, results and the fair check. The clockwork is lottery-draws.ts.
 */
export function createLotteryService(
  platform: Platform,
  houseVendor: HouseVendor,
  client: HouseWalletClient,
  sessions: HouseSessions,
) {
  const db = platform.db;
  const now = () => platform.clock.now();
  const money = (brand: Brand, minor: bigint) => fromMinor(minor, brand.currency.minorDigits);

  const games = lotteryGames(houseVendor);
  const { lotteryGame } = games;
  const draws = createLotteryDraws(platform, client, sessions, games);
  const daily = createLotteryDaily(platform, games, draws);
  const statistics = createLotteryStats(platform, games);
  const feed = createResultsFeed(platform, games, draws);
  const { releaseSlip } = draws;

  async function terms(brand: Brand, format: LotteryFormat): Promise<Map<LotteryMarketCode, MarketTerms>> {
    return marketTermsOf(format, await repo.marketRows(db, brand.id, format));
  }

  function drawView(draw: repo.DrawRow, chainHead: string | null) {
    return {
      period: draw.period,
      station: stationOf(draw.station),
      status: draw.status as LotteryDrawStatus,
      openAt: draw.openAt.getTime(),
      closeAt: draw.closeAt.getTime(),
      drawAt: draw.drawAt.getTime(),
      result: draw.result ?? null,
      seed: draw.seed,
      chainHead,
    };
  }

  return {
    async openSession(launchToken: string, merchant?: string) {
      const { brand, auth, session } = await sessions.authenticate(launchToken, merchant);
      const game = await lotteryGame(brand, session.game);
      const marketTerms = await terms(brand, game.lottery.format);
      return {
        sessionToken: sessions.sign(session),
        game: {
          gameId: game.code,
          name: pickText(game.names, auth.language) || game.code,
          format: game.lottery.format,
          schedule: game.lottery.daily ? ("daily" as const) : ("fast" as const),
          intervalMinutes: game.lottery.intervalMinutes,
          cutoffSeconds: game.lottery.cutoffSeconds,
          unitValue: money(brand, unitMinorOf(brand)),
          maxPointsPerLine: priceLine.MAX_POINTS,
          currency: brand.currency.code,
          currencySymbol: brand.currency.symbol,
          markets: [...marketTerms.values()].filter((market) => market.enabled).map((market) => market.view),
        },
        balance: auth.balance,
        language: auth.language,
      };
    },

    /** The open period with its countdown, the next ones and the last results. */
    async board(merchant: string, gameCode: string) {
      const brand = await platform.brands.byMerchant(merchant);
      if (!brand) throw new AppError("merchant.unknown");
      const game = await lotteryGame(brand, gameCode);
      const at = now();
      // A daily region has up to four stations a day, scheduled a day ahead.
      const [coming, recent] = await Promise.all([
        repo.currentAndNext(db, game.id, new Date(at), game.lottery.daily ? 12 : 4, game.lottery.daily),
        repo.recentDraws(db, game.id, 1, 10),
      ]);
      // A daily region offers the draws of its next draw day only (tomorrow's open at today's draw).
      const taking = drawsTakingBets(coming, at, Boolean(game.lottery.daily));
      const open = taking[0];
      const openView = open
        ? drawView(open, open.chainId ? ((await repo.chainById(db, open.chainId))?.head ?? null) : null)
        : null;
      return {
        serverNow: at,
        open: openView,
        openDraws: taking.map((draw) => (draw === open && openView ? openView : drawView(draw, null))),
        upcoming: coming.filter((draw) => !taking.includes(draw)).map((draw) => drawView(draw, null)),
        recent: recent.rows.map((draw) => drawView(draw, null)),
      };
    },

    /**
     * A slip: its lines priced and checked, the draw locked open while the slip and the exposure of
     * each number are stored, then one debit. A retry with the same request id answers again; the
     * same id with another slip is a conflict.
     */
    async bet(
      token: string | undefined,
      body: {
        period: string;
        requestId: string;
        lines: { market: LotteryMarketCode; numbers: string[]; points: number }[];
      },
    ) {
      const session = sessions.open(token);
      const brand = await sessions.brandOf(session.brandId);
      const game = await lotteryGame(brand, session.game);
      if (game.status !== "on") throw new AppError("game.maintenance", { suggestions: [] });
      const marketTerms = await terms(brand, game.lottery.format);
      const unit = unitMinorOf(brand);
      const lines = body.lines.map((line) => priceLine(marketTerms, line, unit));
      const total = lines.reduce((sum, line) => sum + line.stakeMinor, 0n);
      const contentHash = createHash("sha256")
        .update(JSON.stringify([body.period, lines.map((line) => [line.market, line.numbers, line.points])]))
        .digest("hex");

      let slip = await repo.slipByRequest(db, session.playerId, body.requestId);
      let draw: repo.DrawRow | undefined;
      if (!slip) {
        const slipId = crypto.randomUUID();
        const placedAt = new Date(now());
        draw = await repo.drawByPeriod(db, game.id, body.period);
        if (!draw) throw new AppError("lottery.draw_unknown");
        const target = draw;
        await db.transaction(async (tx) => {
          // The draw row stays shared-locked while the slip is stored: drawing it waits for us.
          const locked = await repo.lockDraw(tx, target.id);
          if (locked?.status !== "open" || locked.closeAt.getTime() <= placedAt.getTime())
            throw new AppError("lottery.closed");
          // A daily draw scheduled ahead (tomorrow's station) takes bets only once its betting has
          // opened; a fast period takes them from when the board shows it (the previous one's cut-off).
          if (locked.station !== null && locked.openAt.getTime() > placedAt.getTime())
            throw new AppError("lottery.not_open");
          const stored = await repo.insertSlip(
            tx,
            {
              id: slipId,
              brandId: brand.id,
              drawId: target.id,
              memberId: session.playerId,
              requestId: body.requestId,
              contentHash,
              totalMinor: total,
              placedAt,
            },
            lines.map((line) => ({
              slipId,
              drawId: target.id,
              memberId: session.playerId,
              market: line.market,
              numbers: line.numbers,
              points: line.points,
              priceMilli: line.priceMilli,
              oddsMilli: line.oddsMilli,
              stakeMinor: line.stakeMinor,
              maxWinMinor: line.maxWinPerKeyMinor,
              placedAt,
            })),
          );
          if (!stored) return;
          // Every number's liability raised in one statement; a refusal rolls the slip back.
          const raised = new Map<
            string,
            {
              market: string;
              number: string;
              payoutMinor: bigint;
              limitMinor: bigint | null;
              perPointMinor: bigint;
            }
          >();
          for (const line of lines)
            for (const key of line.exposureKeys) {
              const id = `${line.market}:${key}`;
              const entry = raised.get(id);
              if (entry) entry.payoutMinor += line.maxWinPerKeyMinor;
              else
                raised.set(id, {
                  market: line.market,
                  number: key,
                  payoutMinor: line.maxWinPerKeyMinor,
                  limitMinor: line.numberLimitMinor,
                  perPointMinor: line.maxWinPerPointMinor,
                });
            }
          const refused = await repo.raiseExposures(tx, target.id, [...raised.values()]);
          if (refused) {
            const entry = raised.get(`${refused.market}:${refused.number}`);
            const key = { drawId: target.id, market: refused.market, number: refused.number };
            // Read outside the failed statement's effects: the transaction is rolled back after this.
            const used = await repo.exposureOf(tx, key);
            const room = entry?.limitMinor === null || !entry ? 0n : entry.limitMinor - used;
            throw new AppError("lottery.limit_reached", {
              market: refused.market,
              number: refused.number,
              maxPoints: Number(room > 0n && entry ? room / entry.perPointMinor : 0n),
            });
          }
        });
        slip = await repo.slipByRequest(db, session.playerId, body.requestId);
        if (!slip) throw new Error("slip not stored");
      }
      if (slip.contentHash !== contentHash) throw new AppError("wallet.idempotency_conflict");
      draw ??= await repo.drawById(db, slip.drawId);
      if (!draw) throw new AppError("lottery.draw_unknown");
      if (slip.status === "void") throw new AppError("vendor.bet_rolled_back");

      let balance: number;
      try {
        const debited = await client.debit(brand, {
          playerId: session.playerId,
          sessionToken: slip.status === "accepted" ? REPLAY_ONLY_SESSION : session.vendorSession,
          transactionId: debitId(slip.id),
          roundId: roundOf(draw.period, slip.id),
          gameId: game.code,
          amount: money(brand, slip.totalMinor),
        });
        balance = debited.balance;
      } catch (error) {
        if (
          error instanceof AppError &&
          ["wallet.insufficient_funds", "vendor.bet_rolled_back", "vendor.round_closed"].includes(error.code)
        )
          await releaseSlip(slip);
        throw error;
      }
      // A rollback (the pending-slip job) may have voided the slip meanwhile: then nothing was taken.
      if (slip.status === "pending" && !(await repo.resolveSlip(db, slip.id, "accepted")))
        throw new AppError("vendor.bet_rolled_back");
      const stored = await repo.betsOfSlip(db, slip.id);
      return {
        slipId: slip.id,
        period: draw.period,
        total: money(brand, slip.totalMinor),
        balance,
        lines: stored.map((line) => ({
          market: line.market as LotteryMarketCode,
          numbers: line.numbers,
          points: line.points,
          stake: money(brand, line.stakeMinor),
          maxWin: money(brand, line.maxWinMinor),
        })),
      };
    },

    async myBets(
      token: string | undefined,
      query: { status?: "open" | "settled"; page: number; pageSize: number },
    ) {
      const session = sessions.open(token);
      const brand = await sessions.brandOf(session.brandId);
      const game = await lotteryGame(brand, session.game);
      const { rows, total } = await repo.betsOfMember(
        db,
        { memberId: session.playerId, gameId: game.id, status: query.status },
        query.page,
        query.pageSize,
      );
      return {
        list: rows.map(({ bet, period, result }) => ({
          id: String(bet.id),
          slipId: bet.slipId,
          period,
          market: bet.market as LotteryMarketCode,
          numbers: bet.numbers,
          points: bet.points,
          stake: money(brand, bet.stakeMinor),
          win: money(brand, bet.winMinor),
          hits: bet.hits,
          status: bet.status as "open" | "won" | "lost" | "push" | "void",
          placedAt: bet.placedAt.getTime(),
          result: bet.status === "open" ? null : (result ?? null),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Drawn and void draws, newest first; with a date, only that day's (a region's stations of a date). */
    async results(merchant: string, gameCode: string, page: number, pageSize: number, date?: string) {
      const brand = await platform.brands.byMerchant(merchant);
      if (!brand) throw new AppError("merchant.unknown");
      const game = await lotteryGame(brand, gameCode);
      const { rows, total } = await repo.recentDraws(db, game.id, page, pageSize, date);
      return { list: rows.map((draw) => drawView(draw, null)), total, page, pageSize };
    },

    /** Frequencies, lô gan and đầu/đuôi over the last drawn results (public). */
    stats: statistics.stats,

    /** Voids a draw of a brand (back office): refused once its payment started. */
    voidDrawOf: draws.voidDrawOf,

    /** Recomputes a drawn period from its revealed seed, and checks the seed against the day's chain. */
    async verify(merchant: string, gameCode: string, period: string) {
      const brand = await platform.brands.byMerchant(merchant);
      if (!brand) throw new AppError("merchant.unknown");
      const game = await lotteryGame(brand, gameCode);
      const draw = await repo.drawByPeriod(db, game.id, period);
      const chain = draw?.chainId ? await repo.chainById(db, draw.chainId) : undefined;
      if (!draw?.seed || !draw.result || !chain || draw.seedIndex === null)
        throw new AppError("lottery.draw_unknown");
      const recomputed = drawResult(game.lottery.format, draw.seed, game.code, draw.period);
      return {
        period: draw.period,
        chainHead: chain.head,
        seed: draw.seed,
        seedIndex: draw.seedIndex,
        chainValid: seedMatchesHead(chain.head, draw.seed, draw.seedIndex),
        recomputed,
        matches: JSON.stringify(recomputed) === JSON.stringify(draw.result),
      };
    },

    /** The daily Vietnamese draws' calendar and two-person result entry (back office). */
    daily,

    /** The daily draws' results feed: the job step and the back office's "fetch now". */
    feed,

    /** Schedules, draws and pays whatever is due at `at` (every worker may call it: each step is keyed). */
    async tick(at: number = now()) {
      for (const brand of await platform.brands.all()) await daily.scheduleDue(brand, at);
      return draws.tick(at);
    },
  };
}

export type LotteryService = ReturnType<typeof createLotteryService>;
