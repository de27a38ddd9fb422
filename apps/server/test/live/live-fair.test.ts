import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HouseGames } from "../../src/house-games";
import { createTestApp, type TestApp } from "../support/app";
import { driverOf, gamesProcess, roundOf, tableView, tick } from "./support";

/**
 * Provably fair live rounds (issue #15, DOMAIN §3.5): a shoe's seed hash is published before its
 * first bet and its seed revealed when the shoe ends (the cut card, then one more hand); the public
 * check recomputes every round of the shoe from it. A dice round reveals its own seed at its result.
 */
let t: TestApp;
let house: HouseGames;

beforeAll(async () => {
  t = await createTestApp();
  house = gamesProcess(t);
});
afterAll(async () => {
  await t.close();
});

interface Verify {
  phase: string;
  commitment: { seedHash: string; seed: string | null; shoeNumber: number | null; cursor: number | null };
  hashMatches: boolean | null;
  recorded: { kind: string } | null;
  recomputed: { kind: string } | null;
  matches: boolean | null;
}

async function verify(table: string, round: number): Promise<Verify> {
  const response = await t.app.inject({
    method: "GET",
    url: `/house/api/live/verify?merchant=${t.merchant}&table=${table}&round=${round}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as Verify;
}

describe("provably fair live rounds", () => {
  it("publishes a shoe's hash first, reveals its seed when it ends, and every round recomputes", async () => {
    const table = "live-baccarat-speed";
    // New shoes start a few cards before the cut card, so this one ends within a few hands.
    const driver = driverOf(house, "fair-driver", { shoeStart: (layout) => layout.cutIndex - 8 });
    let at = t.clock.now();
    await tick(driver, at);
    const first = await roundOf(t, table);
    expect(first.commitment).toMatchObject({ shoeNumber: 1, seed: null });
    const published = first.commitment.seedHash;
    expect(published).toMatch(/^[0-9a-f]{64}$/);

    const hidden = await verify(table, 1);
    expect(hidden).toMatchObject({ phase: "betting", hashMatches: null, recomputed: null, matches: null });

    // Round after round (each ~15 s) until the shoe's second shoe opens.
    for (let i = 0; i < 60; i++) {
      at += 2_000;
      await tick(driver, at);
      if ((await roundOf(t, table)).commitment.shoeNumber === 2) break;
    }
    const next = await roundOf(t, table);
    expect(next.commitment.shoeNumber).toBe(2);
    expect(next.commitment.seedHash).not.toBe(published);
    expect(next.commitment.seed).toBeNull();
    const shoeRounds = next.number - 1;
    expect(shoeRounds).toBeGreaterThanOrEqual(1);
    expect(shoeRounds).toBeLessThanOrEqual(4);
    for (let number = 1; number <= shoeRounds; number++) {
      const checked = await verify(table, number);
      expect(checked.phase).toBe("settled");
      expect(checked.commitment.seedHash).toBe(published);
      expect(checked.commitment.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(
        createHash("sha256")
          .update(checked.commitment.seed ?? "")
          .digest("hex"),
      ).toBe(published);
      expect(checked).toMatchObject({ hashMatches: true, matches: true, recorded: { kind: "baccarat" } });
    }
    // The new shoe (started by the test hook as the first one) has its cards before the cut.
    expect((await tableView(t, table)).cardsLeft).toBe(8);
  });

  it("reveals a dice round's own seed at its result and recomputes it", async () => {
    const table = "live-sicbo";
    const driver = driverOf(house, "fair-driver");
    let round = await roundOf(t, table);
    let at = Math.max(t.clock.now(), round.closesAt);
    // The round in play now is dealt, shown and paid; then the check works at once.
    for (let i = 0; i < 10 && (await verify(table, round.number)).phase !== "settled"; i++) {
      await tick(driver, at);
      at += 5_000;
    }
    const checked = await verify(table, round.number);
    expect(checked).toMatchObject({
      phase: "settled",
      hashMatches: true,
      matches: true,
      recorded: { kind: "sicbo" },
      commitment: { shoeNumber: null, cursor: null },
    });
    // The next round has a new hash and keeps its seed until its result.
    await tick(driver, at + 10_000);
    round = await roundOf(t, table);
    expect(round.commitment.seedHash).not.toBe(checked.commitment.seedHash);
    expect(round.commitment.seed).toBeNull();
    const unknown = await t.app.inject({
      method: "GET",
      url: `/house/api/live/verify?merchant=${t.merchant}&table=${table}&round=99999`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("live.round_unknown");
  });
});
