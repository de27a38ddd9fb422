import {
  type CallQuery,
  type ReportName,
  reportCsvCall,
  reportDailyCall,
  reportFinanceCall,
  reportGamesCall,
  reportMembersCall,
  reportRegistrationsCall,
} from "@lotus/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api, download } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export type DailyQuery = CallQuery<typeof reportDailyCall>;
export type GamesQuery = CallQuery<typeof reportGamesCall>;
export type MembersQuery = CallQuery<typeof reportMembersCall>;
export type FinanceQuery = CallQuery<typeof reportFinanceCall>;
export type RegistrationsQuery = CallQuery<typeof reportRegistrationsCall>;
export type CsvQuery = CallQuery<typeof reportCsvCall>;

const reportKey = (brandId: string, report: ReportName, query: object) =>
  [...queryKeys.brand(brandId).all, "reports", report, query] as const;

// The roll-up runs every minute, so figures a minute old are as fresh as the server has.
const STALE_MS = 60_000;

export const dailyReportQuery = (brandId: string, query: DailyQuery) =>
  queryOptions({
    queryKey: reportKey(brandId, "daily", query),
    queryFn: ({ signal }) => api(reportDailyCall, { params: { brandId }, query, signal }),
    staleTime: STALE_MS,
  });

export const gamesReportQuery = (brandId: string, query: GamesQuery) =>
  queryOptions({
    queryKey: reportKey(brandId, "games", query),
    queryFn: ({ signal }) => api(reportGamesCall, { params: { brandId }, query, signal }),
    staleTime: STALE_MS,
  });

export const membersReportQuery = (brandId: string, query: MembersQuery) =>
  queryOptions({
    queryKey: reportKey(brandId, "members", query),
    queryFn: ({ signal }) => api(reportMembersCall, { params: { brandId }, query, signal }),
    staleTime: STALE_MS,
  });

export const financeReportQuery = (brandId: string, query: FinanceQuery) =>
  queryOptions({
    queryKey: reportKey(brandId, "finance", query),
    queryFn: ({ signal }) => api(reportFinanceCall, { params: { brandId }, query, signal }),
    staleTime: STALE_MS,
  });

export const registrationsReportQuery = (brandId: string, query: RegistrationsQuery) =>
  queryOptions({
    queryKey: reportKey(brandId, "registrations", query),
    queryFn: ({ signal }) => api(reportRegistrationsCall, { params: { brandId }, query, signal }),
    staleTime: STALE_MS,
  });

/** The report's CSV with the screen's filters, saved by the browser under the server's file name. */
export async function downloadReportCsv(brandId: string, report: ReportName, query: CsvQuery): Promise<void> {
  const file = await download(reportCsvCall, { params: { brandId, report }, query });
  const url = URL.createObjectURL(file.blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = file.fileName ?? `${report}-${query.from}-${query.to}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the URL is not needed after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
