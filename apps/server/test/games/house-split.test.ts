import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHouseService } from "../../src/house-games/house.service";
import { createHouseSessions } from "../../src/house-games/house-session";
import { httpWalletClient } from "../../src/house-games/wallet-client";
import { createGamesService } from "../../src/modules/games";
import { AppError } from "../../src/platform/errors";
import { createTestApp, type TestApp } from "../support/app";
import {
  balanceOf,
  demoBrand,
  expectLedgerClean,
  fund,
  launch,
  launchTokenOf,
  login,
  memberId,
} from "./support";

/** ROLE=games: the house vendor in its own process reaches the platform only over signed HTTP. */
let t: TestApp;
let baseUrl: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  token = await login(t, "demo01", "Demo1234");
  await fund(t, await memberId(t, "demo01"), 100_000_00n, "split-fund-1");
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function launchToken(): Promise<string> {
  return launchTokenOf((await launch(t, token, "lotus-fortune")).json().value.game_url);
}

describe("house games in their own process", () => {
  it("opens a session and spins through the signed vendor API, moving the exact amounts", async () => {
    const houseVendor = createGamesService(t.platform).house;
    const client = httpWalletClient(t.platform, baseUrl, (brand) => houseVendor.secret(brand));
    const house = createHouseService(
      t.platform,
      houseVendor,
      client,
      createHouseSessions(t.platform, client),
    );
    const session = await house.openSession(await launchToken(), t.merchant);
    expect(session.balance).toBe(100_000);
    const played = await house.spin(session.sessionToken, { bet: 1000, requestId: "split-spin-0001" });
    expect(played.balance).toBeCloseTo(100_000 - 1000 + played.win, 2);
    expect(await balanceOf(t, token)).toBeCloseTo(played.balance, 2);
    // A retried spin is answered again over HTTP without moving money twice.
    const again = await house.spin(session.sessionToken, { bet: 1000, requestId: "split-spin-0001" });
    expect(again.roundId).toBe(played.roundId);
    expect(await balanceOf(t, token)).toBeCloseTo(played.balance, 2);
    await expectLedgerClean(t);
  });

  it("is refused with a wrong secret, and nothing moves", async () => {
    const brand = await demoBrand(t);
    expect(brand.merchantCode).toBe(t.merchant);
    const before = await balanceOf(t, token);
    const forgedClient = httpWalletClient(t.platform, baseUrl, async () => "not-the-house-secret");
    const forged = createHouseService(
      t.platform,
      createGamesService(t.platform).house,
      forgedClient,
      createHouseSessions(t.platform, forgedClient),
    );
    const error = await forged.openSession(await launchToken(), t.merchant).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("vendor.signature_invalid");
    expect(await balanceOf(t, token)).toBe(before);
  });
});
