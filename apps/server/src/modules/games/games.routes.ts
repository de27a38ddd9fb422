import {
  betRecordDetailCall,
  betRecordsCall,
  favoriteAddCall,
  favoriteGamesCall,
  favoriteGamesListCall,
  favoriteRemoveCall,
  gameListCall,
  gameVendorCall,
  hotGamesCall,
  LOTTERY_LAUNCH_MODE,
  launchGameCall,
  personalProfitCall,
  rankListCall,
  recentGamesCall,
  recentWinsCall,
  roomListCall,
  vassGameTypeCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { callBinder } from "../../platform/call-binder";
import type { Platform } from "../../platform/platform";
import type { GamesService } from "./games.service";
import { launchLottery } from "./lottery-launch";

/** HTTP binding of the catalogue, launch and records calls (SPEC §7). */
export function registerGamesRoutes(app: FastifyInstance, platform: Platform, games: GamesService): void {
  const bind = callBinder(app, platform);
  // Catalogue reads are public: the bar, the footer and the category pages show them to visitors.
  bind(gameVendorCall, "public", async ({ brand }) => games.lanes(brand));
  bind(hotGamesCall, "public", async ({ brand, language, query }) =>
    games.hotGames(brand, language, query.vassalage || undefined),
  );
  bind(gameListCall, "public", async ({ brand, language, query }) => games.gameList(brand, language, query));
  bind(vassGameTypeCall, "public", async ({ brand, query }) => games.vendorGameTypes(brand, query.vassalage));
  bind(rankListCall, "public", async ({ brand, language, query }) => games.rankList(brand, language, query));
  bind(recentWinsCall, "public", async ({ brand, language }) => games.recentWins(brand, language));

  bind(favoriteGamesCall, "member", async ({ brand, session }) => games.favoriteIds(brand, session));
  bind(favoriteGamesListCall, "member", async ({ brand, session, language }) =>
    games.favoriteList(brand, session, language),
  );
  bind(favoriteAddCall, "member", async ({ brand, session, body }) =>
    games.addFavorite(brand, session, body.gameId),
  );
  bind(favoriteRemoveCall, "member", async ({ brand, session, body }) =>
    games.removeFavorite(brand, session, body.gameId),
  );
  bind(recentGamesCall, { access: "member", trial: true }, async ({ brand, session, language }) =>
    games.recent(brand, session, language),
  );
  bind(roomListCall, { access: "member", trial: true }, async ({ brand, language, query }) =>
    games.rooms(brand, language, query),
  );

  // Trial accounts reach the service, which lets them launch only games that allow trials. A lottery
  // launch (launchMode LOTT) answers the site's own lottery page; the contract checked its fields.
  bind(launchGameCall, { access: "member", trial: true }, async ({ brand, session, language, body }) =>
    body.launchMode === LOTTERY_LAUNCH_MODE && body.lottoView
      ? launchLottery(games, brand, session, language, {
          gameCode: body.gameCode ?? body.gameId,
          prizeMode: body.prizeMode,
          lottoView: body.lottoView,
          backUrl: body.backUrl,
        })
      : games.launch(brand, session, language, { gameId: body.gameId ?? "", vassalage: body.vassalage }),
  );

  bind(betRecordsCall, "member", async ({ brand, session, language, query }) =>
    games.betRecords(brand, session, language, query),
  );
  // One round's vendor details, asked for when its record row is opened (not for every row of a page).
  bind(betRecordDetailCall, "member", async ({ brand, session, language, query }) =>
    games.betRecordDetail(brand, session, language, query.roundId),
  );
  bind(personalProfitCall, "member", async ({ brand, session, query }) =>
    games.personalProfit(brand, session, query),
  );
}
