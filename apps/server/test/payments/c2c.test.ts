import * as schema from "@lotus/db/schema";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asOperator, auditCount, createOperator, relogin, type TestOperator } from "../support/operators";
import {
  addPlayerBankAccount,
  balances,
  channelOf,
  fund,
  ledgerSize,
  login,
  multipart,
  PAYMENT_PASSWORD,
  PNG,
  paymentsTestApp,
  requestId,
  setPaymentPassword,
  signInDemoAndPlayer,
  uploadProof,
} from "./support";

const t = paymentsTestApp();
let demo: string;
let demoId: string;
let player: string;
let playerId: string;
let playerBank: string;
let c2cChannel: string;
let finance: TestOperator;

beforeAll(async () => {
  ({ demo, player, demoId, playerId } = await signInDemoAndPlayer(t));
  await setPaymentPassword(t, player);
  playerBank = await addPlayerBankAccount(t, player);
  await fund(t, playerId, 200_000_000n);
  c2cChannel = await channelOf(t, "c2c");
  finance = await createOperator(t, { username: "finance1", role: "finance" });
});
beforeEach(async () => {
  for (const member of [demoId, playerId])
    for (const action of ["deposit", "depositPaid", "confirm", "proof", "withdraw"])
      await t.limiter.reset(`payments:${t.brandId}:${action}:${member}`);
});

const deposit = (amount: number, token = demo) =>
  t.call({
    method: "POST",
    url: "/wps/payment/deposit",
    token,
    payload: { requestId: requestId(), channelId: c2cChannel, amount },
  });
const withdraw = (amount: number) =>
  t.callEncrypted(
    "POST",
    "/wps/payment/withdraw",
    { requestId: requestId(), bankAccountId: playerBank, amount, paymentPassword: PAYMENT_PASSWORD },
    { token: player },
  );
const paid = (depositId: string, proofMediaIds: string[], token = demo) =>
  t.call({ method: "POST", url: "/wps/payment/deposit/paid", token, payload: { depositId, proofMediaIds } });
const answer = (payload: Record<string, unknown>, token = player) =>
  t.call({ method: "POST", url: "/wps/relay/MCSFE_processC2CTransaction", token, payload });
const base = () => `/backoffice/api/brands/${t.brandId}/finance`;
const financeCall = () => asOperator(t, finance.token);
async function withdrawalRow(id: string) {
  const rows = await t.platform.db.select().from(schema.withdrawals);
  return rows.find((row) => row.id === id);
}

