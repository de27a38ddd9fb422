import { randomBytes } from "node:crypto";
import { fromMinor, type Language, normaliseMobile, type redeemInput } from "@lotus/contracts";
import type { z } from "zod";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import type { AuthenticatedSession } from "../../platform/sessions";
import { zonedDay } from "../../platform/time";
import type { RewardsService } from "../rewards";
import * as exchangesRepo from "./exchanges.repository";
import * as giftsRepo from "./gifts.repository";
import { conversionCash, effectiveRate, limitRefusal, remainingFor } from "./mall-rules";
import { exchangeView, giftView, pointEntryView } from "./views";

/** What the mall needs from other modules, handed in by app.ts. */
export interface MallDeps {
  rewards: RewardsService;
  /** payments' payment-password check with its own lockout; throws the payment.password_* errors. */
  verifyPaymentPassword(session: AuthenticatedSession, password: string): Promise<void>;
  /** vip's level of a member (rank, points rate); without it every member is at rank 0 on the brand's rate. */
  levelOf?(brand: Brand, memberId: string): Promise<{ rank: number; pointsRate: number } | undefined>;
}

/** The title of a conversion's reward in the reward centre and bonus details. */
export const CONVERT_TITLE = { EN: "Points converted to cash", VI: "Quy đổi điểm thành tiền" };
/** The reward source id of conversions (rewards has no points source; an event it is). */
export const CONVERT_SOURCE_ID = "points-convert";

/** A transaction number the member and the operator can read out: PM + day + 8 random characters. */
function transactionNumber(day: string): string {
  return `PM${day.replaceAll("-", "")}${randomBytes(5).toString("hex").slice(0, 8).toUpperCase()}`;
}

