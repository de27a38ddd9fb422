import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Client errors answer the same again; only network trouble and 5xx deserve a retry.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
