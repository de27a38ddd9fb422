import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "../../scripts/precompress";

/** The API server the dev server forwards to (npm start serves everything on :8080). */
const API_TARGET = "http://127.0.0.1:8080";

export default defineConfig({
  // The server serves this build under /backoffice/ with a history-mode fallback.
  base: "/backoffice/",
  plugins: [react(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
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
      // ws: the live chat console's socket (/backoffice/api/chat/ws).
      "/backoffice/api": { target: API_TARGET, ws: true },
      "/support-image": { target: API_TARGET },
      "/chat-image": { target: API_TARGET },
    },
  },
});
