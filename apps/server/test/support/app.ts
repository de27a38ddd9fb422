import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { type BrandSettings, brandSettings } from "@lotus/contracts";
import { connectPostgres, type DatabaseHandle, openPglite } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { solveChallenge } from "altcha-lib/v1";
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, inject } from "vitest";
import { buildApp } from "../../src/app";
import { loadEnv } from "../../src/env";
import type { RewardsService } from "../../src/modules/rewards";
import type { WalletService } from "../../src/modules/wallet";
import { openGeoLookup } from "../../src/platform/geo";
import type { MessageProvider } from "../../src/platform/messaging";
import { useCheapPasswordHashingInTests } from "../../src/platform/passwords";
import type { Platform } from "../../src/platform/platform";
import { MemoryRateLimiter } from "../../src/platform/rate-limit";
import { seedDemoData } from "../../src/runtime";
import { withDatabase } from "./postgres-setup";

/** A clock the test moves by hand; starts at the real time. */
export class TestClock {
  private offset = 0;
  now(): number {
    return Date.now() + this.offset;
  }
  advance(ms: number): void {
    this.offset += ms;
  }
  /** Moves forward to the next moment the zone's wall clock reads `hh:mm` (draw schedules follow the time of day). */
  advanceToLocal(time: string, zone: string): void {
    const parts = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      hourCycle: "h23",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    }).formatToParts(this.now());
    const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
    const [hour = 0, minute = 0] = time.split(":").map(Number);
    const secondsNow = part("hour") * 3600 + part("minute") * 60 + part("second");
    const wait = (hour * 3600 + minute * 60 - secondsNow + 86_400) % 86_400;
    this.advance(wait * 1000 - (this.now() % 1000));
  }
}

useCheapPasswordHashingInTests();

/** The demo brand's zone: the daily lottery draws' times are read in it. */
export const DEMO_TIME_ZONE = "Asia/Ho_Chi_Minh";

