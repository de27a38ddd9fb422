import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "./client";
import { games, gameVendors, type HouseGameSettings, liveTables } from "./schema";

/** The in-house vendor's code (contracts HOUSE_VENDOR). */
export const HOUSE_VENDOR_CODE = "LOTUS";

/** The house games every brand offers (slots and fast lotteries); icons are served by the player site. */
export const HOUSE_GAMES: readonly {
  code: string;
  names: { EN: string; VI: string };
  gameType: "RNG" | "ELOTT" | "LOTT" | "LIVE";
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
  // The live tables (issue #15): shared timed rounds dealt from provably fair shoes and dice.
  {
    code: "live-baccarat-1",
    names: { EN: "Baccarat", VI: "Baccarat" },
    gameType: "LIVE",
    isHot: true,
    tags: ["live", "baccarat"],
    sortOrder: 10,
    trialAllowed: false,
    settings: { live: { kind: "baccarat", variant: "standard", bettingSeconds: 15 } },
  },
  {
    code: "live-baccarat-speed",
    names: { EN: "Speed Baccarat", VI: "Baccarat Tốc Độ" },
    gameType: "LIVE",
    isHot: false,
    tags: ["live", "baccarat", "speed"],
    sortOrder: 20,
    trialAllowed: false,
    settings: { live: { kind: "baccarat", variant: "standard", bettingSeconds: 8 } },
  },
  {
    code: "live-baccarat-nc",
    names: { EN: "No Commission Baccarat", VI: "Baccarat Không Hoa Hồng" },
    gameType: "LIVE",
    isHot: false,
    tags: ["live", "baccarat"],
    sortOrder: 30,
    trialAllowed: false,
    settings: { live: { kind: "baccarat", variant: "no_commission", bettingSeconds: 15 } },
  },
  {
    code: "live-dragon-tiger",
    names: { EN: "Dragon Tiger", VI: "Rồng Hổ" },
    gameType: "LIVE",
    isHot: false,
    tags: ["live", "dragon-tiger"],
    sortOrder: 40,
    trialAllowed: false,
    settings: { live: { kind: "dragon_tiger", bettingSeconds: 10 } },
  },
  {
    code: "live-sicbo",
    names: { EN: "Sic Bo", VI: "Tài Xỉu" },
    gameType: "LIVE",
    isHot: false,
    tags: ["live", "dice"],
    sortOrder: 50,
    trialAllowed: false,
    settings: { live: { kind: "sicbo", bettingSeconds: 15 } },
  },
  {
    code: "live-xocdia",
    names: { EN: "Xoc Dia", VI: "Xóc Đĩa" },
    gameType: "LIVE",
    isHot: false,
    tags: ["live", "xoc-dia"],
    sortOrder: 60,
    trialAllowed: false,
    settings: { live: { kind: "xocdia", bettingSeconds: 15 } },
  },
];

/**
 * Makes sure a brand has the house vendor and its games (idempotent: rows already there, and any
 * operator edits to them, are left alone). A game type the vendor gains (the live tables) adds its
 * category once, when its first game is added, so an operator who removes it later is not undone.
 * Every live game has its table row (open, with a random client seed). Runs for every brand at start
 * and when a brand is created.
 */
export async function ensureHouseCatalogue(db: Database | Executor, brandId: string): Promise<void> {
  await db
    .insert(gameVendors)
    .values({
      brandId,
      code: HOUSE_VENDOR_CODE,
      displayName: "Lotus Games",
      categories: ["RNG", "ELOTT", "LOTT", "LIVE"],
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
  const added = await db
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
    .onConflictDoNothing()
    .returning({ gameType: games.gameType });
  for (const gameType of new Set(added.map((game) => game.gameType)))
    await db
      .update(gameVendors)
      .set({ categories: sql`array_append(${gameVendors.categories}, ${gameType})` })
      .where(and(eq(gameVendors.id, vendor.id), sql`not (${gameType} = any(${gameVendors.categories}))`));
  const live = await db
    .select({ id: games.id, code: games.code })
    .from(games)
    .where(and(eq(games.vendorId, vendor.id), eq(games.gameType, "LIVE")));
  const byCode = new Map(HOUSE_GAMES.map((game) => [game.code, game.settings.live]));
  const tables = live.flatMap((game) => {
    const settings = byCode.get(game.code);
    return settings
      ? [
          {
            gameId: game.id,
            brandId,
            kind: settings.kind,
            variant: settings.kind === "baccarat" ? (settings.variant ?? "standard") : null,
            status: "open",
            bettingSeconds: settings.bettingSeconds,
            clientSeed: randomBytes(16).toString("hex"),
            updatedAt: new Date(),
          },
        ]
      : [];
  });
  if (tables.length > 0) await db.insert(liveTables).values(tables).onConflictDoNothing();
}
