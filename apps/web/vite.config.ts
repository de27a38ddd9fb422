import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { precompress } from "../../scripts/precompress";
import { siteDictionaries } from "./vite-dictionaries";

/** The API server the dev server forwards to (npm start serves everything on :8080). */
const API_TARGET = process.env.LOTUS_API_TARGET ?? "http://127.0.0.1:8080";
const PROXIED_PATHS = [
  "/wps",
  "/house",
  "/docs",
  "/dev",
  "/media",
  "/healthz",
  "/support-image",
  "/chat-image",
];

/** The dev server answers /play/* with the game page's own entry, as the server does (docs/adr/0007). */
const playPage: Plugin = {
  name: "lotus-play-page",
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url?.startsWith("/play/")) request.url = "/play.html";
      next();
    });
  },
};

/**
 * The global stylesheets main.tsx imports (tokens, base rules, the kit's states and badges, the
 * shell's and the site pages' styles): with the kit's primitives.css they make one stylesheet,
 * in the order main.tsx imports them, instead of three files on the first screen.
 */
const GLOBAL_STYLES =
  /[\\/](apps[\\/]web[\\/]src[\\/](styles[\\/](tokens|base|ui)|features[\\/](shell|site)[\\/]components[\\/](shell|site))|packages[\\/]ui[\\/]src[\\/]styles[\\/](tokens|base|states|badge))\.css$/;

/**
 * Helpers and primitives the first screen neither draws nor runs: the launch code a game click
 * loads (its own file) and the form, copy and page-hero primitives of later screens.
 */
const LAUNCH_MODULES = /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/](game-launch|game-start)\.ts$/;
/**
 * The kit's dialog and form-control primitives, the rich-text sanitiser and the home's popup notice:
 * one file that arrives with the first dialog (the popup notice after the home has painted, a login
 * or any other modal) or the first rich text, not with the first screen (docs/adr/0011).
 */
const isDialogModule = (id: string) =>
  /[\\/](packages[\\/]ui[\\/]src[\\/]primitives[\\/](Modal|ConfirmDialog|Button|dialog-focus|Choice|Field|field-ids)|apps[\\/]web[\\/]src[\\/](components[\\/]ui[\\/](RichText|sanitize-rich-text)|features[\\/]notices[\\/]components[\\/]PopupNoticeModal))\.tsx?$/.test(
    id,
  );
const LATER_MODULES =
  /[\\/]((lib|primitives|api)[\\/](game-launch|game-start|url|Field|CopyButton|request-id|Tabs|tab-keys|encryption|bot-check)|components[\\/]ui[\\/]PageHero)\.tsx?$/;

/**
 * Form binding (react-hook-form, the zod resolver, the kit's contract form and form dialog, the
 * site's validation texts): one file with the first form, never on the first screen. Kept out of
 * the kit file by name, since a group takes a matching module whether the first screen uses it or
 * not, and every module it imports with it.
 */
const isFormModule = (id: string) =>
  /[\\/](node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]|packages[\\/]ui[\\/]src[\\/](form[\\/]|primitives[\\/]FormDialog\.tsx$)|apps[\\/]web[\\/]src[\\/]lib[\\/]validation-text\.ts$)/.test(
    id,
  );

/**
 * A category page's own modules (its route, the vendor tabs, the game grid, the room list): one file
 * the home does not load.
 */
const CATEGORY_MODULES =
  /[\\/]apps[\\/]web[\\/]src[\\/](app[\\/]routes[\\/]category|features[\\/]games[\\/]components[\\/](CategoryPage|VendorGames|RoomList))\.tsx$/;

/**
 * What the header's free-play button brings for a visitor (the button, the login completion it shares
 * with the login forms, the session calls and the feature toggles), which the shell loads anyway.
 */
const isSessionModule = (id: string) =>
  /[\\/](FreePlayButton\.tsx|use-complete-login\.ts|session-api\.ts|brand-features\.ts)$/.test(id);

/** "Hide today" of the popup notice, which the home and the popup (in the dialogs file) share. */
const POPUP_HIDDEN = /[\\/]features[\\/]notices[\\/]hooks[\\/]popup-hidden\.ts$/;

/**
 * The site's primitives and helpers, which nearly every screen uses (the kit's loading and empty
 * states among them), the zod-free contract files the shell reads (docs/adr/0009) and the session
 * files; not those that bring a library only some screens need (QR code, form validation, the game
 * page's API). Otherwise a helper the shell shares with the lobby lands in the lobby file and makes
 * it a static import of the shell.
 */