export interface TestApp {
  app: FastifyInstance;
  platform: Platform;
  /** The wallet service the app built. */
  wallet: WalletService;
  /** The rewards service the app built. */
  rewards: RewardsService;
  clock: TestClock;
  limiter: MemoryRateLimiter;
  brandId: string;
  merchant: string;
  close(): Promise<void>;
  /** app.inject with the demo brand's Merchant header and EN unless overridden. */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Sends `body` encrypted with the brand's public key, as the site does for enc calls. */
  callEncrypted(
    method: "POST" | "PUT",
    url: string,
    body: unknown,
    extra?: { token?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  /** A fresh, valid bot-check solution. */
  botCheck(): Promise<string>;
  /** The demo winner's house-slot rounds `npm start` plays on fresh demo data. */
  playDemoWins(): Promise<number>;
  /** What `npm start` plays on fresh demo data: the demo member's deposits and slot rounds. */
  playDemoActivity(): Promise<number>;
  /** What `npm start` plays for agent01's demo team (three levels). */
  playDemoTeam(): Promise<number>;
  /** What `npm start` places on the fast lotteries' open draws on fresh demo data. */
  playDemoLottery(): Promise<number>;
  /** First-start operator bootstrap of the app (owner from env, or an enrolment token). */
  bootstrapOperators(owner?: { username: string; password: string }): Promise<string | undefined>;
  /** Changes the demo brand's settings (merged), effective at once. */
  updateSettings(change: Partial<BrandSettings>): Promise<void>;
}

let databaseCounter = 0;

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (process.env.TEST_DB === "postgres") {
    const url = process.env.TEST_DATABASE_URL ?? "";
    const template = inject("lotusTemplateDb");
    const name = `${template.replace(/_template$/, "")}_${process.pid}_${databaseCounter++}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    await admin.end();
    const handle = connectPostgres(withDatabase(url, name), { max: 5 });
    return {
      handle,
      async drop() {
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const snapshot = new Blob([readFileSync(inject("lotusPgliteSnapshot"))]);
  return { handle: await openPglite(undefined, snapshot), drop: async () => {} };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  messageProviders?: { sms?: MessageProvider; email?: MessageProvider };
  /** Built SPA folders to serve (none by default). */
  dist?: { web?: string; backoffice?: string };
  /**
   * Start the clock at the next `hh:mm` of the demo brand's day, so a test of the daily draws does
   * not depend on when it runs (between a region's cut-off and its draw no draw of it takes bets).
   */
  localTime?: string;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { handle, drop } = await openTestDatabase();
  const clock = new TestClock();
  if (options.localTime) clock.advanceToLocal(options.localTime, DEMO_TIME_ZONE);
  const limiter = new MemoryRateLimiter(() => clock.now());
  const env = loadEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    TRUSTED_PROXY: "127.0.0.1",
    DATA_DIR: "/tmp/lotus-test",
    ...options.env,
  });
  const deps = {
    env,
    database: handle,
    limiter,
    geo: openGeoLookup(),
    logger: pino({ level: "silent" }),
    masterKey: randomBytes(32),
    clock,
    messageProviders: options.messageProviders,
  };
  await seedDemoData(deps);
  const {
    app,
    platform,
    wallet,
    rewards,
    bootstrapOperators,
    playDemoWins,
    playDemoActivity,
    playDemoTeam,
    playDemoLottery,
  } = await buildApp(deps, {
    webDist: options.dist?.web ?? false,
    backofficeDist: options.dist?.backoffice ?? false,
  });
  await app.ready();
  const [brand] = await handle.db.select().from(schema.brands).where(eq(schema.brands.merchantCode, "lotus"));
  if (!brand) throw new Error("demo brand missing");
  const merchant = brand.merchantCode;

  const call: TestApp["call"] = ({ token, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: {
        merchant,
        language: "EN",
        ...(token ? { authorization: token } : {}),
        ...(headers as Record<string, string> | undefined),
      },
    });

  return {
    app,
    platform,
    wallet,
    rewards,
    clock,
    limiter,
    brandId: brand.id,
    merchant,
    call,
    bootstrapOperators,
    playDemoWins,
    playDemoActivity,
    playDemoTeam,
    playDemoLottery,
    async callEncrypted(method, url, body, extra = {}) {
      const keyResponse = await call({ method: "GET", url: "/wps/system/publicKey" });
      const { keyId, jwk } = keyResponse.json().value as { keyId: string; jwk: Record<string, unknown> };
      return call({
        method,
        url,
        payload: encryptBody(keyId, jwk, body),
        token: extra.token,
        headers: extra.headers,
      });
    },
    async botCheck() {
      const response = await call({ method: "GET", url: "/wps/verification/challenge" });
      const { challenge } = response.json().value as {
        challenge: {
          algorithm: string;
          challenge: string;
          maxnumber: number;
          salt: string;
          signature: string;
        };
      };
      const solution = await solveChallenge(
        challenge.challenge,
        challenge.salt,
        challenge.algorithm,
        challenge.maxnumber,
      ).promise;
      if (!solution) throw new Error("bot check not solved");
      return Buffer.from(
        JSON.stringify({
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          number: solution.number,
          salt: challenge.salt,
          signature: challenge.signature,
        }),
      ).toString("base64");
    },
    async updateSettings(change) {
      const [row] = await handle.db.select().from(schema.brands).where(eq(schema.brands.id, brand.id));
      const settings = brandSettings.parse({ ...row?.settings, ...change });
      await handle.db.update(schema.brands).set({ settings }).where(eq(schema.brands.id, brand.id));
      platform.brands.invalidate();
    },
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

/**
 * The one test app of a test file, declared at its top: opened before the file's tests (then `ready`
 * runs on it) and closed after them (`beforeClose` first, for the file's closing checks). It stands
 * for the open app, so the tests use it like one; touching it before it is open throws.
 */
export function fileTestApp(
  hooks: {
    options?: TestAppOptions;
    ready?: (t: TestApp) => Promise<void>;
    beforeClose?: (t: TestApp) => Promise<void>;
  } = {},
): TestApp {
  let open: TestApp | undefined;
  beforeAll(async () => {
    open = await createTestApp(hooks.options);
    await hooks.ready?.(open);
  });
  afterAll(async () => {
    if (!open) return;
    try {
      await hooks.beforeClose?.(open);
    } finally {
      await open.close();
    }
  });
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!open) throw new Error("the test app opens in beforeAll");
      return Reflect.get(open, key);
    },
  });
}

/** A second brand beside the demo one, at `domain`: USD, UTC, EN and VI, the demo brand's settings. */
export async function addOtherBrand(t: TestApp, merchantCode: string, domain: string): Promise<void> {
  const [row] = await t.platform.db.select().from(schema.brands).where(eq(schema.brands.id, t.brandId));
  if (!row) throw new Error("brand missing");
  await t.platform.db.insert(schema.brands).values({
    merchantCode,
    name: "Other",
    domains: [domain],
    defaultLanguage: "EN",
    languages: ["EN", "VI"],
    currencyCode: "USD",
    currencySymbol: "$",
    minorDigits: 2,
    timeZone: "UTC",
    settings: row.settings,
  });
  t.platform.brands.invalidate();
}

/** The site's encryption of enc bodies (DESIGN §3), done with Node's crypto. */
export function encryptBody(keyId: string, jwk: Record<string, unknown>, body: unknown) {
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", aesKey, iv);
  const data = Buffer.concat([
    cipher.update(JSON.stringify(body), "utf8"),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const publicKey = createPublicKey({ key: jwk as import("node:crypto").JsonWebKey, format: "jwk" });
  const key = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    aesKey,
  );
  return {
    enc: "v1",
    keyId,
    key: key.toString("base64"),
    iv: iv.toString("base64"),
    data: data.toString("base64"),
  };
}

/** Latest outbox message to a recipient (SMS "+84 912000001" or an email address). */
export async function lastOutboxMessage(platform: Platform, recipient: string) {
  const rows = await platform.db
    .select()
    .from(schema.outboxMessages)
    .where(eq(schema.outboxMessages.recipient, recipient));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
}
