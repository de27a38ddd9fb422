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
export const debitId = (slipId: string) => `lottery-slip:${slipId}`;

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
