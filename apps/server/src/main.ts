import { DataDirLockedError, DEMO_ACCOUNTS, DEMO_MERCHANT } from "@lotus/db";
import { buildApp } from "./app";
import { loadEnv } from "./env";
import { createLogger } from "./platform/logger";
import { openRuntime, seedDemoData } from "./runtime";

async function main(): Promise<void> {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  let runtime: Awaited<ReturnType<typeof openRuntime>>;
  try {
    runtime = await openRuntime(env, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const seeded = await seedDemoData(runtime);
  const {
    app,
    platform,
    bootstrapOperators,
    playDemoWins,
    playDemoActivity,
    playDemoTeam,
    playDemoLottery,
    playDemoMall,
    startGameDrivers,
  } = await buildApp(runtime);
  // A fresh demo brand's home shows live wins from the first visit, and its reports and finance
  // queue open on real deposits and play.
  const demoWins = seeded ? await playDemoWins() : 0;
  const demoRounds = seeded ? (await playDemoActivity()) + (await playDemoTeam()) : 0;
  const demoSlips = seeded ? await playDemoLottery() : 0;
  // The points mall opens with demo points and one exchange for the back office's queue.
  if (seeded) await playDemoMall();
  const owner =
    env.BACKOFFICE_OWNER && env.BACKOFFICE_OWNER_PASSWORD
      ? { username: env.BACKOFFICE_OWNER, password: env.BACKOFFICE_OWNER_PASSWORD }
      : undefined;
  const enrolmentToken = await bootstrapOperators(owner);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await runtime.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: env.PORT, host: env.HOST });
  // Periodic work (deposit expiry, auto-receipt, postings left by a crash): once per period across workers.
  if (env.ROLE === "all" || env.ROLE === "worker") platform.jobs.start();
  // The lotteries draw on the second where the house games are served.
  startGameDrivers();
  const base = `http://localhost:${env.PORT}`;
  const logins = DEMO_ACCOUNTS.map(
    (demo) => `  ${demo.role.padEnd(16)} ${demo.account} / ${demo.password}`,
  ).join("\n");
  console.info(
    `\nLotus is running on ${base} (database: ${runtime.database.kind}${seeded ? `, demo data created with ${demoWins} big wins, ${demoRounds} rounds played and ${demoSlips} lottery slips on open draws` : ""})\n` +
      `  API docs         ${base}/docs\n  Dev outbox       ${base}/dev/outbox\n` +
      `Demo brand "${DEMO_MERCHANT}" logins:\n${logins}\n` +
      `Back office        ${base}/backoffice\n` +
      (enrolmentToken
        ? `  No operator yet: create the owner with this one-time link (valid 24 hours):\n  ${base}/backoffice/enrol?token=${enrolmentToken}\n`
        : ""),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
