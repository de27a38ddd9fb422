import {
  type CallBody,
  type CallValue,
  lotteryBetCall,
  lotteryBoardCall,
  lotteryMyBetsCall,
  lotteryResultsCall,
  lotterySessionCall,
  lotteryStatsCall,
  lotteryVerifyCall,
} from "@lotus/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { createHouseClient } from "../../../lib/house-api";
import { queryKeys } from "../../../lib/query-keys";
import { createSessionOpener } from "../../house-play/api/session-opener";

export type LotterySession = CallValue<typeof lotterySessionCall>;
export type LotteryGame = LotterySession["game"];
export type LotteryMarket = LotteryGame["markets"][number];
export type Board = CallValue<typeof lotteryBoardCall>;
export type DrawView = Board["upcoming"][number];
export type BetBody = CallBody<typeof lotteryBetCall>;
export type BetAnswer = CallValue<typeof lotteryBetCall>;
export type MyBets = CallValue<typeof lotteryMyBetsCall>;
export type MyBet = MyBets["list"][number];
export type Results = CallValue<typeof lotteryResultsCall>;
export type VerifyAnswer = CallValue<typeof lotteryVerifyCall>;
export type LotteryStats = CallValue<typeof lotteryStatsCall>;

/** When the board was asked for and answered by this page's clock, to measure its skew. */
export interface BoardClock {
  sentAt: number;
  receivedAt: number;
}
export type TimedBoard = Board & { clock: BoardClock };

/**
 * The lottery session token lives only in this page's memory, like the slots' (docs/adr/0007): a
 * reload needs a new launch token from the site.
 */
let sessionToken: string | null = null;

const sessionClient = createHouseClient(() => sessionToken);
/** The board, results and verify calls are public: they carry no token. */
const publicClient = createHouseClient(() => null);

/** Opens the lottery session once per launch token and keeps its token for the member's calls. */
export const openLotterySession = createSessionOpener(async (launchToken, merchant) => {
  const session = await sessionClient.call(lotterySessionCall, {
    body: { launchToken, ...(merchant ? { merchant } : {}) },
  });
  sessionToken = session.sessionToken;
  return session;
});

/** The open period, the next ones and the last results, stamped with this page's send and receive times. */
export function boardQuery(merchant: string, game: string) {
  return queryOptions({
    queryKey: queryKeys.lottery.board(merchant, game),
    queryFn: async ({ signal }): Promise<TimedBoard> => {
      const sentAt = Date.now();
      const board = await publicClient.call(lotteryBoardCall, { query: { merchant, game }, signal });
      return { ...board, clock: { sentAt, receivedAt: Date.now() } };
    },
    staleTime: 0,
    // A safety net behind the socket and the draw-time refetch.
    refetchInterval: 60_000,
  });
}

export type BetStatusFilter = "open" | "settled";

export function myBetsQuery(status: BetStatusFilter, page: number, pageSize: number) {
  return queryOptions({
    queryKey: queryKeys.lottery.bets({ status, page, pageSize }),
    queryFn: ({ signal }) =>
      sessionClient.call(lotteryMyBetsCall, { query: { status, page, pageSize }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function resultsQuery(merchant: string, game: string, page: number, pageSize: number) {
  return queryOptions({
    queryKey: queryKeys.lottery.results({ merchant, game, page, pageSize }),
    queryFn: ({ signal }) =>
      publicClient.call(lotteryResultsCall, { query: { merchant, game, page, pageSize }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** More than any region's stations of one day (four at most), so one page holds the day. */
const DAY_RESULTS_MAX = 20;

/** One day's draws (a daily region's stations of that date), in the results' order. */
export function dayResultsQuery(merchant: string, game: string, date: string) {
  return queryOptions({
    queryKey: queryKeys.lottery.results({ merchant, game, date }),
    queryFn: ({ signal }) =>
      publicClient.call(lotteryResultsCall, {
        query: { merchant, game, date, page: 1, pageSize: DAY_RESULTS_MAX },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Frequencies, lô gan and đầu/đuôi over the last `draws` results (of one station, if given). */
export function statsQuery(merchant: string, game: string, draws: number, station: string | null) {
  return queryOptions({
    queryKey: queryKeys.lottery.stats({ merchant, game, draws, station }),
    queryFn: ({ signal }) =>
      publicClient.call(lotteryStatsCall, {
        query: { merchant, game, draws, ...(station ? { station } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    // A result changes them only once per draw: the live signal refetches the results anyway.
    staleTime: 30_000,
  });
}

export function verifyQuery(merchant: string, game: string, period: string) {
  return queryOptions({
    queryKey: queryKeys.lottery.verify({ merchant, game, period }),
    queryFn: ({ signal }) =>
      publicClient.call(lotteryVerifyCall, { query: { merchant, game, period }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Places a slip (a money call: its request id makes a resend safe). */
export function placeBet(body: BetBody, signal?: AbortSignal): Promise<BetAnswer> {
  return sessionClient.call(lotteryBetCall, { body, signal });
}
