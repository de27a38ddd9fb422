import {
  type ExchangeAdminView,
  type ExchangeView,
  fromMinor,
  type GiftAdminView,
  type GiftKind,
  type GiftView,
  type Language,
  type PointEntryView,
} from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { titleIn } from "../rewards";
import type { ExchangeRow } from "./exchanges.repository";
import type { GiftRow } from "./gifts.repository";

/** Rows of the mall as the site and the back office see them (points as numbers, money as decimals). */

const money = (brand: Brand, value: bigint) => fromMinor(value, brand.currency.minorDigits);

export function giftView(brand: Brand, row: GiftRow, language: Language, remaining: number | null): GiftView {
  return {
    id: row.id,
    name: titleIn(row.name, language, brand),
    description: titleIn(row.description, language, brand),
    imageUrl: row.imageUrl,
    kind: row.kind as GiftKind,
    points: Number(row.pointsPrice),
    amount: money(brand, row.cashValue),
    stock: row.stock,
    memberLimit: row.memberLimit,
    dailyLimit: row.dailyLimit,
    minVipLevel: row.minVipLevel,
    remaining,
  };
}

export function giftAdminView(
  brand: Brand,
  row: GiftRow,
  counts: { exchanged: number; processing: number } = { exchanged: 0, processing: 0 },
): GiftAdminView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    kind: row.kind as GiftKind,
    points: Number(row.pointsPrice),
    amount: money(brand, row.cashValue),
    stock: row.stock,
    memberLimit: row.memberLimit,
    dailyLimit: row.dailyLimit,
    minVipLevel: row.minVipLevel,
    active: row.active,
    sortOrder: row.sortOrder,
    exchanged: counts.exchanged,
    processing: counts.processing,
    updatedAt: row.updatedAt.getTime(),
  };
}

export function exchangeView(brand: Brand, row: ExchangeRow, language: Language): ExchangeView {
  return {
    id: row.id,
    transactionNo: row.transactionNo,
    productName: titleIn(row.giftName, language, brand),
    kind: row.kind as GiftKind,
    quantity: row.quantity,
    points: Number(row.points),
    amount: money(brand, row.cashValue),
    status: row.status as ExchangeView["status"],
    time: row.createdAt.getTime(),
    remark: row.remark,
    recipient: row.recipient,
    address: row.address,
    mobile: row.mobile,
  };
}

export function exchangeAdminView(
  brand: Brand,
  row: ExchangeRow,
  account: string,
  language: Language,
  payment: string | null,
): ExchangeAdminView {
  const { time, ...rest } = exchangeView(brand, row, language);
  return {
    ...rest,
    memberId: row.memberId,
    account,
    createdAt: time,
    decidedAt: row.decidedAt?.getTime() ?? null,
    decidedBy: row.decidedBy,
    payment,
  };
}

export function pointEntryView(row: {
  id: bigint;
  kind: string;
  amount: bigint;
  balanceAfter: bigint;
  reference: string | null;
  createdAt: Date;
}): PointEntryView {
  return {
    id: String(row.id),
    kind: row.kind,
    amount: Number(row.amount),
    balanceAfter: Number(row.balanceAfter),
    reference: row.reference,
    time: row.createdAt.getTime(),
  };
}
