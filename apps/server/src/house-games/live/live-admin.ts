import {
  fromMinor,
  isLiveSpot,
  type LiveResult,
  type LiveRoundPhase,
  type LiveTableStatus,
  pickText,
  toMinor,
} from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import type { HouseVendor } from "../../modules/games";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { payout, spotRtp, worstCase } from "./engine/payouts";
import * as repo from "./live.repository";
import type { LiveService } from "./live.service";
import * as reads from "./live-admin.repository";
import * as bets from "./live-bets.repository";
import {
  baseLimits,
  defaultOddsMilli,
  type LiveTable,
  rtpOf,
  type SpotTerms,
  spotTermsOf,
  spotView,
  variantOf,
} from "./live-table";

/** The operator behind a back-office write and where the call came from. */
export type LiveAdminWho = { operator: OperatorContext; ip: string };

/** What the audit log records of a back-office write (the operators module's, handed in by app.ts). */
export type LiveAudit = (
  tx: Executor,
  who: LiveAdminWho,
  entry: {
    brandId: string;
    action: string;
    targetType: string;
    targetId: string;
    before: unknown;
    after: unknown;
    reason: string;
  },
) => Promise<void>;

type Page = { page: number; pageSize: number };
/** Rounds whose stakes are still at risk (not paid, not void). */
const IN_PLAY: readonly string[] = ["betting", "dealing", "result"];

/**
 * The live tables' back office (issue #15): tables with their round, driver and stakes; a table's
 * terms per spot with the return they give (above 100 % refused) and the betting window; open,
 * pause, close; rounds and shoes with their seeds; a round's bets; void a round (every bet
 * refunded); the liability of the round in play. Every write is audited in its transaction.
 */
