import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type SandboxFeed,
  sandboxResult,
  startSandboxFeed,
} from "../../src/house-games/lottery/sandbox-feed";
import { createTestApp, type TestApp } from "../support/app";
import { createOperator, type TestOperator } from "../support/operators";
import { type AdminDraw, dateOf, feedHelpers, type Region } from "./lottery-feed-support";
import { expectLedgerClean, fund, launch, launchTokenOf, ledgerBalance, login, memberId } from "./support";

/** The daily draws' results feed (issue #12) against the sandbox feed on a random port. */
let t: TestApp;
let owner: TestOperator;
let risk: TestOperator;
let feed: SandboxFeed;
let demo: string;
let h: ReturnType<typeof feedHelpers>;
const SECRET = "sandbox-feed-key-7f3a";

beforeAll(async () => {
  t = await createTestApp({ localTime: "10:00" });
  owner = await createOperator(t, { username: "feedowner", role: "owner" });
  risk = await createOperator(t, { username: "feedrisk", role: "risk" });
  demo = await memberId(t, "demo01");
  await fund(t, demo, 1_000_000_00n, "lottery-feed-fund");
  feed = await startSandboxFeed({ secret: SECRET });
  h = feedHelpers(t, () => owner);
});
afterAll(async () => {
  await feed.close();
  await t.close();
});

const feedSettings = (region: Region, autoConfirm: boolean) => ({
  url: `${feed.url}/results/${region}`,
  authHeader: "Authorization",
  secret: `Bearer ${SECRET}`,
  autoConfirm,
});
const expected = (region: Region, draw: AdminDraw) =>
  sandboxResult(region, dateOf(draw), draw.station?.code ?? "");

