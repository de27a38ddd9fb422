import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DEMO_TIME_ZONE, type TestApp } from "../support/app";
import { asOperator, createOperator, relogin, type TestOperator } from "../support/operators";
import { expectLedgerClean, fund, launch, launchTokenOf, ledgerBalance, login, memberId } from "./support";

/** The daily Vietnamese draws (issue #12): calendar, cut-off, two-person result entry, settlement. */
let t: TestApp;
let owner: TestOperator;
let risk: TestOperator;
let demo: string;
const base = () => `/backoffice/api/brands/${t.brandId}/lottery`;

/** A full North result: DB 12345 (đề 45), G7 ends the table with another 45 (lô 45 twice). */
const NORTH = [
  { prize: "DB", numbers: ["12345"] },
  { prize: "G1", numbers: ["67890"] },
  { prize: "G2", numbers: ["11111", "22222"] },
  { prize: "G3", numbers: ["30001", "30002", "30003", "30004", "30005", "30006"] },
  { prize: "G4", numbers: ["4001", "4002", "4003", "4004"] },
  { prize: "G5", numbers: ["5001", "5002", "5003", "5004", "5005", "5006"] },
  { prize: "G6", numbers: ["601", "602", "603"] },
  { prize: "G7", numbers: ["45", "71", "72", "73"] },
];

beforeAll(async () => {
  t = await createTestApp({ localTime: "10:00" });
  owner = await createOperator(t, { username: "dailyowner", role: "owner" });
  risk = await createOperator(t, { username: "dailyrisk", role: "risk" });
  demo = await memberId(t, "demo01");
  await fund(t, demo, 10_000_000_00n, "lottery-daily-fund");
  await t.platform.jobs.runJob("lottery.draws", t.clock.now());
});
afterAll(async () => {
  await t.close();
});

const call = async (operator: TestOperator) => asOperator(t, await relogin(t, operator));

