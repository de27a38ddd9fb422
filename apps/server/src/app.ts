import { fileURLToPath } from "node:url";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import websocket from "@fastify/websocket";
import { HOUSE_VENDOR } from "@lotus/contracts";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import helmet from "helmet";
import { playDemoActivity } from "./demo-activity";
import { playDemoLottery } from "./demo-lottery";
import { playDemoTeam } from "./demo-team";
import { playDemoWins } from "./demo-wins";
import {
  connectSandboxFeed,
  createHouseGames,
  createLiveAdmin,
  createLotteryAdmin,
  createLotteryFeedAdmin,
  createLotteryGateway,
  type HouseGames,
  houseAdminHooks,
  houseRoundDetails,
  registerHouseGames,
  registerLotteryGateway,
  startLiveDriver,
  startLotteryDriver,
} from "./house-games";
import { createAccounts, createMemberAdmin, registerAccounts } from "./modules/accounts";
import {
  createAgentCentre,
  createAgentsAdmin,
  downlineMembers,
  registerAgents,
  treeRules,
} from "./modules/agents";
import {
  registerBackoffice,
  registerGamesAdminRoutes,
  registerLiveAdminRoutes,
  registerLotteryAdminRoutes,
  registerLotteryFeedAdminRoutes,
} from "./modules/backoffice";
import { createChat, registerChat } from "./modules/chat";
import { createContentAdmin, createContentService, registerContent } from "./modules/content";
import { createContracts, registerContractJobs, registerContracts } from "./modules/contracts";
import {
  createGames,
  createGamesAdmin,
  endGameAccess,
  registerGames,
  registerGamesJobs,
} from "./modules/games";
import { createMall, registerMall, registerMallJobs } from "./modules/mall";
import {
  createMessages,
  registerMessageJobs,
  registerMessages,
  systemMessageEvents,
} from "./modules/messages";
import { createMissions, registerMissionJobs, registerMissions } from "./modules/missions";
import { actorOf, createOperatorsService, recordAudit, registerOperators } from "./modules/operators";
import { createPayments, registerPaymentJobs, registerPayments } from "./modules/payments";
import { createPromotions, registerPromotions, registerPromotionsJobs } from "./modules/promotions";
import { createRaffle, registerRaffle, registerRaffleJobs } from "./modules/raffle";
import { createReferral, registerReferral, registerReferralJobs } from "./modules/referral";
import { createReports, registerRollupJob } from "./modules/reports";
import { createRewards, type RewardsService, registerRewardJobs, registerRewards } from "./modules/rewards";
import { createSupport, registerSupport, registerSupportJobs } from "./modules/support";
import { createBrandAdmin, createSiteBoot, createSystemService, registerSystem } from "./modules/system";
import { createVip, createVipService, registerVip, registerVipJobsOf } from "./modules/vip";
import {
  createLedger,
  createWalletService,
  registerReconcileJob,
  registerWallet,
  type WalletService,
} from "./modules/wallet";
import { resolveLanguage } from "./platform/brand-context";
import { registerDevTools } from "./platform/dev-tools";
import { AppError } from "./platform/errors";
import {
  errorBody,
  frameworkError,
  installErrorHandling,
  installZodCompilers,
  requireAccessDeclarations,
} from "./platform/http";
import { installInputGuard } from "./platform/input-guard";
import { type AppDeps, createPlatform, type Platform } from "./platform/platform";
import { registerRealtimeRoute } from "./platform/realtime-route";
import { serveSpa } from "./platform/static-site";

export const WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));
export const BACKOFFICE_DIST = fileURLToPath(new URL("../../backoffice/dist", import.meta.url));

