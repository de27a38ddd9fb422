import { randomBytes } from "node:crypto";
import { HOUSE_VENDOR } from "@lotus/contracts";
import { ensureHouseCatalogue, type HouseGameSettings } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import type { GameLookup } from "./game-lookup";
import * as repo from "./games.repository";
import type { VendorContext } from "./vendor-wallet-context";

/** A house game's settings the slot needs: slot id, paytable variant, bet limits, status. */
export interface HouseGame {
  id: string;
  code: string;
  names: Record<string, string>;
  slotId: string;
  variant: string | null;
  minBetMinor: bigint | null;
  maxBetMinor: bigint | null;
  status: "on" | "maintenance";
  /** A house lottery's format and period clock; null for the slots. */
  lottery: HouseGameSettings["lottery"] | null;
}

/** What the house vendor may read of the catalogue, through the games module's cached lookup. */
export function createHouseVendor(platform: Platform, lookup: GameLookup) {
  async function vendorRow(brand: Brand): Promise<repo.VendorRow> {
    let vendor = await lookup.vendor(brand.id, HOUSE_VENDOR);
    if (!vendor) {
      await ensureHouseCatalogue(platform.db, brand.id);
      vendor = await lookup.vendor(brand.id, HOUSE_VENDOR);
    }
    if (!vendor) throw new AppError("vendor.unknown");
    return vendor;
  }

  return {
    /** The house vendor of a brand, as the vendor wallet sees it (created if missing). */
    async context(brand: Brand): Promise<VendorContext> {
      return { brand, vendor: await vendorRow(brand) };
    },

    async game(brand: Brand, gameCode: string): Promise<HouseGame> {
      const row = await lookup.game(brand.id, HOUSE_VENDOR, gameCode);
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
        lottery: row.game.settings.lottery ?? null,
      };
    },

    /** The house vendor's signing secret (ROLE=games signs with it), created on first need. */
    async secret(brand: Brand): Promise<string> {
      const vendor = await vendorRow(brand);
      if (vendor.secretSealed) return platform.secrets.unseal(vendor.secretSealed);
      await repo.setVendorSecretIfMissing(
        platform.db,
        vendor.id,
        platform.secrets.seal(randomBytes(32).toString("base64url")),
        new Date(platform.clock.now()),
      );
      lookup.invalidate(brand.id);
      const stored = await vendorRow(brand);
      if (!stored.secretSealed) throw new Error("house vendor secret not stored");
      return platform.secrets.unseal(stored.secretSealed);
    },
  };
}

export type HouseVendor = ReturnType<typeof createHouseVendor>;
