import { type GiftInput, type giftInput, type Language, toMinor } from "@lotus/contracts";
import type { z } from "zod";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/operator-context";
import type { Platform } from "../../platform/platform";
import { actorOf, recordAudit } from "../operators";
import type { RewardsService } from "../rewards";
import * as exchangesRepo from "./exchanges.repository";
import * as giftsRepo from "./gifts.repository";
import { exchangeAdminView, giftAdminView, pointEntryView } from "./views";

type Who = { operator: OperatorContext; ip: string };
type GiftBody = z.output<typeof giftInput>;

/** The reward title of a completed cash gift. */
export const CASH_GIFT_TITLE = { EN: "Points mall cash gift", VI: "Quà tiền mặt từ cửa hàng điểm" };
export const IMAGE_PATH = "/mall-image";

/** png, jpg or webp by their first bytes (the upload's name and type header are not trusted). */
export function imageType(bytes: Buffer): string | undefined {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (
    bytes.length >= 12 &&
    bytes.toString("ascii", 0, 4) === "RIFF" &&
    bytes.toString("ascii", 8, 12) === "WEBP"
  )
    return "image/webp";
  return undefined;
}

/** The back office's points mall: gifts, the exchange queue, members' points (every write audited). */
export function createMallAdmin(platform: Platform, rewards: RewardsService) {
  const db = platform.db;
  const now = () => new Date(platform.clock.now());
  const audit = (tx: Parameters<typeof recordAudit>[0], who: Who, entry: Parameters<typeof recordAudit>[2]) =>
    recordAudit(tx, actorOf(who.operator, who.ip), entry);

  const clean = (text: GiftInput["name"]) =>
    Object.fromEntries(Object.entries(text).filter(([, value]) => Boolean(value?.trim()))) as Record<
      string,
      string
    >;
  const giftValues = (brand: Brand, body: GiftBody): giftsRepo.GiftValues => ({
    name: clean(body.name),
    description: clean(body.description),
    imageUrl: body.imageUrl || null,
    kind: body.kind,
    pointsPrice: BigInt(body.points),
    cashValue: toMinor(body.amount, brand.currency.minorDigits),
    stock: body.stock,
    memberLimit: body.memberLimit,
    dailyLimit: body.dailyLimit,
    minVipLevel: body.minVipLevel,
    active: body.active,
    sortOrder: body.sortOrder,
    updatedAt: now(),
  });

  async function paymentOf(brand: Brand, row: exchangesRepo.ExchangeRow): Promise<string | null> {
    if (!row.grantId) return null;
    return (await rewards.grantById(brand, row.grantId))?.status ?? null;
  }

  async function adminView(brand: Brand, row: exchangesRepo.ExchangeRow, language: Language) {
    const account = await exchangesRepo.accountOf(db, row.memberId);
    return exchangeAdminView(brand, row, account, language, await paymentOf(brand, row));
  }

  /** Pays a completed cash gift once (key by exchange), 1× turnover; a second operator approves above the threshold. */
  async function payCashGift(brand: Brand, row: exchangesRepo.ExchangeRow, operatorId?: string) {
    const { grant } = await rewards.grant(brand, {
      memberId: row.memberId,
      source: "event",
      sourceId: "points-mall",
      key: `exchange-cash:${row.id}`,
      title: CASH_GIFT_TITLE,
      cash: row.cashValue,
      claim: "auto",
      turnover: { required: row.cashValue },
      createdBy: operatorId ?? row.decidedBy ?? undefined,
    });
    if (row.grantId !== grant.id) await exchangesRepo.setExchangeGrant(db, row.id, grant.id);
    return { ...row, grantId: grant.id };
  }

  async function memberPoints(
    brand: Brand,
    member: { id: string; account: string },
    page: number,
    pageSize: number,
  ) {
    const { balance, earned } = await rewards.points.balance(brand, member.id);
    const { rows, total } = await rewards.points.entries(brand, member.id, { page, pageSize });
    return {
      memberId: member.id,
      account: member.account,
      balance: Number(balance),
      earned: Number(earned),
      entries: { list: rows.map(pointEntryView), total, page, pageSize },
    };
  }

  async function findMember(brand: Brand, account: string) {
    const member = await exchangesRepo.memberByAccount(db, brand.id, account);
    if (!member) throw new AppError("mall.member_not_found");
    return member;
  }

  return {
    payCashGift,

    async gifts(brand: Brand) {
      const rows = await giftsRepo.listGifts(db, brand.id, false);
      const counts = await giftsRepo.giftCounts(
        db,
        rows.map((row) => row.id),
      );
      return { list: rows.map((row) => giftAdminView(brand, row, counts.get(row.id))) };
    },

    async createGift(brand: Brand, who: Who, body: GiftBody) {
      return db.transaction(async (tx) => {
        const row = await giftsRepo.insertGift(tx, brand.id, {
          ...giftValues(brand, body),
          createdAt: now(),
        });
        await audit(tx, who, {
          brandId: brand.id,
          action: "mall.gift_create",
          targetType: "mall_gift",
          targetId: row.id,
          after: body,
        });
        return giftAdminView(brand, row);
      });
    },

    async updateGift(brand: Brand, who: Who, id: string, body: GiftBody) {
      return db.transaction(async (tx) => {
        const before = await giftsRepo.lockGift(tx, brand.id, id);
        if (!before) throw new AppError("mall.gift_not_found");
        const row = await giftsRepo.updateGift(tx, brand.id, id, giftValues(brand, body));
        if (!row) throw new AppError("mall.gift_not_found");
        await audit(tx, who, {
          brandId: brand.id,
          action: "mall.gift_update",
          targetType: "mall_gift",
          targetId: id,
          before: giftAdminView(brand, before),
          after: body,
        });
        const counts = await giftsRepo.giftCounts(tx, [id]);
        return giftAdminView(brand, row, counts.get(id));
      });
    },

    async uploadImage(brand: Brand, who: Who, bytes: Buffer | undefined) {
      const mimeType = bytes ? imageType(bytes) : undefined;
      if (!bytes || !mimeType) throw new AppError("mall.image_invalid");
      return db.transaction(async (tx) => {
        const id = await giftsRepo.insertImage(tx, { brandId: brand.id, mimeType, bytes });
        await audit(tx, who, {
          brandId: brand.id,
          action: "mall.image_upload",
          targetType: "mall_image",
          targetId: id,
          after: { mimeType, size: bytes.length },
        });
        return { url: `${IMAGE_PATH}/${id}` };
      });
    },

    image: (brandId: string, id: string) => giftsRepo.findImage(db, brandId, id),

    async exchanges(
      brand: Brand,
      query: { page: number; pageSize: number; status?: string; account?: string },
      language: Language,
    ) {
      let memberId: string | undefined;
      if (query.account) {
        const member = await exchangesRepo.memberByAccount(db, brand.id, query.account);
        if (!member) return { list: [], total: 0, page: query.page, pageSize: query.pageSize };
        memberId = member.id;
      }
      const { rows, total } = await exchangesRepo.adminExchanges(db, brand.id, { ...query, memberId });
      const list = await Promise.all(
        rows.map(async ({ exchange, account }) =>
          exchangeAdminView(brand, exchange, account, language, await paymentOf(brand, exchange)),
        ),
      );
      return { list, total, page: query.page, pageSize: query.pageSize };
    },

    /** Delivered: processing → completed; a cash gift is then paid (once, by its key). */
    async complete(brand: Brand, who: Who, id: string, remark: string | undefined, language: Language) {
      let row = await db.transaction(async (tx) => {
        const before = await exchangesRepo.findExchange(tx, brand.id, id, true);
        if (!before) throw new AppError("mall.exchange_not_found");
        const decided = await exchangesRepo.decideExchange(tx, id, {
          status: "completed",
          remark: remark || null,
          decidedAt: now(),
          decidedBy: who.operator.operatorId,
        });
        if (!decided) throw new AppError("mall.exchange_decided");
        await audit(tx, who, {
          brandId: brand.id,
          action: "mall.exchange_complete",
          targetType: "mall_exchange",
          targetId: id,
          before: { status: before.status },
          after: { status: "completed", remark: remark ?? null },
        });
        return decided;
      });
      if (row.kind === "cash") row = await payCashGift(brand, row, who.operator.operatorId);
      return adminView(brand, row, language);
    },

    /** Rejected: processing → rejected; the points go back and the stock is restored, in one commit. */
    async reject(brand: Brand, who: Who, id: string, reason: string, language: Language) {
      const row = await db.transaction(async (tx) => {
        const before = await exchangesRepo.findExchange(tx, brand.id, id, true);
        if (!before) throw new AppError("mall.exchange_not_found");
        const decided = await exchangesRepo.decideExchange(tx, id, {
          status: "rejected",
          remark: reason,
          decidedAt: now(),
          decidedBy: who.operator.operatorId,
        });
        if (!decided) throw new AppError("mall.exchange_decided");
        await giftsRepo.moveStock(tx, decided.giftId, decided.quantity);
        await rewards.points.credit(
          brand,
          {
            memberId: decided.memberId,
            amount: decided.points,
            kind: "exchange_refund",
            key: `exchange-refund:${decided.id}`,
            reference: decided.transactionNo,
          },
          tx,
        );
        await audit(tx, who, {
          brandId: brand.id,
          action: "mall.exchange_reject",
          targetType: "mall_exchange",
          targetId: id,
          before: { status: before.status },
          after: { status: "rejected", pointsReturned: Number(decided.points) },
          reason,
        });
        return decided;
      });
      return adminView(brand, row, language);
    },

    async memberPoints(brand: Brand, query: { account: string; page: number; pageSize: number }) {
      return memberPoints(brand, await findMember(brand, query.account), query.page, query.pageSize);
    },

    /** Adds or takes points (key by request id, so a retried click moves them once), audited with the reason. */
    async adjust(
      brand: Brand,
      who: Who,
      body: { requestId: string; account: string; points: number; reason: string },
    ) {
      const member = await findMember(brand, body.account);
      await db.transaction(async (tx) => {
        const move = {
          memberId: member.id,
          amount: BigInt(Math.abs(body.points)),
          kind: "adjustment",
          key: `adjust:${body.requestId}`,
          reference: body.reason,
        };
        const result =
          body.points > 0
            ? await rewards.points.credit(brand, move, tx)
            : await rewards.points.debit(brand, move, tx);
        if (result.replayed) return;
        await audit(tx, who, {
          brandId: brand.id,
          action: "mall.points_adjust",
          targetType: "member",
          targetId: member.id,
          after: { points: body.points, balance: Number(result.balance) },
          reason: body.reason,
        });
      });
      return memberPoints(brand, member, 1, 20);
    },
  };
}

export type MallAdmin = ReturnType<typeof createMallAdmin>;
