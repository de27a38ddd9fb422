import {
  fromMinor,
  isHouseLotteryId,
  type LotteryDrawStatus,
  type LotteryMarketCode,
  type LotteryRoundDetail,
} from "@lotus/contracts";
import type { RoundDetailRequest, RoundDetailSource } from "../../modules/games";
import type { Platform } from "../../platform/platform";
import { stationOf } from "./lottery-daily";
import { type LotteryGames, slipOfRound } from "./lottery-game";
import { slipOfMember } from "./lottery-record.repository";

type LineStatus = LotteryRoundDetail["lines"][number]["status"];

/**
 * A draw whose result stands: drawn, being paid, paid, or paid again after a corrected result (a
 * void draw's result counts for nothing).
 */
const RESULT_STANDS: readonly string[] = ["drawn", "settling", "settled", "correcting"];

/**
 * The house lotteries' round details for the betting record (docs/vendor-wallet-protocol.md §7):
 * a round is one slip (roundOf), so its details are the slip's draw, its lines with their outcome
 * and the draw's result, read from the lottery's own tables when a record row is opened.
 */
export function createLotteryRecords(platform: Platform, games: LotteryGames): RoundDetailSource {
  return {
    covers: isHouseLotteryId,

    async detail(request: RoundDetailRequest): Promise<LotteryRoundDetail | null> {
      const { brand, memberId, gameCode, reference } = request;
      const named = slipOfRound(reference);
      if (!named) return null;
      const row = await slipOfMember(platform.db, { brandId: brand.id, memberId, slipId: named.slipId });
      // The round names its draw and game too: a slip read under another round id is not this round.
      if (!row || row.gameCode !== gameCode || row.draw.period !== named.period) return null;
      const game = await games.lotteryGame(brand, gameCode);
      const money = (minor: bigint) => fromMinor(minor, brand.currency.minorDigits);
      const drawStatus = row.draw.status as LotteryDrawStatus;
      const stands = RESULT_STANDS.includes(drawStatus) && row.draw.result !== null;
      const daily = Boolean(game.lottery.daily);
      return {
        kind: "lottery",
        gameId: gameCode,
        format: game.lottery.format,
        schedule: daily ? "daily" : "fast",
        period: row.draw.period,
        station: stationOf(row.draw.station),
        drawStatus,
        drawAt: row.draw.drawAt.getTime(),
        placedAt: row.slip.placedAt.getTime(),
        total: money(row.slip.totalMinor),
        lines: row.lines.map((line) => ({
          market: line.market as LotteryMarketCode,
          numbers: line.numbers,
          points: line.points,
          stake: money(line.stakeMinor),
          odds: line.oddsMilli / 1000,
          status: line.status as LineStatus,
          hits: line.hits,
          win: money(line.winMinor),
        })),
        result: stands ? row.draw.result : null,
        // Fast periods are drawn from the day's hash chain; a daily draw's result is the station's.
        verifiable: !daily && stands && row.draw.seed !== null,
      };
    },
  };
}
