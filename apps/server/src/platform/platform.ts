import { createHmac } from "node:crypto";
import type { Database, DatabaseHandle } from "@lotus/db";
import type { FastifyRequest } from "fastify";
import type { Logger } from "pino";
import type { Env } from "../env";
import { BotCheck } from "./bot-check";
import { type Brand, BrandDirectory } from "./brand-context";
import { seal, unseal } from "./crypto";
import { AppError } from "./errors";
import type { GeoLookup } from "./geo";
import { JobRunner } from "./jobs";
import { type MessageProvider, Messaging } from "./messaging";
import type { OperatorAuthenticator } from "./operator-context";
import { PayloadEncryption } from "./payload-encryption";
import type { RateLimiter } from "./rate-limit";
import { MemoryRealtimeHub, type RealtimeHub } from "./realtime";
import { SessionStore } from "./sessions";
import { siteStatus } from "./site-state";

export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** What buildApp needs from outside; tests pass their own database, limiter and clock. */
export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  limiter: RateLimiter;
  geo: GeoLookup;
  logger: Logger;
  masterKey: Buffer;
  clock?: Clock;
  messageProviders?: { sms?: MessageProvider; email?: MessageProvider };
  realtime?: RealtimeHub;
}

/** The cross-cutting services every module receives. */
export interface Platform {
  env: Env;
  db: Database;
  database: DatabaseHandle;
  clock: Clock;
  logger: Logger;
  brands: BrandDirectory;
  sessions: SessionStore;
  limiter: RateLimiter;
  geo: GeoLookup;
  messaging: Messaging;
  botCheck: BotCheck;
  encryption: PayloadEncryption;
  /** Change signals to connected sites (balance, notices, rounds). */
  realtime: RealtimeHub;
  /** Periodic jobs modules register; ticked by processes with ROLE all or worker. */
  jobs: JobRunner;
  /** Derives a purpose-bound secret from the master key (HMAC keys, captcha peppers). */
  deriveKey(purpose: string): string;
  /** Encrypts a secret kept at rest (authenticator seeds) under the master key. */
  secrets: { seal(plaintext: string): string; unseal(sealed: string): string };
  countryOf(ip: string): string;
  /** Answers 503 system.maintenance or 403 access.restricted when the site is closed to this visitor. */
  siteGate(request: FastifyRequest, brand: Brand): Promise<void>;
  /** Set by the operators module; back-office routes refuse everyone until it is. */
  operatorAuthenticator?: OperatorAuthenticator;
}

export function createPlatform(deps: AppDeps): Platform {
  const clock = deps.clock ?? systemClock;
  const db = deps.database.db;
  const deriveKey = (purpose: string) => createHmac("sha256", deps.masterKey).update(purpose).digest("hex");
  const countryOf = (ip: string) => deps.geo.country(ip);
  return {
    env: deps.env,
    db,
    database: deps.database,
    clock,
    logger: deps.logger,
    brands: new BrandDirectory(db, () => clock.now()),
    sessions: new SessionStore(() => clock.now()),
    limiter: deps.limiter,
    geo: deps.geo,
    messaging: new Messaging(db, deps.messageProviders ?? {}, deps.logger),
    botCheck: new BotCheck(db, deriveKey("botcheck"), () => clock.now()),
    encryption: new PayloadEncryption(db, deps.masterKey),
    realtime: deps.realtime ?? new MemoryRealtimeHub(),
    jobs: new JobRunner(db, () => clock.now(), deps.logger),
    deriveKey,
    secrets: {
      seal: (plaintext) => seal(deps.masterKey, plaintext),
      unseal: (sealed) => unseal(deps.masterKey, sealed),
    },
    countryOf,
    async siteGate(request, brand) {
      const status = siteStatus(brand, request.ip, countryOf(request.ip));
      if (status === 1) throw new AppError("system.maintenance");
      if (status === 2) throw new AppError("access.restricted");
    },
  };
}
