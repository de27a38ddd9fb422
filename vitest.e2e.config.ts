import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { ciReporters } from "./vitest.config.ts";

/**
 * Journey files in name order, every run: the back-office file enrols the owner's authenticator
 * (its first journey) before the others sign the owner in with it.
 */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

/** End-to-end journeys in Chromium against a server started by scripts/e2e.ts (E2E_BASE_URL). */
export default defineConfig({
  test: {
    name: "e2e",
    include: ["apps/*/e2e/**/*.e2e.ts"],
    reporters: ciReporters as never,
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    sequence: { sequencer: ByName },
  },
});
