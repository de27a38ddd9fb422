import {
  adminLiveLiabilityCall,
  adminLiveRoundBetsCall,
  adminLiveRoundsCall,
  adminLiveRoundVoidCall,
  adminLiveShoesCall,
  adminLiveTableCall,
  adminLiveTableStatusCall,
  adminLiveTablesCall,
  adminLiveTableUpdateCall,
  type CallBody,
  type CallQuery,
  type CallValue,
  type LiveTableStatus,
} from "@lotus/contracts";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type LiveTableRow = CallValue<typeof adminLiveTablesCall>["list"][number];
export type LiveTableDetail = CallValue<typeof adminLiveTableCall>;
export type LiveSpotTerms = LiveTableDetail["spots"][number];
export type TermsBody = CallBody<typeof adminLiveTableUpdateCall>;
export type RoundListQuery = CallQuery<typeof adminLiveRoundsCall>;
export type LiveRoundRow = CallValue<typeof adminLiveRoundsCall>["list"][number];
export type LiveShoeRow = CallValue<typeof adminLiveShoesCall>["list"][number];
export type LiveBetRow = CallValue<typeof adminLiveRoundBetsCall>["list"][number];
export type Liability = CallValue<typeof adminLiveLiabilityCall>;
type Paging = { page: number; pageSize: number };

/** How often the liability of the round taking bets is read while its panel is on screen. */
export const LIABILITY_POLL_MS = 2_000;
/** How often the tables (their rounds, drivers and stakes) are read again while shown. */
export const TABLES_POLL_MS = 3_000;

/** Every live-table view of a brand lives under one key, so a write refreshes them all. */
const liveKeys = (brandId: string) => {
  const all = [...queryKeys.brand(brandId).all, "live"] as const;
  return {
    all,
    tables: [...all, "tables"] as const,
    table: (code: string) => [...all, "table", code] as const,
    liability: (code: string) => [...all, "table", code, "liability"] as const,
    rounds: (code: string, query: object) => [...all, "table", code, "rounds", query] as const,
    shoes: (code: string, query: object) => [...all, "table", code, "shoes", query] as const,
    bets: (roundId: string, query: object) => [...all, "round", roundId, "bets", query] as const,
  };
};

export const tablesQuery = (brandId: string) =>
  queryOptions({
    queryKey: liveKeys(brandId).tables,
    queryFn: ({ signal }) => api(adminLiveTablesCall, { params: { brandId }, signal }),
  });

export const tableQuery = (brandId: string, code: string) =>
  queryOptions({
    queryKey: liveKeys(brandId).table(code),
    queryFn: ({ signal }) => api(adminLiveTableCall, { params: { brandId, code }, signal }),
  });

export const liabilityQuery = (brandId: string, code: string) =>
  queryOptions({
    queryKey: liveKeys(brandId).liability(code),
    queryFn: ({ signal }) => api(adminLiveLiabilityCall, { params: { brandId, code }, signal }),
  });

export const roundsQuery = (brandId: string, code: string, query: RoundListQuery) =>
  queryOptions({
    queryKey: liveKeys(brandId).rounds(code, query),
    queryFn: ({ signal }) => api(adminLiveRoundsCall, { params: { brandId, code }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const shoesQuery = (brandId: string, code: string, query: Paging) =>
  queryOptions({
    queryKey: liveKeys(brandId).shoes(code, query),
    queryFn: ({ signal }) => api(adminLiveShoesCall, { params: { brandId, code }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const roundBetsQuery = (brandId: string, roundId: string, query: Paging) =>
  queryOptions({
    queryKey: liveKeys(brandId).bets(roundId, query),
    queryFn: ({ signal }) => api(adminLiveRoundBetsCall, { params: { brandId, id: roundId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const updateTerms = (brandId: string, code: string, body: TermsBody) =>
  api(adminLiveTableUpdateCall, { params: { brandId, code }, body });

export const setTableStatus = (brandId: string, code: string, status: LiveTableStatus, reason: string) =>
  api(adminLiveTableStatusCall, { params: { brandId, code }, body: { status, reason } });

export const voidRound = (brandId: string, roundId: string, reason: string) =>
  api(adminLiveRoundVoidCall, { params: { brandId, id: roundId }, body: { reason } });

/**
 * After a table's terms or status changed: its page shows the server's answer (with the RTP the
 * server computed) at once, then every live view of the brand is read again.
 */
export async function tableSaved(queryClient: QueryClient, brandId: string, saved: LiveTableDetail) {
  queryClient.setQueryData(liveKeys(brandId).table(saved.code), saved);
  await liveChanged(queryClient, brandId);
}

/** After a round was voided (or a refusal said it moved on): every live view of the brand is read again. */
export const liveChanged = (queryClient: QueryClient, brandId: string) =>
  queryClient.invalidateQueries({ queryKey: liveKeys(brandId).all });
