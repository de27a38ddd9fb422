import { beforeAll, describe, expect, it } from "vitest";
import { createMissions, grantAutomaticMissions, MISSIONS_JOB } from "../../src/modules/missions";
import { balances, brandOf, expectReconciled } from "../payments/support";
import { fileTestApp } from "../support/app";
import { brandPath, grantsOf, missionsOperator, player, settledRound, site } from "./support";

const t = fileTestApp({ beforeClose: expectReconciled });
let operator: Awaited<ReturnType<typeof missionsOperator>>;
/** Workers that only run the job: their back office is never asked about a game. */
const noAdmin = async () => false;

const title = { EN: "Play 500 today", VI: "Chơi 500 hôm nay" };
const dailyTurnover = {
  kind: "daily",
  title,
  counter: "valid_turnover",
  target: 500,
  claimMode: "claim",
  rewardCash: 20,
  turnoverMultiple: 2,
  rewardPoints: 30,
};

async function createMission(body: Record<string, unknown>) {
  const response = await operator({ method: "POST", url: brandPath(t, "/missions"), payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as { id: string };
}

beforeAll(async () => {
  operator = await missionsOperator(t, "missionsop");
});

describe("missions: back office", () => {
  it("defines a mission, lists and changes it, and refuses settings that do not fit together", async () => {
    const mission = await createMission({ ...dailyTurnover, title: { EN: "Edit me" }, status: "paused" });
    const list = await operator({ method: "GET", url: brandPath(t, "/missions?pageSize=100") });
    expect(list.json().value.list.some((row: { id: string }) => row.id === mission.id)).toBe(true);
    const changed = await operator({
      method: "PUT",
      url: brandPath(t, `/missions/${mission.id}`),
      payload: { ...dailyTurnover, title: { EN: "Edited" }, status: "paused" },
    });
    expect(changed.json().value).toMatchObject({ title: { EN: "Edited" }, target: 500, rewardCash: 20 });

    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ ...dailyTurnover, title: {} }, 400, "validation.failed"],
      [{ ...dailyTurnover, target: -1 }, 400, "validation.failed"],
      [{ ...dailyTurnover, rewardCash: 1.234 }, 400, "validation.failed"],
      [{ ...dailyTurnover, counter: "profile" }, 400, "mission.invalid"],
      [{ ...dailyTurnover, counter: "deposit_count", target: 1.5 }, 400, "mission.invalid"],
      [{ ...dailyTurnover, kind: "event" }, 400, "mission.invalid"],
      [{ ...dailyTurnover, rewardCash: 0, rewardPoints: 0 }, 400, "mission.invalid"],
      [{ ...dailyTurnover, gameId: "not-a-uuid" }, 400, "validation.failed"],
      [{ ...dailyTurnover, gameId: "00000000-0000-4000-8000-000000000000" }, 400, "mission.game_unknown"],
    ];
    for (const [payload, status, code] of refusals) {
      const response = await operator({ method: "POST", url: brandPath(t, "/missions"), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().code).toBe(code);
    }
    // A mission on one game takes one of the brand's games, as the editor's game picker lists them.
    const games = await operator({
      method: "GET",
      url: brandPath(t, "/games/games?gameType=RNG&pageSize=1"),
    });
    expect(games.statusCode, games.body).toBe(200);
    const gameId = games.json().value.list[0].id as string;
    const onGame = await operator({
      method: "POST",
      url: brandPath(t, "/missions"),
      payload: { ...dailyTurnover, gameType: "RNG", gameId },
    });
    expect(onGame.statusCode, onGame.body).toBe(200);
    expect(onGame.json().value).toMatchObject({ gameType: "RNG", gameId });
    const unknown = await operator({
      method: "PUT",
      url: brandPath(t, "/missions/00000000-0000-4000-8000-000000000000"),
      payload: dailyTurnover,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("missions: member progress and claims", () => {
  it("counts settled turnover in the current day and pays a claimed mission once, however many claims race", async () => {
    const mission = await createMission(dailyTurnover);
    const m = await player(t, "msclaim");
    const mine = async () =>
      (await site(t, m.token, "GET", "/wps/relay/MCS2_getMissionList")).value as {
        list: Array<{ id: string; progress: number; claimable: number; completed: number }>;
        claimable: number;
      };
    expect((await mine()).list.find((row) => row.id === mission.id)).toMatchObject({
      progress: 0,
      claimable: 0,
    });
    const early = await site(t, m.token, "POST", "/wps/relay/MCS2_claimMission", { missionId: mission.id });
    expect(early).toMatchObject({ status: 409, code: "mission.not_complete" });

    // Yesterday's play does not count; today's does.
    await settledRound(t, m.id, 90_000n, t.clock.now() - 2 * 86_400_000);
    await settledRound(t, m.id, 30_000n);
    await settledRound(t, m.id, 25_000n);
    const ready = await mine();
    expect(ready.list.find((row) => row.id === mission.id)).toMatchObject({ progress: 500, claimable: 1 });
    expect(ready.claimable).toBeGreaterThanOrEqual(1);

    const before = (await balances(t, m.id)).main;
    const claims = await Promise.all(
      Array.from({ length: 4 }, () =>
        site(t, m.token, "POST", "/wps/relay/MCS2_claimMission", { missionId: mission.id }),
      ),
    );
    expect(claims.filter((claim) => claim.status === 200)).toHaveLength(1);
    for (const claim of claims.filter((one) => one.status !== 200))
      expect(claim).toMatchObject({ status: 409, code: "mission.already_claimed" });
    const grants = await grantsOf(t, m.id, "mission");
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ cash: 2_000n, points: 30n, turnoverRequired: 4_000n, status: "paid" });
    expect((await balances(t, m.id)).main).toBe(before + 2_000n);
    expect((await mine()).list.find((row) => row.id === mission.id)).toMatchObject({
      completed: 1,
      claimable: 0,
    });
    const again = await site(t, m.token, "POST", "/wps/relay/MCS2_claimMission", { missionId: mission.id });
    expect(again).toMatchObject({ status: 409, code: "mission.already_claimed" });
  });

  it("refuses bad claims with 4xx", async () => {
    const m = await player(t, "msbad");
    const auto = await createMission({ ...dailyTurnover, claimMode: "auto", title: { EN: "Auto" } });
    const cases: Array<[unknown, number, string]> = [
      [{}, 400, "validation.failed"],
      [{ missionId: "nope" }, 400, "validation.failed"],
      [{ missionId: "00000000-0000-4000-8000-000000000000" }, 404, "mission.not_found"],
      [{ missionId: auto.id }, 409, "mission.automatic"],
    ];
    for (const [payload, status, code] of cases) {
      const response = await site(t, m.token, "POST", "/wps/relay/MCS2_claimMission", payload);
      expect(response, JSON.stringify(payload)).toMatchObject({ status, code });
    }
    expect((await site(t, undefined, "GET", "/wps/relay/MCS2_getMissionList")).status).toBe(401);
    // A paused mission is not offered and cannot be claimed.
    await operator({
      method: "PUT",
      url: brandPath(t, `/missions/${auto.id}`),
      payload: { ...dailyTurnover, claimMode: "auto", status: "paused" },
    });
  });
});

describe("missions: automatic missions", () => {
  it("the job pays an automatic deposit mission once, with two workers running it at the same time", async () => {
    const mission = await createMission({
      kind: "onboarding",
      title: { EN: "First deposit", VI: "Nạp lần đầu" },
      counter: "profile",
      profileAction: "first_deposit",
      target: 1,
      claimMode: "auto",
      rewardCash: 0,
      rewardTickets: 2,
    });
    const m = await player(t, "msauto", 100_000n);
    const brand = await brandOf(t);
    const second = createMissions(t.platform, { rewards: t.rewards, isGameOfBrand: noAdmin });
    const first = createMissions(t.platform, { rewards: t.rewards, isGameOfBrand: noAdmin });
    const now = t.clock.now();
    await Promise.all([
      grantAutomaticMissions(t.platform, t.rewards, first.missions, now),
      grantAutomaticMissions(t.platform, t.rewards, second.missions, now),
    ]);
    // The registered job, twice in one period: the second tick does not run it.
    const runs = await Promise.all([
      t.platform.jobs.runJob(MISSIONS_JOB, now + 600_000),
      t.platform.jobs.runJob(MISSIONS_JOB, now + 600_000),
    ]);
    expect(runs.filter((run) => run.ran)).toHaveLength(1);
    const grants = (await grantsOf(t, m.id, "mission")).filter((grant) => grant.sourceId === mission.id);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ raffleTickets: 2, status: "paid" });
    expect(await t.rewards.tickets.count(brand, m.id)).toBe(2);
    // Shown as done, nothing to claim.
    const view = await site(t, m.token, "GET", "/wps/relay/MCS2_getMissionList");
    expect(view.value.list.find((row: { id: string }) => row.id === mission.id)).toMatchObject({
      completed: 1,
      claimable: 0,
      periodEndsAt: null,
    });
  });

  it("a daily mission with a limit of two completes twice in a day from five bets (target two), no more", async () => {
    const mission = await createMission({
      kind: "daily",
      title: { EN: "Bets" },
      counter: "settled_bets",
      target: 2,
      limitPerPeriod: 2,
      claimMode: "auto",
      rewardPoints: 5,
    });
    const m = await player(t, "mslimit");
    for (let i = 0; i < 5; i++) await settledRound(t, m.id, 1_000n);
    await grantAutomaticMissions(
      t.platform,
      t.rewards,
      createMissions(t.platform, { rewards: t.rewards, isGameOfBrand: noAdmin }).missions,
      t.clock.now(),
    );
    const today = (await grantsOf(t, m.id, "mission")).filter((grant) => grant.sourceId === mission.id);
    expect(today).toHaveLength(2);
    expect(new Set(today.map((grant) => grant.grantKey)).size).toBe(2);
  });

  it("the completions list shows who completed what", async () => {
    const response = await operator({ method: "GET", url: brandPath(t, "/mission-completions?pageSize=50") });
    expect(response.statusCode).toBe(200);
    const list = response.json().value.list as Array<{ grantId: string | null; missionTitle: string }>;
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.every((row) => row.grantId)).toBe(true);
  });
});
