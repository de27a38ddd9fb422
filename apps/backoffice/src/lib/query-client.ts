import { createQueryClient } from "@lotus/ui/api/query-client";

/** Operators watch moving queues: half a minute before a read counts as stale. */
export const queryClient = createQueryClient({ staleTime: 30_000 });
