import {
  fromMinor,
  isHouseLiveTableId,
  type LiveResult,
  type LiveRoundDetail,
  type LiveRoundPhase,
} from "@lotus/contracts";
import type { RoundDetailRequest, RoundDetailSource } from "../../modules/games";
import type { Platform } from "../../platform/platform";
import * as repo from "./live.repository";
import * as bets from "./live-bets.repository";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The live tables' round details for the betting record (docs/vendor-wallet-protocol.md §7): a
 * member's vendor round is the table round (its id), so its details are the member's spots with
 * their odds and wins, and the cards, dice or discs once shown — read when a record row is opened.
 */
export function createLiveRecords(platform: Platform): RoundDetailSource {
  return {
    covers: isHouseLiveTableId,

    async detail(request: RoundDetailRequest): Promise<LiveRoundDetail | null> {
      const { brand, memberId, gameCode, reference } = request;
      if (!UUID.test(reference)) return null;
      const round = await repo.roundById(platform.db, reference);
      if (!round || round.brandId !== brand.id) return null;
      const table = await repo.tableByGame(platform.db, round.gameId);
      // The round names its table too: a round read under another game is not this round.
      if (!table || table.code !== gameCode) return null;
      const spots = await bets.memberBetsOfRound(platform.db, round.id, memberId);
      if (spots.length === 0) return null;
      const money = (minor: bigint) => fromMinor(minor, brand.currency.minorDigits);
      const total = spots.reduce((sum, spot) => sum + spot.stakeMinor, 0n);
      const win = spots.reduce((sum, spot) => sum + spot.winMinor, 0n);
      const shown = round.phase === "result" || round.phase === "settled";
      const isVoid = round.phase === "void" || spots.every((spot) => spot.void);
      const open = spots.some((spot) => spot.open);
      const shoe = round.shoeId ? await repo.shoeById(platform.db, round.shoeId) : undefined;
      return {
        kind: "live",
        gameId: gameCode,
        tableKind: table.kind,
        variant: table.variant,
        roundNumber: round.number,
        phase: round.phase as LiveRoundPhase,
        placedAt: Math.min(...spots.map((spot) => spot.placedAt)),
        bets: spots.map((spot) => ({
          spot: spot.spot,
          amount: money(spot.stakeMinor),
          odds: spot.oddsMilli / 1000,
          win: money(spot.winMinor),
        })),
        total: money(total),
        win: money(win),
        status: isVoid ? "void" : open ? "open" : win > total ? "won" : win === total ? "push" : "lost",
        result: shown ? ((round.result as LiveResult | null) ?? null) : null,
        verifiable: shown && (shoe ? shoe.seed !== null : round.seed !== null),
      };
    },
  };
}
