export { type BackofficeServices, registerBackofficeRoutes as registerBackoffice } from "./backoffice.routes";
export { registerGamesAdminRoutes } from "./games.routes";
export { type LiveAdminService, registerLiveAdminRoutes } from "./live.routes";
export { type LotteryAdminService, registerLotteryAdminRoutes } from "./lottery.routes";
export { type LotteryFeedAdminService, registerLotteryFeedAdminRoutes } from "./lottery-feed.routes";
