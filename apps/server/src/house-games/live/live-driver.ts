import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { LiveResult } from "@lotus/contracts";
import type { HouseVendor } from "../../modules/games";
import type { Platform } from "../../platform/platform";
import type { HouseSessions } from "../house-session";
import { liveTiming, nextStep, type RoundClock } from "./engine/clock";
import { newServerSeed, seedHash } from "./engine/fair";
import type { ShoeLayout } from "./engine/shoe";
import * as repo from "./live.repository";
import * as bets from "./live-bets.repository";
import { DealFault, dealHand, isCardTable, safely, shoeLayout, throwRound } from "./live-dealer";
import type { LiveEvents } from "./live-events";
import type { LiveMoney } from "./live-money";
import type { LiveTable } from "./live-table";

/** A lease is valid this long; the holder renews it on every beat, another process takes it after. */
export const LEASE_MS = 5_000;
/** A slip whose debit answer is missing this long is rolled back (its round is paid or void by then). */
const PENDING_AFTER_MS = 60_000;
/** At most this many steps per table per tick (open, close, reveal, settle are each one). */
const STEPS_PER_TICK = 4;
/** What a crash left (void rounds' refunds, slips without an answer) is looked for this often. */
const SWEEP_EVERY_MS = 5_000;

/** Test hooks: where a new shoe's first hand starts (a test reaches the cut card in a few hands). */
export interface LiveDriverHooks {
  shoeStart?: (layout: ShoeLayout) => number;
}

export interface LiveTickResult {
  /** Tables this driver holds the lease of. */
  held: number;
  steps: number;
  /** The earliest time a held table has its next step due (the beat wakes up for it). */
  nextAt: number | null;
  errors: string[];
}

export const clockOf = (round: repo.RoundRow): RoundClock => ({
  phase: round.phase as RoundClock["phase"],
  closesAt: round.closesAt.getTime(),
  dealtAt: round.dealtAt?.getTime() ?? null,
  resultAt: round.resultAt?.getTime() ?? null,
  settledAt: round.settledAt?.getTime() ?? null,
});

export const timingOf = (table: LiveTable) => liveTiming(table.kind, table.bettingSeconds);

/**
 * One process's driver of the live tables (issue #15). Per table, a lease in PostgreSQL (taken with
 * one conditional update when free or expired, renewed every beat) lets exactly one process drive
 * it; the engine's clock says which step is due: open a round (a card table's shoe started or
 * continued, its seed hash published first), close it at closesAt and deal from the committed seed,
 * reveal, settle. Every step is a conditional update on the round's phase, so a process taking a
 * table over finishes the round it finds — or voids and refunds it on a fault — and pays once.
 */
