import { betRecordDetailCall, type CallValue } from "@lotus/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

/**
 * A round's vendor details (a lottery ticket). Its own file: the call brings its schema, which the
 * record page loads and the home (which reads games-api.ts) does not.
 */

export type RoundDetailAnswer = CallValue<typeof betRecordDetailCall>;
export type RoundDetail = NonNullable<RoundDetailAnswer["detail"]>;

/**
 * One round of the member's record with its details, asked for when its row is opened; asked again
 * each time it is opened, so a ticket still waiting for its draw shows the draw once it is made.
 */
export function betRecordDetailQuery(roundId: string) {
  return queryOptions({
    queryKey: queryKeys.memberGames.records.detail(roundId),
    queryFn: ({ signal }) => api(betRecordDetailCall, { query: { roundId }, signal }),
    staleTime: 0,
  });
}
