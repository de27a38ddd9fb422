import {
  betRecordsCall,
  favoriteAddCall,
  favoriteGamesCall,
  favoriteGamesListCall,
  favoriteRemoveCall,
  gameListCall,
  gameVendorCall,
  hotGamesCall,
  launchGameCall,
  personalProfitCall,
  rankListCall,
  recentGamesCall,
  recentWinsCall,
  roomListCall,
  vassGameTypeCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { bindCall } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import type { GamesService } from "./games.service";

/** HTTP binding of the catalogue, launch and records calls (SPEC §7). */
export function registerGamesRoutes(app: FastifyInstance, platform: Platform, games: GamesService): void {
  // Catalogue reads are public: the bar, the footer and the category pages show them to visitors.
  bindCall(app, platform, gameVendorCall, {
    access: "public",
    handler: async ({ brand }) => games.lanes(brand),
  });
  bindCall(app, platform, hotGamesCall, {
    access: "public",
    handler: async ({ brand, language, query }) =>
      games.hotGames(brand, language, query.vassalage || undefined),
  });
  bindCall(app, platform, gameListCall, {
    access: "public",
    handler: async ({ brand, language, query }) => games.gameList(brand, language, query),
  });
  bindCall(app, platform, vassGameTypeCall, {
    access: "public",
    handler: async ({ brand, query }) => games.vendorGameTypes(brand, query.vassalage),
  });
  bindCall(app, platform, rankListCall, {
    access: "public",
    handler: async ({ brand, language, query }) => games.rankList(brand, language, query),
  });
  bindCall(app, platform, recentWinsCall, {
    access: "public",
    handler: async ({ brand, language }) => games.recentWins(brand, language),
  });

  bindCall(app, platform, favoriteGamesCall, {
    access: "member",
    handler: async ({ brand, session }) => games.favoriteIds(brand, session),
  });
  bindCall(app, platform, favoriteGamesListCall, {
    access: "member",
    handler: async ({ brand, session, language }) => games.favoriteList(brand, session, language),
  });
  bindCall(app, platform, favoriteAddCall, {
    access: "member",
    handler: async ({ brand, session, body }) => games.addFavorite(brand, session, body.gameId),
  });
  bindCall(app, platform, favoriteRemoveCall, {
    access: "member",
    handler: async ({ brand, session, body }) => games.removeFavorite(brand, session, body.gameId),
  });
  bindCall(app, platform, recentGamesCall, {
    access: "member",
    trial: true,
    handler: async ({ brand, session, language }) => games.recent(brand, session, language),
  });
  bindCall(app, platform, roomListCall, {
    access: "member",
    trial: true,
    handler: async ({ brand, language, query }) => games.rooms(brand, language, query),
  });

  // Trial accounts reach the service, which lets them launch only games that allow trials.
  bindCall(app, platform, launchGameCall, {
    access: "member",
    trial: true,
    handler: async ({ brand, session, language, body }) =>
      games.launch(brand, session, language, { gameId: body.gameId, vassalage: body.vassalage }),
  });

  bindCall(app, platform, betRecordsCall, {
    access: "member",
    handler: async ({ brand, session, language, query }) => games.betRecords(brand, session, language, query),
  });
  bindCall(app, platform, personalProfitCall, {
    access: "member",
    handler: async ({ brand, session, query }) => games.personalProfit(brand, session, query),
  });
}
