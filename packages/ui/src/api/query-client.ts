import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-error";

/** Attempts after the first for a failed read. */
const QUERY_RETRIES = 2;

/** Retry rule for reads: client errors answer the same again; only network trouble and 5xx deserve a retry. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_RETRIES;
}

/**
 * The query client both SPAs use: reads retry by the rule above, writes never retry on their own
 * (a money call repeats only with its request id, by the user's hand), and a window focus does not refetch.
 */
export function createQueryClient(options: { staleTime: number }): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, refetchOnWindowFocus: false, staleTime: options.staleTime },
      mutations: { retry: false },
    },
  });
}