async function betOn(game: string, period: string, requestId: string, lines: unknown[]) {
  const token = await login(t, "demo01", "Demo1234");
  const launched = await launch(t, token, game);
  const session = await t.app.inject({
    method: "POST",
    url: "/house/api/lottery/session",
    payload: { launchToken: launchTokenOf(launched.json().value.game_url), merchant: t.merchant },
  });
  expect(session.statusCode, session.body).toBe(200);
  const placed = await t.app.inject({
    method: "POST",
    url: "/house/api/lottery/bet",
    headers: { authorization: session.json().value.sessionToken },
    payload: { period, requestId, lines },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json().value.total as number;
}

describe("lottery results feed", () => {
  it("keeps the feed's settings per region, the secret sealed and never shown; refuses bad ones", async () => {
    const saved = await h.setFeed("north", { ...feedSettings("north", true) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toMatchObject({
      region: "north",
      enabled: true,
      secretSet: true,
      autoConfirm: true,
    });
    expect(saved.body).not.toContain(SECRET);
    const [row] = await t.platform.db
      .select()
      .from(schema.lotteryRegionSettings)
      .where(eq(schema.lotteryRegionSettings.region, "north"));
    expect(row?.feedSecretSealed).toBeTruthy();
    expect(row?.feedSecretSealed).not.toContain(SECRET);
    expect(row?.cutoffSeconds).toBe(900);
    const audit = await t.platform.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, "lottery.feed.update"));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(SECRET);

    const insecure = await h.setFeed("central", { url: "http://results.example.com/central" });
    expect(insecure.statusCode).toBe(422);
    expect(insecure.json().code).toBe("lottery.feed_url_insecure");
    const noAddress = await h.setFeed("central", { url: null });
    expect(noAddress.json()).toMatchObject({ code: "validation.failed" });
    expect(noAddress.json().value.fields.url).toBeTruthy();
    const headerWithoutSecret = await h.setFeed("central", {
      url: `${feed.url}/results/central`,
      authHeader: "X-Key",
    });
    expect(headerWithoutSecret.statusCode).toBe(400);
    expect(headerWithoutSecret.json().value.fields.secret).toBeTruthy();
    const badSecret = await h.setFeed("central", { ...feedSettings("central", false), secret: "Bearer ✓" });
    expect(badSecret.statusCode).toBe(400);
    const unknownRegion = await (await h.as(owner))({
      method: "PUT",
      url: `${h.base()}/feeds/east`,
      payload: { enabled: false, url: null, authHeader: null, autoConfirm: false, reason: "no such" },
    });
    expect(unknownRegion.statusCode).toBe(400);
    expect((await h.feedOf("central")).enabled).toBe(false);

    // A viewer reads the feeds; changing one needs lottery.manage, fetching lottery.results.
    const support = await createOperator(t, { username: "feedsupport", role: "support" });
    expect((await h.setFeed("central", feedSettings("central", false), support)).statusCode).toBe(403);
    const fetchRefused = await (await h.as(support))({
      method: "POST",
      url: `${h.base()}/feeds/north/fetch`,
      payload: {},
    });
    expect(fetchRefused.statusCode).toBe(403);
    const off = await (await h.as(owner))({
      method: "POST",
      url: `${h.base()}/feeds/central/fetch`,
      payload: {},
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe("lottery.feed_off");
  });

  it("enters a due draw's result from the feed after its draw time, confirms it (auto) and it is settled", async () => {
    const [target] = await h.nextDraws("north");
    if (!target) throw new Error("no North draw");
    const result = expected("north", target);
    const special = result.prizes[0]?.numbers[0] ?? "";
    const before = await ledgerBalance(t, demo);
    const stake = await betOn("xsmb", target.period, "feed-north-0001", [
      { market: "lo2", numbers: [special.slice(-2)], points: 1 },
      { market: "de", numbers: [special.slice(-2)], points: 1 },
    ]);

    // Betting has closed but the draw has not been held: the feed is not asked for it yet.
    h.advanceTo(target.closeAt + 1_000);
    await h.runFeed();
    expect((await h.draw(target.id)).pendingResult).toBeNull();

    h.advanceTo(target.drawAt + 1_000);
    const { at } = await h.runFeed();
    const drawn = await h.draw(target.id);
    expect(drawn).toMatchObject({ status: "drawn", resultEnteredBy: "feed", resultConfirmedBy: "feed" });
    expect(drawn.result).toEqual(result);
    const status = (await h.feedOf("north")).status;
    expect(status).toMatchObject({ lastError: null, failures: 0, lastSuccessAt: at });

    await h.runDraws();
    const settled = await h.draw(target.id);
    expect(settled.status).toBe("settled");
    const lines = (
      await (
        await h.as(owner)
      )({ method: "GET", url: `${h.base()}/draws/${target.id}/bets` })
    ).json().value.list as { market: string; status: string; win: number }[];
    expect(lines.map((line) => line.status)).toEqual(["won", "won"]);
    const won = lines.reduce((sum, line) => sum + line.win, 0);
    const after = await ledgerBalance(t, demo);
    expect(Number(after.entries - before.entries) / 100).toBeCloseTo(won - stake, 2);
    await expectLedgerClean(t);
  });

  it("with manual confirmation the feed's result waits for an operator", async () => {
    expect((await h.setFeed("south", feedSettings("south", false))).statusCode).toBe(200);
    const targets = await h.nextDraws("south");
    h.advanceTo((targets[0]?.drawAt ?? 0) + 1_000);
    await h.runFeed();
    for (const target of targets) {
      const waiting = await h.draw(target.id);
      expect(waiting).toMatchObject({ status: "open", resultEnteredBy: "feed", resultConfirmedBy: null });
      expect(waiting.pendingResult).toEqual(expected("south", target));
    }
    // Asked again later, nothing changes: the result stays pending.
    await h.runFeed();
    const [first] = targets;
    if (!first) throw new Error("no South draw");
    expect((await h.draw(first.id)).status).toBe("open");

    const confirmed = await (await h.as(risk))({
      method: "POST",
      url: `${h.base()}/draws/${first.id}/result/confirm`,
      payload: {},
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().value).toMatchObject({
      status: "drawn",
      resultEnteredBy: "feed",
      resultConfirmedBy: "feedrisk",
    });
    await h.runDraws();
    expect((await h.draw(first.id)).status).toBe("settled");
  });

  it("refuses a malformed answer and records it, changing nothing, then retries after the back-off", async () => {
    expect((await h.setFeed("central", feedSettings("central", true))).statusCode).toBe(200);
    const targets = await h.nextDraws("central");
    h.advanceTo((targets[0]?.drawAt ?? 0) + 1_000);
    feed.mode = "malformed";
    const { at } = await h.runFeed();
    for (const target of targets) expect((await h.draw(target.id)).pendingResult).toBeNull();
    const failed = (await h.feedOf("central")).status;
    expect(failed).toMatchObject({ lastError: "malformed", failures: 1, nextAttemptAt: at + 30_000 });
    expect(failed.lastErrorDetail).toMatch(/digits/);

    feed.mode = "ok";
    const asked = feed.requests;
    await h.runFeed(); // 15 s later: still inside the back-off
    expect(feed.requests).toBe(asked);
    for (const target of targets) expect((await h.draw(target.id)).pendingResult).toBeNull();

    h.advanceTo(at + 30_000);
    await h.runFeed();
    for (const target of targets) expect((await h.draw(target.id)).status).toBe("drawn");
    expect((await h.feedOf("central")).status).toMatchObject({ lastError: null, failures: 0 });
  });

  it("a feed that is down is retried later", async () => {
    const [target] = await h.nextDraws("north");
    if (!target) throw new Error("no North draw");
    h.advanceTo(target.drawAt + 1_000);
    const port = feed.port;
    await feed.close();
    const { at } = await h.runFeed();
    expect((await h.draw(target.id)).pendingResult).toBeNull();
    const down = (await h.feedOf("north")).status;
    expect(down).toMatchObject({ lastError: "network", failures: 1, nextAttemptAt: at + 30_000 });

    feed = await startSandboxFeed({ port, secret: SECRET });
    await h.runFeed();
    expect(feed.requests).toBe(0);
    expect((await h.draw(target.id)).status).toBe("open");
    h.advanceTo(at + 30_000);
    await h.runFeed();
    const drawn = await h.draw(target.id);
    expect(drawn.status).toBe("drawn");
    expect(drawn.result).toEqual(expected("north", target));
  });

  it("two runs at once (the job and two fetch-now calls) enter each result once", async () => {
    for (const region of ["north", "central"] as const)
      expect((await h.setFeed(region, { ...feedSettings(region, true), enabled: false })).statusCode).toBe(
        200,
      );
    const targets = await h.nextDraws("south");
    h.advanceTo((targets[0]?.drawAt ?? 0) + 1_000);
    // Signed in beforehand, and the feed slow to answer: all three runs pick the same due draws.
    const callers = await Promise.all([h.as(owner), h.as(risk)]);
    const fetchNow = (call: (typeof callers)[number]) =>
      call({ method: "POST", url: `${h.base()}/feeds/south/fetch`, payload: {} });
    feed.delayMs = 300;
    const asked = feed.requests;
    const [job, first, second] = await Promise.all([h.runFeed(), fetchNow(callers[0]), fetchNow(callers[1])]);
    feed.delayMs = 0;
    expect(feed.requests).toBe(asked + 3);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const jobEntered = Number(/entered (\d+)/.exec(job.outcome)?.[1] ?? Number.NaN);
    const entered = jobEntered + first.json().value.outcome.entered + second.json().value.outcome.entered;
    expect(entered).toBe(targets.length);
    for (const target of targets) {
      const draw = await h.draw(target.id);
      expect(draw).toMatchObject({ status: "open", resultEnteredBy: "feed" });
      expect(draw.pendingResult).toEqual(expected("south", target));
    }
    const records = await t.platform.db.select().from(schema.lotteryFeedResults);
    expect(records.filter((row) => targets.some((target) => target.id === row.drawId))).toHaveLength(
      targets.length,
    );
  });

  it("does not overwrite an operator's pending result: a different one is flagged, the same one matched", async () => {
    expect((await h.setFeed("central", feedSettings("central", true))).statusCode).toBe(200);
    const targets = await h.nextDraws("central");
    const [differs, same] = targets;
    if (!differs || !same) throw new Error("fewer than two Central stations");
    h.advanceTo(differs.closeAt + 1_000);
    const typed = expected("central", differs).prizes.map((row) =>
      row.prize === "DB" ? { ...row, numbers: [row.numbers[0] === "000000" ? "111111" : "000000"] } : row,
    );
    const enter = async (draw: AdminDraw, prizes: unknown) =>
      (await h.as(owner))({
        method: "POST",
        url: `${h.base()}/draws/${draw.id}/result`,
        payload: { result: { prizes } },
      });
    expect((await enter(differs, typed)).statusCode).toBe(200);
    expect((await enter(same, expected("central", same).prizes)).statusCode).toBe(200);

    h.advanceTo(differs.drawAt + 1_000);
    await h.runFeed();
    const kept = await h.draw(differs.id);
    expect(kept).toMatchObject({ status: "open", resultEnteredBy: "feedowner" });
    expect(kept.pendingResult?.prizes).toEqual(typed);
    // Auto-confirm confirms the feed's own results only: the operator's still needs a second operator.
    expect(await h.draw(same.id)).toMatchObject({ status: "open", resultEnteredBy: "feedowner" });
    const flagged = (await h.feedOf("central")).mismatches;
    expect(flagged.map((entry) => entry.drawId)).toEqual([differs.id]);
    expect(flagged[0]?.period).toBe(differs.period);

    // Corrected to what the feed says, the draw is no longer flagged.
    expect((await enter(differs, expected("central", differs).prizes)).statusCode).toBe(200);
    expect((await h.feedOf("central")).mismatches).toEqual([]);
  });

  it("the dev tools point the brand's regions at a sandbox feed of the process", async () => {
    const connected = await t.app.inject({
      method: "POST",
      url: `/dev/actions/lottery-feed-sandbox?merchant=${t.merchant}`,
    });
    expect(connected.statusCode, connected.body).toBe(200);
    const { url } = connected.json() as { url: string };
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    for (const region of ["north", "central", "south"] as const)
      expect(await h.feedOf(region)).toMatchObject({
        enabled: true,
        url: `${url}/results/${region}`,
        authHeader: null,
        secretSet: false,
        autoConfirm: false,
      });
    const asker = await h.as(risk);
    const asked = t.clock.now();
    const fetched = await asker({ method: "POST", url: `${h.base()}/feeds/north/fetch`, payload: {} });
    expect(fetched.statusCode, fetched.body).toBe(200);
    expect(fetched.json().value.outcome.error).toBeNull();
    expect(fetched.json().value.feed.status.lastSuccessAt).toBeGreaterThanOrEqual(asked);
  });
});
