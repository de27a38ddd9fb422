import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reserveSpin } from "../../src/house-games/house.repository";
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

  it("offers bets that fit the brand's currency (a VND brand starts at ₫1,000)", async () => {
    const session = await houseSession(t, token);
    expect(session.game.minBet).toBe(1000);
    expect(session.game.betSteps[0]).toBe(1000);
    for (const step of session.game.betSteps) expect(Number.isInteger(step) && step >= 1000).toBe(true);
    const tooSmall = await spin(t, session.sessionToken, 999, "spin-small-01");
    expect(tooSmall.json().code).toBe("game.bet_out_of_range");
  });

  it("applies exactly one of ten concurrent spins sharing a request id with different bets; the rest get 409", async () => {
    const session = await houseSession(t, token);
    const before = await balanceOf(t, token);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => spin(t, session.sessionToken, 1000 + index, "spin-same-id-1")),
    );
    const applied = answers.filter((answer) => answer.statusCode === 200);
    expect(applied).toHaveLength(1);
    for (const answer of answers.filter((item) => item.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe("wallet.idempotency_conflict");
    }
    const played = applied[0]?.json().value;
    expect(await balanceOf(t, token)).toBeCloseTo(before - played.bet + played.win, 2);
    // The same request id with the applied bet is a replay.
    const again = await spin(t, session.sessionToken, played.bet, "spin-same-id-1");
    expect(again.json().value.roundId).toBe(played.roundId);
    await expectLedgerClean(t);
  });

  it("rotates the seed once for concurrent rotations, never answering 500", async () => {
    const session = await houseSession(t, token);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({
          method: "POST",
          url: "/house/api/seeds/rotate",
          headers: { authorization: session.sessionToken },
        }),
      ),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const revealed = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.json().value.revealed.serverSeedHash);
    expect(revealed.length).toBeGreaterThanOrEqual(1);
    // No seed is revealed twice, and the member keeps exactly one active seed that plays.
    expect(new Set(revealed).size).toBe(revealed.length);
    const after = await spin(t, session.sessionToken, 1000, "spin-after-rotate-1");
    expect(after.statusCode, after.body).toBe(200);
  });

  it("refuses for good a spin a crash left before its money moved, once the job has run", async () => {
    const session = await houseSession(t, token);
    const before = await balanceOf(t, token);
    const member = await memberId(t, "demo01");
    const [game] = await t.platform.database.query<{ id: string }>(
      "select id from games where code = 'lotus-fortune' and brand_id = (select brand_id from members where id = $1)",
      [member],
    );
    // The pending spin exactly as the spin stores it before calling the wallet.
    const reserved = await reserveSpin(t.platform.database, {
      id: crypto.randomUUID(),
      brandId: (await t.platform.brands.all())[0]?.id ?? "",
      memberId: member,
      requestId: "spin-crashed-1",
      gameId: game?.id ?? "",
      gameCode: "lotus-fortune",
      slotId: "lotus-fortune",
      variant: "standard",
      betMinor: 100000n,
    });
    expect(reserved?.spin.status).toBe("pending");
    t.clock.advance(3 * 60_000);
    await t.platform.jobs.runJob("house.stuck-spins", t.clock.now());
    const retried = await spin(t, session.sessionToken, 1000, "spin-crashed-1");
    expect(retried.json().code).toBe("wallet.insufficient_funds");
    expect(await balanceOf(t, token)).toBe(before);
    await expectLedgerClean(t);
  });
});