export function createLiveAdmin(
  platform: Platform,
  houseVendor: HouseVendor,
  live: LiveService,
  audit: LiveAudit,
) {
  const db = platform.db;
  const money = (brand: Brand, minor: bigint) => fromMinor(minor, brand.currency.minorDigits);

  async function ownTable(brand: Brand, code: string) {
    const table = await repo.tableByCode(db, brand.id, code);
    if (!table) throw new AppError("live.table_unknown");
    return table;
  }

  async function termsOf(brand: Brand, table: LiveTable): Promise<SpotTerms[]> {
    const game = await houseVendor.game(brand, table.code);
    return spotTermsOf(table, baseLimits(brand, game));
  }

  /** The stakes on a round still in play, the most it could pay, and what each spot pays if it wins. */
  async function exposureOf(table: LiveTable, terms: SpotTerms[], round: repo.RoundRow | undefined) {
    const inPlay = round && IN_PLAY.includes(round.phase) ? round : undefined;
    const totals = inPlay ? await bets.roundTotals(db, inPlay.id) : { spots: [], players: 0 };
    const stakes = new Map(totals.spots.map((spot) => [spot.spot, spot.stakeMinor]));
    const odds = Object.fromEntries(terms.map((spot) => [spot.spot, spot.oddsMilli / 1000]));
    return {
      round: inPlay,
      totals,
      stakeMinor: totals.spots.reduce((sum, spot) => sum + spot.stakeMinor, 0n),
      worstMinor: worstCase(table.kind, variantOf(table), odds, stakes),
    };
  }

  const brief = (round: repo.RoundRow | undefined) =>
    round
      ? {
          id: round.id,
          number: round.number,
          phase: round.phase as LiveRoundPhase,
          closesAt: round.closesAt.getTime(),
        }
      : null;

  async function rowOf(brand: Brand, table: LiveTable, round: repo.RoundRow | undefined) {
    const [game, terms] = await Promise.all([houseVendor.game(brand, table.code), termsOf(brand, table)]);
    const exposure = await exposureOf(table, terms, round);
    const at = platform.clock.now();
    return {
      gameId: table.gameId,
      code: table.code,
      name: pickText(game.names, "EN") || table.code,
      kind: table.kind,
      variant: table.variant,
      status: table.status,
      bettingSeconds: table.bettingSeconds,
      round: brief(round),
      driver:
        table.leaseHolder && table.leaseUntil && table.leaseUntil.getTime() > at
          ? { holder: table.leaseHolder, until: table.leaseUntil.getTime() }
          : null,
      players: exposure.totals.players,
      stake: money(brand, exposure.stakeMinor),
      worstCase: money(brand, exposure.worstMinor),
    };
  }

  async function tableView(brand: Brand, code: string) {
    const table = await ownTable(brand, code);
    const [row, terms] = await Promise.all([
      repo.latestRound(db, table.gameId).then((round) => rowOf(brand, table, round)),
      termsOf(brand, table),
    ]);
    const defaults = defaultOddsMilli(table);
    return {
      ...row,
      spots: terms.map((spot) => {
        const base = defaults.get(spot.spot) ?? spot.oddsMilli;
        return {
          ...spotView(brand, spot),
          defaultOdds: base / 1000,
          defaultRtp: rtpOf(table, spot.spot, base),
        };
      }),
      updatedAt: table.updatedAt.getTime(),
    };
  }

  async function roundViews(brand: Brand, table: LiveTable, rounds: repo.RoundRow[]) {
    const shoes = await repo.shoesByIds(
      db,
      rounds.flatMap((round) => (round.shoeId ? [round.shoeId] : [])),
    );
    const players = await bets.playersOfRounds(
      db,
      rounds.filter((round) => IN_PLAY.includes(round.phase)).map((round) => round.id),
    );
    return rounds.map((round) => {
      const shoe = round.shoeId ? shoes.get(round.shoeId) : undefined;
      return {
        id: round.id,
        table: table.code,
        number: round.number,
        phase: round.phase as LiveRoundPhase,
        openedAt: round.openedAt.getTime(),
        closesAt: round.closesAt.getTime(),
        settledAt: round.settledAt?.getTime() ?? null,
        // Operators see a dealt result at once (players from the close on, for the animated deal).
        result: (round.result as LiveResult | null) ?? null,
        commitment: shoe
          ? { seedHash: shoe.seedHash, seed: shoe.seed, shoeNumber: shoe.number, cursor: round.cursor }
          : { seedHash: round.seedHash ?? "", seed: round.seed, shoeNumber: null, cursor: null },
        players: players.get(round.id) ?? round.players,
        stake: money(brand, round.stakeMinor),
        win: money(brand, round.winMinor),
        voidReason: round.voidReason,
      };
    });
  }

  function minorOf(brand: Brand, amount: number): bigint {
    try {
      return toMinor(amount, brand.currency.minorDigits);
    } catch (error) {
      if (error instanceof RangeError) throw new AppError("live.limits_invalid");
      throw error;
    }
  }

  return {
    async tables(brand: Brand) {
      const tables = await repo.tablesOfBrand(db, brand.id);
      const rounds = await repo.latestRounds(
        db,
        tables.map((table) => table.gameId),
      );
      const list = [];
      for (const table of tables) list.push(await rowOf(brand, table, rounds.get(table.gameId)));
      return { list };
    },

    table: tableView,

    /** New terms from the next bet on: each spot checked (known, min ≤ max, return ≤ 100 %). */
    async updateTable(
      brand: Brand,
      code: string,
      body: {
        bettingSeconds: number;
        spots: { spot: string; odds: number; min: number; max: number }[];
        reason: string;
      },
      who: LiveAdminWho,
    ) {
      const table = await ownTable(brand, code);
      const current = new Map((await termsOf(brand, table)).map((spot) => [spot.spot, spot]));
      for (const change of body.spots) {
        if (!isLiveSpot(table.kind, change.spot))
          throw new AppError("live.spot_unknown", { spot: change.spot });
        const minMinor = minorOf(brand, change.min);
        const maxMinor = minorOf(brand, change.max);
        if (minMinor > maxMinor) throw new AppError("live.limits_invalid", { spot: change.spot });
        const oddsMilli = Math.round(change.odds * 1000);
        if (spotRtp(table.kind, variantOf(table), change.spot, oddsMilli / 1000) > 100)
          throw new AppError("live.rtp_above_100", { spot: change.spot });
        current.set(change.spot, { spot: change.spot, oddsMilli, rtp: 0, minMinor, maxMinor });
      }
      const spots = [...current.values()].map((spot) => ({
        spot: spot.spot,
        oddsMilli: spot.oddsMilli,
        minMinor: spot.minMinor.toString(),
        maxMinor: spot.maxMinor.toString(),
      }));
      await db.transaction(async (tx) => {
        await repo.setTerms(
          tx,
          table.gameId,
          { bettingSeconds: body.bettingSeconds, spots },
          new Date(platform.clock.now()),
        );
        await audit(tx, who, {
          brandId: brand.id,
          action: "live.table.update",
          targetType: "live_table",
          targetId: table.code,
          before: { bettingSeconds: table.bettingSeconds, spots: table.spots },
          after: { bettingSeconds: body.bettingSeconds, spots },
          reason: body.reason,
        });
      });
      return tableView(brand, code);
    },

    /** Opens, pauses (the round in play finishes, no next one) or closes a table. */
    async setStatus(brand: Brand, code: string, status: LiveTableStatus, reason: string, who: LiveAdminWho) {
      const table = await ownTable(brand, code);
      await db.transaction(async (tx) => {
        await repo.setStatus(tx, table.gameId, status, new Date(platform.clock.now()));
        await audit(tx, who, {
          brandId: brand.id,
          action: "live.table.status",
          targetType: "live_table",
          targetId: table.code,
          before: { status: table.status },
          after: { status },
          reason,
        });
      });
      await live.events.status({ ...table, status }, await repo.latestRound(db, table.gameId), status);
      return tableView(brand, code);
    },

    async rounds(brand: Brand, code: string, query: Page & { phase?: LiveRoundPhase }) {
      const table = await ownTable(brand, code);
      const { rows, total } = await reads.roundsPage(
        db,
        { gameId: table.gameId, phase: query.phase },
        query.page,
        query.pageSize,
      );
      return {
        list: await roundViews(brand, table, rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** A card table's shoes; a dice or discs table's rounds, each its own seed. */
    async shoes(brand: Brand, code: string, query: Page) {
      const table = await ownTable(brand, code);
      if (table.kind === "baccarat" || table.kind === "dragon_tiger") {
        const { rows, total } = await reads.shoesPage(db, table.gameId, query.page, query.pageSize);
        return {
          list: rows.map(({ shoe, rounds }) => ({
            id: shoe.id,
            number: shoe.number,
            seedHash: shoe.seedHash,
            seed: shoe.seed,
            startedAt: shoe.startedAt.getTime(),
            endedAt: shoe.endedAt?.getTime() ?? null,
            rounds: Number(rounds),
          })),
          total,
          page: query.page,
          pageSize: query.pageSize,
        };
      }
      const { rows, total } = await reads.roundsPage(
        db,
        { gameId: table.gameId },
        query.page,
        query.pageSize,
      );
      return {
        list: rows.map((round) => ({
          id: round.id,
          number: null,
          seedHash: round.seedHash ?? "",
          seed: round.seed,
          startedAt: round.openedAt.getTime(),
          endedAt: round.settledAt?.getTime() ?? null,
          rounds: 1,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async roundBets(brand: Brand, roundId: string, query: Page) {
      const round = await repo.roundById(db, roundId);
      if (!round || round.brandId !== brand.id) throw new AppError("live.round_unknown");
      const { rows, total } = await bets.roundBetsPage(db, round.id, query.page, query.pageSize);
      return {
        list: rows.map(({ bet, account }) => ({
          memberId: bet.memberId,
          account,
          spot: bet.spot,
          amount: money(brand, bet.stakeMinor),
          win: money(brand, bet.winMinor),
          placedAt: bet.placedAt.getTime(),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Voids a round whose result is not shown yet: every bet refunded, the void audited with it. */
    async voidRound(brand: Brand, roundId: string, reason: string, who: LiveAdminWho) {
      const before = await repo.roundById(db, roundId);
      if (!before || before.brandId !== brand.id) throw new AppError("live.round_unknown");
      const table = await repo.tableByGame(db, before.gameId);
      if (!table) throw new AppError("live.round_unknown");
      const { refunded } = await live.voidRoundOf(brand.id, roundId, reason, (tx, voided) =>
        audit(tx, who, {
          brandId: brand.id,
          action: "live.round.void",
          targetType: "live_round",
          targetId: voided.id,
          before: { phase: before.phase, table: table.code, number: before.number },
          after: { phase: "void" },
          reason,
        }),
      );
      const after = await repo.roundById(db, roundId);
      const [view] = after ? await roundViews(brand, table, [after]) : [];
      if (!view) throw new AppError("live.round_unknown");
      platform.logger.info({ roundId, refunded }, "live round voided");
      return view;
    },

    /** The round in play: stake per spot and what the table pays if that spot wins; the worst case. */
    async liability(brand: Brand, code: string) {
      const table = await ownTable(brand, code);
      const terms = await termsOf(brand, table);
      const exposure = await exposureOf(table, terms, await repo.latestRound(db, table.gameId));
      const bySpot = new Map(exposure.totals.spots.map((spot) => [spot.spot, spot]));
      return {
        round: brief(exposure.round),
        spots: terms.map((spot) => {
          const staked = bySpot.get(spot.spot);
          const stake = staked?.stakeMinor ?? 0n;
          return {
            spot: spot.spot,
            stake: money(brand, stake),
            bets: staked?.bets ?? 0,
            payout: money(brand, payout(stake, 1000 + spot.oddsMilli)),
          };
        }),
        worstCase: money(brand, exposure.worstMinor),
      };
    },
  };
}

export type LiveAdmin = ReturnType<typeof createLiveAdmin>;
