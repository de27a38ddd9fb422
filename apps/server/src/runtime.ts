import { connectPostgres, type DatabaseHandle, ensureHouseCatalogue, openPglite, seedDemo } from "@lotus/db";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import type { Env } from "./env";
import { sanitizeRichText } from "./modules/content";
import { listBrandIds } from "./platform/brand-context.repository";
import { resolveMasterKey, seal } from "./platform/crypto";
import { openGeoLookup } from "./platform/geo";
import { httpSmsProvider, type MessageProvider, smtpProvider } from "./platform/messaging";
import { hashPassword } from "./platform/passwords";
import type { AppDeps } from "./platform/platform";
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from "./platform/rate-limit";
import { MemoryRealtimeHub, type RealtimeHub, RedisRealtimeHub } from "./platform/realtime";

/** Opens what a process needs from env: database (PostgreSQL or embedded), limiter, providers. */
export async function openRuntime(env: Env, logger: Logger): Promise<AppDeps & { close(): Promise<void> }> {
  const database: DatabaseHandle = env.DATABASE_URL
    ? connectPostgres(env.DATABASE_URL, {
        onIdleError: (error) => logger.warn({ err: error }, "idle database connection closed by the server"),
      })
    : await openPglite(env.dataDir);
  await database.migrate();
  const redis = (role: string) =>
    new Redis(env.REDIS_URL ?? "", { maxRetriesPerRequest: 2, connectionName: `lotus-${role}` });
  const limiter: RateLimiter = env.REDIS_URL
    ? new RedisRateLimiter(redis("limits"))
    : new MemoryRateLimiter();
  const realtime: RealtimeHub = env.REDIS_URL
    ? new RedisRealtimeHub(redis("publish"), redis("subscribe"))
    : new MemoryRealtimeHub();
  const messageProviders: { sms?: MessageProvider; email?: MessageProvider } = {};
  if (env.SMTP_URL) messageProviders.email = smtpProvider(env.SMTP_URL, env.SMTP_FROM);
  if (env.SMS_GATEWAY_URL) messageProviders.sms = httpSmsProvider(env.SMS_GATEWAY_URL, env.SMS_GATEWAY_TOKEN);
  return {
    env,
    database,
    limiter,
    geo: openGeoLookup(),
    logger,
    masterKey: resolveMasterKey(env.MASTER_KEY, env.dataDir),
    messageProviders,
    realtime,
    async close() {
      await limiter.close();
      await realtime.close();
      await database.close();
    },
  };
}

export async function seedDemoData(deps: AppDeps): Promise<boolean> {
  const { created } = await seedDemo(deps.database.db, {
    hashPassword,
    sanitize: sanitizeRichText,
    sealSecret: (plaintext) => seal(deps.masterKey, plaintext),
  });
  // Brands made before the games platform existed get the house vendor and its slots too.
  for (const brandId of await listBrandIds(deps.database.db))
    await ensureHouseCatalogue(deps.database.db, brandId);
  return created;
}
