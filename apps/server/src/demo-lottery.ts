import { randomUUID } from "node:crypto";
import { DEMO_ACCOUNTS, DEMO_MERCHANT } from "@lotus/db";
import { asDemoMember } from "./demo-session";
import type { HouseGames } from "./house-games";
import { memberByAccount } from "./modules/accounts";
import type { GamesService } from "./modules/games";
import type { Platform } from "./platform/platform";

/** The demo member's slips on a fresh start: one per fast lottery and per daily region, on its open draw. */
const DEMO_SLIPS = [
  {
    game: "elott-1",
    lines: [
      { market: "lo2" as const, numbers: ["68", "86"], points: 2 },
      { market: "de" as const, numbers: ["68"], points: 5 },
    ],
  },
  { game: "elott-5", lines: [{ market: "xien2" as const, numbers: ["39", "79"], points: 5 }] },
  { game: "keno-1", lines: [{ market: "keno_big" as const, numbers: [], points: 20 }] },
  {
    game: "xsmb",
    lines: [
      { market: "lo2" as const, numbers: ["27", "72"], points: 5 },
      { market: "de" as const, numbers: ["27"], points: 2 },
    ],
  },
  { game: "xsmn", lines: [{ market: "lo2" as const, numbers: ["39"], points: 3 }] },
];

/**
 * A fresh demo brand opens its lotteries on open draws carrying bets: the lottery clock schedules
 * the coming periods (each with its day's published chain head) and the day's Vietnamese stations,
 * and demo01 places a slip on each
 * through the same launch and bet calls a player's clicks reach; the draws pay them within minutes.
 * Answers how many slips were placed.
 */
export async function playDemoLottery(deps: {
  platform: Platform;
  games: GamesService;
  house: HouseGames;
}): Promise<number> {
  const { platform, games, house } = deps;
  const brand = await platform.brands.byMerchant(DEMO_MERCHANT);
  const member = brand ? await memberByAccount(platform.db, brand.id, DEMO_ACCOUNTS[0].account) : undefined;
  if (!brand || !member) return 0;
  await house.lottery.tick();
  return asDemoMember(platform, brand, member.id, async (session) => {
    let placed = 0;
    for (const slip of DEMO_SLIPS) {
      const board = await house.lottery.board(brand.merchantCode, slip.game);
      if (!board.open) continue;
      const { game_url } = await games.launch(brand, session, brand.defaultLanguage, { gameId: slip.game });
      const launchToken = new URL(game_url, "http://launch.local").searchParams.get("t") ?? "";
      const opened = await house.lottery.openSession(launchToken, brand.merchantCode);
      await house.lottery.bet(opened.sessionToken, {
        period: board.open.period,
        requestId: `demo-${randomUUID()}`,
        lines: slip.lines,
      });
      placed += 1;
    }
    return placed;
  });
}
