import { LRUCache } from "lru-cache";
import type { Platform } from "../../platform/platform";
import * as repo from "./games.repository";

const TTL_MS = 10_000;
const MAX_ROWS = 20_000;

export interface GameWithVendor {
  game: repo.GameRow;
  vendor: repo.VendorRow;
}

/**
 * The rows every wallet call and spin looks up (a vendor by code, a game by code whatever its
 * status): bounded, a few seconds old at most on other nodes, and dropped at once on this node when
 * the back office edits the brand's vendors or games (`invalidate`).
 */
export function createGameLookup(platform: Platform) {
  const options = { max: MAX_ROWS, ttl: TTL_MS, perf: { now: () => platform.clock.now() } };
  const vendors = new LRUCache<string, repo.VendorRow>(options);
  const games = new LRUCache<string, GameWithVendor>(options);

  return {
    async vendor(brandId: string, code: string): Promise<repo.VendorRow | undefined> {
      const key = `${brandId}:${code}`;
      const hit = vendors.get(key);
      if (hit) return hit;
      const row = await repo.vendorByCode(platform.db, brandId, code);
      if (row) vendors.set(key, row);
      return row;
    },

    /** The vendor read afresh (its cached row may predate a secret set or rotated on another node). */
    async freshVendor(brandId: string, code: string): Promise<repo.VendorRow | undefined> {
      const row = await repo.vendorByCode(platform.db, brandId, code);
      if (row) vendors.set(`${brandId}:${code}`, row);
      else vendors.delete(`${brandId}:${code}`);
      return row;
    },

    /** A game of a vendor (any status: a win for a game switched off mid-round is still paid). */
    async game(brandId: string, vendorCode: string, gameCode: string): Promise<GameWithVendor | undefined> {
      const key = `${brandId}:${vendorCode}:${gameCode}`;
      const hit = games.get(key);
      if (hit) return hit;
      const row = await repo.gameWithVendor(platform.db, brandId, gameCode, vendorCode);
      if (row) games.set(key, row);
      return row;
    },

    /** After a back-office edit: every row of the brand is read again. */
    invalidate(brandId: string): void {
      for (const key of vendors.keys()) if (key.startsWith(`${brandId}:`)) vendors.delete(key);
      for (const key of games.keys()) if (key.startsWith(`${brandId}:`)) games.delete(key);
    },
  };
}

export type GameLookup = ReturnType<typeof createGameLookup>;
