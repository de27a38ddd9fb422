import { beforeAll, describe, expect, it } from "vitest";
import type { Brand } from "../../src/platform/brand-context";
import { balances, brandOf, expectReconciled } from "../payments/support";
import { fileTestApp } from "../support/app";
import { brandPath, grantsOf, missionsOperator, player, settledRound, site } from "./support";

// The sessions below are read in the brand's day: the clock starts at 10:00 there.
const t = fileTestApp({ beforeClose: expectReconciled, options: { localTime: "10:00" } });
let operator: Awaited<ReturnType<typeof missionsOperator>>;
let brand: Brand;
const DAY_MS = 86_400_000;

const nothing = {
  name: { EN: "Better luck", VI: "Chúc may mắn" },
  kind: "none",
  amount: 0,
  totalStock: null,
};
const cash = (amount: number, totalStock: number | null, probabilityBp = 10_000) => ({
  name: { EN: `Cash ${amount}`, VI: `Tiền ${amount}` },
  kind: "cash",
  amount,
  totalStock,
  probabilityBp,
});

function eventBody(overrides: Record<string, unknown> = {}) {
  return {
    title: { EN: "Red envelope rain", VI: "Mưa lì xì" },
    startsAt: t.clock.now() - DAY_MS,
    endsAt: t.clock.now() + 7 * DAY_MS,
    sessions: [{ start: "09:00", end: "12:00" }],
    triesPerDay: 3,
    prizes: [cash(50, null)],
    ...overrides,
  };
}

async function createEvent(overrides: Record<string, unknown> = {}) {
  const response = await operator({
    method: "POST",
    url: brandPath(t, "/raffle-events"),
    payload: eventBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as { id: string; prizes: Array<{ id: string }> };
}

const draw = (token: string, eventId: string) =>
  site(t, token, "POST", "/wps/relay/MCS2_claimRafflePromotion", { eventId });

beforeAll(async () => {
  operator = await missionsOperator(t, "raffleop");
  brand = await brandOf(t);
});

describe("raffle: back office", () => {
  it("refuses prize tables and sessions that do not fit together", async () => {
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ prizes: [cash(10, 5, 6_000), cash(20, 5, 5_000)] }, "raffle.invalid"],
      [{ prizes: [{ ...nothing, amount: 5, probabilityBp: 100 }] }, "raffle.invalid"],
      [{ prizes: [cash(0, 5)] }, "raffle.invalid"],
      [{ startsAt: t.clock.now(), endsAt: t.clock.now() - 1 }, "raffle.invalid"],
      [
        {
          sessions: [
            { start: "09:00", end: "10:00" },
            { start: "09:30", end: "11:00" },
          ],
        },
        "raffle.invalid",
      ],
      [{ sessions: [{ start: "12:00", end: "11:00" }] }, "validation.failed"],
      [{ sessions: [{ start: "25:00", end: "26:00" }] }, "validation.failed"],
      [{ prizes: [] }, "validation.failed"],
      [{ triesPerDay: 0 }, "validation.failed"],
      [{ prizes: [cash(10, -1)] }, "validation.failed"],
    ];
    for (const [overrides, code] of refusals) {
      const response = await operator({
        method: "POST",
        url: brandPath(t, "/raffle-events"),
        payload: eventBody(overrides),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().code, JSON.stringify(overrides)).toBe(code);
    }
  });

  it("changing a prize's stock keeps what was already won", async () => {
    const event = await createEvent({ prizes: [cash(5, 3)] });
    const m = await player(t, "rfstock");
    expect((await draw(m.token, event.id)).value.won).toBe(true);
    const prizeId = event.prizes[0]?.id;
    const changed = await operator({
      method: "PUT",
      url: brandPath(t, `/raffle-events/${event.id}`),
      payload: eventBody({ prizes: [{ ...cash(5, 10), id: prizeId }] }),
    });
    expect(changed.json().value.prizes[0]).toMatchObject({ totalStock: 10, remainingStock: 9, won: 1 });
  });
});

