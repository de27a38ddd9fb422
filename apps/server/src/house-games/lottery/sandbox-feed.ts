import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { LOTTERY_REGIONS } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { defaultCalendar, stationsOn } from "./calendar";
import { DAILY_GAMES } from "./lottery-daily";
import { layoutOf, type Region } from "./prizes";
import * as feedRepo from "./results-feed.repository";
import type { FeedAnswer, FeedResult } from "./results-feed-format";

/**
 * The sandbox results feed (docs/lottery-results-feed.md): a small HTTP server on 127.0.0.1 that
 * answers `GET /results/{north|central|south}?date=YYYY-MM-DD[&stations=A,B]` in the feed format,
 * each station's result derived from the date and station alone, so tests know it in advance.
 * Not a real draw: for tests and the dev tools only.
 */

/** ok: the results; malformed: an answer the platform must refuse; unavailable: HTTP 503. */
export type SandboxMode = "ok" | "malformed" | "unavailable";

/** `digits` decimal digits derived from the text (a sandbox, so the tiny modulo bias is irrelevant). */
function digitsOf(text: string, digits: number): string {
  const value = BigInt(`0x${createHash("sha256").update(text).digest("hex")}`) % 10n ** BigInt(digits);
  return value.toString().padStart(digits, "0");
}

/** The sandbox's result of a station on a date: the region's prize table, deterministic. */
export function sandboxResult(region: Region, date: string, station: string): FeedResult {
  return {
    prizes: layoutOf(region).map((slot) => ({
      prize: slot.prize,
      numbers: Array.from({ length: slot.count }, (_, index) =>
        digitsOf(`${date}:${station}:${slot.prize}:${index}`, slot.digits),
      ),
    })),
  };
}

/** The answer for a region's day: the asked stations of the region, else the calendar's. */
export function sandboxAnswer(region: Region, date: string, stations?: readonly string[]): FeedAnswer {
  const known = new Set(
    defaultCalendar.stations.filter((entry) => entry.region === region).map((s) => s.code),
  );
  const codes = stations?.length
    ? stations.filter((code) => known.has(code))
    : stationsOn(defaultCalendar, date)
        .filter((draw) => draw.region === region)
        .map((draw) => draw.station.code);
  return {
    date,
    region,
    draws: codes.map((station) => ({
      station,
      prizes: Object.fromEntries(
        sandboxResult(region, date, station).prizes.map((row) => [row.prize, row.numbers]),
      ),
    })),
  };
}

/** A broken answer of the kind a feed that changed its format sends: one number a digit short. */
function malformed(answer: FeedAnswer): unknown {
  const [first, ...rest] = answer.draws;
  if (!first) return { date: answer.date, region: answer.region };
  const prizes = { ...first.prizes };
  const last = Object.keys(prizes).at(-1) ?? "DB";
  prizes[last] = (prizes[last] ?? []).map((number, index) => (index === 0 ? number.slice(1) : number));
  return { ...answer, draws: [{ ...first, prizes }, ...rest] };
}

export interface SandboxFeed {
  /** `http://127.0.0.1:<port>`; a region's feed address is `${url}/results/<region>`. */
  readonly url: string;
  readonly port: number;
  mode: SandboxMode;
  /** How long each answer is held back (a slow feed: concurrent fetches are all in flight at once). */
  delayMs: number;
  /** Requests answered so far (tests check when the platform did or did not ask). */
  readonly requests: number;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });
  response.end(JSON.stringify(body));
}

/**
 * Starts the sandbox feed on 127.0.0.1 (`port` 0 picks a free one). With `secret`, a request must
 * carry `Authorization: Bearer <secret>` or gets 401.
 */
export async function startSandboxFeed(
  options: { port?: number; secret?: string } = {},
): Promise<SandboxFeed> {
  const expected = options.secret ? Buffer.from(`Bearer ${options.secret}`) : undefined;
  let requests = 0;
  const state = { mode: "ok" as SandboxMode, delayMs: 0 };
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    requests++;
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const region = /^\/results\/([a-z]+)$/.exec(url.pathname)?.[1] as Region | undefined;
    if (request.method !== "GET") return send(response, 405, { error: "GET only" });
    if (!region || !LOTTERY_REGIONS.includes(region)) return send(response, 404, { error: "no such feed" });
    const given = Buffer.from(request.headers.authorization ?? "");
    if (expected && (given.length !== expected.length || !timingSafeEqual(given, expected)))
      return send(response, 401, { error: "unauthorised" });
    if (state.mode === "unavailable") return send(response, 503, { error: "unavailable" });
    const date = url.searchParams.get("date") ?? "";
    const stations = (url.searchParams.get("stations") ?? "").split(",").filter(Boolean);
    let answer: FeedAnswer;
    try {
      answer = sandboxAnswer(region, date, stations);
    } catch {
      return send(response, 400, { error: "date must be YYYY-MM-DD" });
    }
    const body = state.mode === "malformed" ? malformed(answer) : answer;
    setTimeout(() => send(response, 200, body), state.delayMs);
  };
  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  // A helper server never keeps the process alive on its own.
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    get mode() {
      return state.mode;
    },
    set mode(mode: SandboxMode) {
      state.mode = mode;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(delayMs: number) {
      state.delayMs = delayMs;
    },
    get requests() {
      return requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let devSandbox: Promise<SandboxFeed> | undefined;

/**
 * Dev tools: starts this process's sandbox feed once and points the brand's three regions at it
 * (on, waiting for an operator's confirmation), so `npm start` shows the feed at work.
 */
export async function connectSandboxFeed(platform: Platform, brand: Brand) {
  // Plain http is never a feed address in production, even with the dev tools opened there.
  if (platform.env.NODE_ENV === "production") throw new AppError("lottery.feed_url_insecure");
  devSandbox ??= startSandboxFeed();
  const sandbox = await devSandbox;
  const at = new Date(platform.clock.now());
  for (const game of DAILY_GAMES)
    await feedRepo.saveFeedSettings(
      platform.db,
      { brandId: brand.id, region: game.region, defaultCutoffSeconds: game.cutoffSeconds },
      {
        feedEnabled: true,
        feedUrl: `${sandbox.url}/results/${game.region}`,
        feedAuthHeader: null,
        feedSecretSealed: null,
        feedAutoConfirm: false,
      },
      at,
    );
  return { url: sandbox.url, regions: DAILY_GAMES.map((game) => game.region) };
}
