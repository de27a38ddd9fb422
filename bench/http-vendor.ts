import { randomBytes } from "node:crypto";
import type { DatabaseHandle } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { signedVendorHeaders } from "../apps/server/src/modules/games";
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
    /** A bet (debit) or a win that ends its round (credit), through the signed HTTP API. */
    async betOrWin(member: number, transactionId: string, roundId: string, isWin: boolean, amount: number) {
      const playerId = memberIds[member] ?? "";
      if (isWin)
        await signed("credit", {
          playerId,
          transactionId,
          roundId,
          gameId: "bench-table",
          amount,
          endRound: true,
        });
      else
        await signed("debit", {
          playerId,
          sessionToken: sessions[member],
          transactionId,
          roundId,
          gameId: "bench-table",
          amount,
        });
    },
    close: () => app.close(),
  };
}
