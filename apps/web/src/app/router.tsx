import type { GameType } from "@lotus/contracts";
import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { BareLayout, HeaderFooterLayout, HeaderLayout, MainLayout } from "./layouts/Layouts";
import { RootLayout } from "./layouts/RootLayout";
import { lazyRoute } from "./lazy";
import { RouteError } from "./RouteError";
import { Splash } from "./Splash";

// Every route is its own chunk (DESIGN §7), loaded with its translation namespaces.
// The home page shows notices and games; their namespaces come with the chunk, not after it.
const HOME_NAMESPACES = ["notices", "games"] as const;
// The first queries of the home and category pages start with their chunk (the same lobby file).
const prefetchHome = () => import("./route-data").then((data) => data.prefetchHome());
const prefetchCategory = (gameType?: GameType, path?: string) => () =>
  import("./route-data").then((data) => data.prefetchCategory(gameType, path));
const home = lazyRoute(() => import("./routes/home"), HOME_NAMESPACES, prefetchHome);
const register = lazyRoute(() => import("./routes/register"), [...HOME_NAMESPACES, "account"]);
const category = (
  pick: (module: typeof import("./routes/category")) => ComponentType,
  gameType?: GameType,
  path?: string,
) =>
  lazyRoute(
    () => import("./routes/category").then((module) => ({ Component: pick(module) })),
    ["games"],
    prefetchCategory(gameType, path),
  );
const gameScreen = (pick: (module: typeof import("./routes/game-screens")) => ComponentType) =>
  lazyRoute(
    () => import("./routes/game-screens").then((module) => ({ Component: pick(module) })),
    ["games"],
    prefetchCategory(),
  );
const promotions = (pick: (module: typeof import("./routes/promotions")) => ComponentType) =>
  lazyRoute(
    () => import("./routes/promotions").then((module) => ({ Component: pick(module) })),
    ["promotions"],
  );
// The user agreement and the privacy policy, texts in the profile namespace.
const legal = (pick: (module: typeof import("./routes/legal")) => ComponentType) =>
  lazyRoute(() => import("./routes/legal").then((module) => ({ Component: pick(module) })), ["profile"]);
const programme = (pick: (module: typeof import("./routes/programme")) => ComponentType) =>
  lazyRoute(() => import("./routes/programme").then((module) => ({ Component: pick(module) })), ["join"]);
const appDownload = lazyRoute(() => import("./routes/app-download"), ["app"]);
// The Vietnamese lottery lobby shows the lottery's ticket tables and texts.
const vnLottery = lazyRoute(() => import("./routes/vnlottery"), ["games", "lottery"]);
// The agent centre's pages reuse the wallet's transfer form and texts, the games' record texts and
// the notices' list.
const agentCentre = lazyRoute(() => import("./routes/agent-centre"), ["agent", "wallet", "games", "notices"]);

const page = (path: string, lazy: RouteObject["lazy"]): RouteObject => ({
  path,
  lazy,
  ErrorBoundary: RouteError,
});

/** SPEC §2 routes (history mode). */
export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    HydrateFallback: Splash,
    ErrorBoundary: RouteError,
    children: [
      {
        Component: MainLayout,
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: home, ErrorBoundary: RouteError },
          page("index", home),
          page("index.html", home),
          page("home", home),
          page(
            "login",
            lazyRoute(() => import("./routes/login"), [...HOME_NAMESPACES, "account"]),
          ),
          page("register", register),
          page("register.html", register),
          page(
            "noticePage",
            lazyRoute(() => import("./routes/notices"), ["notices"]),
          ),
          page(
            "pointMall",
            lazyRoute(() => import("./routes/point-mall"), ["mall"]),
          ),
          page(
            "elott",
            category((module) => module.Elott, "ELOTT"),
          ),
          page(
            "rng",
            category((module) => module.Rng, "RNG"),
          ),
          page(
            "live",
            category((module) => module.Live, "LIVE"),
          ),
          page(
            "fish",
            category((module) => module.Fish, "FISH"),
          ),
          page(
            "pvp",
            category((module) => module.Pvp, "PVP"),
          ),
          page(
            "sports",
            category((module) => module.Sports, "SPORTS"),
          ),
          page(
            "cockFight",
            category((module) => module.CockFight, "COCKFIGHT"),
          ),
          page(
            "esports",
            category((module) => module.Esports, "ESPORTS"),
          ),
          page(
            "promotions",
            promotions((module) => module.Promotions),
          ),
          page(
            "promoDetail",
            promotions((module) => module.PromoDetail),
          ),
          page(
            "help",
            lazyRoute(() => import("./routes/help"), ["help"]),
          ),
          page(
            "vip",
            lazyRoute(() => import("./routes/vip"), ["vip"]),
          ),
          page(
            "raffle",
            lazyRoute(() => import("./routes/raffle"), ["missions"]),
          ),
          page("app", appDownload),
          page("download", appDownload),
          page(
            "join",
            programme((module) => module.Join),
          ),
          page(
            "userAgreement",
            legal((module) => module.UserAgreement),
          ),
          page(
            "privacyPolicy",
            legal((module) => module.PrivacyPolicy),
          ),
          page(
            "depositTutorial",
            lazyRoute(() => import("./routes/deposit-tutorial"), ["wallet"]),
          ),
          page("agentCentre", agentCentre),
          { path: "agentCentre/:pageKey", lazy: agentCentre, ErrorBoundary: RouteError },
          page(
            "resetPassword",
            lazyRoute(() => import("./routes/reset-password"), ["account"]),
          ),
          page(
            "fair",
            lazyRoute(() => import("./routes/fair"), ["slots"]),
          ),
          page(
            "*",
            lazyRoute(() => import("./routes/not-found")),
          ),
        ],
      },
      {
        Component: HeaderLayout,
        ErrorBoundary: RouteError,
        children: [
          // The lottery category page: the daily Vietnamese and the fast lotteries (SPEC §2, header only).
          page(
            "lottery",
            category((module) => module.Lottery, "LOTT", "/lottery"),
          ),
          page("vnlottery", vnLottery),
          page(
            "seamless",
            gameScreen((module) => module.Seamless),
          ),
          page(
            "game",
            gameScreen((module) => module.Game),
          ),
        ],
      },
      {
        Component: HeaderFooterLayout,
        ErrorBoundary: RouteError,
        children: [
          page(
            "affiliate",
            programme((module) => module.Affiliate),
          ),
        ],
      },
      {
        Component: BareLayout,
        ErrorBoundary: RouteError,
        children: [
          page(
            "helpmc",
            lazyRoute(() => import("./routes/helpmc"), ["help"]),
          ),
        ],
      },
    ],
  },
  // /play/:gameId (the in-house slot page) is not a route here: the server serves it from its own
  // sandboxed entry, play.html (docs/adr/0007).
];

export function createRouter() {
  return createBrowserRouter(routes);
}
