import {
  liveBetCall,
  liveLobbyCall,
  liveMyBetsCall,
  liveSessionCall,
  liveTableCall,
  liveVerifyCall,
} from "@lotus/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { tooManyRequests } from "../../platform/errors";
import { readToken } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { bindHouseCall } from "../house.routes";
import type { LiveService } from "./live.service";

/** The language the page asks its table names in (the brand's default without one). */
function languageOf(request: FastifyRequest): string | undefined {
  const language = request.headers.language;
  return typeof language === "string" && language ? language : undefined;
}

/** The house live tables' player API, bound like the slots' (house session in Authorization). */
export function registerLiveRoutes(app: FastifyInstance, platform: Platform, live: LiveService): void {
  bindHouseCall(app, liveSessionCall, async (_request, { body }) =>
    live.openSession(body.launchToken, body.merchant),
  );
  bindHouseCall(app, liveLobbyCall, async (request, { query }) =>
    live.lobby(query.merchant, languageOf(request)),
  );
  bindHouseCall(app, liveTableCall, async (request, { query }) =>
    live.table(query.merchant, query.table, languageOf(request)),
  );
  bindHouseCall(app, liveBetCall, async (request, { body }) => {
    const token = readToken(request);
    // Bets are money calls: a ceiling per session stops a runaway client.
    const hit = await platform.limiter.hit(`live-bet:${token?.slice(-24) ?? request.ip}`, 10, 1_000);
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterMs / 1000, "rate.too_fast");
    return live.bet(token, body);
  });
  bindHouseCall(app, liveMyBetsCall, async (request, { query }) => live.myBets(readToken(request), query));
  bindHouseCall(app, liveVerifyCall, async (_request, { query }) =>
    live.verify(query.merchant, query.table, query.round),
  );
}
