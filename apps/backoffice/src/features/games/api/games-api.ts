import {
  adminCategoryListsCall,
  adminCategoryListsUpdateCall,
  adminGameCreateCall,
  adminGameListCall,
  adminGameListImportCall,
  adminGameListPreviewCall,
  adminGameUpdateCall,
  adminHouseSlotsCall,
  adminRoundDetailCall,
  adminRoundListCall,
  adminVendorCreateCall,
  adminVendorListCall,
  adminVendorRotateSecretCall,
  adminVendorTransfersCall,
  adminVendorUpdateCall,
  type CallBody,
  type CallQuery,
  type CallValue,
  dashboardCall,
} from "@lotus/contracts";
import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type GameListQuery = CallQuery<typeof adminGameListCall>;
export type RoundListQuery = CallQuery<typeof adminRoundListCall>;
export type TransferListQuery = CallQuery<typeof adminVendorTransfersCall>;
export type VendorBody = CallBody<typeof adminVendorUpdateCall>;
export type GameBody = CallBody<typeof adminGameUpdateCall>;
export type VendorCreateBody = CallBody<typeof adminVendorCreateCall>;
export type GameCreateBody = CallBody<typeof adminGameCreateCall>;
export type GameListFile = CallBody<typeof adminGameListPreviewCall>;
export type GameListPreview = CallValue<typeof adminGameListPreviewCall>;
export type CategoryListsBody = CallBody<typeof adminCategoryListsUpdateCall>;
export type RoundDetail = CallValue<typeof adminRoundDetailCall>;
export type RoundRow = CallValue<typeof adminRoundListCall>["list"][number];

const keys = (brandId: string) => queryKeys.brand(brandId);

export const vendorsQuery = (brandId: string) =>
  queryOptions({
    queryKey: keys(brandId).gamesList("vendors", {}),
    queryFn: ({ signal }) => api(adminVendorListCall, { params: { brandId }, signal }),
  });

export const gamesQuery = (brandId: string, query: GameListQuery) =>
  queryOptions({
    queryKey: keys(brandId).gamesList("games", query),
    queryFn: ({ signal }) => api(adminGameListCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const houseSlotsQuery = (brandId: string) =>
  queryOptions({
    queryKey: keys(brandId).gamesList("house-slots", {}),
    queryFn: ({ signal }) => api(adminHouseSlotsCall, { params: { brandId }, signal }),
    // The variants and their RTPs are code, not data: they change with a release only.
    staleTime: 10 * 60_000,
  });

export const categoryListsQuery = (brandId: string) =>
  queryOptions({
    queryKey: keys(brandId).gamesList("category-lists", {}),
    queryFn: ({ signal }) => api(adminCategoryListsCall, { params: { brandId }, signal }),
  });

export const roundsQuery = (brandId: string, query: RoundListQuery) =>
  queryOptions({
    queryKey: keys(brandId).gamesList("rounds", query),
    queryFn: ({ signal }) => api(adminRoundListCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const roundDetailQuery = (brandId: string, roundId: string) =>
  queryOptions({
    queryKey: keys(brandId).gameRound(roundId),
    queryFn: ({ signal }) => api(adminRoundDetailCall, { params: { brandId, id: roundId }, signal }),
  });

export const transfersQuery = (brandId: string, query: TransferListQuery) =>
  queryOptions({
    queryKey: keys(brandId).gamesList("transfers", query),
    queryFn: ({ signal }) => api(adminVendorTransfersCall, { params: { brandId }, query, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * The brand's time zone from the dashboard's answer, for roles that may not read the brand's
 * settings (every role has the dashboard).
 */
export const dashboardTimeZoneQuery = (brandId: string) =>
  queryOptions({
    queryKey: keys(brandId).timeZone,
    queryFn: async ({ signal }) => (await api(dashboardCall, { params: { brandId }, signal })).timeZone,
    staleTime: 30 * 60_000,
  });

const at = (brandId: string, id: string) => ({ brandId, id });

export const updateVendor = (brandId: string, id: string, body: VendorBody) =>
  api(adminVendorUpdateCall, { params: at(brandId, id), body });
export const rotateVendorSecret = (brandId: string, id: string) =>
  api(adminVendorRotateSecretCall, { params: at(brandId, id) });
export const updateGame = (brandId: string, id: string, body: GameBody) =>
  api(adminGameUpdateCall, { params: at(brandId, id), body });
export const createVendor = (brandId: string, body: VendorCreateBody) =>
  api(adminVendorCreateCall, { params: { brandId }, body });
export const createGame = (brandId: string, body: GameCreateBody) =>
  api(adminGameCreateCall, { params: { brandId }, body });
/** The dry run: the server reads and checks the file and writes nothing. */
export const previewGameList = (brandId: string, vendorId: string, file: GameListFile) =>
  api(adminGameListPreviewCall, { params: at(brandId, vendorId), body: file });
export const importGameList = (brandId: string, vendorId: string, file: GameListFile, previewToken: string) =>
  api(adminGameListImportCall, { params: at(brandId, vendorId), body: { ...file, previewToken } });
export const updateCategoryLists = (brandId: string, body: CategoryListsBody) =>
  api(adminCategoryListsUpdateCall, { params: { brandId }, body });

/** After any games write: every games list of the brand (vendors, games, lanes, rounds) is refetched. */
export const gamesChanged = (queryClient: QueryClient, brandId: string) =>
  queryClient.invalidateQueries({ queryKey: keys(brandId).games });
