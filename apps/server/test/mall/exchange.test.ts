import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { balances, multipart, PNG, paymentsTestApp } from "../payments/support";
import { asOperator, createOperator } from "../support/operators";
import {
  createGift,
  DELIVERY,
  exchangeCount,
  giftBody,
  giftStock,
  mallOperator,
  mallPath,
  pointsMember,
  pointsOf,
  postingsOf,
  redeem,
} from "./support";

const t = paymentsTestApp();
const operator = mallOperator(t, "mallboss");

describe("exchanging points for a gift", () => {
  it("refuses without the payment password and with a wrong one; nothing changes", async () => {
    const m = await pointsMember(t, "mxpw", 5_000n);
    const gift = await createGift(t, operator, { stock: 3 });
    const refusals = [
      { body: { paymentPassword: undefined }, status: 400 },
      { body: { paymentPassword: "12345" }, status: 400 },
      { body: { paymentPassword: "999999" }, status: 400, code: "payment.password_incorrect" },
    ];
    for (const refusal of refusals) {
      const response = await redeem(t, m.token, gift, refusal.body);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      if (refusal.code) expect(response.json().code).toBe(refusal.code);
    }
    // Plain JSON is refused: the call is encrypted like every payment-password call.
    const plain = await t.call({
      method: "POST",
      url: "/wps/relay/passwordCheck/MCS2_redeemPointReward",
      token: m.token,
      payload: { requestId: randomUUID(), giftId: gift, quantity: 1, paymentPassword: "246810", ...DELIVERY },
    });
    expect(plain.json().code).toBe("encryption.required");
    expect(await pointsOf(t, m.id)).toBe(5_000n);
    expect(await giftStock(t, gift)).toBe(3);
    expect(await exchangeCount(t, m.id)).toBe(0);
  });

  it("shares the payment password's lock: after five wrong ones even the right one is refused", async () => {
    const m = await pointsMember(t, "mxlock", 5_000n);
    const gift = await createGift(t, operator);
    for (let attempt = 0; attempt < 5; attempt += 1)
      await redeem(t, m.token, gift, { paymentPassword: "999999" });
    const locked = await redeem(t, m.token, gift);
    expect(locked.json().code).toBe("payment.password_locked");
    expect(await pointsOf(t, m.id)).toBe(5_000n);
    expect(await exchangeCount(t, m.id)).toBe(0);
  });

  it("needs a delivery address and a valid mobile number (SPEC §5)", async () => {
    const m = await pointsMember(t, "mxaddr", 5_000n);
    const gift = await createGift(t, operator);
    for (const change of [{ address: "" }, { recipient: " " }, { mobileNo: "12ab" }, { mobileNo: "0912" }]) {
      const response = await redeem(t, m.token, gift, change);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
    }
    expect((await redeem(t, m.token, gift, { mobileNo: "0912" })).json().code).toBe("mall.mobile_invalid");
    expect(await pointsOf(t, m.id)).toBe(5_000n);
    expect(await exchangeCount(t, m.id)).toBe(0);
  });

  it("debits the points, takes the stock and answers a retried request with the same exchange", async () => {
    const m = await pointsMember(t, "mxok", 5_000n);
    const gift = await createGift(t, operator, { stock: 5, points: 1_200 });
    const requestId = randomUUID();
    const first = await redeem(t, m.token, gift, { requestId, quantity: 2 });
    expect(first.statusCode, first.body).toBe(200);
    const { exchange, balance } = first.json().value;
    expect(balance).toBe(2_600);
    expect(exchange).toMatchObject({
      productName: "Lotus T-shirt",
      quantity: 2,
      points: 2_400,
      amount: 300_000,
      status: "processing",
      kind: "physical",
      mobile: "+84 912345678",
    });
    expect(exchange.transactionNo).toMatch(/^PM\d{8}[0-9A-F]{8}$/);
    const again = await redeem(t, m.token, gift, { requestId, quantity: 2 });
    expect(again.json().value.exchange.id).toBe(exchange.id);
    expect(await pointsOf(t, m.id)).toBe(2_600n);
    expect(await giftStock(t, gift)).toBe(3);
    const history = await t.call({
      method: "GET",
      url: "/wps/relay/MCS2_getRedeemPointList",
      token: m.token,
    });
    expect(history.json().value).toMatchObject({
      total: 1,
      list: [{ id: exchange.id, status: "processing" }],
    });
    const vi = await t.call({
      method: "GET",
      url: "/wps/relay/MCS2_getRedeemPointList",
      token: m.token,
      headers: { language: "VI" },
    });
    expect(vi.json().value.list[0].productName).toBe("Áo thun Lotus");
  });

  it("refuses past the stock, the member's limit, the daily limit and the points held", async () => {
    const m = await pointsMember(t, "mxlim", 10_000n);
    const scarce = await createGift(t, operator, { stock: 1 });
    expect((await redeem(t, m.token, scarce, { quantity: 2 })).json().code).toBe("mall.out_of_stock");
    const limited = await createGift(t, operator, { stock: null, memberLimit: 2 });
    expect((await redeem(t, m.token, limited, { quantity: 2 })).statusCode).toBe(200);
    expect((await redeem(t, m.token, limited)).json().code).toBe("mall.member_limit");
    const daily = await createGift(t, operator, { stock: null, dailyLimit: 1 });
    expect((await redeem(t, m.token, daily)).statusCode).toBe(200);
    expect((await redeem(t, m.token, daily)).json().code).toBe("mall.daily_limit");
    const dear = await createGift(t, operator, { points: 50_000 });
    const poor = await redeem(t, m.token, dear);
    expect(poor.statusCode).toBe(422);
    expect(poor.json().code).toBe("points.insufficient");
    expect(await giftStock(t, dear)).toBe(10);
    expect(await pointsOf(t, m.id)).toBe(7_000n);
    const gifts = (
      await t.call({ method: "GET", url: "/wps/relay/MCS2_getPointReward", token: m.token })
    ).json().value.list as { id: string; remaining: number | null }[];
    expect(gifts.find((gift) => gift.id === limited)?.remaining).toBe(0);
    expect(gifts.find((gift) => gift.id === daily)?.remaining).toBe(0);
    expect(gifts.find((gift) => gift.id === scarce)?.remaining).toBe(1);
  });

  it("refuses an inactive gift, an unknown one and one above the member's VIP level", async () => {
    const m = await pointsMember(t, "mxinact", 5_000n);
    const hidden = await createGift(t, operator, { active: false });
    expect((await redeem(t, m.token, hidden)).json().code).toBe("mall.gift_unavailable");
    expect((await redeem(t, m.token, randomUUID())).json().code).toBe("mall.gift_not_found");
    const vip = await createGift(t, operator, { minVipLevel: 3 });
    const response = await redeem(t, m.token, vip);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("mall.vip_level");
    expect(await pointsOf(t, m.id)).toBe(5_000n);
  });

  it("gives the last item to one of many concurrent redeems", async () => {
    const gift = await createGift(t, operator, { stock: 1 });
    const members = await Promise.all(
      Array.from({ length: 5 }, (_, i) => pointsMember(t, `mxrace${i}`, 1_000n)),
    );
    const responses = await Promise.all(members.map((m) => redeem(t, m.token, gift)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200))
      expect(response.json().code).toBe("mall.out_of_stock");
    expect(await giftStock(t, gift)).toBe(0);
    const left = await Promise.all(members.map((m) => pointsOf(t, m.id)));
    expect(left.filter((points) => points === 0n)).toHaveLength(1);
    expect(left.filter((points) => points === 1_000n)).toHaveLength(4);
  });
});

