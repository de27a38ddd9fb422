import { fromMinor, type LiveResult, type LiveTableEvent, type LiveTableStatus } from "@lotus/contracts";
import type { Platform } from "../../platform/platform";
import { liveChannel } from "../../platform/realtime";
import type { RoundRow } from "./live.repository";
import * as bets from "./live-bets.repository";
import type { LiveTable } from "./live-table";

/** The live totals of a table go out at most this often while bets come in. */
const TOTALS_EVERY_MS = 1_000;

/** Phases whose round carries its result (sent at the close: the client animates the deal). */
const DEALT = new Set(["dealing", "result", "settled"]);

/**
 * What a table's watchers hear on its channel: each transition of its round, its status changes,
 * and the round's live totals by spot (throttled per table in this process).
 */
export function createLiveEvents(platform: Platform) {
  const now = () => platform.clock.now();
  // Tables whose totals changed here since they were last sent, and when they were last sent.
  const dirty = new Map<string, { table: LiveTable; roundId: string }>();
  const lastSent = new Map<string, number>();

  function eventOf(table: LiveTable, round: RoundRow): LiveTableEvent {
    return {
      type: "live",
      table: table.code,
      roundId: round.id,
      number: round.number,
      phase: round.phase as LiveTableEvent["phase"],
      serverNow: now(),
      closesAt: round.closesAt.getTime(),
      result: DEALT.has(round.phase) ? ((round.result as LiveResult | null) ?? null) : null,
    };
  }

  async function send(table: LiveTable, event: LiveTableEvent) {
    // A signal lost is repaired by the next one or the page's refetch: never fail the round for it.
    await platform.realtime.publish(liveChannel(table.brandId, table.code), event).catch(() => undefined);
  }

  return {
    /** A round's new phase (and, opening, no totals yet). */
    async round(table: LiveTable, round: RoundRow, extra: Partial<LiveTableEvent> = {}) {
      await send(table, { ...eventOf(table, round), ...extra });
    },

    /** The table was opened, paused or closed by an operator. */
    async status(table: LiveTable, round: RoundRow | undefined, status: LiveTableStatus) {
      if (!round) return;
      await send(table, { ...eventOf(table, round), status });
    },

    /** A bet changed the round's totals: they go out with the next flush. */
    touched(table: LiveTable, roundId: string) {
      dirty.set(table.gameId, { table, roundId });
    },

    /** Sends the totals of every touched table whose last totals are a second old or more. */
    async flush(round: (id: string) => Promise<RoundRow | undefined>) {
      const at = now();
      for (const [gameId, { table, roundId }] of dirty) {
        if (at - (lastSent.get(gameId) ?? 0) < TOTALS_EVERY_MS) continue;
        dirty.delete(gameId);
        lastSent.set(gameId, at);
        const current = await round(roundId);
        if (current?.phase !== "betting") continue;
        const brand = await platform.brands.all().then((all) => all.find((one) => one.id === table.brandId));
        if (!brand) continue;
        const totals = await bets.roundTotals(platform.db, roundId);
        await send(table, {
          ...eventOf(table, current),
          totals: totals.spots.map((spot) => ({
            spot: spot.spot,
            amount: fromMinor(spot.stakeMinor, brand.currency.minorDigits),
            bets: spot.bets,
          })),
          players: totals.players,
        });
      }
    },
  };
}

export type LiveEvents = ReturnType<typeof createLiveEvents>;
