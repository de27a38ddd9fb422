import { and, eq } from "drizzle-orm";
import type { Database, Executor } from "./client";
import { games, gameVendors, type HouseGameSettings } from "./schema";

/** The in-house vendor's code (contracts HOUSE_VENDOR). */
export const HOUSE_VENDOR_CODE = "LOTUS";

/** The house games every brand offers (slots and fast lotteries); icons are served by the player site. */
export const HOUSE_GAMES: readonly {
  code: string;
  names: { EN: string; VI: string };
  gameType: "RNG" | "ELOTT" | "LOTT";
  isHot: boolean;
  tags: readonly string[];
  sortOrder: number;
  trialAllowed: boolean;
  settings: HouseGameSettings;
}[] = [
  {
    code: "lotus-fortune",
    names: { EN: "Lotus Fortune", VI: "Hoa Sen Phát Lộc" },
    gameType: "RNG",
    isHot: true,
    tags: ["slot", "paylines"],
    sortOrder: 10,
    trialAllowed: true,
    settings: { slotId: "lotus-fortune" },
  },
  {
    code: "dragon-pearl",
    names: { EN: "Dragon Pearl", VI: "Ngọc Rồng" },
    gameType: "RNG",
    isHot: true,
    tags: ["slot", "free-spins"],
    sortOrder: 20,
    trialAllowed: true,
    settings: { slotId: "dragon-pearl" },
  },
  {
    code: "elott-1",
    names: { EN: "Fast Lottery 1 Minute", VI: "Xổ Số Nhanh 1 Phút" },
    gameType: "ELOTT",
    isHot: true,
    tags: ["lottery", "fast"],
    sortOrder: 10,
    trialAllowed: false,
    settings: { lottery: { format: "north", intervalMinutes: 1, cutoffSeconds: 10 } },
  },
  {
    code: "elott-3",
    names: { EN: "Fast Lottery 3 Minutes", VI: "Xổ Số Nhanh 3 Phút" },
    gameType: "ELOTT",
    isHot: false,
    tags: ["lottery", "fast"],
    sortOrder: 20,
    trialAllowed: false,
    settings: { lottery: { format: "north", intervalMinutes: 3, cutoffSeconds: 20 } },
  },
  {
    code: "elott-5",
    names: { EN: "Fast Lottery 5 Minutes", VI: "Xổ Số Nhanh 5 Phút" },
    gameType: "ELOTT",
    isHot: false,
    tags: ["lottery", "fast"],
    sortOrder: 30,
    trialAllowed: false,
    settings: { lottery: { format: "north", intervalMinutes: 5, cutoffSeconds: 30 } },
  },
  {
    code: "keno-1",
    names: { EN: "Keno 1 Minute", VI: "Keno 1 Phút" },
    gameType: "ELOTT",
    isHot: false,
    tags: ["lottery", "keno"],
    sortOrder: 40,
    trialAllowed: false,
    settings: { lottery: { format: "keno", intervalMinutes: 1, cutoffSeconds: 10 } },
  },
  // The daily Vietnamese draws: each region's stations of the day (calendar), results entered by
  // two operators; betting closes 15 minutes before the draw unless the brand sets otherwise.
  {
    code: "xsmb",
    names: { EN: "Vietnam Lottery North", VI: "Xổ Số Miền Bắc" },
    gameType: "LOTT",
    isHot: true,
    tags: ["lottery", "daily"],
    sortOrder: 50,
    trialAllowed: false,
    settings: { lottery: { format: "north", intervalMinutes: 0, cutoffSeconds: 900, daily: true } },
  },
  {
    code: "xsmt",
    names: { EN: "Vietnam Lottery Central", VI: "Xổ Số Miền Trung" },
    gameType: "LOTT",
    isHot: false,
    tags: ["lottery", "daily"],
    sortOrder: 60,
    trialAllowed: false,
    settings: { lottery: { format: "central", intervalMinutes: 0, cutoffSeconds: 900, daily: true } },
  },
  {
    code: "xsmn",
    names: { EN: "Vietnam Lottery South", VI: "Xổ Số Miền Nam" },
    gameType: "LOTT",
    isHot: false,
    tags: ["lottery", "daily"],
    sortOrder: 70,
    trialAllowed: false,
    settings: { lottery: { format: "south", intervalMinutes: 0, cutoffSeconds: 900, daily: true } },
  },
];

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
      categories: ["RNG", "ELOTT", "LOTT"],
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
        gameType: game.gameType,
        names: game.names,
        smallIcon: `/games/${game.code}.svg`,
        largeIcon: `/games/${game.code}-large.svg`,
        isHot: game.isHot,
        tags: [...game.tags],
        sortOrder: game.sortOrder,
        trialAllowed: game.trialAllowed,
        status: "on",
        // No limits of its own: the brand's currency decides them (defaultBetLimits in contracts).
        settings: game.settings,
      })),
    )
    .onConflictDoNothing();
}
