import {
  fromMinor,
  isHouseLotteryId,
  type LotteryDrawStatus,
  type LotteryFormat,
  type LotteryMarketCode,
  toMinor,
} from "@lotus/contracts";
import { type Executor, HOUSE_GAMES } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import * as repo from "./lottery.repository";
import type { LotteryService } from "./lottery.service";
import * as reads from "./lottery-admin.repository";
import { stationOf } from "./lottery-daily";
import { marketsOfFormat, marketTermsOf, rtpOf } from "./market-terms";

const formats = new Map(HOUSE_GAMES.map((game) => [game.code, game.settings.lottery?.format ?? "north"]));

type Who = { operator: OperatorContext; ip: string };

/** What the audit log records of a back-office write (the operators module's, handed in by app.ts). */
export type LotteryAudit = (
  tx: Executor,
  who: Who,
  entry: {
    brandId: string;
    action: string;
    targetType: string;
    targetId: string;
    before: unknown;
    after: unknown;
    reason: string;
  },
) => Promise<void>;

/**
 * The lotteries' back office (issue #12): each market's price, odds, RTP and number limit (a market
 * above 100 % is refused), the draws with their bets and liability, voiding a draw, the fair chains.
 */
export function createLotteryAdmin(platform: Platform, lottery: LotteryService, audit: LotteryAudit) {
  const db = platform.db;
  const money = (brand: Brand, minor: bigint) => fromMinor(minor, brand.currency.minorDigits);

  async function marketList(brand: Brand, format: LotteryFormat) {
    const rows = await repo.marketRows(db, brand.id, format);
    const saved = new Set(rows.map((row) => row.market));
    const defaults = marketTermsOf(format, []);
    return [...marketTermsOf(format, rows).values()].map((terms) => {
      const base = defaults.get(terms.market);
      return {
        ...terms.view,
        format,
        enabled: terms.enabled,
        numberLimit: terms.numberLimitMinor === null ? null : money(brand, terms.numberLimitMinor),
        defaults: { price: base?.view.price ?? terms.view.price, odds: base?.view.odds ?? terms.view.odds },
        custom: saved.has(terms.market),
      };
    });
  }

  async function gameId(brand: Brand, code: string) {
    const id = isHouseLotteryId(code) ? await reads.gameIdOf(db, brand.id, code) : undefined;
    if (!id) throw new AppError("game.not_found");
    return id;
  }

  async function drawViews(brand: Brand, gameCode: string, draws: repo.DrawRow[]) {
    const totals = await reads.drawTotals(
      db,
      draws.map((draw) => draw.id),
    );
    return draws.map((draw) => {
      const total = totals.get(draw.id);
      return {
        id: draw.id,
        game: gameCode,
        period: draw.period,
        status: draw.status as LotteryDrawStatus,
        openAt: draw.openAt.getTime(),
        closeAt: draw.closeAt.getTime(),
        drawAt: draw.drawAt.getTime(),
        members: total?.members ?? 0,
        lines: total?.lines ?? 0,
        stake: money(brand, total?.stake ?? 0n),
        win: money(brand, total?.win ?? 0n),
        result: draw.result ?? null,
        voidReason: draw.voidReason,
        format: formats.get(gameCode) ?? "north",
        station: stationOf(draw.station),
        pendingResult: draw.pendingResult ?? null,
        resultEnteredBy: draw.resultEnteredBy,
        resultEnteredAt: draw.resultEnteredAt?.getTime() ?? null,
        resultConfirmedBy: draw.resultConfirmedBy,
        resultConfirmedAt: draw.resultConfirmedAt?.getTime() ?? null,
        correctionPending: draw.correctionPending,
        correctionReason: draw.correctionReason,
        revision: draw.revision,
      };
    });
  }

  async function drawView(brand: Brand, id: string) {
    const { draw, gameCode } = await ownDraw(brand, id);
    const [view] = await drawViews(brand, gameCode, [draw]);
    if (!view) throw new AppError("lottery.draw_unknown");
    return view;
  }
  const operatorOf = (who: Who) => ({ operatorId: who.operator.operatorId, username: who.operator.username });

  async function ownDraw(brand: Brand, id: string) {
    const found = await repo.drawWithGame(db, id);
    if (!found || found.draw.brandId !== brand.id) throw new AppError("lottery.draw_unknown");
    return found;
  }

  return {
    async markets(brand: Brand, format: LotteryFormat) {
      return { list: await marketList(brand, format) };
    },

    async updateMarket(
      brand: Brand,
      who: Who,
      key: { format: LotteryFormat; market: LotteryMarketCode },
      body: { enabled: boolean; price: number; odds: number; numberLimit: number | null; reason: string },
    ) {
      if (!marketsOfFormat(key.format).includes(key.market)) throw new AppError("lottery.market_unavailable");
      const priceMilli = Math.round(body.price * 1000);
      const oddsMilli = Math.round(body.odds * 1000);
      // Keno's side markets cost their stake: a price other than 1 would change what odds mean.
      if (key.format === "keno" && priceMilli !== 1000)
        throw new AppError("validation.failed", { fields: { price: "Keno markets cost 1 point" } });
      const current = marketTermsOf(key.format, await repo.marketRows(db, brand.id, key.format)).get(
        key.market,
      );
      const payTable = current?.payTableMilli ?? [];
      if (rtpOf(key.format, key.market, priceMilli, oddsMilli, payTable) > 1)
        throw new AppError("lottery.rtp_above_100");
      const numberLimitMinor =
        body.numberLimit === null ? null : toMinor(body.numberLimit, brand.currency.minorDigits);
      await db.transaction(async (tx) => {
        await repo.upsertMarket(tx, {
          brandId: brand.id,
          format: key.format,
          market: key.market,
          enabled: body.enabled,
          priceMilli,
          oddsMilli,
          numberLimitMinor,
          updatedAt: new Date(platform.clock.now()),
        });
        await audit(tx, who, {
          brandId: brand.id,
          action: "lottery.market.update",
          targetType: "lottery_market",
          targetId: `${key.format}:${key.market}`,
          before: current
            ? {
                enabled: current.enabled,
                price: current.view.price,
                odds: current.view.odds,
                numberLimit: current.numberLimitMinor?.toString() ?? null,
              }
            : null,
          after: { enabled: body.enabled, price: body.price, odds: body.odds, numberLimit: body.numberLimit },
          reason: body.reason,
        });
      });
      const updated = (await marketList(brand, key.format)).find((market) => market.market === key.market);
      if (!updated) throw new AppError("lottery.market_unavailable");
      return updated;
    },

    async draws(
      brand: Brand,
      query: { game: string; status?: LotteryDrawStatus; page: number; pageSize: number },
    ) {
      const id = await gameId(brand, query.game);
      const { rows, total } = await reads.drawsPage(
        db,
        { gameId: id, status: query.status },
        query.page,
        query.pageSize,
      );
      return {
        list: await drawViews(brand, query.game, rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async draw(brand: Brand, id: string) {
      const { draw, gameCode } = await ownDraw(brand, id);
      const [view] = await drawViews(brand, gameCode, [draw]);
      if (!view) throw new AppError("lottery.draw_unknown");
      const chain = draw.chainId ? await repo.chainById(db, draw.chainId) : undefined;
      const exposure = await reads.topExposure(db, draw.id, 50);
      return {
        draw: view,
        seed: draw.seed,
        seedIndex: draw.seedIndex,
        chainHead: chain?.head ?? null,
        liability: exposure.map((row) => ({
          market: row.market as LotteryMarketCode,
          number: row.number,
          liability: money(brand, row.payoutMinor),
        })),
      };
    },

    async drawBets(brand: Brand, id: string, query: { page: number; pageSize: number }) {
      const { draw } = await ownDraw(brand, id);
      const { rows, total } = await reads.betsOfDraw(db, draw.id, query.page, query.pageSize);
      return {
        list: rows.map(({ bet, account }) => ({
          id: String(bet.id),
          slipId: bet.slipId,
          account,
          period: draw.period,
          market: bet.market as LotteryMarketCode,
          numbers: bet.numbers,
          points: bet.points,
          stake: money(brand, bet.stakeMinor),
          win: money(brand, bet.winMinor),
          hits: bet.hits,
          status: bet.status as "open" | "won" | "lost" | "push" | "void",
          placedAt: bet.placedAt.getTime(),
          result: draw.result ?? null,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async voidDraw(brand: Brand, who: Who, id: string, reason: string) {
      const { draw, gameCode } = await ownDraw(brand, id);
      const { refunded } = await lottery.voidDrawOf(brand.id, draw.id, reason);
      await audit(db, who, {
        brandId: brand.id,
        action: "lottery.draw.void",
        targetType: "lottery_draw",
        targetId: draw.id,
        before: { status: draw.status, period: draw.period, game: gameCode },
        after: { status: "void", refunded },
        reason,
      });
      const { draw: after } = await ownDraw(brand, id);
      const [view] = await drawViews(brand, gameCode, [after]);
      if (!view) throw new AppError("lottery.draw_unknown");
      return { draw: view, refunded };
    },

    async enterResult(
      brand: Brand,
      who: Who,
      id: string,
      result: Parameters<LotteryService["daily"]["enterResult"]>[3],
      reason?: string,
    ) {
      const entered = await lottery.daily.enterResult(brand, operatorOf(who), id, result, reason);
      const correcting = entered.draw.correctionPending;
      await audit(db, who, {
        brandId: brand.id,
        action: correcting
          ? "lottery.result.correct_settled"
          : entered.before
            ? "lottery.result.correct"
            : "lottery.result.enter",
        targetType: "lottery_draw",
        targetId: id,
        before: entered.before ?? null,
        after: entered.after,
        reason: correcting
          ? `${entered.draw.period}: ${reason ?? ""}`
          : `${entered.draw.period} result entered`,
      });
      return drawView(brand, id);
    },

    async confirmResult(brand: Brand, who: Who, id: string) {
      const confirmed = await lottery.daily.confirmResult(brand, operatorOf(who), id);
      const correction = confirmed.status === "correcting";
      await audit(db, who, {
        brandId: brand.id,
        action: correction ? "lottery.result.confirm_correction" : "lottery.result.confirm",
        targetType: "lottery_draw",
        targetId: id,
        before: { status: correction ? "settled" : "open", enteredBy: confirmed.resultEnteredBy },
        after: { status: confirmed.status, result: confirmed.result, revision: confirmed.revision },
        reason: correction
          ? `${confirmed.period} correction ${confirmed.revision} confirmed: ${confirmed.correctionReason ?? ""}`
          : `${confirmed.period} result confirmed`,
      });
      return drawView(brand, id);
    },

    calendar: (brand: Brand, query: { from?: string; days: number }) =>
      lottery.daily.calendar(brand, query.from, query.days),

    async addOverride(brand: Brand, who: Who, body: Parameters<LotteryService["daily"]["addOverride"]>[2]) {
      const row = await lottery.daily.addOverride(brand, operatorOf(who), body);
      await audit(db, who, {
        brandId: brand.id,
        action: "lottery.calendar.override",
        targetType: "lottery_calendar",
        targetId: row.id,
        before: null,
        after: { date: row.date, region: row.region, station: row.stationCode, cancelled: row.cancelled },
        reason: body.note,
      });
      return {
        id: row.id,
        date: row.date,
        region: (row.region as "north" | "central" | "south" | null) ?? null,
        stationCode: row.stationCode,
        cancelled: row.cancelled,
        note: row.note,
        createdBy: row.createdBy,
        createdAt: row.createdAt.getTime(),
      };
    },

    async removeOverride(brand: Brand, who: Who, id: string) {
      const { row, removed } = await lottery.daily.removeOverride(brand, id);
      await audit(db, who, {
        brandId: brand.id,
        action: "lottery.calendar.override_remove",
        targetType: "lottery_calendar",
        targetId: row.id,
        before: { date: row.date, region: row.region, station: row.stationCode, cancelled: row.cancelled },
        after: null,
        reason: row.note,
      });
      return { removed };
    },

    async setCutoff(
      brand: Brand,
      who: Who,
      region: "north" | "central" | "south",
      cutoffMinutes: number,
      reason: string,
    ) {
      const { before, after } = await lottery.daily.setCutoff(brand, region, cutoffMinutes);
      await audit(db, who, {
        brandId: brand.id,
        action: "lottery.calendar.cutoff",
        targetType: "lottery_region",
        targetId: region,
        before: { cutoffMinutes: before },
        after: { cutoffMinutes: after },
        reason,
      });
      return { region, cutoffMinutes: after };
    },

    async chains(brand: Brand, query: { game: string; page: number; pageSize: number }) {
      const id = await gameId(brand, query.game);
      const { rows, total } = await reads.chainsPage(db, id, query.page, query.pageSize);
      return {
        list: rows.map(({ chain, revealed }) => ({
          day: chain.day,
          head: chain.head,
          length: chain.length,
          revealed,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

export type LotteryAdmin = ReturnType<typeof createLotteryAdmin>;
