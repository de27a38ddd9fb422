import {
  type CallBody,
  type CallValue,
  liveBetCall,
  liveLobbyCall,
  liveMyBetsCall,
  liveSessionCall,
  liveTableCall,
  liveVerifyCall,
} from "@lotus/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { createHouseClient } from "../../../lib/house-api";
import { createSessionOpener } from "../../house-play/api/session-opener";

export type LiveSession = CallValue<typeof liveSessionCall> & { game: { name: string } };
export type TableInfo = LiveSession["table"];
export type SpotView = TableInfo["spots"][number];
export type TableAnswer = CallValue<typeof liveTableCall>;
export type LobbyAnswer = CallValue<typeof liveLobbyCall>;
export type TableSummary = LobbyAnswer["tables"][number];
export type BetBody = CallBody<typeof liveBetCall>;
export type BetAnswer = CallValue<typeof liveBetCall>;
export type MyBets = CallValue<typeof liveMyBetsCall>;
export type MyBet = MyBets["list"][number];
export type VerifyAnswer = CallValue<typeof liveVerifyCall>;

/** When an answer was asked for and came back by this page's clock, to measure the server's skew. */
export interface AnswerClock {
  sentAt: number;
  receivedAt: number;
}
export type Timed<T> = T & { clock: AnswerClock };

/**
 * The live session token lives only in this page's memory, like the other house games'
 * (docs/adr/0007): a reload needs a new launch token from the site.
 */
let sessionToken: string | null = null;

const sessionClient = createHouseClient(() => sessionToken);
/** The lobby, table and verify calls are public: they carry no token. */
const publicClient = createHouseClient(() => null);

/** The live feature's query keys (its own, so the site's first-screen key file stays as it is). */
export const liveKeys = {
  all: ["live"] as const,
  table: (merchant: string, code: string) => ["live", "table", merchant, code] as const,
  lobby: (merchant: string) => ["live", "lobby", merchant] as const,
  betsAll: ["live", "bets"] as const,
  bets: (params: object) => ["live", "bets", params] as const,
  verify: (params: object) => ["live", "verify", params] as const,
};

/** Opens the table's session once per launch token; the shared page reads the table's name as the game's. */
export const openLiveSession = createSessionOpener(async (launchToken, merchant): Promise<LiveSession> => {
  const session = await sessionClient.call(liveSessionCall, {
    body: { launchToken, ...(merchant ? { merchant } : {}) },
  });
  sessionToken = session.sessionToken;
  return { ...session, game: { name: session.table.name } };
});

async function timed<T>(ask: () => Promise<T>): Promise<Timed<T>> {
  const sentAt = Date.now();
  const answer = await ask();
  return { ...answer, clock: { sentAt, receivedAt: Date.now() } };
}

/** One table: terms, the round in play with its totals, the road; stamped for the clock skew. */
export function tableQuery(merchant: string, code: string) {
  return queryOptions({
    queryKey: liveKeys.table(merchant, code),
    queryFn: ({ signal }) =>
      timed(() => publicClient.call(liveTableCall, { query: { merchant, table: code }, signal })),
    staleTime: 0,
    // A safety net behind the socket.
    refetchInterval: 60_000,
  });
}

/** Every open or paused table with its round and last results. */
export function lobbyQuery(merchant: string) {
  return queryOptions({
    queryKey: liveKeys.lobby(merchant),
    queryFn: ({ signal }) => timed(() => publicClient.call(liveLobbyCall, { query: { merchant }, signal })),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

/** The member's bets come a page of this many (the table's first page also tells this round's bets). */
export const BETS_PAGE_SIZE = 10;

export function myBetsQuery(page: number, pageSize: number) {
  return queryOptions({
    queryKey: liveKeys.bets({ page, pageSize }),
    queryFn: ({ signal }) => sessionClient.call(liveMyBetsCall, { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function verifyQuery(merchant: string, table: string, round: number) {
  return queryOptions({
    queryKey: liveKeys.verify({ merchant, table, round }),
    queryFn: ({ signal }) => publicClient.call(liveVerifyCall, { query: { merchant, table, round }, signal }),
    staleTime: 30_000,
    retry: false,
  });
}

/** Confirms chips on the round taking bets (a money call: its request id makes a resend safe). */
export function placeLiveBets(body: BetBody, signal?: AbortSignal): Promise<BetAnswer> {
  return sessionClient.call(liveBetCall, { body, signal });
}
