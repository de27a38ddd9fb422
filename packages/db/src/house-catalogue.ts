import { and, eq } from "drizzle-orm";
import type { Database, Executor } from "./client";
import { games, gameVendors } from "./schema";

/** The in-house vendor's code (contracts HOUSE_VENDOR). */
export const HOUSE_VENDOR_CODE = "LOTUS";

/** The house slots every brand offers; icons are served by the player site. */
export const HOUSE_GAMES = [
  {
    code: "lotus-fortune",
    names: { EN: "Lotus Fortune", VI: "Hoa Sen Phát Lộc" },
    tags: ["slot", "paylines"],
    sortOrder: 10,
  },
  {
    code: "dragon-pearl",
    names: { EN: "Dragon Pearl", VI: "Ngọc Rồng" },
    tags: ["slot", "free-spins"],
    sortOrder: 20,
  },
] as const;

/**
 * Makes sure a brand has the house vendor and its slots (idempotent: rows already there, and any
 * operator edits to them, are left alone). Runs for every brand at start and when a brand is created.
 */
export async function ensureHouseCatalogue(db: Database | Executor, brandId: string): Promise<void> {
  await db
    .insert(gameVendors)
    .values({
      brandId,
      code: HOUSE_VENDOR_CODE,
      displayName: "Lotus Games",
      categories: ["RNG"],
      walletMode: "seamless",
      status: "on",
      logo: "/games/vendor-lotus.svg",
      sortOrder: 0,
      house: true,
    })
    .onConflictDoNothing();
  const [vendor] = await db
    .select({ id: gameVendors.id })
    .from(gameVendors)
    .where(and(eq(gameVendors.brandId, brandId), eq(gameVendors.code, HOUSE_VENDOR_CODE)));
  if (!vendor) throw new Error("house vendor not created");
  await db
    .insert(games)
    .values(
      HOUSE_GAMES.map((game) => ({
        brandId,
        vendorId: vendor.id,
        code: game.code,
        nodeId: game.code,
        gameType: "RNG",
        names: game.names,
        smallIcon: `/games/${game.code}.svg`,
        largeIcon: `/games/${game.code}-large.svg`,
        isHot: true,
        tags: [...game.tags],
        sortOrder: game.sortOrder,
        trialAllowed: true,
        status: "on",
        // No limits of its own: the brand's currency decides them (defaultBetLimits in contracts).
        settings: { slotId: game.code },
      })),
    )
    .onConflictDoNothing();
}
