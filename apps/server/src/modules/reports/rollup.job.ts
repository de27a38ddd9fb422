import type { Database, Executor } from "@lotus/db";
import type { Platform } from "../../platform/platform";
import {
  closeWindow,
  isEmptyWindow,
  openWindow,
  type RollupSource,
  rollUpGames,
  rollUpLedger,
  rollUpMembers,
  rollUpPayments,
  touchWatermark,
  type Window,
} from "./rollup.repository";

export const ROLLUP_JOB = "reports.rollup";
const ROLLUP_PERIOD_MS = 60_000;
/** A transaction holding an id longer than this before it commits is not waited for. */
export const GAP_HORIZON_MS = 10 * 60_000;
const DEFAULT_BATCH = 20_000;

const STEPS: Record<RollupSource, (tx: Executor, window: Window) => Promise<number>> = {
  members: rollUpMembers,
  ledger: rollUpLedger,
  games: rollUpGames,
  payments: rollUpPayments,
};

export interface RollupResult {
  facts: Record<RollupSource, number>;
}

/**
 * Rolls every source up from its watermark to now, a window at a time. A window's summary rows and
 * its watermark commit together, and the watermark row is locked first, so a crash counts nothing
 * twice and a second worker waits, then finds nothing left to count.
 */
export async function runRollup(
  db: Database,
  now: Date,
  batch: number = DEFAULT_BATCH,
): Promise<RollupResult> {
  const facts: Record<RollupSource, number> = { members: 0, ledger: 0, games: 0, payments: 0 };
  for (const source of Object.keys(STEPS) as RollupSource[]) {
    for (;;) {
      const moved = await db.transaction(async (tx) => {
        const window = await openWindow(tx, source, batch);
        if (isEmptyWindow(window)) {
          await touchWatermark(tx, source, now);
          return false;
        }
        facts[source] += await STEPS[source](tx, window);
        await closeWindow(tx, source, window, now, GAP_HORIZON_MS);
        return window.highId > window.lastId;
      });
      if (!moved) break;
    }
  }
  return { facts };
}

/** Every minute; `main.ts` also runs it once at start so a fresh dashboard shows figures. */
export function registerRollupJob(platform: Platform): void {
  platform.jobs.register({
    name: ROLLUP_JOB,
    periodMs: ROLLUP_PERIOD_MS,
    run: async (now) => {
      const { facts } = await runRollup(platform.db, new Date(now));
      return `rolled up ${facts.games} plays, ${facts.ledger} postings, ${facts.members} members, ${facts.payments} payment days`;
    },
  });
}
