import { fromMinor, type LiveResult, type LiveRoundPhase, pickText } from "@lotus/contracts";
import type { HouseVendor } from "../../modules/games";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { seedHash } from "./engine/fair";
import * as repo from "./live.repository";
import * as bets from "./live-bets.repository";
import { cardsLeft, dealHand, isCardTable, shoeLayout, throwRound } from "./live-dealer";
import {
  baseLimits,
  chipsOf,
  type LiveTable,
  type SpotTerms,
  spotTermsOf,
  spotView,
  tableLimits,
} from "./live-table";

/** The road's results a table page gets, and the lobby's per table. */
const TABLE_RECENT = 72;
const LOBBY_RECENT = 60;
/** Phases whose result players have been sent (the deal is animated from the close on). */
const DEALT: readonly string[] = ["dealing", "result", "settled"];
/** Phases whose result stands (shown, or paid). */
const SHOWN: readonly string[] = ["result", "settled"];

/** JSON with keys sorted at every level (a stored jsonb result comes back with its keys reordered). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

/**
 * The public side of the live tables: a table's terms, its round with live totals and fairness
 * commitment, the lobby, the road's results, and the fair check recomputing a round from its seed.
 */
export function createLiveViews(platform: Platform, houseVendor: HouseVendor) {
  const db = platform.db;
  const now = () => platform.clock.now();

  async function brandOf(merchant: string) {
    const brand = await platform.brands.byMerchant(merchant);
    if (!brand) throw new AppError("merchant.unknown");
    return brand;
  }

  async function termsOf(brand: Brand, table: LiveTable): Promise<SpotTerms[]> {
    const game = await houseVendor.game(brand, table.code);
    return spotTermsOf(table, baseLimits(brand, game));
  }

  async function tableInfo(brand: Brand, table: LiveTable, language: string) {
    const money = (minor: bigint) => fromMinor(minor, brand.currency.minorDigits);
    const [game, terms] = await Promise.all([houseVendor.game(brand, table.code), termsOf(brand, table)]);
    return {
      code: table.code,
      name: pickText(game.names, language) || table.code,
      kind: table.kind,
      variant: table.variant,
      status: table.status,
      bettingSeconds: table.bettingSeconds,
      spots: terms.map((spot) => spotView(brand, spot)),
      chips: chipsOf(terms).map(money),
      currency: brand.currency.code,
      currencySymbol: brand.currency.symbol,
    };
  }

  /** A round's seed commitment: its shoe's (cards) or its own (dice, discs). */
  async function commitmentOf(round: repo.RoundRow, shoe?: repo.ShoeRow) {
    const ofShoe = shoe ?? (round.shoeId ? await repo.shoeById(db, round.shoeId) : undefined);
    if (ofShoe)
      return {
        seedHash: ofShoe.seedHash,
        seed: ofShoe.seed,
        shoeNumber: ofShoe.number,
        cursor: round.cursor,
      };
    return { seedHash: round.seedHash ?? "", seed: round.seed, shoeNumber: null, cursor: null };
  }

  const resultOfRound = (round: repo.RoundRow) =>
    DEALT.includes(round.phase) ? ((round.result as LiveResult | null) ?? null) : null;

  async function roundView(brand: Brand, round: repo.RoundRow) {
    const [totals, commitment] = await Promise.all([bets.roundTotals(db, round.id), commitmentOf(round)]);
    return {
      id: round.id,
      number: round.number,
      phase: round.phase as LiveRoundPhase,
      openedAt: round.openedAt.getTime(),
      closesAt: round.closesAt.getTime(),
      result: resultOfRound(round),
      totals: totals.spots.map((spot) => ({
        spot: spot.spot,
        amount: fromMinor(spot.stakeMinor, brand.currency.minorDigits),
        bets: spot.bets,
      })),
      players: totals.players,
      commitment,
    };
  }

  const history = (list: { number: number; result: repo.StoredResult }[] | undefined) =>
    (list ?? [])
      .slice()
      .reverse()
      .map((item) => ({ number: item.number, result: item.result as LiveResult }));

  async function tableOf(brand: Brand, code: string) {
    const table = await repo.tableByCode(db, brand.id, code);
    if (!table || table.status === "closed") throw new AppError("live.table_unknown");
    return table;
  }

  return {
    tableInfo,
    termsOf,

    /** Every open or paused table with its round, countdown, players and last results. */
    async lobby(merchant: string, language?: string) {
      const brand = await brandOf(merchant);
      const tables = (await repo.tablesOfBrand(db, brand.id)).filter((table) => table.status !== "closed");
      const ids = tables.map((table) => table.gameId);
      const [rounds, recent] = await Promise.all([
        repo.latestRounds(db, ids),
        repo.recentResults(db, ids, LOBBY_RECENT),
      ]);
      const players = await bets.playersOfRounds(
        db,
        [...rounds.values()].map((round) => round.id),
      );
      const money = (minor: bigint) => fromMinor(minor, brand.currency.minorDigits);
      const list = [];
      for (const table of tables) {
        const game = await houseVendor.game(brand, table.code).catch(() => undefined);
        if (!game) continue;
        const limits = tableLimits(spotTermsOf(table, baseLimits(brand, game)));
        const round = rounds.get(table.gameId);
        list.push({
          code: table.code,
          name: pickText(game.names, language ?? brand.defaultLanguage) || table.code,
          kind: table.kind,
          variant: table.variant,
          status: table.status,
          bettingSeconds: table.bettingSeconds,
          minBet: money(limits.minMinor),
          maxBet: money(limits.maxMinor),
          round: round
            ? {
                id: round.id,
                number: round.number,
                phase: round.phase as LiveRoundPhase,
                closesAt: round.closesAt.getTime(),
              }
            : null,
          players: round ? (players.get(round.id) ?? 0) : 0,
          recent: history(recent.get(table.gameId)),
        });
      }
      return { serverNow: now(), tables: list };
    },

    /** One table: terms, the current round with its live totals and commitment, the road. */
    async table(merchant: string, code: string, language?: string) {
      const brand = await brandOf(merchant);
      const table = await tableOf(brand, code);
      const [info, round, recent] = await Promise.all([
        tableInfo(brand, table, language ?? brand.defaultLanguage),
        repo.latestRound(db, table.gameId),
        repo.recentResults(db, [table.gameId], TABLE_RECENT),
      ]);
      const shoe = isCardTable(table.kind) ? await repo.latestShoe(db, table.gameId) : undefined;
      return {
        serverNow: now(),
        table: info,
        round: round ? await roundView(brand, round) : null,
        recent: history(recent.get(table.gameId)),
        cardsLeft: shoe && !shoe.endedAt ? cardsLeft(shoe.cursor) : shoe ? 0 : null,
      };
    },

    /** Recomputes a round from its revealed seed (a card round once its shoe ended, a dice round at its result). */
    async verify(merchant: string, code: string, number: number) {
      const brand = await brandOf(merchant);
      const table = await repo.tableByCode(db, brand.id, code);
      if (!table) throw new AppError("live.table_unknown");
      const round = await repo.roundByNumber(db, table.gameId, number);
      if (!round) throw new AppError("live.round_unknown");
      const shoe = round.shoeId ? await repo.shoeById(db, round.shoeId) : undefined;
      const commitment = await commitmentOf(round, shoe);
      const recorded = SHOWN.includes(round.phase) ? ((round.result as LiveResult | null) ?? null) : null;
      let recomputed: LiveResult | null = null;
      if (commitment.seed && recorded) {
        recomputed =
          shoe && round.cursor !== null
            ? dealHand(table.kind, shoeLayout(commitment.seed, table.clientSeed, shoe.id), {
                cursor: round.cursor,
                cutPassed: false,
              }).result
            : throwRound(table.kind, commitment.seed, table.clientSeed, round.id);
      }
      return {
        table: table.code,
        kind: table.kind,
        roundNumber: round.number,
        phase: round.phase as LiveRoundPhase,
        commitment,
        hashMatches: commitment.seed ? seedHash(commitment.seed) === commitment.seedHash : null,
        recorded,
        recomputed,
        matches: recorded && recomputed ? canonical(recorded) === canonical(recomputed) : null,
      };
    },
  };
}

export type LiveViews = ReturnType<typeof createLiveViews>;
