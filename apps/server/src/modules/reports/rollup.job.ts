import type { Database, Executor } from "@lotus/db";
import type { Platform } from "../../platform/platform";
import {
  allowWindowMemory,
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
/** A backlog's windows grow up to this many times the batch (see `runRollup`). */
const MAX_GROWTH = 8;

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
 * twice and a second worker waits, then finds nothing left to count. A window that came back full
 * means a backlog: the next one is twice as large (up to `MAX_GROWTH` × batch), as a window costs
 * mostly one upsert per member, day and table it touches, whatever its number of rows.
 */
export async function runRollup(
  db: Database,
  now: Date,
  batch: number = DEFAULT_BATCH,
): Promise<RollupResult> {
  const facts: Record<RollupSource, number> = { members: 0, ledger: 0, games: 0, payments: 0 };
  for (const source of Object.keys(STEPS) as RollupSource[]) {
    let size = batch;
    for (;;) {
      const step = await db.transaction(async (tx) => {
        const window = await openWindow(tx, source, size);
        if (isEmptyWindow(window)) {
          await touchWatermark(tx, source, now);
          return { moved: false, full: false };
        }
        await allowWindowMemory(tx);
        facts[source] += await STEPS[source](tx, window);
        await closeWindow(tx, source, window, now, GAP_HORIZON_MS);
        const visible = window.highId - window.lastId - BigInt(window.missing.length);
        return { moved: window.highId > window.lastId, full: visible >= BigInt(size) };
      });
      if (!step.moved) break;
      if (step.full) size = Math.min(size * 2, batch * MAX_GROWTH);
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
