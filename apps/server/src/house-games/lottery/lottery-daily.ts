import type { LotteryRegion } from "@lotus/contracts";
import { HOUSE_GAMES } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { type CalendarOverride, defaultCalendar } from "./calendar";
import { dailyDraws, datesFrom } from "./daily-schedule";
import * as repo from "./lottery.repository";
import * as daily from "./lottery-daily.repository";
import type { LotteryDraws } from "./lottery-draws";
import type { LotteryGames } from "./lottery-game";
import { localDay } from "./periods";
import { PRIZE_CODES, type PrizeCode, validateResult } from "./prizes";

/** The daily games, one per region, in draw order (South first). */
export const DAILY_GAMES = HOUSE_GAMES.filter((game) => game.settings.lottery?.daily).map((game) => ({
  code: game.code,
  region: game.settings.lottery?.format as LotteryRegion,
  cutoffSeconds: game.settings.lottery?.cutoffSeconds ?? 900,
}));
/** Draws are kept scheduled for today and tomorrow, so the next draw of each station always exists. */
const DAYS_AHEAD = 2;
const SCHEDULE_EVERY_MS = 60_000;
const CALENDAR_CANCELLED = "Cancelled by the draw calendar";
const stationNames = new Map(defaultCalendar.stations.map((station) => [station.code, station.name]));

export const stationOf = (code: string | null) =>
  code === null ? null : { code, name: stationNames.get(code) ?? code };

const toOverride = (row: daily.OverrideRow): CalendarOverride => ({
  date: row.date,
  ...(row.region ? { region: row.region as LotteryRegion } : {}),
  ...(row.stationCode ? { stationCode: row.stationCode } : {}),
  cancelled: row.cancelled,
});

type Operator = { operatorId: string; username: string };

/** Two results are the same when every prize holds the same numbers in the same order. */
function sameResult(
  a: { prizes?: { prize: string; numbers: string[] }[] } | null | undefined,
  b: EnteredResult,
): boolean {
  const text = (result: { prizes?: { prize: string; numbers: string[] }[] }) =>
    (result.prizes ?? []).map((row) => `${row.prize}:${row.numbers.join(",")}`).join(";");
  return a ? text(a) === text(b) : false;
}
type EnteredResult = { prizes: { prize: PrizeCode; numbers: string[] }[] };

/**
 * The daily Vietnamese draws (issue #12): each region's stations scheduled from the calendar and
 * its overrides, betting closed at the region's cut-off, results entered by one operator and
 * confirmed by another (correctable until then), after which the ordinary settlement pays them.
 */
