import {
  type CallQuery,
  type CallValue,
  houseClientSeedCall,
  houseHistoryCall,
  houseRotateSeedCall,
  houseSeedsCall,
  houseSessionCall,
  houseSpinCall,
  houseVerifyCall,
} from "@lotus/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { createHouseClient } from "../../../lib/house-api";
import { queryKeys } from "../../../lib/query-keys";
import { createSessionOpener } from "../../house-play/api/session-opener";

export type HouseSession = CallValue<typeof houseSessionCall>;
export type HouseGame = HouseSession["game"];
export type FairSeeds = HouseSession["seeds"];
export type SpinResult = CallValue<typeof houseSpinCall>;
export type VerifyQuery = CallQuery<typeof houseVerifyCall>;
export type VerifyResult = CallValue<typeof houseVerifyCall>;

/**
 * The house game session token lives only in this page's memory: a reload needs a new launch
 * token from the site (the launch token itself is single use).
 */
let sessionToken: string | null = null;

const houseClient = createHouseClient(() => sessionToken);
/** The public verify call carries no token at all. */
const publicClient = createHouseClient(() => null);

/**
 * Opens the game session from the launch token, once per token (a remount gets the same answer),
 * and keeps its session token for the game's calls.
 */
export const openHouseSession = createSessionOpener(async (launchToken, merchant) => {
  const session = await houseClient.call(houseSessionCall, {
    body: { launchToken, ...(merchant ? { merchant } : {}) },
  });
  sessionToken = session.sessionToken;
  return session;
});

export function spin(body: { bet: number; requestId: string }, signal?: AbortSignal): Promise<SpinResult> {
  return houseClient.call(houseSpinCall, { body, signal });
}

export function setClientSeed(clientSeed: string) {
  return houseClient.call(houseClientSeedCall, { body: { clientSeed } });
}

export function rotateSeed() {
  return houseClient.call(houseRotateSeedCall);
}

export function seedsQuery() {
  return queryOptions({
    queryKey: queryKeys.house.seeds(),
    queryFn: ({ signal }) => houseClient.call(houseSeedsCall, { signal }),
    staleTime: 0,
  });
}

export function historyQuery(page: number, pageSize: number) {
  return queryOptions({
    queryKey: queryKeys.house.spins({ page, pageSize }),
    queryFn: ({ signal }) => houseClient.call(houseHistoryCall, { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function verifyQuery(query: VerifyQuery) {
  return queryOptions({
    queryKey: queryKeys.house.verify(query),
    queryFn: ({ signal }) => publicClient.call(houseVerifyCall, { query, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