const isKitModule = (id: string) =>
  GLOBAL_STYLES.test(id) ||
  isSessionModule(id) ||
  POPUP_HIDDEN.test(id) ||
  ((/[\\/](apps[\\/]web[\\/]src[\\/](components[\\/]ui|lib)[\\/]|packages[\\/]ui[\\/]src[\\/]((primitives|api|i18n|browser|format)[\\/]|data[\\/]states\.tsx))/.test(
    id,
  ) ||
    /[\\/]packages[\\/]contracts[\\/]src[\\/](money|languages|account-types|game-types|brand-features|call-route|route-table|routes)\.ts$/.test(
      id,
    )) &&
    !/(QrCode|DialCodeSelect|house-api|validation|game-sandbox|ImagePicker|image-files)\.tsx?$/.test(id) &&
    !LATER_MODULES.test(id) &&
    !isFormModule(id) &&
    !isDialogModule(id)) ||
  // The lazy route and component loaders the router and the shell use: in the category file (the
  // first group that imports it) it made the home load that file (issue #10).
  /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/]lazy\.tsx$/.test(id);

/**
 * What the home page draws on its first screen (its route module, the game tiles, lobby sections,
 * banners and notices) and what the category pages share with it (route data, tiles, catalogue):
 * one file instead of a dozen small requests.
 */
const isLobbyModule = (id: string) =>
  /[\\/]apps[\\/]web[\\/]src[\\/](app[\\/](route-data\.ts|routes[\\/](home|HomePage)\.tsx)|features[\\/](games[\\/](components[\\/](GameTiles|HomeGames|HotGames|LobbyCategories|MemberGameRows|ProviderStrip|QueryProblem|WinsFeed|use-home-lanes)|model[\\/](catalogue|lobby|live-wins))|notices[\\/]components[\\/](BannerCarousel|NoticeMarquee)|promotions[\\/]components[\\/]PromotionsBanner))/.test(
    id,
  );

/**
 * The first screen's dictionaries travel together, one start-up file per language: the site's
 * common, shell and site, the kit's own texts (ui, uiPrimitives) and the lobby's (games, notices),
 * which the home and category pages need at once. Every other namespace is its own file per
 * language, imported by address from the build's table (vite-dictionaries.ts, issue #10).
 */
const DICTIONARIES = siteDictionaries({
  folders: ["src/locales", "../../packages/ui/src/locales"].map((folder) =>
    fileURLToPath(new URL(folder, import.meta.url)),
  ),
  startup: ["common", "shell", "site", "ui", "uiPrimitives", "games", "notices"],
});

/**
 * React Router's package exports only its development build (warnings and checks for development);
 * a production build of the site takes the production build the package also ships.
 */
const REACT_ROUTER_BUILD = join(
  dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/",
);
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: `${REACT_ROUTER_BUILD}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${REACT_ROUTER_BUILD}dom-export.mjs` },
];

export default defineConfig(({ mode }) => ({
  plugins: [react(), playPage, DICTIONARIES, precompress()],
  resolve: { alias: mode === "production" ? REACT_ROUTER_PRODUCTION : [] },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // SPEC §7: script and style chunks load from res/js and res/css.
    assetsDir: "res",
    // Every browser the site supports preloads modules itself: no polyfill file on the first screen.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The site, and the in-house game page served sandboxed from its own entry.
      input: { index: "index.html", play: "play.html" },
      output: {
        entryFileNames: "res/js/[name]-[hash].js",
        chunkFileNames: "res/js/[name]-[hash].js",
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith(".css"))
            ? "res/css/[name]-[hash][extname]"
            : "res/img/[name]-[hash][extname]",
        codeSplitting: {
          groups: [
            // The libraries of the first screen in one file that stays cached across releases. Not zod:
            // the site's first screen sends its calls by route (docs/adr/0009), only the game page
            // (the other entry) and the forms load it.
            { name: "vendor", test: /[\\/]node_modules[\\/](?!zod[\\/])/, tags: ["$initial"], priority: 2 },
            // The site's own primitives and helpers (modal, field, tabs, formatters, API client) in one
            // file rather than a dozen 1–2 KB requests on the first screen.
            { name: "kit", test: isKitModule, priority: 1 },
            { name: "lobby", test: isLobbyModule, priority: 1 },
            { name: "category", test: CATEGORY_MODULES, priority: 1 },
            { name: "launch", test: LAUNCH_MODULES, priority: 1 },
            { name: "dialogs", test: isDialogModule, priority: 1 },
            { name: "forms", test: isFormModule, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      ...Object.fromEntries(PROXIED_PATHS.map((path) => [path, { target: API_TARGET }])),
      // The site's WebSockets (balance-changed signals; the live chat's /ws/chat).
      "/ws": { target: API_TARGET, ws: true },
    },
  },
}));
