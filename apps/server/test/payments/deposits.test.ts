import { GATEWAY_SIGNATURE_HEADER, GATEWAY_TIMESTAMP_HEADER } from "@lotus/contracts";
import * as schema from "@lotus/db/schema";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sandboxNotification, signNotification } from "../../src/modules/payments/gateway";
import { asOperator, auditCount, createOperator, relogin, type TestOperator } from "../support/operators";
import {
  BAD_AMOUNTS,
  balances,
  channelOf,
  ledgerSize,
  login,
  memberIdOf,
  paymentsTestApp,
  requestId,
} from "./support";

const t = paymentsTestApp();
let demo: string;
let demoId: string;
let finance: TestOperator;
let support: TestOperator;
let bankChannel: string;
let gatewayChannel: string;

beforeAll(async () => {
  demo = await login(t, "demo01", "Demo1234");
  demoId = await memberIdOf(t, "demo01");
  finance = await createOperator(t, { username: "finance1", role: "finance" });
  support = await createOperator(t, { username: "support1", role: "support" });
  bankChannel = await channelOf(t, "bank_transfer");
  gatewayChannel = await channelOf(t, "gateway");
});

const deposit = (body: Record<string, unknown>, token = demo, language = "EN") =>
  t.call({ method: "POST", url: "/wps/payment/deposit", token, payload: body, headers: { language } });
const financeCall = () => asOperator(t, finance.token);
const base = () => `/backoffice/api/brands/${t.brandId}/finance`;

describe("deposit channels", () => {
  it("lists the brand's channels with limits and instructions in the member's language", async () => {
    const en = (await t.call({ method: "GET", url: "/wps/payment/deposit/channels", token: demo })).json()
      .value;
    expect(en.map((channel: { type: string }) => channel.type)).toEqual(["bank_transfer", "gateway", "c2c"]);
    expect(en[0]).toMatchObject({ id: bankChannel, name: "Vietcombank", min: 50000, max: 300000000 });
    expect(en[0].instructions).toMatch(/^Transfer the exact amount/);
    const vi = (
      await t.call({
        method: "GET",
        url: "/wps/payment/deposit/channels",
        token: demo,
        headers: { language: "VI" },
      })
    ).json().value;
    expect(vi[0].instructions).toMatch(/^Chuyển đúng số tiền/);
  });
});

