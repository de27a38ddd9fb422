import { randomBytes } from "node:crypto";
import { HOUSE_VENDOR } from "@lotus/contracts";
import { ensureHouseCatalogue } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, eq, isNull } from "drizzle-orm";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import * as repo from "./games.repository";
import type { VendorContext } from "./vendor-wallet";

const CACHE_MS = 10_000;
const contexts = new WeakMap<Platform, Map<string, { context: VendorContext; at: number }>>();
const houseGames = new WeakMap<Platform, Map<string, { game: HouseGame; at: number }>>();

type HouseGame = Awaited<ReturnType<typeof loadHouseGame>>;

/** The house vendor of a brand, as the vendor wallet sees it (cached a few seconds; created if missing). */
export async function houseVendorContext(platform: Platform, brand: Brand): Promise<VendorContext> {
  const cache = contexts.get(platform) ?? new Map<string, { context: VendorContext; at: number }>();
  contexts.set(platform, cache);
  const hit = cache.get(brand.id);
  if (hit && hit.context.brand === brand && platform.clock.now() - hit.at < CACHE_MS) return hit.context;
  const context = await loadHouseVendor(platform, brand);
  cache.set(brand.id, { context, at: platform.clock.now() });
  return context;
}

async function loadHouseVendor(platform: Platform, brand: Brand): Promise<VendorContext> {
  let vendor = await repo.vendorByCode(platform.db, brand.id, HOUSE_VENDOR);
  if (!vendor) {
    await ensureHouseCatalogue(platform.db, brand.id);
    vendor = await repo.vendorByCode(platform.db, brand.id, HOUSE_VENDOR);
  }
  if (!vendor) throw new AppError("vendor.unknown");
  return { brand, vendor };
}

/** A house game's settings the slot needs: slot id, paytable variant, bet limits, status (cached a few seconds). */
export async function houseGame(platform: Platform, brand: Brand, gameCode: string): Promise<HouseGame> {
  const cache = houseGames.get(platform) ?? new Map<string, { game: HouseGame; at: number }>();
  houseGames.set(platform, cache);
  const key = `${brand.id}:${gameCode}`;
  const hit = cache.get(key);
  if (hit && platform.clock.now() - hit.at < CACHE_MS) return hit.game;
  const game = await loadHouseGame(platform, brand, gameCode);
  cache.set(key, { game, at: platform.clock.now() });
  return game;
}

async function loadHouseGame(platform: Platform, brand: Brand, gameCode: string) {
  const row = await repo.gameWithVendor(platform.db, brand.id, gameCode, HOUSE_VENDOR);
  if (!row) throw new AppError("game.not_found");
  return {
    id: row.game.id,
    code: row.game.code,
    names: row.game.names,
    slotId: row.game.settings.slotId ?? row.game.code,
    variant: row.game.settings.variant ?? null,
    minBetMinor: row.game.minBetMinor,
    maxBetMinor: row.game.maxBetMinor,
    status: row.vendor.status === "on" && row.game.status === "on" ? "on" : "maintenance",
  };
}

/** The house vendor's signing secret (ROLE=games signs with it), created on first need. */
export async function houseVendorSecret(platform: Platform, brand: Brand): Promise<string> {
  const { vendor } = await loadHouseVendor(platform, brand);
  if (!vendor.secretSealed) {
    await platform.db
      .update(schema.gameVendors)
      .set({
        secretSealed: platform.secrets.seal(randomBytes(32).toString("base64url")),
        secretRotatedAt: new Date(platform.clock.now()),
      })
      .where(and(eq(schema.gameVendors.id, vendor.id), isNull(schema.gameVendors.secretSealed)));
    return houseVendorSecret(platform, brand);
  }
  return platform.secrets.unseal(vendor.secretSealed);
}
