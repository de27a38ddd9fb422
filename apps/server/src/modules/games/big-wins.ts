import {
  fromMinor,
  type LocalizedText,
  maskPlayerName,
  pickText,
  RECENT_WINS_MAX,
  type RecentWin,
} from "@lotus/contracts";
import { LRUCache } from "lru-cache";
import type { Brand } from "../../platform/brand-context";
import { stableAnswer } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { publicChannel } from "../../platform/realtime";
import * as repo from "./big-wins.repository";

/**
 * The home's live feed of big wins. A settled round is announced on the brand's public channel from
 * where its bet and win are already in memory, after the money moved and without being awaited: the
 * bet path gains no statement and no wait. The first list comes from a short-lived cache.
 */

export interface BigWinRule {
  multiplier: number;
  amountMinor: bigint;
}

/** A burst beyond this many announcements on their way is dropped: the feed shows wins, it keeps no record. */
const MAX_IN_FLIGHT = 32;
const RECENT_CACHE_MS = 5_000;
/** The first list looks this far back; older wins are not news. */
const RECENT_WINDOW_MS = 7 * 86_400_000;

/** The brand's rule in minor units (settings hold currency units). */
export function bigWinRule(brand: Pick<Brand, "settings" | "currency">): BigWinRule {
  const { multiplier, amount } = brand.settings.bigWins;
  return { multiplier, amountMinor: BigInt(Math.round(amount * 10 ** brand.currency.minorDigits)) };
}

/** A win worth announcing: at least the multiplier times a real stake, or at least the fixed amount. */
export function isBigWin(rule: BigWinRule, stakeMinor: bigint, winMinor: bigint): boolean {
  if (winMinor <= 0n) return false;
  if (rule.amountMinor > 0n && winMinor >= rule.amountMinor) return true;
  return stakeMinor > 0n && winMinor * 100n >= stakeMinor * BigInt(Math.round(rule.multiplier * 100));
}

/** Win ÷ stake with two decimals; 0 when nothing was staked. */
export function winMultiplier(stakeMinor: bigint, winMinor: bigint): number {
  return stakeMinor > 0n ? Math.round((Number(winMinor) / Number(stakeMinor)) * 100) / 100 : 0;
}

export interface SettledRound {
  brand: Brand;
  vendorCode: string;
  roundId: string;
  stakeMinor: bigint;
  winMinor: bigint;
  at: number;
  /** Asked only for a big win, after the answer went back (cached lookups where the caller has them). */
  player: () => Promise<{ account: string }>;
  game: () => Promise<{ code: string; names: LocalizedText } | undefined>;
}

type WinRows = Awaited<ReturnType<typeof repo.latestBigWins>>;

export function createBigWins(platform: Platform) {
  let inFlight = 0;
  const rowsByBrand = new LRUCache<string, { loadedAt: number; rows: Promise<WinRows> }>({ max: 1_000 });
  const answers = new LRUCache<string, { loadedAt: number; value: { list: RecentWin[] } }>({ max: 5_000 });

  async function publish(round: SettledRound): Promise<void> {
    const [player, game] = await Promise.all([round.player(), round.game()]);
    if (!game) return;
    await platform.realtime.publish(publicChannel(round.brand.id), {
      type: "win",
      at: round.at,
      win: {
        id: round.roundId,
        player: maskPlayerName(player.account),
        gameId: game.code,
        gameNames: game.names as Record<string, string>,
        vassalage: round.vendorCode,
        amount: fromMinor(round.winMinor, round.brand.currency.minorDigits),
        multiplier: winMultiplier(round.stakeMinor, round.winMinor),
        time: round.at,
      },
    });
  }

  function rowsOf(brandId: string, rule: BigWinRule): Promise<WinRows> {
    const now = platform.clock.now();
    const cached = rowsByBrand.get(brandId);
    if (cached && now - cached.loadedAt < RECENT_CACHE_MS) return cached.rows;
    const rows = repo.latestBigWins(
      platform.db,
      brandId,
      rule,
      new Date(now - RECENT_WINDOW_MS),
      RECENT_WINS_MAX,
    );
    rowsByBrand.set(brandId, { loadedAt: now, rows });
    rows.catch(() => rowsByBrand.delete(brandId));
    return rows;
  }

  return {
    /** Announces a settled round if it is a big win; returns at once, never throws. */
    announce(round: SettledRound): void {
      if (!isBigWin(bigWinRule(round.brand), round.stakeMinor, round.winMinor)) return;
      if (inFlight >= MAX_IN_FLIGHT) return;
      inFlight += 1;
      publish(round)
        .catch((error: unknown) => platform.logger.warn({ err: error }, "big win announcement failed"))
        .finally(() => {
          inFlight -= 1;
        });
    },

    /** The brand's latest big wins in a language (cached a few seconds; live ones follow on the socket). */
    async recent(brand: Brand, language: string): Promise<{ list: RecentWin[] }> {
      const key = `${brand.id}:${language}`;
      const now = platform.clock.now();
      const cached = answers.get(key);
      if (cached && now - cached.loadedAt < RECENT_CACHE_MS) return cached.value;
      const rows = await rowsOf(brand.id, bigWinRule(brand));
      const value = stableAnswer({
        list: rows.map((row) => {
          const stake = row.round.betMinor - row.round.refundMinor;
          const time = (row.round.settledAt ?? row.round.openedAt).getTime();
          return {
            id: row.round.id,
            player: maskPlayerName(row.account),
            gameId: row.gameCode,
            game: pickText(row.gameNames, language) || row.gameCode,
            vassalage: row.vendorCode,
            amount: fromMinor(row.round.winMinor, brand.currency.minorDigits),
            multiplier: winMultiplier(stake, row.round.winMinor),
            time,
          };
        }),
      });
      answers.set(key, { loadedAt: now, value });
      return value;
    },
  };
}

export type BigWins = ReturnType<typeof createBigWins>;