describe("bank transfer deposits", () => {
  let pendingId: string;

  it("refuses bad amounts, fields and channels, and creates nothing", async () => {
    const before = await ledgerSize(t);
    for (const amount of BAD_AMOUNTS) {
      const response = await deposit({ requestId: requestId(), channelId: bankChannel, amount });
      expect(response.statusCode, `amount ${String(amount)}`).toBe(400);
      expect(response.json().code).toBe("validation.failed");
      expect(Object.keys(response.json().value.fields)).toEqual(["amount"]);
    }
    const missing = await deposit({ channelId: bankChannel, amount: 100000 });
    expect(missing.json().value.fields).toEqual({ requestId: "requestId Input cannot be empty" });
    const extra = await deposit({
      requestId: requestId(),
      channelId: bankChannel,
      amount: 100000,
      memberId: demoId,
    });
    expect(extra.json().value.fields).toEqual({ memberId: "This field is not allowed" });
    const notUuid = await deposit({ requestId: requestId(), channelId: "bank", amount: 100000 });
    expect(Object.keys(notUuid.json().value.fields)).toEqual(["channelId"]);
    const unknown = await deposit({
      requestId: requestId(),
      channelId: "00000000-0000-4000-8000-000000000000",
      amount: 100000,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe("payment.channel_unavailable");
    const small = await deposit({ requestId: requestId(), channelId: bankChannel, amount: 49999.99 });
    expect(small.statusCode, small.body).toBe(422);
    expect(small.json()).toMatchObject({
      code: "payment.amount_out_of_range",
      value: { min: 50000, max: 300000000 },
    });
    const big = await deposit({ requestId: requestId(), channelId: bankChannel, amount: 300000000.01 });
    expect(big.json().code).toBe("payment.amount_out_of_range");
    expect(await t.platform.db.select().from(schema.deposits)).toHaveLength(0);
    expect(await ledgerSize(t)).toEqual(before);
  });

  it("creates a pending deposit with a reference, where to pay and an expiry; the same request id once", async () => {
    const id = requestId();
    const first = await deposit({ requestId: id, channelId: bankChannel, amount: 100000.5 });
    expect(first.statusCode, first.body).toBe(200);
    const value = first.json().value;
    expect(value).toMatchObject({
      channelId: bankChannel,
      channelType: "bank_transfer",
      amount: 100000.5,
      creditedAmount: null,
      status: "pending",
      paymentUrl: null,
      c2c: null,
      completedAt: null,
      payTo: { bankName: "Vietcombank", accountNumber: "0071000888999", payeeName: "CONG TY LOTUS" },
    });
    expect(value.reference).toMatch(/^D[2-9A-Z]{10}$/);
    expect(value.payTo.memo).toBe(value.reference);
    expect(value.expiresAt - value.createdAt).toBe(30 * 60_000);
    const again = await deposit({ requestId: id, channelId: bankChannel, amount: 100000.5 });
    expect(again.json().value.id).toBe(value.id);
    const conflict = await deposit({ requestId: id, channelId: bankChannel, amount: 200000 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe("wallet.idempotency_conflict");
    expect(await t.platform.db.select().from(schema.deposits)).toHaveLength(1);
    pendingId = value.id;
  });

  it("lists the member's own deposits with status; another member sees none", async () => {
    const list = (
      await t.call({ method: "GET", url: "/wps/payment/deposit?status=pending", token: demo })
    ).json().value;
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(list.list[0].id).toBe(pendingId);
    const none = (
      await t.call({ method: "GET", url: "/wps/payment/deposit?status=success", token: demo })
    ).json().value;
    expect(none.total).toBe(0);
    const player = await login(t, "player01", "Player1234");
    expect(
      (await t.call({ method: "GET", url: "/wps/payment/deposit", token: player })).json().value.total,
    ).toBe(0);
    const bad = await t.call({
      method: "GET",
      url: "/wps/payment/deposit?status=done&from=today",
      token: demo,
    });
    expect(Object.keys(bad.json().value.fields).sort()).toEqual(["from", "status"]);
  });

  it("finance sees the queue; a role without finance.deposits is refused", async () => {
    const queue = (await financeCall()({ method: "GET", url: `${base()}/deposits?status=pending` })).json()
      .value;
    expect(queue.total).toBe(1);
    expect(queue.list[0]).toMatchObject({
      id: pendingId,
      account: "demo01",
      channelName: "Vietcombank",
      amount: 100000.5,
    });
    const refused = await asOperator(t, support.token)({ method: "GET", url: `${base()}/deposits` });
    expect(refused.statusCode).toBe(403);
    const refusedConfirm = await asOperator(
      t,
      support.token,
    )({
      method: "POST",
      url: `${base()}/deposits/${pendingId}/confirm`,
      payload: {},
    });
    expect(refusedConfirm.statusCode).toBe(403);
    expect((await balances(t, demoId)).main).toBe(0n);
  });

  it("finance confirms: the member is credited once, audited once, and the record shows the deposit", async () => {
    const audits = await auditCount(t);
    const confirmed = await financeCall()({
      method: "POST",
      url: `${base()}/deposits/${pendingId}/confirm`,
      payload: { remark: "seen on statement" },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().value).toMatchObject({
      status: "success",
      creditedAmount: 100000.5,
      reviewer: "finance1",
    });
    expect(await balances(t, demoId)).toEqual({ main: 10000050n, held: 0n });
    expect(await auditCount(t)).toBe(audits + 1);
    // A second click is a harmless replay: nothing moves, nothing more is audited.
    const again = await financeCall()({
      method: "POST",
      url: `${base()}/deposits/${pendingId}/confirm`,
      payload: {},
    });
    expect(again.json().value.status).toBe("success");
    expect(await balances(t, demoId)).toEqual({ main: 10000050n, held: 0n });
    expect(await auditCount(t)).toBe(audits + 1);
    const records = (
      await t.call({ method: "GET", url: "/wps/relay/ODSFE2_MemTransDet?type=deposit", token: demo })
    ).json().value;
    expect(records.list[0]).toMatchObject({
      type: "deposit",
      amount: 100000.5,
      balanceAfter: 100000.5,
      wallet: "MAIN",
    });
    const view = (await t.call({ method: "GET", url: "/wps/payment/deposit", token: demo })).json().value
      .list[0];
    expect(view).toMatchObject({ status: "success", creditedAmount: 100000.5 });
  });

  it("finance rejects with a reason; nothing is credited; a settled deposit cannot be rejected", async () => {
    const created = (await deposit({ requestId: requestId(), channelId: bankChannel, amount: 60000 })).json()
      .value;
    const noReason = await financeCall()({
      method: "POST",
      url: `${base()}/deposits/${created.id}/reject`,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const audits = await auditCount(t);
    const rejected = await financeCall()({
      method: "POST",
      url: `${base()}/deposits/${created.id}/reject`,
      payload: { reason: "No money arrived" },
    });
    expect(rejected.json().value).toMatchObject({ status: "failed", reason: "No money arrived" });
    expect(await auditCount(t)).toBe(audits + 1);
    expect((await balances(t, demoId)).main).toBe(10000050n);
    const member = (
      await t.call({ method: "GET", url: "/wps/payment/deposit?status=failed", token: demo })
    ).json().value;
    expect(member.list[0]).toMatchObject({ id: created.id, reason: "No money arrived" });
    const late = await financeCall()({
      method: "POST",
      url: `${base()}/deposits/${pendingId}/reject`,
      payload: { reason: "too late" },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("payment.invalid_state");
    const missing = await financeCall()({
      method: "POST",
      url: `${base()}/deposits/00000000-0000-4000-8000-000000000000/confirm`,
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
    expect(await auditCount(t)).toBe(audits + 1);
  });
});

describe("expiry job", () => {
  it("expires pending deposits once past their time, once per period however often it is run", async () => {
    const created = (await deposit({ requestId: requestId(), channelId: bankChannel, amount: 70000 })).json()
      .value;
    t.clock.advance(29 * 60_000);
    await t.platform.jobs.runJob("payments.expire-deposits", t.clock.now());
    expect(
      (await t.platform.db.select().from(schema.deposits).where(eq(schema.deposits.id, created.id)))[0]
        ?.status,
    ).toBe("pending");
    t.clock.advance(2 * 60_000);
    const now = t.clock.now();
    const [first] = await Promise.all([
      t.platform.jobs.runJob("payments.expire-deposits", now),
      t.platform.jobs.runJob("payments.expire-deposits", now),
    ]).then((runs) => [runs.filter((run) => run.ran)]);
    expect(first).toHaveLength(1);
    expect(first?.[0]?.outcome).toBe("1 expired");
    const again = await t.platform.jobs.runJob("payments.expire-deposits", now + 1000);
    expect(again.ran).toBe(false);
    const row = (
      await t.platform.db.select().from(schema.deposits).where(eq(schema.deposits.id, created.id))
    )[0];
    expect(row?.status).toBe("expired");
    // Money that arrives late is still taken: finance may confirm an expired bank transfer.
    finance.token = await relogin(t, finance);
    const confirmed = await financeCall()({
      method: "POST",
      url: `${base()}/deposits/${created.id}/confirm`,
      payload: {},
    });
    expect(confirmed.json().value.status).toBe("success");
    expect((await balances(t, demoId)).main).toBe(10000050n + 7000000n);
    demo = await login(t, "demo01", "Demo1234");
  });
});

describe("payment gateway (sandbox)", () => {
  let gatewayDeposit: { id: string; reference: string; paymentUrl: string };
  let secret: string;

  /** The gateway's signed notice about a payment in VND. */
  const notice = (
    reference: string,
    providerRef: string,
    amount: string,
    status: "paid" | "failed" = "paid",
    now = t.clock.now(),
  ) => sandboxNotification({ secret, now, reference, providerRef, amount, currency: "VND", status });

  async function notify(body: string, headers: Record<string, string>) {
    return t.app.inject({
      method: "POST",
      url: `/wps/payment/gateway/${gatewayChannel}/notify`,
      headers: { merchant: t.merchant, "content-type": "application/json", ...headers },
      payload: body,
    });
  }

  it("opens a payment at the gateway and shows the sandbox page in the member's language", async () => {
    const [channel] = await t.platform.db
      .select()
      .from(schema.paymentChannels)
      .where(eq(schema.paymentChannels.id, gatewayChannel));
    secret = t.platform.secrets.unseal(channel?.gatewaySecretSealed ?? "");
    const created = await deposit(
      { requestId: requestId(), channelId: gatewayChannel, amount: 150000 },
      demo,
      "VI",
    );
    expect(created.statusCode, created.body).toBe(200);
    gatewayDeposit = created.json().value;
    expect(gatewayDeposit.paymentUrl).toMatch(
      new RegExp(`^/sandbox-gateway/pay/${gatewayDeposit.id}\\?token=[0-9a-f]{32}&lang=VI$`),
    );
    const page = await t.app.inject({ method: "GET", url: gatewayDeposit.paymentUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Cổng thanh toán thử nghiệm");
    expect(page.body).toContain("₫150,000.00");
    expect(page.body).toContain(gatewayDeposit.reference);
    const en = await t.app.inject({
      method: "GET",
      url: gatewayDeposit.paymentUrl.replace("lang=VI", "lang=EN"),
    });
    expect(en.body).toContain("Sandbox payment gateway");
    const forged = await t.app.inject({
      method: "GET",
      url: `/sandbox-gateway/pay/${gatewayDeposit.id}?token=${"0".repeat(32)}`,
    });
    expect(forged.statusCode).toBe(404);
  });

  it("refuses a bad signature, a stale timestamp and a wrong amount; the deposit stays pending", async () => {
    const before = await ledgerSize(t);
    const [row] = await t.platform.db
      .select()
      .from(schema.deposits)
      .where(eq(schema.deposits.id, gatewayDeposit.id));
    const good = (amount: string, at = t.clock.now()) =>
      notice(gatewayDeposit.reference, row?.providerRef ?? "", amount, "paid", at);
    const forged = good("150000.00");
    const badSignature = await notify(forged.rawBody, {
      ...forged.headers,
      [GATEWAY_SIGNATURE_HEADER]: signNotification(
        "not-the-secret",
        forged.headers[GATEWAY_TIMESTAMP_HEADER] ?? "",
        forged.rawBody,
      ),
    });
    expect(badSignature.statusCode).toBe(401);
    expect(badSignature.json().code).toBe("payment.gateway_signature");
    const unsigned = await notify(forged.rawBody, { [GATEWAY_TIMESTAMP_HEADER]: String(t.clock.now()) });
    expect(unsigned.statusCode).toBe(401);
    const tampered = await notify(forged.rawBody.replace("150000.00", "150.00"), forged.headers);
    expect(tampered.json().code).toBe("payment.gateway_signature");
    const stale = good("150000.00", t.clock.now() - 6 * 60_000);
    const staleAnswer = await notify(stale.rawBody, stale.headers);
    expect(staleAnswer.statusCode).toBe(401);
    expect(staleAnswer.json().code).toBe("payment.gateway_stale");
    const wrongAmount = good("1500000.00");
    const mismatch = await notify(wrongAmount.rawBody, wrongAmount.headers);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().code).toBe("payment.gateway_amount_mismatch");
    const [after] = await t.platform.db
      .select()
      .from(schema.deposits)
      .where(eq(schema.deposits.id, gatewayDeposit.id));
    expect(after?.status).toBe("pending");
    expect(await ledgerSize(t)).toEqual(before);
  });

  it("pays from the sandbox page: the signed notification credits the member; a replay changes nothing", async () => {
    const mainBefore = (await balances(t, demoId)).main;
    const token = new URL(gatewayDeposit.paymentUrl, "http://x").searchParams.get("token") ?? "";
    const paid = await t.app.inject({
      method: "POST",
      url: `/sandbox-gateway/pay/${gatewayDeposit.id}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ token, outcome: "pay", lang: "EN" }).toString(),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.body).toContain("Payment successful");
    expect((await balances(t, demoId)).main).toBe(mainBefore + 15000000n);
    const [row] = await t.platform.db
      .select()
      .from(schema.deposits)
      .where(eq(schema.deposits.id, gatewayDeposit.id));
    expect(row).toMatchObject({ status: "success", reviewerName: "gateway:sandbox" });
    // The provider sends the same notification again (and a fresh one for the same payment).
    const replay = notice(gatewayDeposit.reference, row?.providerRef ?? "", "150000.00");
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await notify(replay.rawBody, replay.headers);
      expect(answer.json()).toEqual({ success: true, value: { received: true, status: "success" } });
    }
    const late = notice(gatewayDeposit.reference, row?.providerRef ?? "", "150000.00", "failed");
    expect((await notify(late.rawBody, late.headers)).json().value.status).toBe("success");
    expect((await balances(t, demoId)).main).toBe(mainBefore + 15000000n);
    const closed = await t.app.inject({ method: "GET", url: gatewayDeposit.paymentUrl });
    expect(closed.body).toContain("Giao dịch này không còn hiệu lực");
  });

  it("a failed payment fails the deposit; a later paid notice for it is refused", async () => {
    const created = (
      await deposit({ requestId: requestId(), channelId: gatewayChannel, amount: 20000 })
    ).json().value;
    const token = new URL(created.paymentUrl, "http://x").searchParams.get("token") ?? "";
    const failed = await t.app.inject({
      method: "POST",
      url: `/sandbox-gateway/pay/${created.id}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ token, outcome: "fail", lang: "VI" }).toString(),
    });
    expect(failed.body).toContain("Thanh toán thất bại");
    const [row] = await t.platform.db
      .select()
      .from(schema.deposits)
      .where(eq(schema.deposits.id, created.id));
    expect(row?.status).toBe("failed");
    const before = await ledgerSize(t);
    const paidLater = notice(created.reference, row?.providerRef ?? "", "20000.00");
    const answer = await notify(paidLater.rawBody, paidLater.headers);
    expect(answer.statusCode).toBe(409);
    expect(await ledgerSize(t)).toEqual(before);
    const unknown = notice("DNOTHINGHERE", "SBX-0", "20000.00");
    expect((await notify(unknown.rawBody, unknown.headers)).statusCode).toBe(404);
  });
});

describe("rate limit", () => {
  it("limits deposit requests per member", async () => {
    t.clock.advance(61_000);
    demo = await login(t, "demo01", "Demo1234");
    const answers: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      answers.push(
        (await deposit({ requestId: requestId(), channelId: bankChannel, amount: 50000 })).statusCode,
      );
    }
    expect(answers.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});
