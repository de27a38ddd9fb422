import { randomUUID } from "node:crypto";
import type { GiftInput } from "@lotus/contracts";
import * as schema from "@lotus/db/schema";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Brand } from "../../src/platform/brand-context";
import { brandOf, createMember, PAYMENT_PASSWORD, sessionFor, setPaymentPassword } from "../payments/support";
import type { TestApp } from "../support/app";
import { asOperator, createOperator, relogin, type TestOperator } from "../support/operators";

export const mallPath = (t: TestApp, path: string) => `/backoffice/api/brands/${t.brandId}/mall${path}`;

export const DELIVERY = {
  recipient: "Nguyen Van A",
  address: "12 Le Loi, District 1, Ho Chi Minh City",
  countryDialingCode: "+84",
  mobileNo: "0912345678",
};

let counter = 0;
/** A member with a site session, a payment password and `points` credited through rewards. */
export async function pointsMember(t: TestApp, prefix: string, points = 0n) {
  counter += 1;
  const id = await createMember(t, { account: `${prefix}${counter}${Date.now() % 10_000}` });
  const token = await sessionFor(t, id);
  await setPaymentPassword(t, token);
  const brand = await brandOf(t);
  if (points > 0n)
    await t.rewards.points.credit(brand, {
      memberId: id,
      amount: points,
      kind: "adjustment",
      key: `test:${randomUUID()}`,
    });
  return { id, token };
}

export async function pointsOf(t: TestApp, memberId: string): Promise<bigint> {
  return (await t.rewards.points.balance(await brandOf(t), memberId)).balance;
}

/** The owner operator of a test file, logged in again when the clock moved past its session. */
export function mallOperator(t: TestApp, username: string) {
  let operator: Promise<TestOperator> | undefined;
  return async (options: Parameters<ReturnType<typeof asOperator>>[0]) => {
    // Memoised as a promise: concurrent first calls make one operator.
    operator ??= createOperator(t, { username, role: "owner" });
    return asOperator(t, await relogin(t, await operator))(options);
  };
}

export const giftBody = (change: Partial<GiftInput> = {}): GiftInput => ({
  name: { EN: "Lotus T-shirt", VI: "Áo thun Lotus" },
  description: { EN: "Cotton, one size", VI: "Cotton, một cỡ" },
  imageUrl: null,
  kind: "physical",
  points: 1_000,
  amount: 150_000,
  stock: 10,
  memberLimit: null,
  dailyLimit: null,
  minVipLevel: null,
  active: true,
  sortOrder: 0,
  ...change,
});

export async function createGift(
  t: TestApp,
  operator: ReturnType<typeof mallOperator>,
  change: Partial<GiftInput> = {},
): Promise<string> {
  const response = await operator({ method: "POST", url: mallPath(t, "/gifts"), payload: giftBody(change) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.id;
}

export function redeem(t: TestApp, token: string, giftId: string, change: Record<string, unknown> = {}) {
  return t.callEncrypted(
    "POST",
    "/wps/relay/passwordCheck/MCS2_redeemPointReward",
    {
      requestId: randomUUID(),
      giftId,
      quantity: 1,
      paymentPassword: PAYMENT_PASSWORD,
      ...DELIVERY,
      ...change,
    },
    { token },
  );
}

export function convert(
  t: TestApp,
  token: string,
  points: number,
  requestId = randomUUID(),
  password = PAYMENT_PASSWORD,
) {
  return t.callEncrypted(
    "POST",
    "/wps/relay/passwordCheck/MCS2_convertPoint",
    { requestId, points, paymentPassword: password },
    { token },
  );
}

export async function giftStock(t: TestApp, giftId: string): Promise<number | null> {
  const [row] = await t.platform.db
    .select({ stock: schema.mallGifts.stock })
    .from(schema.mallGifts)
    .where(eq(schema.mallGifts.id, giftId));
  return row?.stock ?? null;
}

export async function exchangeCount(t: TestApp, memberId: string): Promise<number> {
  const rows = await t.platform.db
    .select({ id: schema.mallExchanges.id })
    .from(schema.mallExchanges)
    .where(eq(schema.mallExchanges.memberId, memberId));
  return rows.length;
}

/** Ledger postings of a kind for a member (cash paid by rewards is kind bonus). */
export async function postingsOf(t: TestApp, memberId: string, kind = "bonus"): Promise<number> {
  const result = await t.platform.db.execute(
    sql`select count(*)::int as n from ledger_transactions where member_id = ${memberId} and kind = ${kind}`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** Changes the brand's points settings (the rest of its reward settings kept). */
export async function setPointSettings(t: TestApp, change: Partial<Brand["settings"]["rewards"]["points"]>) {
  const brand = await brandOf(t);
  await t.updateSettings({
    rewards: { ...brand.settings.rewards, points: { ...brand.settings.rewards.points, ...change } },
  });
}
