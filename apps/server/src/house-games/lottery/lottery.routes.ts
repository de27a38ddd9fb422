import {
  lotteryBetCall,
  lotteryBoardCall,
  lotteryMyBetsCall,
  lotteryResultsCall,
  lotterySessionCall,
  lotteryStatsCall,
  lotteryVerifyCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { tooManyRequests } from "../../platform/errors";
import { readToken } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { bindHouseCall } from "../house.routes";
import type { LotteryService } from "./lottery.service";

/** The house lotteries' player API, bound like the slots' (house session in Authorization). */
export function registerLotteryRoutes(
  app: FastifyInstance,
  platform: Platform,
  lottery: LotteryService,
): void {
  bindHouseCall(app, lotterySessionCall, async (_request, { body }) =>
    lottery.openSession(body.launchToken, body.merchant),
  );
  bindHouseCall(app, lotteryBoardCall, async (_request, { query }) =>
    lottery.board(query.merchant, query.game),
  );
  bindHouseCall(app, lotteryBetCall, async (request, { body }) => {
    const token = readToken(request);
    // Slips are money calls: a ceiling per session stops a runaway client.
    const hit = await platform.limiter.hit(`lottery-bet:${token?.slice(-24) ?? request.ip}`, 10, 1_000);
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterMs / 1000, "rate.too_fast");
    return lottery.bet(token, body);
  });
  bindHouseCall(app, lotteryMyBetsCall, async (request, { query }) =>
    lottery.myBets(readToken(request), query),
  );
  bindHouseCall(app, lotteryResultsCall, async (_request, { query }) =>
    lottery.results(query.merchant, query.game, query.page, query.pageSize, query.date),
  );
  bindHouseCall(app, lotteryStatsCall, async (_request, { query }) =>
    lottery.stats(query.merchant, query.game, query.draws, query.station),
  );
  bindHouseCall(app, lotteryVerifyCall, async (_request, { query }) =>
    lottery.verify(query.merchant, query.game, query.period),
  );
}
