import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { defaultCalendar } from "./calendar";
import type { LotteryGames } from "./lottery-game";
import * as repo from "./lottery-stats.repository";
import { fromStoredResult } from "./rules";
import { digitCounts, numberFigures, numberRange, type StatsDraw, twoDigits, vnStatsDraw } from "./stats";

/**
 * The public statistics call (issue #12): a lottery's last N drawn results, read once, turned into
 * frequencies, lô gan and đầu/đuôi by the pure rules of stats.ts.
 */
export function createLotteryStats(platform: Platform, games: LotteryGames) {
  const db = platform.db;

  /**
   * The stations a game's statistics can narrow to: a South or Central region's. The North draws
   * one result a day whichever province hosts it, and a fast lottery has no station.
   */
  function stationsOf(game: { lottery: { format: string; daily?: boolean } }) {
    if (!game.lottery.daily || game.lottery.format === "north") return [];
    return defaultCalendar.stations
      .filter((station) => station.region === game.lottery.format)
      .map((station) => ({ code: station.code, name: station.name }));
  }

  return {
    async stats(merchant: string, gameCode: string, drawCount: number, stationCode?: string) {
      const brand = await platform.brands.byMerchant(merchant);
      if (!brand) throw new AppError("merchant.unknown");
      const game = await games.lotteryGame(brand, gameCode);
      const stations = stationsOf(game);
      const station = stationCode ? stations.find((entry) => entry.code === stationCode) : null;
      if (station === undefined) throw new AppError("lottery.station_unknown");
      const format = game.lottery.format;
      const rows = await repo.latestResults(db, game.id, drawCount, station?.code ?? null);
      const keno = format === "keno";
      const draws: StatsDraw[] = rows.map((row) =>
        keno ? { numbers: row.result?.balls ?? [] } : vnStatsDraw(fromStoredResult(row.result ?? {})),
      );
      const oldest = rows[rows.length - 1];
      const newest = rows[0];
      const lo = keno ? null : digitCounts(draws.flatMap((draw) => draw.numbers));
      const special = keno
        ? null
        : digitCounts(draws.flatMap((draw) => (draw.special === undefined ? [] : [draw.special])));
      return {
        gameId: game.code,
        station,
        stations,
        requested: drawCount,
        draws: rows.length,
        from: oldest ? { period: oldest.period, drawAt: oldest.drawAt.getTime() } : null,
        to: newest ? { period: newest.period, drawAt: newest.drawAt.getTime() } : null,
        numbers: numberFigures(draws, numberRange(format)).map((figures) => {
          const last = figures.lastIndex === null ? undefined : rows[figures.lastIndex];
          return {
            number: twoDigits(figures.value),
            count: figures.count,
            drawsHit: figures.drawsHit,
            gan: figures.gan,
            maxGan: figures.maxGan,
            lastPeriod: last?.period ?? null,
            lastDrawAt: last ? last.drawAt.getTime() : null,
          };
        }),
        heads: lo?.heads ?? null,
        tails: lo?.tails ?? null,
        special,
      };
    },
  };
}

export type LotteryStats = ReturnType<typeof createLotteryStats>;