describe("C2C matching", () => {
  it("offers nothing when no other member is withdrawing that much; nothing is created", async () => {
    const none = await deposit(100000);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({
      code: "payment.c2c_no_match",
      message: "No payee is available for this amount right now, please try another amount or channel",
    });
    expect(await t.platform.db.select().from(schema.deposits)).toHaveLength(0);
  });

  let withdrawalId: string;
  let depositId: string;
  let confirmationId: string;

  it("matches a deposit to another member's pending withdrawal, splitting it; never to one's own", async () => {
    withdrawalId = (await withdraw(300000)).json().value.id;
    const own = await deposit(100000, player);
    expect(own.json().code).toBe("payment.c2c_no_match");
    const matched = await deposit(100000);
    expect(matched.statusCode, matched.body).toBe(200);
    const value = matched.json().value;
    expect(value).toMatchObject({
      channelType: "c2c",
      status: "pending",
      payTo: { bankName: "Vietcombank", accountNumber: "9876543210", payeeName: "PHAM VAN PLAYER" },
      c2c: { status: "awaiting_payment", proofUrls: [] },
    });
    expect(value.payTo.memo).toBe(value.reference);
    depositId = value.id;
    confirmationId = value.c2c.confirmationId;
    expect(await withdrawalRow(withdrawalId)).toMatchObject({ matchedMinor: 10_000_000n, status: "pending" });
    // Money moves only on confirmation.
    expect(await balances(t, demoId)).toEqual({ main: 0n, held: 0n });
    const list = (
      await t.call({ method: "GET", url: "/wps/relay/MCSFE_getPaymentConfirmationList", token: player })
    ).json().value;
    expect(list.list[0]).toMatchObject({
      id: confirmationId,
      source: "c2c",
      withdrawalId,
      amount: 100000,
      depositorAccount: "de**01",
      status: "awaiting_payment",
    });
    const busy = await financeCall()({
      method: "POST",
      url: `${base()}/withdrawals/${withdrawalId}/disburse`,
      payload: {},
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe("payment.withdrawal_busy");
  });

  it("the depositor says they paid with 1 to 3 of their own proofs", async () => {
    const none = await paid(depositId, []);
    expect(none.statusCode).toBe(400);
    const foreign = await paid(depositId, [await uploadProof(t, player)]);
    expect(foreign.json().code).toBe("payment.proof_invalid");
    const mine = [await uploadProof(t, demo), await uploadProof(t, demo)];
    const tooMany = await paid(depositId, [...mine, await uploadProof(t, demo), await uploadProof(t, demo)]);
    expect(tooMany.statusCode).toBe(400);
    const notMine = await paid(depositId, mine, player);
    expect(notMine.statusCode).toBe(404);
    const done = await paid(depositId, mine);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().value.c2c).toMatchObject({ status: "paid" });
    expect(done.json().value.c2c.proofUrls).toHaveLength(2);
    const image = await t.app.inject({ method: "GET", url: done.json().value.c2c.proofUrls[0] });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const forged = await t.app.inject({
      method: "GET",
      // Change the signature's first character to another one (never to itself).
      url: done
        .json()
        .value.c2c.proofUrls[0].replace(/sig=(.)/, (_: string, first: string) =>
          first === "0" ? "sig=1" : "sig=0",
        ),
    });
    expect(forged.statusCode).toBe(404);
    const twice = await paid(depositId, mine);
    expect(twice.json().code).toBe("payment.invalid_state");
  });

  it("only the withdrawer answers; a partial receipt credits what arrived and re-queues the rest", async () => {
    const foreign = await answer({ confirmationId, action: "received" }, demo);
    expect(foreign.statusCode).toBe(404);
    const before = await ledgerSize(t);
    for (const receivedAmount of [0, 100000, 150000]) {
      const wrong = await answer({ confirmationId, action: "partially_received", receivedAmount });
      expect(wrong.statusCode, String(receivedAmount)).toBe(receivedAmount === 0 ? 400 : 422);
    }
    const missing = await answer({ confirmationId, action: "partially_received" });
    expect(missing.json().value.fields).toEqual({ receivedAmount: "receivedAmount Input cannot be empty" });
    expect(await ledgerSize(t)).toEqual(before);
    const heldBefore = (await balances(t, playerId)).held;
    const partial = await answer({ confirmationId, action: "partially_received", receivedAmount: 60000 });
    expect(partial.json().value).toMatchObject({ status: "partially_received", receivedAmount: 60000 });
    expect(await balances(t, demoId)).toEqual({ main: 6_000_000n, held: 0n });
    expect((await balances(t, playerId)).held).toBe(heldBefore - 6_000_000n);
    expect(await withdrawalRow(withdrawalId)).toMatchObject({
      matchedMinor: 0n,
      receivedMinor: 6_000_000n,
      status: "pending",
    });
    const mine = (await t.call({ method: "GET", url: "/wps/payment/deposit", token: demo })).json().value
      .list;
    expect(mine.find((row: { id: string }) => row.id === depositId)).toMatchObject({
      status: "success",
      amount: 100000,
      creditedAmount: 60000,
    });
    const records = (
      await t.call({ method: "GET", url: "/wps/relay/ODSFE2_MemTransDet?type=deposit", token: demo })
    ).json().value;
    expect(records.list[0]).toMatchObject({ amount: 60000, wallet: "MAIN" });
    const playerRecords = (
      await t.call({ method: "GET", url: "/wps/relay/ODSFE2_MemTransDet?type=withdrawal", token: player })
    ).json().value;
    expect(playerRecords.list[0]).toMatchObject({ amount: -60000, wallet: "HELD" });
  });

  it("prefers the exact open amount; not received goes to finance, whose forced receipt credits the depositor", async () => {
    const created = (await deposit(240000)).json().value;
    const [match] = (await t.platform.db.select().from(schema.paymentConfirmations)).filter(
      (row) => row.depositId === created.id,
    );
    expect(match?.withdrawalId).toBe(withdrawalId);
    await paid(created.id, [await uploadProof(t, demo)]);
    const noProof = await answer({ confirmationId: created.c2c.confirmationId, action: "not_received" });
    expect(noProof.json().code).toBe("payment.proof_required");
    const disputed = await answer({
      confirmationId: created.c2c.confirmationId,
      action: "not_received",
      proofMediaIds: [await uploadProof(t, player)],
      remark: "Statement shows nothing",
    });
    expect(disputed.json().value.status).toBe("not_received");
    expect((await withdrawalRow(withdrawalId))?.status).toBe("disputed");
    const queue = (await financeCall()({ method: "GET", url: `${base()}/disputes` })).json().value;
    const dispute = queue.list.find((row: { id: string }) => row.id === created.c2c.confirmationId);
    expect(dispute).toMatchObject({
      source: "c2c",
      withdrawerAccount: "player01",
      depositorAccount: "demo01",
      depositReference: created.reference,
      amount: 240000,
    });
    expect(dispute.proofUrls).toHaveLength(1);
    expect(dispute.disputeProofUrls).toHaveLength(1);
    const audits = await auditCount(t);
    const noReason = await financeCall()({
      method: "POST",
      url: `${base()}/disputes/${created.c2c.confirmationId}/resolve`,
      payload: { resolution: "force_received" },
    });
    expect(noReason.statusCode).toBe(400);
    const forced = await financeCall()({
      method: "POST",
      url: `${base()}/disputes/${created.c2c.confirmationId}/resolve`,
      payload: { resolution: "force_received", reason: "Bank statement shows the transfer" },
    });
    expect(forced.json().value).toMatchObject({ status: "forced_received", resolver: "finance1" });
    expect(await auditCount(t)).toBe(audits + 1);
    expect((await balances(t, demoId)).main).toBe(6_000_000n + 24_000_000n);
    expect(await withdrawalRow(withdrawalId)).toMatchObject({
      receivedMinor: 30_000_000n,
      status: "completed",
    });
    const again = await financeCall()({
      method: "POST",
      url: `${base()}/disputes/${created.c2c.confirmationId}/resolve`,
      payload: { resolution: "refund", reason: "changed mind" },
    });
    expect(again.json().code).toBe("payment.invalid_state");
  });

  it("a refund by finance fails the deposit and re-queues the withdrawal; nothing moves", async () => {
    const second = (await withdraw(200000)).json().value.id;
    const created = (await deposit(200000)).json().value;
    await paid(created.id, [await uploadProof(t, demo)]);
    await answer({
      confirmationId: created.c2c.confirmationId,
      action: "not_received",
      proofMediaIds: [await uploadProof(t, player)],
    });
    const before = await ledgerSize(t);
    const refunded = await financeCall()({
      method: "POST",
      url: `${base()}/disputes/${created.c2c.confirmationId}/resolve`,
      payload: { resolution: "refund", reason: "Proof was forged" },
    });
    expect(refunded.json().value.status).toBe("refunded");
    expect(await ledgerSize(t)).toEqual(before);
    expect(await withdrawalRow(second)).toMatchObject({ matchedMinor: 0n, status: "pending" });
    const view = (
      await t.call({ method: "GET", url: "/wps/payment/deposit?status=failed", token: demo })
    ).json().value;
    expect(view.list[0]).toMatchObject({
      id: created.id,
      reason: "Proof was forged",
      c2c: { status: "refunded" },
    });
  });

  it("an unpaid match expires with its deposit and re-queues the withdrawal", async () => {
    const created = (await deposit(200000)).json().value;
    const [pendingWithdrawal] = (await t.platform.db.select().from(schema.withdrawals)).filter(
      (row) => row.status === "pending" && row.matchedMinor === 20_000_000n,
    );
    expect(pendingWithdrawal).toBeDefined();
    t.clock.advance(31 * 60_000);
    const run = await t.platform.jobs.runJob("payments.expire-deposits", t.clock.now());
    expect(run.outcome).toBe("1 expired");
    demo = await login(t, "demo01", "Demo1234");
    player = await login(t, "player01", "Player1234");
    const view = (
      await t.call({ method: "GET", url: "/wps/payment/deposit?status=expired", token: demo })
    ).json().value;
    expect(view.list[0]).toMatchObject({ id: created.id, c2c: { status: "expired" } });
    expect(await withdrawalRow(pendingWithdrawal?.id ?? "")).toMatchObject({
      matchedMinor: 0n,
      status: "pending",
    });
    const late = await paid(created.id, [await uploadProof(t, demo)]);
    expect(late.json().code).toBe("payment.invalid_state");
  });

  it("a paid match the withdrawer never answers counts as received after the auto-receive minutes", async () => {
    const created = (await deposit(200000)).json().value;
    await paid(created.id, [await uploadProof(t, demo)]);
    const mainBefore = (await balances(t, demoId)).main;
    t.clock.advance(61 * 60_000);
    const run = await t.platform.jobs.runJob("payments.auto-receive", t.clock.now());
    expect(run.outcome).toBe("1 received");
    expect((await balances(t, demoId)).main).toBe(mainBefore + 20_000_000n);
    demo = await login(t, "demo01", "Demo1234");
    player = await login(t, "player01", "Player1234");
    finance.token = await relogin(t, finance);
    const withdrawals = (
      await t.call({ method: "GET", url: "/wps/payment/withdraw?status=completed", token: player })
    ).json().value;
    expect(withdrawals.total).toBe(2);
  });
});

describe("proof uploads", () => {
  it("take png or jpg up to 5 MB only", async () => {
    const gif = multipart("file", Buffer.from("GIF89a-not-allowed"), "x.gif", "image/gif");
    const refused = await t.call({ method: "POST", url: "/wps/payment/proof", token: demo, ...gif });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe("upload.invalid_image");
    const huge = multipart("file", Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    const tooBig = await t.call({ method: "POST", url: "/wps/payment/proof", token: demo, ...huge });
    expect(tooBig.statusCode).toBe(422);
    const wrongField = multipart("image", PNG);
    expect(
      (await t.call({ method: "POST", url: "/wps/payment/proof", token: demo, ...wrongField })).statusCode,
    ).toBe(422);
    const jpeg = multipart("file", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), "p.jpg", "image/jpeg");
    const ok = await t.call({ method: "POST", url: "/wps/payment/proof", token: demo, ...jpeg });
    expect(ok.json().value.url).toMatch(/^\/payment-proof\/[0-9a-f-]{36}\?expires=\d+&sig=[0-9a-f]{64}$/);
    const image = await t.app.inject({ method: "GET", url: ok.json().value.url });
    expect(image.headers["content-type"]).toBe("image/jpeg");
    t.clock.advance(61 * 60_000);
    const expired = await t.app.inject({ method: "GET", url: ok.json().value.url });
    expect(expired.statusCode).toBe(404);
  });
});
