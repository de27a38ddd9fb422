import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";
import { balanceOf, expectLedgerClean, fund, houseSession, launch, login, memberId, spin } from "./support";

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t, "demo01", "Demo1234");
  await fund(t, await memberId(t, "demo01"), 1_000_000_00n, "house-fund-1");
});
afterAll(async () => {
  await t.close();
});

describe("house slots through the vendor wallet", () => {
  it("launches, spins, moves the balance and lists the round in the betting record", async () => {
    const session = await houseSession(t, token);
    expect(session.balance).toBe(1_000_000);
    const before = await balanceOf(t, token);
    const response = await spin(t, session.sessionToken, 1000, "spin-000001");
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value.bet).toBe(1000);
    expect(value.outcome.grid).toHaveLength(3);
    expect(await balanceOf(t, token)).toBeCloseTo(before - 1000 + value.win, 2);
    expect(value.balance).toBeCloseTo(before - 1000 + value.win, 2);

    const records = (await t.call({ method: "GET", url: "/wps/relay/ODSFE2_MemBetDet", token })).json().value;
    expect(records.list[0]).toMatchObject({
      vassalage: "LOTUS",
      gameId: "lotus-fortune",
      betAmount: 1000,
      status: "settled",
    });
    expect(records.list[0].winLoss).toBeCloseTo(value.win - 1000, 2);
    await expectLedgerClean(t);
  });

  it("answers the same spin again for a retried request id, moving nothing", async () => {
    const session = await houseSession(t, token);
    const first = (await spin(t, session.sessionToken, 2000, "spin-retry-01")).json().value;
    const balance = await balanceOf(t, token);
    const again = (await spin(t, session.sessionToken, 2000, "spin-retry-01")).json().value;
    expect(again.roundId).toBe(first.roundId);
    expect(again.win).toBe(first.win);
    expect(await balanceOf(t, token)).toBe(balance);
  });

  it("refuses a launch token used twice and a forged house session", async () => {
    const launched = (await launch(t, token, "dragon-pearl")).json().value.game_url as string;
    const launchToken = new URL(launched, "http://x").searchParams.get("t");
    const first = await t.app.inject({ method: "POST", url: "/house/api/session", payload: { launchToken } });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({
      method: "POST",
      url: "/house/api/session",
      payload: { launchToken },
    });
    expect(second.json().code).toBe("game.launch_token_invalid");
    const forged = await spin(t, `${first.json().value.sessionToken}x`, 1000, "spin-forged-1");
    expect(forged.json().code).toBe("game.session_invalid");
  });

  it("refuses a bet above the balance and keeps the balance", async () => {
    const poorToken = await login(t, "player01", "Player1234");
    const session = await houseSession(t, poorToken);
    const response = await spin(t, session.sessionToken, 1000, "spin-poor-001");
    expect(response.json().code).toBe("wallet.insufficient_funds");
    expect(await balanceOf(t, poorToken)).toBe(0);
    await expectLedgerClean(t);
  });

  it("verifies a spin once its server seed is revealed", async () => {
    const session = await houseSession(t, token);
    const played = (await spin(t, session.sessionToken, 1000, "spin-verify-1")).json().value;
    const rotated = (
      await t.app.inject({
        method: "POST",
        url: "/house/api/seeds/rotate",
        headers: { authorization: session.sessionToken },
      })
    ).json().value;
    expect(rotated.revealed.serverSeedHash).toBe(played.serverSeedHash);
    const verified = (
      await t.app.inject({
        method: "GET",
        url: "/house/api/verify",
        query: {
          slotId: "lotus-fortune",
          serverSeed: rotated.revealed.serverSeed,
          clientSeed: played.clientSeed,
          nonce: String(played.nonce),
          bet: "1000",
          variant: played.outcome.variant,
        },
      })
    ).json().value;
    expect(verified.serverSeedHash).toBe(played.serverSeedHash);
    expect(verified.outcome).toEqual(played.outcome);
  });
});
