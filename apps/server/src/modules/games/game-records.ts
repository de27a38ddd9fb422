import { type BetRecordItem, fromMinor, type GameType, pickText } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import type { Platform } from "../../platform/platform";
import type { AuthenticatedSession } from "../../platform/sessions";
import { zonedDateStart } from "../../platform/time";
import * as repo from "./games.repository";
import type { RoundDetails } from "./round-details";

/** Filters and page of a betting record. */
export interface RecordQuery {
  from?: string;
  to?: string;
  gameType?: GameType;
  vassalage?: string;
  status?: "open" | "settled" | "cancelled";
  page: number;
  pageSize: number;
}

const DAY_MS = 86_400_000;

/**
 * The betting records: a member's own rounds, an agent team's, one round's vendor details on
 * expand, and the member's profit and loss by day (days in the brand's time zone).
 */
export function createGameRecords(platform: Platform, roundDetails: RoundDetails) {
  const db = platform.db;
  const money = (brand: Brand, minor: bigint) => fromMinor(minor, brand.currency.minorDigits);

  function dayRange(brand: Brand, from?: string, to?: string) {
    return {
      from: from ? new Date(zonedDateStart(from, brand.timeZone)) : undefined,
      to: to ? new Date(zonedDateStart(to, brand.timeZone) + DAY_MS) : undefined,
    };
  }

  async function roundRecords(
    brand: Brand,
    who: { memberId: string } | { memberIds: string[] },
    language: string,
    query: RecordQuery,
  ) {
    const range = dayRange(brand, query.from, query.to);
    const { rows, total, summary } = await repo.rounds(
      db,
      {
        brandId: brand.id,
        ...who,
        vendorCode: query.vassalage,
        gameType: query.gameType,
        status: query.status,
        ...range,
      },
      query.page,
      query.pageSize,
    );
    const list: (BetRecordItem & { memberId: string; account: string })[] = rows.map((row) => {
      const stake = row.round.betMinor - row.round.refundMinor;
      const settled = row.round.status === "settled";
      return {
        memberId: row.round.memberId,
        account: row.account,
        roundId: row.round.id,
        vassalage: row.vendorCode,
        vendorName: row.vendorName,
        gameId: row.gameCode,
        gameName: pickText(row.gameNames, language) || row.gameCode,
        gameType: row.round.gameType as GameType,
        round: row.round.reference,
        betAmount: money(brand, stake),
        validBet: money(brand, settled ? stake : 0n),
        payout: money(brand, row.round.winMinor),
        winLoss: money(brand, settled ? row.round.winMinor - stake : 0n),
        status: row.round.status as BetRecordItem["status"],
        time: row.round.openedAt.getTime(),
        settledTime: row.round.settledAt?.getTime() ?? null,
        details: roundDetails.has(row.vendorCode, row.gameCode),
      };
    });
    return {
      list,
      total,
      page: query.page,
      pageSize: query.pageSize,
      summary: {
        betAmount: money(brand, summary.bet),
        validBet: money(brand, summary.valid),
        winLoss: money(brand, summary.winLoss),
      },
    };
  }

  return {
    async betRecords(brand: Brand, session: AuthenticatedSession, language: string, query: RecordQuery) {
      return roundRecords(brand, { memberId: session.memberId }, language, query);
    },

    /** One round of the member's own record with its vendor's details; another member's is not found. */
    betRecordDetail(brand: Brand, session: AuthenticatedSession, language: string, roundId: string) {
      return roundDetails.read(brand, roundId, language, (memberId) => memberId === session.memberId);
    },

    /** The betting record of a set of members (an agent's team); rows name their member. */
    teamBetRecords(brand: Brand, memberIds: readonly string[], language: string, query: RecordQuery) {
      return roundRecords(brand, { memberIds: [...memberIds] }, language, query);
    },

    async personalProfit(brand: Brand, session: AuthenticatedSession, query: { from?: string; to?: string }) {
      const rows = await repo.profitByDay(
        db,
        { brandId: brand.id, memberId: session.memberId, ...dayRange(brand, query.from, query.to) },
        brand.timeZone,
      );
      let rounds = 0;
      let bet = 0n;
      let winLoss = 0n;
      const list = rows.map((row) => {
        rounds += row.rounds;
        bet += BigInt(row.bet);
        winLoss += BigInt(row.winLoss);
        return {
          date: row.date,
          gameType: row.gameType as GameType,
          rounds: row.rounds,
          betAmount: money(brand, BigInt(row.bet)),
          validBet: money(brand, BigInt(row.bet)),
          winLoss: money(brand, BigInt(row.winLoss)),
        };
      });
      return {
        list,
        total: {
          rounds,
          betAmount: money(brand, bet),
          validBet: money(brand, bet),
          winLoss: money(brand, winLoss),
        },
      };
    },
  };
}