export function createLiveDriver(deps: {
  platform: Platform;
  houseVendor: HouseVendor;
  sessions: HouseSessions;
  events: LiveEvents;
  money: LiveMoney;
  holder?: string;
  hooks?: LiveDriverHooks;
}) {
  const { platform, houseVendor, sessions, events, money, hooks = {} } = deps;
  const db = platform.db;
  const holder = deps.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  // Until when this driver holds each table: the lease is written again only past half its validity.
  const held = new Map<string, number>();
  let sweptAt = Number.NEGATIVE_INFINITY;
  // Tables whose steps run now (a beat leaves them to it), and whether the sweep runs.
  const driving = new Set<string>();
  let sweeping = false;

  async function lease(table: LiveTable, at: number) {
    const until = held.get(table.gameId);
    if (until !== undefined && table.leaseHolder === holder && until - at > LEASE_MS / 2) return true;
    if (await repo.takeLease(db, table.gameId, holder, new Date(at), new Date(at + LEASE_MS))) {
      held.set(table.gameId, at + LEASE_MS);
      return true;
    }
    held.delete(table.gameId);
    return false;
  }

  /** Whether a table may open its next round: open, and its game on in the catalogue. */
  async function mayOpen(table: LiveTable) {
    if (table.status !== "open") return false;
    const brand = await sessions.brandOf(table.brandId);
    const game = await houseVendor.game(brand, table.code).catch(() => undefined);
    return game?.status === "on";
  }

  async function open(table: LiveTable, previous: repo.RoundRow | undefined, at: number) {
    const number = (previous?.number ?? 0) + 1;
    const opened = await db.transaction(async (tx) => {
      const id = randomUUID();
      const base = {
        id,
        brandId: table.brandId,
        gameId: table.gameId,
        number,
        openedAt: new Date(at),
        closesAt: new Date(at + timingOf(table).bettingMs),
      };
      if (!isCardTable(table.kind)) {
        const seed = newServerSeed();
        return repo.insertRound(tx, {
          ...base,
          seedHash: seedHash(seed),
          seedSealed: platform.secrets.seal(seed),
        });
      }
      let shoe = await repo.latestShoe(tx, table.gameId);
      if (!shoe || shoe.endedAt) shoe = await newShoe(tx, table, (shoe?.number ?? 0) + 1, at);
      if (!shoe) return undefined;
      return repo.insertRound(tx, { ...base, shoeId: shoe.id, cursor: shoe.cursor });
    });
    if (opened) await events.round(table, opened);
  }

  /** A new shoe: its seed sealed, its hash published before its first round takes a bet. */
  async function newShoe(
    tx: Parameters<typeof repo.insertShoe>[0],
    table: LiveTable,
    number: number,
    at: number,
  ) {
    const id = randomUUID();
    const seed = newServerSeed();
    const layout = shoeLayout(seed, table.clientSeed, id);
    return repo.insertShoe(tx, {
      id,
      gameId: table.gameId,
      number,
      seedHash: seedHash(seed),
      seedSealed: platform.secrets.seal(seed),
      cursor: hooks.shoeStart?.(layout) ?? layout.start,
      startedAt: new Date(at),
    });
  }

  /** No more bets: deals the round from its committed seed and stores the result; a fault voids it. */
  async function close(table: LiveTable, round: repo.RoundRow, at: number) {
    let fault: string | undefined;
    const dealt = await db.transaction(async (tx) => {
      // Waits for bets holding the round for share: every slip stored before the close counts.
      const locked = await repo.lockRound(tx, round.id, "update");
      if (locked?.phase !== "betting") return undefined;
      try {
        let result: LiveResult;
        if (isCardTable(table.kind)) {
          const shoe = locked.shoeId ? await repo.lockShoe(tx, locked.shoeId) : undefined;
          if (!shoe || shoe.endedAt || shoe.cursor !== locked.cursor)
            throw new DealFault("the shoe is out of step");
          const seed = safely(() => platform.secrets.unseal(shoe.seedSealed));
          const hand = safely(() =>
            dealHand(table.kind, shoeLayout(seed, table.clientSeed, shoe.id), {
              cursor: shoe.cursor,
              cutPassed: shoe.cutPassed,
            }),
          );
          await repo.advanceShoe(tx, shoe.id, {
            cursor: hand.next.cursor,
            cutPassed: hand.next.cutPassed,
            endedAt: hand.next.shoeEnds ? new Date(at) : null,
          });
          result = hand.result;
        } else {
          const sealed = locked.seedSealed;
          if (!sealed) throw new DealFault("the round has no seed");
          const seed = safely(() => platform.secrets.unseal(sealed));
          result = safely(() => throwRound(table.kind, seed, table.clientSeed, locked.id));
        }
        return repo.markDealt(tx, locked.id, result, new Date(at));
      } catch (error) {
        if (!(error instanceof DealFault)) throw error;
        fault = error.message;
        return undefined;
      }
    });
    if (fault !== undefined) {
      await money.voidRound(table, round, `deal fault: ${fault}`);
      return;
    }
    if (dealt) await events.round(table, dealt);
  }

  /** Shows the result; a dice round's seed, and a shoe's whose last hand this was, are revealed with it. */
  async function reveal(table: LiveTable, round: repo.RoundRow, at: number) {
    const shown = await db.transaction(async (tx) => {
      const seed = round.seedSealed ? platform.secrets.unseal(round.seedSealed) : null;
      const row = await repo.markRevealed(tx, round.id, new Date(at), seed);
      if (row?.shoeId) {
        const shoe = await repo.shoeById(tx, row.shoeId);
        if (shoe?.endedAt) await repo.revealShoe(tx, shoe.id, platform.secrets.unseal(shoe.seedSealed));
      }
      return row;
    });
    if (shown) await events.round(table, shown);
  }

  /** Runs the steps due on a held table; answers how many ran and when the next one is due. */
  async function drive(table: LiveTable, at: number): Promise<{ steps: number; nextAt: number | null }> {
    let steps = 0;
    for (let i = 0; i < STEPS_PER_TICK; i++) {
      const round = await repo.latestRound(db, table.gameId);
      const step = nextStep(round ? clockOf(round) : null, at, timingOf(table));
      if (step.kind === "wait") return { steps, nextAt: step.until };
      if (step.kind === "open") {
        if (!(await mayOpen(table))) return { steps, nextAt: null };
        await open(table, round, at);
      } else if (!round) return { steps, nextAt: null };
      else if (step.kind === "close") await close(table, round, at);
      else if (step.kind === "reveal") await reveal(table, round, at);
      else if (!(await money.settleRound(table, round))) return { steps, nextAt: null };
      steps++;
    }
    return { steps, nextAt: at };
  }

  /** Finishes what a crash left: void rounds' refunds, and slips whose debit answer never came. */
  async function sweep(at: number) {
    for (const roundId of await repo.voidRoundsWithSlips(db, 20)) {
      const round = await repo.roundById(db, roundId);
      const table = round ? await repo.tableByGame(db, round.gameId) : undefined;
      if (table) await money.refundRound(table, roundId);
    }
    for (const slip of await bets.pendingSlipsBefore(db, new Date(at - PENDING_AFTER_MS), 100)) {
      const round = await repo.roundById(db, slip.roundId);
      // A round still taking bets resolves its slips when it is paid: a rollback now would cancel
      // the member's vendor round and refuse their next confirmation on it.
      if (!round || round.phase === "betting") continue;
      const table = await repo.tableByGame(db, round.gameId);
      if (table) await money.rollBackSlip(await sessions.brandOf(table.brandId), slip, table.code);
    }
  }

  return {
    holder,

    /**
     * One beat: takes or renews each table's lease and drives the tables held, each on its own (a
     * table paying a round never holds up another's close); a table whose previous drive still runs
     * is left to it. `onNextAt` hears each table's next due time as soon as that table is done, so
     * the beat can wake up for it. Safe from any number of processes.
     */
    async tick(
      at: number = platform.clock.now(),
      onNextAt?: (nextAt: number) => void,
    ): Promise<LiveTickResult> {
      const outcome: LiveTickResult = { held: 0, steps: 0, nextAt: null, errors: [] };
      const driveTable = async (table: LiveTable) => {
        if (driving.has(table.gameId)) {
          outcome.held++;
          return;
        }
        driving.add(table.gameId);
        try {
          if (!(await lease(table, at))) return;
          outcome.held++;
          const driven = await drive(table, at);
          outcome.steps += driven.steps;
          if (driven.nextAt !== null) {
            onNextAt?.(driven.nextAt);
            if (outcome.nextAt === null || driven.nextAt < outcome.nextAt) outcome.nextAt = driven.nextAt;
          }
        } catch (error) {
          outcome.errors.push(`${table.code}: ${error instanceof Error ? error.message : String(error)}`);
          platform.logger.error({ err: error, table: table.code }, "live table step failed");
        } finally {
          driving.delete(table.gameId);
        }
      };
      await Promise.all((await repo.allTables(db)).map(driveTable));
      if (sweeping) return outcome;
      sweeping = true;
      try {
        await events.flush((id) => repo.roundById(db, id));
        if (at - sweptAt >= SWEEP_EVERY_MS || at < sweptAt) {
          sweptAt = at;
          await sweep(at);
        }
      } catch (error) {
        outcome.errors.push(error instanceof Error ? error.message : String(error));
        platform.logger.error({ err: error }, "live sweep failed");
      } finally {
        sweeping = false;
      }
      return outcome;
    },

    /** Gives this driver's tables up at once (a clean stop), so another process need not wait for the lease. */
    release: () => {
      held.clear();
      return repo.releaseLeases(db, holder);
    },
  };
}

export type LiveDriver = ReturnType<typeof createLiveDriver>;