describe("the exchange queue", () => {
  it("rejection returns the points and the stock once, with the reason; a decided exchange stays decided", async () => {
    const m = await pointsMember(t, "mxrej", 3_000n);
    const gift = await createGift(t, operator, { stock: 2, points: 1_500 });
    const exchange = (await redeem(t, m.token, gift)).json().value.exchange;
    expect(await pointsOf(t, m.id)).toBe(1_500n);
    const url = mallPath(t, `/exchanges/${exchange.id}/reject`);
    const [a, b] = await Promise.all([
      operator({ method: "POST", url, payload: { reason: "Address outside delivery area" } }),
      operator({ method: "POST", url, payload: { reason: "Address outside delivery area" } }),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
    expect(await pointsOf(t, m.id)).toBe(3_000n);
    expect(await giftStock(t, gift)).toBe(2);
    const complete = await operator({
      method: "POST",
      url: mallPath(t, `/exchanges/${exchange.id}/complete`),
      payload: {},
    });
    expect(complete.json().code).toBe("mall.exchange_decided");
    const history = (
      await t.call({ method: "GET", url: "/wps/relay/MCS2_getRedeemPointList", token: m.token })
    ).json().value.list[0];
    expect(history).toMatchObject({ status: "rejected", remark: "Address outside delivery area" });
    const details = (
      await t.call({ method: "GET", url: "/wps/relay/MCS2_getPointDetails", token: m.token })
    ).json().value;
    expect(details.list.map((entry: { kind: string; amount: number }) => [entry.kind, entry.amount])).toEqual(
      [
        ["exchange_refund", 1_500],
        ["exchange", -1_500],
        ["adjustment", 3_000],
      ],
    );
    // A rejection needs a reason.
    const other = (await redeem(t, m.token, gift)).json().value.exchange;
    const bare = await operator({
      method: "POST",
      url: mallPath(t, `/exchanges/${other.id}/reject`),
      payload: {},
    });
    expect(bare.statusCode).toBe(400);
  });

  it("completing a cash gift pays it once with 1× turnover; a physical one is marked delivered", async () => {
    const m = await pointsMember(t, "mxcash", 5_000n);
    const cash = await createGift(t, operator, { kind: "cash", amount: 50_000, points: 2_000, stock: null });
    const exchange = (await redeem(t, m.token, cash)).json().value.exchange;
    const before = (await balances(t, m.id)).main;
    const url = mallPath(t, `/exchanges/${exchange.id}/complete`);
    const answers = await Promise.all([
      operator({ method: "POST", url, payload: { remark: "Credited" } }),
      operator({ method: "POST", url, payload: { remark: "Credited" } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const done = answers.find((answer) => answer.statusCode === 200)?.json().value;
    expect(done).toMatchObject({ status: "completed", payment: "paid", remark: "Credited" });
    expect((await balances(t, m.id)).main - before).toBe(5_000_000n);
    expect(await postingsOf(t, m.id)).toBe(1);
    const details = await t.call({ method: "GET", url: "/wps/rewards/bonus-details", token: m.token });
    expect(details.json().value.remaining).toBe(50_000);

    const gift = await createGift(t, operator);
    const physical = (await redeem(t, m.token, gift)).json().value.exchange;
    const delivered = await operator({
      method: "POST",
      url: mallPath(t, `/exchanges/${physical.id}/complete`),
      payload: { remark: "Sent by courier" },
    });
    expect(delivered.json().value).toMatchObject({ status: "completed", payment: null });
    expect(await postingsOf(t, m.id)).toBe(1);
  });

  it("lists the queue processing first, needs mall.manage to decide, and audits each decision", async () => {
    const m = await pointsMember(t, "mxqueue", 5_000n);
    const gift = await createGift(t, operator);
    const exchange = (await redeem(t, m.token, gift)).json().value.exchange;
    const list = await operator({
      method: "GET",
      url: `${mallPath(t, "/exchanges")}?status=processing&pageSize=200`,
    });
    expect(list.json().value.list.some((row: { id: string }) => row.id === exchange.id)).toBe(true);
    const content = await createOperator(t, { username: "mallcontent", role: "content" });
    const refused = await asOperator(
      t,
      content.token,
    )({
      method: "POST",
      url: mallPath(t, `/exchanges/${exchange.id}/complete`),
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    await operator({ method: "POST", url: mallPath(t, `/exchanges/${exchange.id}/complete`), payload: {} });
    const audit = await operator({
      method: "GET",
      url: "/backoffice/api/audit?action=mall.exchange_complete",
    });
    expect(JSON.stringify(audit.json().value)).toContain(exchange.id);
  });
});

describe("gifts in the back office", () => {
  it("validates gifts, uploads an image and serves it", async () => {
    for (const bad of [
      { name: { VI: "Chỉ tiếng Việt" } },
      { points: 0 },
      { kind: "cash", amount: 0 },
      { stock: -1 },
      { imageUrl: "javascript:alert(1)" },
      { amount: 10.005 },
    ]) {
      const response = await operator({
        method: "POST",
        url: mallPath(t, "/gifts"),
        payload: { ...giftBody(), ...bad },
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const { payload, headers } = multipart("file", PNG);
    const owner = await createOperator(t, { username: "mallimg", role: "owner" });
    const upload = await t.app.inject({
      method: "POST",
      url: mallPath(t, "/images"),
      payload,
      headers: { ...headers, authorization: owner.token },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const url = upload.json().value.url as string;
    const image = await t.call({ method: "GET", url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    const text = multipart("file", Buffer.from("not an image"), "x.png");
    const refused = await t.app.inject({
      method: "POST",
      url: mallPath(t, "/images"),
      payload: text.payload,
      headers: { ...text.headers, authorization: owner.token },
    });
    expect(refused.json().code).toBe("mall.image_invalid");
  });
});
