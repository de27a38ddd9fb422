import type { QueryClient } from "@tanstack/react-query";
import { BRAND, pageOf } from "../../../test/console-fixture";
import { type DrawView, drawLinesQuery, drawQuery, drawsQuery } from "../api/lottery-api";

/** Draws as the lottery draw screens' tests show them; most of them one South draw of the daily lottery. */

export const DRAW_ID = "5d6e7f80-91a2-4b3c-8d4e-5f6a7b8c9d0e";
/** The tests' clock: the draw's times are set around it. */
export const NOW = Date.now();

/** A South result: the eighth prize, the special prize and the fourth prize's seven numbers. */
export const SOUTH_RESULT = {
  prizes: [
    { prize: "G8", numbers: ["07"] },
    { prize: "DB", numbers: ["012345"] },
    { prize: "G4", numbers: ["11111", "22222", "33333", "44444", "55555", "66666", "07777"] },
  ],
};

/** A draw's result steps before anyone entered a result. */
export const NO_RESULT_ENTRY = {
  pendingResult: null,
  resultEnteredBy: null,
  resultEnteredAt: null,
  resultConfirmedBy: null,
  resultConfirmedAt: null,
  correctionPending: false,
  correctionReason: null,
  revision: 0,
} satisfies Partial<DrawView>;

/** The Tây Ninh draw: betting closed a minute ago, drawn in a minute, no result yet. */
export const dailyDraw = (fields: Partial<DrawView> = {}): DrawView => ({
  id: DRAW_ID,
  game: "xsmn",
  format: "south",
  period: "20260105-TNINH",
  status: "open",
  openAt: NOW - 86_400_000,
  closeAt: NOW - 60_000,
  drawAt: NOW + 60_000,
  members: 2,
  lines: 5,
  stake: 500_000,
  win: 0,
  result: null,
  voidReason: null,
  station: { code: "TNINH", name: "Tây Ninh" },
  ...NO_RESULT_ENTRY,
  ...fields,
});

/** Caches `shown` as the draw's detail (with no lines) and as the one row of the draws list. */
export function cacheDailyDraw(client: QueryClient, shown: DrawView): void {
  client.setQueryData(drawQuery(BRAND.id, DRAW_ID).queryKey, {
    draw: shown,
    seed: null,
    seedIndex: null,
    chainHead: null,
    liability: [],
  });
  client.setQueryData(drawLinesQuery(BRAND.id, DRAW_ID, { page: 1, pageSize: 50 }).queryKey, pageOf([], 50));
  client.setQueryData(
    drawsQuery(BRAND.id, { game: "xsmn", page: 1, pageSize: 20 }).queryKey,
    pageOf([shown], 20),
  );
}
