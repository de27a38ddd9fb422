import {
  type Language,
  lotteryGameMenusCall,
  lotteryMemberNumerosCall,
  lotteryOpenNumerosCall,
  lotteryPopularCall,
  lotteryRecentGamesCall,
  lotteryVnGameMenuCall,
  parseLanguage,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { callBinder } from "../../platform/call-binder";
import type { Platform } from "../../platform/platform";
import type { LotteryGateway } from "./lottery-gateway";

/** The answer's language: the query's when it names one (SPEC §7 `language`), else the request's. */
const languageOf = (query: { language?: string }, language: Language) =>
  parseLanguage(query.language) ?? language;

/** The lottery gateway's calls on the site (SPEC §7): public lobby reads, and the member's own. */
export function registerLotteryGateway(
  app: FastifyInstance,
  platform: Platform,
  gateway: LotteryGateway,
): void {
  const bind = callBinder(app, platform);
  bind(lotteryGameMenusCall, "public", async ({ brand, language, query }) =>
    gateway.groups(brand, languageOf(query, language), query.prizeMode),
  );
  bind(lotteryVnGameMenuCall, "public", async ({ brand, language, query }) =>
    gateway.groups(brand, languageOf(query, language), query.prizeMode),
  );
  bind(lotteryPopularCall, "public", async ({ brand, language, query }) =>
    gateway.popular(brand, languageOf(query, language), query),
  );
  bind(lotteryOpenNumerosCall, "public", async ({ brand, language, query }) =>
    gateway.openNumeros(brand, languageOf(query, language), query),
  );
  bind(lotteryRecentGamesCall, "member", async ({ brand, session, language, query }) =>
    gateway.recent(brand, session.memberId, languageOf(query, language), query.prizeMode),
  );
  bind(lotteryMemberNumerosCall, "member", async ({ brand, session, language, query }) =>
    gateway.memberNumeros(brand, session.memberId, languageOf(query, language), query),
  );
}
