import { randomUUID } from "node:crypto";
import type { Platform } from "../../platform/platform";
import { newServerSeed, seedHash } from "./engine/fair";
import * as repo from "./live.repository";
import { dealHand, isCardTable, shoeLayout, throwRound } from "./live-dealer";
import { timingOf } from "./live-driver";
import type { LiveTable } from "./live-table";

/** How many finished rounds a table without any is given at start. */
const HISTORY_ROUNDS = 30;

/**
 * Deals a table's first rounds in the past, with nobody betting, so its road map is not empty on
 * the first visit: a card table from a real shoe (the live rounds go on dealing from it, its seed
 * revealed when it ends), dice and discs each from their own seed, revealed. Only tables with no
 * round at all get a history, so a restart changes nothing. Answers how many rounds were dealt.
 */
export async function seedLiveHistory(platform: Platform, rounds = HISTORY_ROUNDS): Promise<number> {
  let dealt = 0;
  for (const table of await repo.allTables(platform.db)) {
    if (table.status === "closed" || (await repo.hasRounds(platform.db, table.gameId))) continue;
    dealt += await historyOf(platform, table, rounds);
  }
  return dealt;
}

async function historyOf(platform: Platform, table: LiveTable, count: number): Promise<number> {
  const timing = timingOf(table);
  const cycle = timing.bettingMs + timing.dealingMs + timing.resultMs;
  const end = platform.clock.now() - timing.resultMs;
  const first = end - count * cycle;
  return platform.db.transaction(async (tx) => {
    // Another process seeding at the same start: one history is enough.
    if (await repo.hasRounds(tx, table.gameId)) return 0;
    const shoe = isCardTable(table.kind) ? await startShoe(platform, tx, table, first) : undefined;
    let position = shoe ? { cursor: shoe.row.cursor, cutPassed: false } : undefined;
    let number = 0;
    for (; number < count; number++) {
      const openedAt = first + number * cycle;
      const closesAt = openedAt + timing.bettingMs;
      const times = {
        openedAt: new Date(openedAt),
        closesAt: new Date(closesAt),
        dealtAt: new Date(closesAt),
        resultAt: new Date(closesAt + timing.dealingMs),
        settledAt: new Date(closesAt + timing.dealingMs),
      };
      const id = randomUUID();
      if (shoe && position) {
        const hand = dealHand(table.kind, shoe.layout, position);
        // The shoe's last hand stays for the live rounds: its seed is revealed when they end it.
        if (hand.next.shoeEnds) break;
        await repo.insertRound(tx, {
          id,
          brandId: table.brandId,
          gameId: table.gameId,
          number: number + 1,
          shoeId: shoe.row.id,
          cursor: position.cursor,
          phase: "settled",
          result: hand.result,
          ...times,
        });
        position = { cursor: hand.next.cursor, cutPassed: hand.next.cutPassed };
        continue;
      }
      const seed = newServerSeed();
      await repo.insertRound(tx, {
        id,
        brandId: table.brandId,
        gameId: table.gameId,
        number: number + 1,
        seedHash: seedHash(seed),
        seedSealed: platform.secrets.seal(seed),
        seed,
        phase: "settled",
        result: throwRound(table.kind, seed, table.clientSeed, id),
        ...times,
      });
    }
    if (shoe && position)
      await repo.advanceShoe(tx, shoe.row.id, {
        cursor: position.cursor,
        cutPassed: position.cutPassed,
        endedAt: null,
      });
    return number;
  });
}

async function startShoe(
  platform: Platform,
  tx: Parameters<typeof repo.insertShoe>[0],
  table: LiveTable,
  at: number,
) {
  const id = randomUUID();
  const seed = newServerSeed();
  const layout = shoeLayout(seed, table.clientSeed, id);
  const row = await repo.insertShoe(tx, {
    id,
    gameId: table.gameId,
    number: 1,
    seedHash: seedHash(seed),
    seedSealed: platform.secrets.seal(seed),
    cursor: layout.start,
    startedAt: new Date(at),
  });
  if (!row) throw new Error("live shoe not stored");
  return { row, layout };
}