async function board(game: string) {
  const response = await t.app.inject({
    method: "GET",
    url: `/house/api/lottery/board?merchant=${t.merchant}&game=${game}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as {
    open: { period: string; closeAt: number; drawAt: number; station: { code: string; name: string } } | null;
    openDraws: { period: string; closeAt: number; station: { code: string } | null }[];
    upcoming: { period: string }[];
  };
}

async function session(game: string) {
  const token = await login(t, "demo01", "Demo1234");
  const launched = await launch(t, token, game);
  const response = await t.app.inject({
    method: "POST",
    url: "/house/api/lottery/session",
    payload: { launchToken: launchTokenOf(launched.json().value.game_url), merchant: t.merchant },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as {
    sessionToken: string;
    game: { schedule: string; unitValue: number; markets: { market: string; price: number; odds: number }[] };
  };
}

function bet(sessionToken: string, period: string, requestId: string, lines: unknown[]) {
  return t.app.inject({
    method: "POST",
    url: "/house/api/lottery/bet",
    headers: { authorization: sessionToken },
    payload: { period, requestId, lines },
  });
}

async function drawIdOf(game: string, period: string) {
  const list = (await (await call(owner))({ method: "GET", url: `${base()}/draws?game=${game}` })).json()
    .value.list;
  const found = list.find((draw: { period: string }) => draw.period === period);
  if (!found) throw new Error(`no draw ${period}`);
  return found.id as string;
}

describe("daily Vietnamese draws", () => {
  it("schedules each region's stations of the day from the calendar, closing 15 minutes before the draw", async () => {
    const north = await board("xsmb");
    expect(north.open?.period).toMatch(/^\d{8}$/);
    expect(north.open?.station.code).toBeTruthy();
    expect((north.open?.drawAt ?? 0) - (north.open?.closeAt ?? 0)).toBe(15 * 60 * 1000);
    const south = await board("xsmn");
    // Three or four stations draw in the South every day.
    expect(south.openDraws.length).toBeGreaterThanOrEqual(3);
    for (const draw of south.openDraws)
      expect(draw.period).toMatch(new RegExp(`^\\d{8}-${draw.station?.code}$`));
    const played = await session("xsmb");
    expect(played.game.schedule).toBe("daily");
    // Tomorrow's draw is scheduled but takes no bet until today's has been drawn.
    const ahead = (await t.platform.db.select().from(schema.lotteryDraws)).find(
      // North periods are the bare date (the South and Central ones carry their station).
      (draw) => /^\d{8}$/.test(draw.period) && draw.openAt.getTime() > t.clock.now(),
    );
    if (!ahead) throw new Error("no draw scheduled ahead");
    const early = await bet(played.sessionToken, ahead.period, "daily-ahead-0001", [
      { market: "de", numbers: ["11"], points: 1 },
    ]);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("lottery.not_open");
  });

  it("takes bets until the cut-off, needs two operators for the result, then pays once", async () => {
    const played = await session("xsmb");
    const open = (await board("xsmb")).open;
    if (!open) throw new Error("no open North draw");
    const before = await ledgerBalance(t, demo);
    const placed = await bet(played.sessionToken, open.period, "daily-north-0001", [
      { market: "lo2", numbers: ["45", "46"], points: 10 },
      { market: "de", numbers: ["45"], points: 2 },
    ]);
    expect(placed.statusCode, placed.body).toBe(200);
    const stake = placed.json().value.total as number;
    const drawId = await drawIdOf("xsmb", open.period);

    // Too early: betting is still open.
    const early = await (await call(owner))({
      method: "POST",
      url: `${base()}/draws/${drawId}/result`,
      payload: { result: { prizes: NORTH } },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("lottery.result_not_due");

    // One millisecond after the close a bet is refused.
    t.clock.advance(open.closeAt - t.clock.now());
    const late = await bet(played.sessionToken, open.period, "daily-north-0002", [
      { market: "de", numbers: ["11"], points: 1 },
    ]);
    expect(late.json().code).toBe("lottery.closed");

    const asOwner = await call(owner);
    const wrong = await asOwner({
      method: "POST",
      url: `${base()}/draws/${drawId}/result`,
      payload: {
        result: {
          prizes: NORTH.map((row) =>
            row.prize === "G7" ? { ...row, numbers: ["451", "71", "72", "73"] } : row,
          ),
        },
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe("lottery.result_invalid");

    // Entered with a typo, corrected before confirmation.
    const typo = NORTH.map((row) => (row.prize === "DB" ? { ...row, numbers: ["12344"] } : row));
    expect(
      (
        await asOwner({
          method: "POST",
          url: `${base()}/draws/${drawId}/result`,
          payload: { result: { prizes: typo } },
        })
      ).statusCode,
    ).toBe(200);
    const entered = await asOwner({
      method: "POST",
      url: `${base()}/draws/${drawId}/result`,
      payload: { result: { prizes: NORTH } },
    });
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().value).toMatchObject({
      status: "open",
      resultEnteredBy: "dailyowner",
      result: null,
    });
    expect(entered.json().value.pendingResult.prizes[0]).toEqual({ prize: "DB", numbers: ["12345"] });

    const self = await asOwner({
      method: "POST",
      url: `${base()}/draws/${drawId}/result/confirm`,
      payload: {},
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe("lottery.result_same_operator");

    // Two confirmations at once (the same second operator in two tabs): one wins.
    const asRisk = await call(risk);
    const confirmations = await Promise.all([
      asRisk({ method: "POST", url: `${base()}/draws/${drawId}/result/confirm`, payload: {} }),
      asRisk({ method: "POST", url: `${base()}/draws/${drawId}/result/confirm`, payload: {} }),
    ]);
    expect(confirmations.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const afterConfirm = confirmations.find((response) => response.statusCode === 200)?.json().value;
    expect(afterConfirm).toMatchObject({ status: "drawn", resultConfirmedBy: "dailyrisk" });

    // A correction after confirmation is refused: the result is final.
    const tooLate = await asOwner({
      method: "POST",
      url: `${base()}/draws/${drawId}/result`,
      payload: { result: { prizes: typo } },
    });
    expect(tooLate.json().code).toBe("lottery.result_not_due");

    await Promise.all([
      t.platform.jobs.runJob("lottery.draws", t.clock.now()),
      t.platform.jobs.runJob("lottery.draws", t.clock.now()),
    ]);
    await t.platform.jobs.runJob("lottery.draws", t.clock.now());
    const lines = (await asOwner({ method: "GET", url: `${base()}/draws/${drawId}/bets` })).json().value
      .list as {
      market: string;
      numbers: string[];
      hits: number;
      status: string;
      win: number;
    }[];
    const odds = (market: string) => played.game.markets.find((entry) => entry.market === market)?.odds ?? 0;
    const lo = lines.find((line) => line.market === "lo2");
    const de = lines.find((line) => line.market === "de");
    // lô 45 twice (DB and G7), 46 never; đề 45.
    expect(lo).toMatchObject({ status: "won", hits: 2 });
    expect(lo?.win).toBeCloseTo(10 * odds("lo2") * 2 * played.game.unitValue, 2);
    expect(de).toMatchObject({ status: "won", hits: 1 });
    expect(de?.win).toBeCloseTo(2 * odds("de") * played.game.unitValue, 2);

    const after = await ledgerBalance(t, demo);
    const won = (lo?.win ?? 0) + (de?.win ?? 0);
    expect(Number(after.entries - before.entries) / 100).toBeCloseTo(won - stake, 2);
    const draw = (await asOwner({ method: "GET", url: `${base()}/draws/${drawId}` })).json().value.draw;
    expect(draw).toMatchObject({ status: "settled", station: { code: open.station.code } });
    expect(
      await t.platform.db.select().from(schema.auditLog).where(eq(schema.auditLog.targetId, drawId)),
    ).toHaveLength(3);
    await expectLedgerClean(t);
  });

  it("a cancelled day voids its scheduled draws and refunds them; the cut-off moves open draws", async () => {
    const played = await session("xsmn");
    const south = await board("xsmn");
    // A draw still taking bets (the draws of today that closed wait in `upcoming` for their result).
    const target = south.openDraws.at(-1);
    if (!target) throw new Error("no South draw");
    const date = `${target.period.slice(0, 4)}-${target.period.slice(4, 6)}-${target.period.slice(6, 8)}`;
    const before = await ledgerBalance(t, demo);
    const placed = await bet(played.sessionToken, target.period, "daily-south-0001", [
      { market: "de", numbers: ["07"], points: 3 },
    ]);
    expect(placed.statusCode, placed.body).toBe(200);
    const asOwner = await call(owner);
    const added = await asOwner({
      method: "POST",
      url: `${base()}/calendar/overrides`,
      payload: {
        date,
        region: "south",
        stationCode: null,
        cancelled: true,
        note: "Storm warning, draws cancelled",
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const voided = (await asOwner({ method: "GET", url: `${base()}/draws?game=xsmn&status=void` })).json()
      .value.list;
    expect(voided.map((draw: { period: string }) => draw.period)).toContain(target.period);
    expect((await ledgerBalance(t, demo)).entries).toBe(before.entries);
    // That day's draws are gone, so the change can no longer be undone.
    const removal = await asOwner({
      method: "DELETE",
      url: `${base()}/calendar/overrides/${added.json().value.id}`,
    });
    expect(removal.json().code).toBe("lottery.override_past");

    const calendar = (await asOwner({ method: "GET", url: `${base()}/calendar?from=${date}&days=1` })).json()
      .value;
    expect(calendar.days[0].draws.filter((draw: { region: string }) => draw.region === "south")).toEqual([]);
    expect(calendar.regions.map((region: { game: string }) => region.game).sort()).toEqual([
      "xsmb",
      "xsmn",
      "xsmt",
    ]);

    const cutoff = await asOwner({
      method: "PUT",
      url: `${base()}/calendar/cutoffs/central`,
      payload: { cutoffMinutes: 30, reason: "Central results come late" },
    });
    expect(cutoff.statusCode, cutoff.body).toBe(200);
    await t.platform.jobs.runJob("lottery.draws", t.clock.now());
    for (const draw of (await board("xsmt")).openDraws)
      expect(draw.closeAt).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
    const central = (await asOwner({ method: "GET", url: `${base()}/draws?game=xsmt&status=open` })).json()
      .value.list as {
      closeAt: number;
      drawAt: number;
    }[];
    const future = central.filter((draw) => draw.closeAt > t.clock.now());
    expect(future.length).toBeGreaterThan(0);
    for (const draw of future) expect(draw.drawAt - draw.closeAt).toBe(30 * 60 * 1000);
    await expectLedgerClean(t);
  });

  it("refuses results from operators without the permission and for fast draws", async () => {
    const support = await createOperator(t, { username: "dailysupport", role: "support" });
    // The next North draw (still taking bets or waiting for its result).
    const drawId = (
      await (
        await call(owner)
      )({ method: "GET", url: `${base()}/draws?game=xsmb&status=open` })
    ).json().value.list[0].id as string;
    const refused = await asOperator(
      t,
      support.token,
    )({ method: "POST", url: `${base()}/draws/${drawId}/result`, payload: { result: { prizes: NORTH } } });
    expect(refused.statusCode).toBe(403);
    const fast = (await (await call(owner))({ method: "GET", url: `${base()}/draws?game=elott-1` })).json()
      .value.list[0];
    const notDaily = await (await call(owner))({
      method: "POST",
      url: `${base()}/draws/${fast.id}/result`,
      payload: { result: { prizes: NORTH } },
    });
    expect(notDaily.json().code).toBe("lottery.not_daily");
  });

  it("between the South's cut-off and its draw no South draw takes bets; the dev tools can open the next", async () => {
    t.clock.advanceToLocal("16:05", DEMO_TIME_ZONE);
    await t.platform.jobs.runJob("lottery.draws", t.clock.now());
    expect((await board("xsmn")).openDraws).toEqual([]);
    const open = async () =>
      t.app.inject({ method: "POST", url: `/dev/actions/lottery-open?merchant=${t.merchant}&game=xsmn` });
    const opened = await open();
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ opened: true });
    expect((await board("xsmn")).openDraws.map((draw) => draw.period)).toEqual([opened.json().period]);
    expect((await open()).json()).toMatchObject({ opened: false, period: opened.json().period });
  });
});
