import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/** The API server the dev server forwards to (npm start serves everything on :8080). */
const API_TARGET = process.env.LOTUS_API_TARGET ?? "http://127.0.0.1:8080";
const PROXIED_PATHS = ["/wps", "/house", "/docs", "/dev", "/media", "/healthz"];

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

export default defineConfig({
  plugins: [react(), playPage],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // SPEC §7: script and style chunks load from res/js and res/css.
    assetsDir: "res",
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
      },
    },
  },
  server: {
    proxy: {
      ...Object.fromEntries(PROXIED_PATHS.map((path) => [path, { target: API_TARGET }])),
      // The site's WebSocket (balance-changed signals).
      "/ws": { target: API_TARGET, ws: true },
    },
  },
});
