import type { LotteryFormat } from "@lotus/contracts";
import type { HouseVendor } from "../../modules/games";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";

/** A house lottery game's format and period clock (its settings in the catalogue). */
export interface LotterySettings {
  format: LotteryFormat;
  intervalMinutes: number;
  cutoffSeconds: number;
  /** A daily Vietnamese draw (stations from the calendar, results entered by operators). */
  daily?: boolean;
}

/** What one point is worth: 1,000 ₫ where the currency is the dong (DOMAIN §1.4), else one unit. */
export function unitMinorOf(brand: Brand): bigint {
  const unit = 10n ** BigInt(brand.currency.minorDigits);
  return brand.currency.code === "VND" ? 1_000n * unit : unit;
}

/**
 * Each slip is its own vendor round (a ticket): its debit, and the one credit that pays it or its
 * refund, so a refused or rolled-back slip never closes another slip's round.
 */
export const roundOf = (period: string, slipId: string) => `${period}:${slipId}`;

/** The period and slip a round id of roundOf names; undefined for any other round id. */
export function slipOfRound(reference: string): { period: string; slipId: string } | undefined {
  const match = /^([^:]+):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(reference);
  return match?.[1] && match[2] ? { period: match[1], slipId: match[2] } : undefined;
}
export const debitId = (slipId: string) => `lottery-slip:${slipId}`;

/**
 * The draws of a game taking bets at `at`, from its coming draws in draw order: a fast lottery's
 * first open period (the next one takes bets while the current one waits for its draw), a daily
 * region's stations whose window (from the region's previous draw to the cut-off) holds `at`.
 */
export function drawsTakingBets<D extends { status: string; openAt: Date; closeAt: Date }>(
  coming: readonly D[],
  at: number,
  daily: boolean,
): D[] {
  const taking = coming.filter(
    (draw) =>
      draw.status === "open" && draw.closeAt.getTime() > at && (!daily || draw.openAt.getTime() <= at),
  );
  return daily ? taking : taking.slice(0, 1);
}

/** The house lottery games of a brand, read through the house vendor's cached catalogue. */
export function lotteryGames(houseVendor: HouseVendor) {
  return {
    async lotteryGame(brand: Brand, code: string) {
      const game = await houseVendor.game(brand, code);
      if (!game.lottery) throw new AppError("game.not_found");
      return { ...game, lottery: game.lottery as LotterySettings };
    },
  };
}

export type LotteryGames = ReturnType<typeof lotteryGames>;
