import { defineConfig } from "vitest/config";

const integrationFiles = ["apps/server/test/**/*.test.ts"];
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** unit: beside the code, no database. integration: app.inject() on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. */
/** CI collects one JSON report per run to print a closing "N passed, N failed" line. */
export const ciReporters = process.env.VITEST_JSON_DIR
  ? [
      "default",
      ["json", { outputFile: `${process.env.VITEST_JSON_DIR}/${Date.now()}-${process.pid}.json` }] as const,
    ]
  : ["default"];

export default defineConfig({
  test: {
    reporters: ciReporters as never,
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "apps/*/src/**/*.test.{ts,tsx}",
            "packages/*/src/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: integrationFiles,
          env: { TEST_DB: "pglite" },
          globalSetup: ["apps/server/test/support/pglite-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: "integration-pg",
                include: integrationFiles,
                env: { TEST_DB: "postgres" },
                globalSetup: ["apps/server/test/support/postgres-setup.ts"],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