export function createLotteryDaily(platform: Platform, games: LotteryGames, draws: LotteryDraws) {
  const db = platform.db;
  const now = () => platform.clock.now();

  async function regionCutoffs(brandId: string) {
    const saved = await daily.cutoffs(db, brandId);
    return new Map(DAILY_GAMES.map((game) => [game.region, saved.get(game.region) ?? game.cutoffSeconds]));
  }

  async function planned(brand: Brand, from: string, days: number) {
    const dates = datesFrom(from, days);
    const overrides = (await daily.overridesBetween(db, brand.id, from, dates[dates.length - 1] ?? from)).map(
      toOverride,
    );
    const cutoffs = await regionCutoffs(brand.id);
    return DAILY_GAMES.map((game) => ({
      ...game,
      draws: dailyDraws(
        defaultCalendar,
        game.region,
        dates,
        overrides,
        brand.timeZone,
        cutoffs.get(game.region) ?? game.cutoffSeconds,
      ),
    }));
  }

  /** Makes today's and tomorrow's draws exist, and voids open ones the calendar no longer has. */
  async function schedule(brand: Brand, at: number) {
    const today = localDay(at, brand.timeZone);
    for (const plan of await planned(brand, today, DAYS_AHEAD)) {
      const game = await games.lotteryGame(brand, plan.code).catch(() => undefined);
      if (game?.status !== "on") continue;
      await repo.ensureDraws(
        db,
        plan.draws.map((draw) => ({
          brandId: brand.id,
          gameId: game.id,
          period: draw.period,
          station: draw.station,
          openAt: new Date(draw.openAt),
          closeAt: new Date(draw.closeAt),
          drawAt: new Date(draw.drawAt),
        })),
      );
      const wanted = new Set(plan.draws.map((draw) => draw.period));
      const firstDraw = Math.min(...plan.draws.map((draw) => draw.drawAt), at);
      for (const draw of await daily.openDailyDraws(db, game.id, new Date(firstDraw)))
        if (!wanted.has(draw.period) && draw.resultEnteredAt === null)
          await draws.voidDrawOf(brand.id, draw.id, CALENDAR_CANCELLED);
    }
  }

  async function ownDailyDraw(brand: Brand, id: string) {
    const found = await repo.drawWithGame(db, id);
    if (!found || found.draw.brandId !== brand.id) throw new AppError("lottery.draw_unknown");
    const region = DAILY_GAMES.find((game) => game.code === found.gameCode)?.region;
    if (!region || found.draw.station === null) throw new AppError("lottery.not_daily");
    return { ...found, region };
  }

  /** When each brand's daily draws were last scheduled by the beat (the calendar changes by the day). */
  const lastScheduled = new Map<string, number>();

  return {
    schedule,

    /**
     * The beat's scheduling: at most once a minute per brand (draws are kept two days ahead, and an
     * override reschedules at once), so the every-second beat does not re-read the calendar each time.
     */
    async scheduleDue(brand: Brand, at: number) {
      const last = lastScheduled.get(brand.id);
      if (last !== undefined && at >= last && at - last < SCHEDULE_EVERY_MS) return;
      await schedule(brand, at);
      lastScheduled.set(brand.id, at);
    },

    /**
     * Enters a result, or corrects one not yet confirmed; betting must have closed. On a settled
     * draw it enters a correction (with its reason), confirmed by a second operator and re-settled.
     */
    async enterResult(brand: Brand, operator: Operator, id: string, entered: EnteredResult, reason?: string) {
      const { draw, region } = await ownDailyDraw(brand, id);
      const byPrize: Record<string, string[]> = {};
      for (const row of entered.prizes) {
        if (byPrize[row.prize]) throw new AppError("lottery.result_invalid", { prize: row.prize });
        byPrize[row.prize] = row.numbers;
      }
      const problems = validateResult(region, byPrize);
      if (problems.length > 0)
        throw new AppError("lottery.result_invalid", {
          problems: problems.map((problem) => ({
            prize: problem.prize,
            index: problem.index ?? null,
            code: problem.code,
          })),
        });
      const at = new Date(now());
      const result = {
        prizes: PRIZE_CODES.filter((prize) => byPrize[prize]).map((prize) => ({
          prize,
          numbers: byPrize[prize] ?? [],
        })),
      };
      if (draw.status === "settled") {
        if (!reason) throw new AppError("lottery.correction_reason");
        if (sameResult(draw.result, result)) throw new AppError("lottery.result_unchanged");
        const corrected = await daily.enterCorrection(db, draw.id, {
          result,
          reason,
          operatorId: operator.operatorId,
          operator: operator.username,
          at,
        });
        if (!corrected) throw new AppError("lottery.draw_paid");
        return {
          before: draw.correctionPending ? draw.pendingResult : draw.result,
          after: result,
          draw: corrected,
        };
      }
      if (draw.status !== "open" || draw.closeAt.getTime() > at.getTime())
        throw new AppError("lottery.result_not_due");
      const stored = await daily.enterResult(db, draw.id, {
        result,
        operatorId: operator.operatorId,
        operator: operator.username,
        at,
      });
      if (!stored) throw new AppError("lottery.result_not_due");
      return { before: draw.pendingResult, after: result, draw: stored };
    },

    /**
     * Confirms the entered result (a second operator): a first result is drawn and settled next; a
     * paid draw's correction is settled again, with compensating payments, by the next tick.
     */
    async confirmResult(brand: Brand, operator: Operator, id: string) {
      const { draw, gameCode } = await ownDailyDraw(brand, id);
      const correcting = draw.status === "settled";
      if (!correcting && draw.status !== "open") throw new AppError("lottery.draw_paid");
      const waiting = correcting ? draw.correctionPending : draw.pendingResult;
      if (!waiting) throw new AppError("lottery.result_missing");
      if (draw.resultEnteredById === operator.operatorId) throw new AppError("lottery.result_same_operator");
      const signature = { operatorId: operator.operatorId, operator: operator.username, at: new Date(now()) };
      const confirmed = correcting
        ? await daily.confirmCorrection(db, draw.id, signature)
        : await daily.confirmResult(db, draw.id, signature);
      // Another operator confirmed (or corrected) it meanwhile: they see the draw as it is now.
      if (!confirmed) throw new AppError("lottery.result_missing");
      await draws.announce(brand.id, gameCode);
      return confirmed;
    },

    /** The calendar screen: stations, weekly plan, times, cut-offs, overrides and the coming draws. */
    async calendar(brand: Brand, from: string | undefined, days: number) {
      const start = from ?? localDay(now(), brand.timeZone);
      const plans = await planned(brand, start, days);
      const cutoffs = await regionCutoffs(brand.id);
      const overrides = await daily.overridesBetween(db, brand.id, start, "9999-12-31");
      const dates = datesFrom(start, days);
      return {
        timeZone: brand.timeZone,
        stations: defaultCalendar.stations.map((station) => ({ ...station })),
        regions: DAILY_GAMES.map((game) => ({
          region: game.region,
          game: game.code,
          drawTime: defaultCalendar.drawTimes[game.region],
          cutoffMinutes: Math.round((cutoffs.get(game.region) ?? game.cutoffSeconds) / 60),
          weekly: Object.fromEntries(
            Object.entries(defaultCalendar.weekly[game.region]).map(([day, codes]) => [day, [...codes]]),
          ),
        })),
        overrides: overrides.map((row) => ({
          id: row.id,
          date: row.date,
          region: (row.region as LotteryRegion | null) ?? null,
          stationCode: row.stationCode,
          cancelled: row.cancelled,
          note: row.note,
          createdBy: row.createdBy,
          createdAt: row.createdAt.getTime(),
        })),
        days: dates.map((date) => ({
          date,
          draws: plans.flatMap((plan) =>
            plan.draws
              .filter((draw) => draw.date === date)
              .map((draw) => ({
                region: plan.region,
                station: { code: draw.station, name: draw.stationName },
                drawAt: draw.drawAt,
                closeAt: draw.closeAt,
              })),
          ),
        })),
      };
    },

    async addOverride(
      brand: Brand,
      operator: Operator,
      body: {
        date: string;
        region: LotteryRegion | null;
        stationCode: string | null;
        cancelled: boolean;
        note: string;
      },
    ) {
      if (body.date < localDay(now(), brand.timeZone)) throw new AppError("lottery.override_past");
      const station = body.stationCode
        ? defaultCalendar.stations.find((entry) => entry.code === body.stationCode)
        : undefined;
      if (body.stationCode && (!station || (body.region && station.region !== body.region)))
        throw new AppError("lottery.station_unknown");
      const row = await daily.insertOverride(db, {
        brandId: brand.id,
        date: body.date,
        region: body.region ?? station?.region ?? null,
        stationCode: body.stationCode,
        cancelled: body.cancelled,
        note: body.note,
        createdBy: operator.username,
      });
      // Draws already scheduled for that day follow at once (a cancelled one is voided and refunded).
      await schedule(brand, now());
      return row;
    },

    /** Removes an override whose day's draws are not scheduled yet (after tomorrow). */
    async removeOverride(brand: Brand, id: string) {
      const row = await daily.overrideById(db, brand.id, id);
      if (!row) throw new AppError("lottery.override_unknown");
      const lastScheduled = datesFrom(localDay(now(), brand.timeZone), DAYS_AHEAD).at(-1) ?? "";
      if (row.date <= lastScheduled) throw new AppError("lottery.override_past");
      return { row, removed: await daily.deleteOverride(db, row.id) };
    },

    async setCutoff(brand: Brand, region: LotteryRegion, cutoffMinutes: number) {
      const game = DAILY_GAMES.find((entry) => entry.region === region);
      if (!game) throw new AppError("lottery.not_daily");
      const before = (await regionCutoffs(brand.id)).get(region) ?? game.cutoffSeconds;
      const at = new Date(now());
      await daily.setCutoff(db, brand.id, region, cutoffMinutes * 60, at);
      const played = await games.lotteryGame(brand, game.code).catch(() => undefined);
      if (played) await daily.moveOpenCloses(db, played.id, cutoffMinutes * 60, at);
      return { before: Math.round(before / 60), after: cutoffMinutes };
    },

    /**
     * Dev tools (journeys): when no draw of a daily game takes bets (between its cut-off and its
     * draw), opens the next scheduled one now, so a journey does not depend on the hour it runs.
     */
    async openNextNow(brand: Brand, gameCode: string) {
      const game = await games.lotteryGame(brand, gameCode);
      if (!game.lottery.daily) throw new AppError("lottery.not_daily");
      const at = new Date(now());
      const coming = (await daily.openDailyDraws(db, game.id, at)).sort(
        (a, b) => a.drawAt.getTime() - b.drawAt.getTime(),
      );
      const taking = coming.find((draw) => draw.openAt <= at && draw.closeAt > at);
      if (taking) return { drawId: taking.id, period: taking.period, opened: false };
      const next = coming.find((draw) => draw.openAt > at);
      if (!next) throw new AppError("lottery.draw_unknown");
      const opened = await daily.openNow(db, next.id, at);
      if (!opened) throw new AppError("lottery.draw_unknown");
      await draws.announce(brand.id, gameCode);
      return { drawId: opened.id, period: opened.period, opened: true };
    },

    /** Dev tools (journeys): closes betting on a daily game's next draw (or the given one) now, so its result can be entered. */
    async closeNextNow(brand: Brand, gameCode: string, period?: string) {
      const game = await games.lotteryGame(brand, gameCode);
      if (!game.lottery.daily) throw new AppError("lottery.not_daily");
      const at = new Date(now());
      const next = (await daily.openDailyDraws(db, game.id, at))
        .filter((draw) => period === undefined || draw.period === period)
        .sort((a, b) => a.drawAt.getTime() - b.drawAt.getTime())[0];
      if (!next) throw new AppError("lottery.draw_unknown");
      const closed = await daily.closeNow(db, next.id, at);
      if (!closed) throw new AppError("lottery.draw_unknown");
      await draws.announce(brand.id, gameCode);
      return { drawId: closed.id, period: closed.period };
    },
  };
}

export type LotteryDaily = ReturnType<typeof createLotteryDaily>;
