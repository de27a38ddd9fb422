import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The API server the dev server forwards to (npm start serves everything on :8080). */
const API_TARGET = process.env.LOTUS_API_TARGET ?? "http://127.0.0.1:8080";
const PROXIED_PATHS = ["/wps", "/house", "/docs", "/dev", "/media", "/healthz"];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // SPEC §7: script and style chunks load from res/js and res/css.
    assetsDir: "res",
    rolldownOptions: {
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
