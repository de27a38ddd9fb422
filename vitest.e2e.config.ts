import { defineConfig } from "vitest/config";
import { ciReporters } from "./vitest.config.ts";

/** End-to-end journeys in Chromium against a server started by scripts/e2e.ts (E2E_BASE_URL). */
export default defineConfig({
  test: {
    name: "e2e",
    include: ["apps/*/e2e/**/*.e2e.ts"],
    reporters: ciReporters as never,
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