describe("raffle: drawing", () => {
  it("allows the day's tries, then one more per raffle ticket, then refuses", async () => {
    const event = await createEvent({ prizes: [{ ...nothing, probabilityBp: 10_000 }] });
    const m = await player(t, "rftries");
    for (let i = 0; i < 3; i++) {
      const result = await draw(m.token, event.id);
      expect(result.status).toBe(200);
      expect(result.value).toMatchObject({ won: false, prize: null, usedTicket: false, triesLeft: 2 - i });
    }
    expect(await draw(m.token, event.id)).toMatchObject({ status: 409, code: "raffle.no_tries" });
    await t.rewards.tickets.add(brand, m.id, 1, `test-ticket:${m.id}`);
    expect((await draw(m.token, event.id)).value).toMatchObject({ usedTicket: true, tickets: 0 });
    expect(await draw(m.token, event.id)).toMatchObject({ status: 409, code: "raffle.no_tries" });
    const list = await site(t, m.token, "GET", "/wps/relay/MCS2_getRafflePromotions");
    expect(list.value.list.find((row: { id: string }) => row.id === event.id)).toMatchObject({
      open: true,
      triesLeft: 0,
      wonToday: false,
    });
  });

  it("pays a win through the rewards core and ends the day for the member after one win", async () => {
    const event = await createEvent({ prizes: [cash(50, null)] });
    const m = await player(t, "rfwin");
    const before = (await balances(t, m.id)).main;
    const win = await draw(m.token, event.id);
    expect(win.value).toMatchObject({ won: true, prize: { kind: "cash", amount: 50 }, triesLeft: 0 });
    expect((await balances(t, m.id)).main).toBe(before + 5_000n);
    const grants = await grantsOf(t, m.id, "raffle");
    expect(grants).toHaveLength(1);
    expect(grants[0]?.grantKey).toBe(`raffle:${win.value.participationId}`);
    expect(await draw(m.token, event.id)).toMatchObject({ status: 409, code: "raffle.already_won" });
  });

  it("concurrent draws never give the last prize twice", async () => {
    const event = await createEvent({ triesPerDay: 1, prizes: [cash(10, 1)] });
    const players = await Promise.all(Array.from({ length: 8 }, (_, i) => player(t, `rfrace${i}`)));
    const results = await Promise.all(players.map((m) => draw(m.token, event.id)));
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(results.filter((result) => result.value.won)).toHaveLength(1);
    const events = await operator({ method: "GET", url: brandPath(t, "/raffle-events?pageSize=100") });
    const stored = events.json().value.list.find((row: { id: string }) => row.id === event.id);
    expect(stored.prizes[0]).toMatchObject({ remainingStock: 0, won: 1 });
    expect(stored.participations).toBe(8);
    // A sold-out prize shows as such on the site.
    const list = await site(t, players[0]?.token ?? "", "GET", "/wps/relay/MCS2_getRafflePromotions");
    expect(list.value.list.find((row: { id: string }) => row.id === event.id).prizes[0].soldOut).toBe(true);
  });

  it("gates on today's turnover or deposit when the event asks for it", async () => {
    const event = await createEvent({ gate: "turnover", gateMin: 100 });
    const m = await player(t, "rfgate");
    // Yesterday's play does not open today's gate.
    await settledRound(t, m.id, 50_000n, t.clock.now() - DAY_MS);
    await settledRound(t, m.id, 6_000n);
    expect(await draw(m.token, event.id)).toMatchObject({ status: 409, code: "raffle.not_eligible" });
    const list = await site(t, m.token, "GET", "/wps/relay/MCS2_getRafflePromotions");
    expect(list.value.list.find((row: { id: string }) => row.id === event.id)).toMatchObject({
      gate: "turnover",
      gateMin: 100,
      gateProgress: 60,
    });
    await settledRound(t, m.id, 4_000n);
    expect((await draw(m.token, event.id)).status).toBe(200);
    // A deposit gate with nothing deposited refuses.
    const deposits = await createEvent({ gate: "deposit", gateMin: 100 });
    expect(await draw(m.token, deposits.id)).toMatchObject({ status: 409, code: "raffle.not_eligible" });
  });

  it("is closed outside its sessions and names the next one", async () => {
    const event = await createEvent({ sessions: [{ start: "20:00", end: "20:30" }] });
    const m = await player(t, "rfclosed");
    expect(await draw(m.token, event.id)).toMatchObject({ status: 409, code: "raffle.not_open" });
    const list = await site(t, undefined, "GET", "/wps/relay/MCS2_getRafflePromotions");
    const row = list.value.list.find((one: { id: string }) => row0(one, event.id));
    expect(row).toMatchObject({ open: false, triesLeft: 0 });
    expect(row.nextSessionAt).toBeGreaterThan(t.clock.now());
    expect(row.nextSessionAt - t.clock.now()).toBeLessThanOrEqual(11 * 3_600_000);
  });

  it("refuses bad draws with 4xx and logs every draw with its IP", async () => {
    const m = await player(t, "rfbad");
    expect(await site(t, m.token, "POST", "/wps/relay/MCS2_claimRafflePromotion", {})).toMatchObject({
      status: 400,
      code: "validation.failed",
    });
    expect(await draw(m.token, "not-an-id")).toMatchObject({ status: 400 });
    expect(await draw(m.token, "00000000-0000-4000-8000-000000000000")).toMatchObject({
      status: 404,
      code: "raffle.not_found",
    });
    expect(
      (await site(t, undefined, "POST", "/wps/relay/MCS2_claimRafflePromotion", { eventId: m.id })).status,
    ).toBe(401);
    const log = await operator({
      method: "GET",
      url: brandPath(t, "/raffle-participations?won=yes&pageSize=100"),
    });
    const rows = log.json().value.list as Array<{ won: boolean; ip: string; grantId: string | null }>;
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.won && row.ip && row.grantId)).toBe(true);
  });
});

function row0(row: { id: string }, id: string): boolean {
  return row.id === id;
}