export interface BuiltApp {
  app: FastifyInstance;
  platform: Platform;
  /** The one wallet service (tests and benches post through it too). */
  wallet: WalletService;
  /** The one rewards service (tests grant through it). */
  rewards: RewardsService;
  /** Fresh demo data only: the demo winner's house-slot rounds that fill the home's wins feed. */
  playDemoWins(): Promise<number>;
  /** Fresh demo data only: the demo member's deposits and house-slot rounds, so reports open on real figures. */
  playDemoActivity(): Promise<number>;
  /** Fresh demo data only: agent01's team deposits and plays at three levels, for the agent centre. */
  playDemoTeam(): Promise<number>;
  /** The house games this process built in-process (ROLE all or api), for benches and tools. */
  house: HouseGames | undefined;
  /** Fresh demo data only: demo01's slips on the fast lotteries' open draws. */
  playDemoLottery(): Promise<number>;
  /** Fresh demo data only: the demo members' points and one exchange waiting in the mall's queue. */
  playDemoMall(): Promise<number>;
  /** Starts the timed game drivers (the lotteries' beat) in the process that serves the house games. */
  startGameDrivers(): void;
  /** First start: creates the owner from env, or returns a one-time enrolment token. */
  bootstrapOperators(owner?: { username: string; password: string }): Promise<string | undefined>;
}

function trustedProxy(list: string): string[] | boolean {
  const entries = list
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length ? entries : false;
}

/** The site's API paths, whose brand comes from the Merchant header or the Host (SPEC §7: /wps, the lottery's /lgw and /lotto). */
const SITE_API = /^\/(?:wps|lgw|lotto)\//;

/** Builds the HTTP application; tests call this with their own dependencies. */
/** The built SPAs' hashed files (static-site.ts serves them for a year, immutable). */
const HASHED_ASSET = /^\/(?:backoffice\/)?res\/(?:js|css)\/[^?]*$/;