/** The points centre of the site (SPEC §2, §7): balance, gifts, exchanges, details, redeem, convert. */
export function createMallService(platform: Platform, deps: MallDeps) {
  const db = platform.db;
  const { rewards } = deps;
  const now = () => new Date(platform.clock.now());
  const today = (brand: Brand) => zonedDay(platform.clock.now(), brand.timeZone);
  const levelOf = async (brand: Brand, memberId: string) =>
    (await deps.levelOf?.(brand, memberId)) ?? { rank: 0, pointsRate: 0 };

  async function balanceOf(brand: Brand, memberId: string) {
    const { balance, earned } = await rewards.points.balance(brand, memberId);
    return { balance: Number(balance), earned: Number(earned) };
  }

  /** Pays a conversion's cash once (key by request id) and keeps the grant on the row. */
  async function payConversion(brand: Brand, row: exchangesRepo.ConversionRow) {
    const { grant } = await rewards.grant(brand, {
      memberId: row.memberId,
      source: "event",
      sourceId: CONVERT_SOURCE_ID,
      key: `points-convert:${row.requestId}`,
      title: CONVERT_TITLE,
      cash: row.cash,
      claim: "auto",
      // DOMAIN §6.7: cash bought with points carries 1× turnover.
      turnover: { required: row.cash },
    });
    if (!row.grantId) await exchangesRepo.setConversionGrant(db, row.id, grant.id);
    return grant;
  }

  /**
   * Places an exchange whose caller was checked (payment password, mobile number). The gift row is
   * locked, so its stock and the limits are decided one exchange at a time; the points debit, the
   * order and the stock commit together. A retried request id answers the first exchange.
   */
  async function place(
    brand: Brand,
    memberId: string,
    body: {
      requestId: string;
      giftId: string;
      quantity: number;
      recipient: string;
      address: string;
      mobile: string;
    },
    language: Language,
  ) {
    const answer = async (row: exchangesRepo.ExchangeRow) => {
      if (row.giftId !== body.giftId || row.quantity !== body.quantity)
        throw new AppError("mall.request_reused");
      return {
        exchange: exchangeView(brand, row, language),
        balance: (await balanceOf(brand, memberId)).balance,
      };
    };
    const earlier = await exchangesRepo.exchangeByRequest(db, brand.id, memberId, body.requestId);
    if (earlier) return answer(earlier);

    const gift = await giftsRepo.findGift(db, brand.id, body.giftId);
    if (!gift) throw new AppError("mall.gift_not_found");
    if (!gift.active) throw new AppError("mall.gift_unavailable");
    if (gift.minVipLevel !== null && (await levelOf(brand, memberId)).rank < gift.minVipLevel)
      throw new AppError("mall.vip_level");

    const day = today(brand);
    const result = await db.transaction(async (tx) => {
      const locked = await giftsRepo.lockGift(tx, brand.id, gift.id);
      if (!locked?.active) throw new AppError("mall.gift_unavailable");
      // Two tries of one request wait on the gift lock; the second finds the first's exchange.
      const raced = await exchangesRepo.exchangeByRequest(tx, brand.id, memberId, body.requestId);
      if (raced) return { kind: "replay" as const, row: raced };
      const used = (await giftsRepo.memberUse(tx, memberId, day, [gift.id])).get(gift.id) ?? {
        total: 0,
        today: 0,
      };
      const refusal = limitRefusal(locked, used, body.quantity);
      if (refusal) throw new AppError(refusal);
      const points = locked.pointsPrice * BigInt(body.quantity);
      const row = await exchangesRepo.insertExchange(tx, {
        brandId: brand.id,
        memberId,
        giftId: locked.id,
        requestId: body.requestId,
        transactionNo: transactionNumber(day),
        giftName: locked.name,
        kind: locked.kind,
        quantity: body.quantity,
        points,
        cashValue: locked.cashValue * BigInt(body.quantity),
        status: "processing",
        day,
        recipient: body.recipient,
        address: body.address,
        mobile: body.mobile,
        createdAt: now(),
      });
      await giftsRepo.moveStock(tx, locked.id, -body.quantity);
      const debited = await rewards.points.debit(
        brand,
        {
          memberId,
          amount: points,
          kind: "exchange",
          key: `exchange:${row.id}`,
          reference: row.transactionNo,
        },
        tx,
      );
      return { kind: "new" as const, row, balance: debited.balance };
    });
    if (result.kind === "replay") return answer(result.row);
    return { exchange: exchangeView(brand, result.row, language), balance: Number(result.balance) };
  }

  return {
    balance: balanceOf,

    async gifts(brand: Brand, memberId: string, language: Language) {
      const rows = await giftsRepo.listGifts(db, brand.id, true);
      const use = await giftsRepo.memberUse(
        db,
        memberId,
        today(brand),
        rows.map((row) => row.id),
      );
      return {
        list: rows.map((row) => {
          const { remaining } = remainingFor(row, use.get(row.id) ?? { total: 0, today: 0 });
          return giftView(brand, row, language, remaining);
        }),
      };
    },

    async exchanges(
      brand: Brand,
      memberId: string,
      query: { page: number; pageSize: number; status?: string },
      language: Language,
    ) {
      const { rows, total } = await exchangesRepo.memberExchanges(db, brand.id, memberId, query);
      return {
        list: rows.map((row) => exchangeView(brand, row, language)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async config(brand: Brand, memberId: string) {
      const settings = brand.settings.rewards.points;
      const level = deps.levelOf ? await deps.levelOf(brand, memberId) : undefined;
      return {
        perUnit: settings.perUnit,
        unitAmount: settings.unitAmount,
        gameTypes: settings.gameTypes,
        dailyCap: settings.dailyCap,
        convertRate: effectiveRate(level?.pointsRate, settings.convertRate),
        convertMinimum: settings.convertMinimum,
        vipLevel: level?.rank ?? null,
      };
    },

    async details(brand: Brand, memberId: string, query: { page: number; pageSize: number; kind?: string }) {
      const { rows, total } = await rewards.points.entries(brand, memberId, query);
      return { list: rows.map(pointEntryView), total, page: query.page, pageSize: query.pageSize };
    },

    /**
     * SPEC §5: payment password, delivery address and a valid mobile number. The gift row is locked,
     * so its stock and the limits are decided one exchange at a time; the points debit, the order and
     * the stock commit together. A retried request id answers the first exchange.
     */
    async redeem(
      brand: Brand,
      session: AuthenticatedSession,
      body: z.output<typeof redeemInput>,
      language: Language,
    ) {
      const dialingCode = body.countryDialingCode.replace(/^\+/, "");
      const local = normaliseMobile(dialingCode, body.mobileNo);
      if (!local) throw new AppError("mall.mobile_invalid");
      await deps.verifyPaymentPassword(session, body.paymentPassword);
      return place(brand, session.memberId, { ...body, mobile: `+${dialingCode} ${local}` }, language);
    },

    place,

    /**
     * Points to cash at the member's VIP rate (else the brand's): the conversion row and the points
     * debit (key `convert:<requestId>`) commit together, then one reward grant pays the cash (key
     * `points-convert:<requestId>`, one ledger posting, 1× turnover). A retry with the same request
     * id debits nothing more and finds the same grant; the earning job pays any conversion a crash
     * left unpaid.
     */
    async convert(
      brand: Brand,
      session: AuthenticatedSession,
      body: { requestId: string; points: number; paymentPassword: string },
    ) {
      await deps.verifyPaymentPassword(session, body.paymentPassword);
      const memberId = session.memberId;
      const settings = brand.settings.rewards.points;
      if (body.points < settings.convertMinimum) throw new AppError("mall.convert_minimum");
      const rate = effectiveRate((await levelOf(brand, memberId)).pointsRate, settings.convertRate);
      const points = BigInt(body.points);
      const cash = conversionCash(points, rate, settings.unitAmount, brand.currency.minorDigits);
      if (cash <= 0n) throw new AppError("mall.convert_too_small");

      const row = await db.transaction(async (tx) => {
        const claimed = await exchangesRepo.claimConversion(tx, {
          brandId: brand.id,
          memberId,
          requestId: body.requestId,
          points,
          cash,
          rate: String(rate),
          createdAt: now(),
        });
        if (!claimed.created) {
          if (claimed.row.memberId !== memberId || claimed.row.points !== points)
            throw new AppError("mall.request_reused");
          return claimed.row;
        }
        await rewards.points.debit(
          brand,
          {
            memberId,
            amount: points,
            kind: "convert",
            key: `convert:${body.requestId}`,
            reference: CONVERT_SOURCE_ID,
          },
          tx,
        );
        return claimed.row;
      });
      const grant = await payConversion(brand, row);
      return {
        points: Number(row.points),
        amount: fromMinor(row.cash, brand.currency.minorDigits),
        balance: (await balanceOf(brand, memberId)).balance,
        status: grant.status,
      };
    },

    payConversion,
  };
}

export type MallService = ReturnType<typeof createMallService>;
