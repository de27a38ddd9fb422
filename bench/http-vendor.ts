import { randomBytes } from "node:crypto";
import type { DatabaseHandle } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import autocannon from "autocannon";
import { signedVendorHeaders } from "../apps/server/src/modules/games";
import type { Measured } from "./measure";
import { startBenchServer } from "./server";

/**
 * The HTTP side of the wallet benchmarks: the real server listening on 127.0.0.1, a seamless vendor
 * of the brand with its signing secret, and one game session per member opened the way a vendor
 * does (launch → authenticate). Bets and wins then go through the signed vendor wallet API.
 */
export async function startVendorHttp(
  database: DatabaseHandle,
  brandId: string,
  merchant: string,
  memberIds: string[],
) {
  const { app, platform, base } = await startBenchServer(database);
  const secret = randomBytes(32).toString("base64url");
  const [vendor] = await database.db
    .insert(schema.gameVendors)
    .values({
      brandId,
      code: "BENCHV",
      displayName: "Bench vendor",
      categories: ["LIVE"],
      walletMode: "seamless",
      launchUrlTemplate: "https://bench-vendor.test/play?token={token}&game={game}",
      secretSealed: platform.secrets.seal(secret),
    })
    .returning();
  if (!vendor) throw new Error("bench vendor not created");
  await database.db.insert(schema.games).values({
    brandId,
    vendorId: vendor.id,
    code: "bench-table",
    gameType: "LIVE",
    names: { EN: "Bench table" },
  });

  async function signed(action: string, body: unknown) {
    const path = `/vendor-api/v1/${merchant}/BENCHV/${action}`;
    const text = JSON.stringify(body);
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...signedVendorHeaders(secret, "POST", path, text) },
      body: text,
    });
    const answer = (await response.json()) as {
      success: boolean;
      value?: Record<string, unknown>;
      code?: string;
    };
    if (!answer.success) throw new Error(`${action}: ${answer.code}`);
    return answer.value ?? {};
  }

  const sessions: string[] = [];
  for (const memberId of memberIds) {
    const siteToken = await platform.sessions.issue(database.db, {
      brandId,
      memberId,
      kind: "session",
      loginMethod: "password",
    });
    const launched = await fetch(`${base}/wps/game/launchGame`, {
      method: "POST",
      headers: { "content-type": "application/json", merchant, authorization: siteToken },
      body: JSON.stringify({ gameId: "bench-table", vassalage: "BENCHV" }),
    });
    const gameUrl = ((await launched.json()) as { value: { game_url: string } }).value.game_url;
    const launchToken = new URL(gameUrl).searchParams.get("token") ?? "";
    sessions.push(String((await signed("authenticate", { launchToken })).sessionToken));
  }

  return {
    /**
     * Bet/win pairs from `connections` autocannon connections for `seconds`: each connection bets in a
     * new round, then pays its win with endRound, signing every request as a vendor does.
     */
    async load(options: {
      connections: number;
      seconds: number;
      runId: string;
      member: (connection: number, pair: number) => number;
    }): Promise<Measured> {
      let opened = 0;
      const result = await autocannon({
        url: base,
        connections: options.connections,
        duration: options.seconds,
        requests: [
          {
            method: "POST",
            setupRequest: (request, context: { connection?: number; op?: number }) => {
              context.connection ??= opened++;
              const op = context.op ?? 0;
              context.op = op + 1;
              const pair = op - (op % 2);
              const index = options.member(context.connection, pair);
              const isWin = op % 2 === 1;
              const transactionId = `${options.runId}-h-${context.connection}-${op}`;
              const roundId = `${options.runId}-r-${context.connection}-${pair}`;
              const action = isWin ? "credit" : "debit";
              const path = `/vendor-api/v1/${merchant}/BENCHV/${action}`;
              const body = JSON.stringify(
                isWin
                  ? {
                      playerId: memberIds[index],
                      transactionId,
                      roundId,
                      gameId: "bench-table",
                      amount: 15,
                      endRound: true,
                    }
                  : {
                      playerId: memberIds[index],
                      sessionToken: sessions[index],
                      transactionId,
                      roundId,
                      gameId: "bench-table",
                      amount: 10,
                    },
              );
              return {
                ...request,
                path,
                headers: {
                  "content-type": "application/json",
                  ...signedVendorHeaders(secret, "POST", path, body),
                },
                body,
              };
            },
          },
        ],
      });
      return {
        perSecond: result.requests.total / options.seconds,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failures: result.non2xx + result.errors + result.timeouts,
      };
    },
    close: () => app.close(),
  };
}