export async function buildApp(
  deps: AppDeps,
  options: { webDist?: string | false; backofficeDist?: string | false } = {},
): Promise<BuiltApp> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: trustedProxy(deps.env.TRUSTED_PROXY),
    bodyLimit: 1_048_576,
    // Ids and codes are short; a longer path segment is refused (414) before routing.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkError,
    requestIdHeader: "x-request-id",
    logController: new LogController({
      requestIdLogLabel: "requestId",
      disableRequestLogging: deps.env.LOG_LEVEL !== "debug" && deps.env.LOG_LEVEL !== "trace",
    }),
  });
  const platform = createPlatform(deps);

  installZodCompilers(app);
  installErrorHandling(app);
  installInputGuard(app);
  requireAccessDeclarations(app, ["/docs"]);

  app.decorateRequest("language", "EN");
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
    if (!SITE_API.test(request.url)) {
      request.language = resolveLanguage(request.headers.language as string | undefined, undefined);
      return;
    }
    const merchant = request.headers.merchant;
    const brand =
      typeof merchant === "string" && merchant.trim()
        ? await platform.brands.byMerchant(merchant)
        : await platform.brands.byHost(request.headers.host ?? "");
    request.language = resolveLanguage(request.headers.language as string | undefined, brand);
    if (!brand) return reply.status(400).send(errorBody("merchant.unknown", request.language));
    request.brand = brand;
  });

  // The security headers are computed once here and set on every answer (building them per request
  // cost more than a catalogue read).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", "ws:", "wss:"],
        frameSrc: ["'self'", "https:"],
        workerSrc: ["'self'", "blob:"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    // A hashed script or style sheet is never a document (an image may be: an SVG keeps them): the
    // page policies (CSP, referrer, opener, HSTS…) mean nothing on it and cost ~1 KB a request.
    if (HASHED_ASSET.test(request.url)) {
      // static-site.ts adds the cross-origin resource policy the sandboxed game page needs.
      reply.header("x-content-type-options", "nosniff");
      return done();
    }
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  await app.register(formbody);
  await app.register(websocket, { options: { maxPayload: 4096 } });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 3, fields: 10 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Lotus API",
        version: "1.0.0",
        description: "Player, agent and back-office API of Lotus",
      },
      components: {
        securitySchemes: { token: { type: "apiKey", in: "header", name: "Authorization" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/docs", staticCSP: true });

  app.get("/healthz", { config: { access: "public" }, schema: { hide: true } }, async () => ({
    status: "ok",
  }));
  app.get("/readyz", { config: { access: "public" }, schema: { hide: true } }, async (_request, reply) => {
    try {
      await deps.database.ping();
      return { status: "ok" };
    } catch {
      return reply.status(503).send({ status: "unavailable" });
    }
  });

  // The composition root: every service is built once, here, and handed to what uses it — a second
  // wallet would bring a second ledger with its own group-commit queue and account cache.
  const wallet = createWalletService(platform, createLedger(platform.database));
  // The VIP ladder's reads: payments asks a member's daily withdrawal limit, member info the VIP label.
  const vipLevels = createVipService(platform);
  // The member inbox: operators' messages (audiences by VIP level or agent tree asked of those
  // modules) and the system messages events send. Producers get callbacks, never the module.
  const messages = createMessages(platform, {
    vipLevels: async (brandId) =>
      (await vipLevels.ladder(brandId)).map((level) => ({ rank: level.rank, name: level.name })),
    membersAtVipRanks: (brandId, ranks) => vipLevels.membersAtRanks(brandId, ranks),
    downline: async (brandId, agentId) =>
      (await downlineMembers(platform.db, { brandId, agentId })).map((member) => member.id),
  });
  // Deposits credited, withdrawals paid, contracts offered and settled, cash rewards paid: each is told
  // in the member's inbox once.
  const told = systemMessageEvents(platform, messages.notifySystem);
  const payments = createPayments(platform, wallet, {
    withdrawalLimitOf: vipLevels.withdrawalLimitOf,
    moneyMoved: told.paymentMoved,
  });
  const operators = createOperatorsService(platform);
  const gamesModule = createGames(platform, wallet);
  const { games, vendorWallet } = gamesModule;
  const contracts = createContracts(platform, wallet, {
    offered: told.contractOffered,
    hooks: { afterPosting: told.contractSettled },
  });
  // Every bonus, rebate, prize and points award is given and paid through this one service.
  const rewards = createRewards(platform, wallet, { cashPaid: told.cashPaid });
  // VIP: the ladder editor, the daily evaluation (upgrade and birthday bonuses) and the daily rebate.
  const vip = createVip(platform, { rewards: rewards.rewards, vip: vipLevels });
  // Operator-defined promotions, paid through rewards; deposits read from the wallet's postings.
  const promotions = createPromotions(platform, {
    rewards: rewards.rewards,
    wallet,
    levelOf: vipLevels.levelOf,
  });
  // The points mall: exchanges and conversions ask payments' payment-password check (its own lockout);
  // a gift's minimum VIP level and the conversion rate come from the member's VIP level.
  const mall = createMall(platform, {
    rewards: rewards.rewards,
    verifyPaymentPassword: async (session, password) =>
      payments.security.verify(await payments.security.member(session), session.brandId, password),
    levelOf: vipLevels.levelOf,
  });

  // Missions, red-envelope raffles and invite friends: their rewards are given through the rewards core.
  const missions = createMissions(platform, {
    rewards: rewards.rewards,
    isGameOfBrand: (brandId, id) => games.isGameOfBrand(brandId, id),
  });
  const raffle = createRaffle(platform, { rewards: rewards.rewards });
  const referral = createReferral(platform, { rewards: rewards.rewards });
  // Feedback and support tickets; each operator's answer is told in the member's inbox, once per reply.
  const support = createSupport(platform, { notify: messages.notifySystem });
  // Live chat with customer service: the modal's calls, the console and the two chat sockets.
  const chat = createChat(platform);

  registerOperators(app, platform, operators);
  let house: HouseGames | undefined;
  let houseServed: HouseGames | undefined;
  // worker and games processes answer health checks only; the API and sites belong to all/api.
  if (deps.env.ROLE === "all" || deps.env.ROLE === "api") {
    const system = createSystemService(platform);
    registerSystem(app, platform, system);
    // The home's carousel and promotion cards also show live promotions, in the same announcements answer.
    const content = createContentService(platform, { promoted: promotions.service.homeNotices });
    registerContent(app, platform, content);
    // Logging out also ends the member's game sessions and unused launches.
    const accounts = createAccounts(platform, wallet, endGameAccess, {
      vipLabelOf: vipLevels.labelOf,
      unreadOf: (brandId, memberId) => messages.inbox.unreadOf(brandId, memberId),
    });
    registerAccounts(app, platform, accounts);
    registerWallet(app, platform, wallet);
    registerPayments(app, platform, payments);
    registerGames(app, platform, gamesModule);
    registerAgents(app, platform, createAgentCentre(platform, { accounts, games, wallet, content }));
    registerContracts(app, platform, contracts);
    registerVip(app, platform, vip);
    registerRewards(app, platform, rewards);
    registerPromotions(app, platform, promotions);
    registerMall(app, platform, mall);
    registerMissions(app, platform, missions);
    registerMessages(app, platform, messages);
    registerSupport(app, platform, support);
    registerChat(app, platform, chat);
    registerRaffle(app, platform, raffle);
    registerReferral(app, platform, referral);
    house = createHouseGames(platform, games.house, vendorWallet);
    // The lottery lobby's calls (/lgw, /lotto) are the site's: served wherever the site's API is.
    registerLotteryGateway(app, platform, createLotteryGateway(platform, games.house));
    // The betting record opens a house lottery round on its ticket (draw, lines, result).
    games.roundDetails.provide(HOUSE_VENDOR, houseRoundDetails(platform, games.house));
    // GLS2_roomList names the house live tables open or paused, with their own limits.
    const liveTables = house.live;
    games.provideRooms(HOUSE_VENDOR, { rooms: (brand) => liveTables.rooms(brand) });
    // The single process is also the house vendor; a split deployment runs it with ROLE=games.
    if (deps.env.ROLE === "all") {
      registerHouseGames(app, platform, house);
      houseServed = house;
    }
    const brandAdmin = createBrandAdmin(platform);
    registerBackoffice(app, platform, {
      brands: brandAdmin,
      content: createContentAdmin(platform),
      // The member screen's type and upline edits follow the agent tree's rules.
      members: createMemberAdmin(platform, treeRules),
      finance: payments.finance,
      reports: createReports(platform.db, platform.clock),
      agents: createAgentsAdmin(platform),
    });
    registerGamesAdminRoutes(
      app,
      platform,
      createGamesAdmin(platform, games, houseAdminHooks(house), brandAdmin),
    );
    const lotteryAudit: Parameters<typeof createLotteryAdmin>[2] = (tx, who, entry) =>
      recordAudit(tx, actorOf(who.operator, who.ip), entry);
    registerLotteryAdminRoutes(app, platform, createLotteryAdmin(platform, house.lottery, lotteryAudit));
    registerLotteryFeedAdminRoutes(
      app,
      platform,
      createLotteryFeedAdmin(platform, house.lottery, lotteryAudit),
    );
    // The live tables' screens; their writes are audited like the lotteries'.
    registerLiveAdminRoutes(app, platform, createLiveAdmin(platform, games.house, house.live, lotteryAudit));
    registerRealtimeRoute(app, platform);
    if (deps.env.devTools) {
      const lottery = house.lottery;
      registerDevTools(app, platform, {
        // Journeys close a daily draw's betting now to enter its result: ?merchant=lotus&game=xsmb[&period=]
        "lottery-close": async (query) => {
          const brand = await platform.brands.byMerchant(query.merchant ?? "");
          if (!brand) throw new AppError("merchant.unknown");
          return lottery.daily.closeNextNow(brand, query.game ?? "", query.period);
        },
        // Journeys open a daily game's next draw when none takes bets at this hour: ?merchant=lotus&game=xsmb
        "lottery-open": async (query) => {
          const brand = await platform.brands.byMerchant(query.merchant ?? "");
          if (!brand) throw new AppError("merchant.unknown");
          return lottery.daily.openNextNow(brand, query.game ?? "");
        },
        // Points the brand's daily draws at this process's sandbox results feed: ?merchant=lotus
        "lottery-feed-sandbox": async (query) => {
          const brand = await platform.brands.byMerchant(query.merchant ?? "");
          if (!brand) throw new AppError("merchant.unknown");
          return connectSandboxFeed(platform, brand);
        },
      });
    }
    const backofficeDist = options.backofficeDist ?? BACKOFFICE_DIST;
    if (backofficeDist) await serveSpa(app, backofficeDist, "/backoffice/");
    const webDist = options.webDist ?? WEB_DIST;
    // The site's page carries its start-up answers (status, settings, the home's notices).
    if (webDist) await serveSpa(app, webDist, "/", createSiteBoot(platform, system, content.announcements));
  }
  if (deps.env.ROLE === "games") {
    houseServed = createHouseGames(platform, games.house, undefined);
    registerHouseGames(app, platform, houseServed);
  }
  registerReconcileJob(platform);
  // The report roll-up: its first run comes with the first job tick after start.
  registerRollupJob(platform);
  registerGamesJobs(platform, gamesModule.transfers);
  // Agent contract settlement: periods once the roll-up has passed them, wage windows, payments.
  registerContractJobs(platform, contracts);
  // VIP evaluation at the start of each brand day, rebates at the brand's rebate hour.
  registerVipJobsOf(platform, vip);
  // Rewards: payments a crash cut short, lapsed claims, expired bonus rollovers.
  registerRewardJobs(platform, rewards);
  // Deposit bonuses from credited deposits past a watermark; birthday bonuses each hour.
  registerPromotionsJobs(platform, promotions);
  // Points on the previous business day's settled turnover, once per brand day.
  registerMallJobs(platform, mall);
  // Automatic missions, raffle prizes a crash left unpaid, referral rewards.
  registerMissionJobs(platform, missions);
  // Operators' messages into members' inboxes, in batches.
  registerMessageJobs(platform, messages);
  // Ticket images uploaded for a form that was never sent.
  registerSupportJobs(platform);
  registerRaffleJobs(platform, raffle);
  registerReferralJobs(platform, referral);
  // A worker serves no API but runs the periodic jobs (started by main.ts for ROLE all or worker).
  if (deps.env.ROLE === "worker") registerPaymentJobs(platform, payments);
  let stopDrivers: (() => Promise<void>) | undefined;
  app.addHook("onClose", async () => {
    // The drivers' beats still running finish before the database closes after this.
    await stopDrivers?.();
    await platform.jobs.stop();
  });
  const inProcessHouse = house;
  return {
    app,
    platform,
    wallet,
    rewards: rewards.rewards,
    house: inProcessHouse,
    playDemoWins: async () =>
      inProcessHouse ? playDemoWins({ platform, wallet, games, house: inProcessHouse.slots }) : 0,
    playDemoActivity: async () =>
      inProcessHouse ? playDemoActivity({ platform, payments, games, house: inProcessHouse.slots }) : 0,
    playDemoTeam: async () =>
      inProcessHouse ? playDemoTeam({ platform, payments, games, house: inProcessHouse.slots }) : 0,
    playDemoLottery: async () =>
      inProcessHouse ? playDemoLottery({ platform, games, house: inProcessHouse }) : 0,
    playDemoMall: () => mall.playDemo(),
    startGameDrivers: () => {
      const served = houseServed;
      if (!served) return;
      if (stopDrivers) return;
      const stops = [startLotteryDriver(platform, served), startLiveDriver(platform, served)];
      stopDrivers = async () => {
        await Promise.all(stops.map((stop) => stop()));
      };
    },
    bootstrapOperators: (owner) => operators.bootstrap(owner),
  };
}
