import { createQueryClient } from "@lotus/ui/api/query-client";

/** The site's catalogue changes rarely: a minute before a read counts as stale. */
export const queryClient = createQueryClient({ staleTime: 60_000 });
