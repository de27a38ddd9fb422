import * as schema from "@lotus/db/schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WalletService } from "../src/modules/wallet";
import type { Brand } from "../src/platform/brand-context";
import { createTestApp, type TestApp } from "./support/app";

let t: TestApp;
let wallet: WalletService;
let brand: Brand;
let demoId: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  wallet = t.wallet;
  brand = (await t.platform.brands.byMerchant("lotus")) as Brand;
  const [demo] = await t.platform.db
    .select()
    .from(schema.members)
    .where(eq(schema.members.accountKey, "demo01"));
  demoId = demo?.id ?? "";
  const login = await t.callEncrypted("POST", "/wps/session/login", {
    type: "username",
    username: "demo01",
    password: "Demo1234",
    botCheck: await t.botCheck(),
  });
  token = login.json().value.token;
});
afterAll(async () => {
  await t.close();
});

async function credit(amount: bigint, key: string, kind = "deposit") {
  return wallet.post(
    {
      brandId: brand.id,
      kind,
      idempotencyKey: key,
      memberId: demoId,
      reference: `REF-${key}`,
      legs: [
        { accountId: await wallet.account(brand, demoId, "main"), amount, member: true },
        { accountId: await wallet.houseAccount(brand, "cash_in:bank"), amount: -amount, member: false },
      ],
    },
    [demoId],
  );
}

describe("member wallet", () => {
  it("shows a zero balance before any movement", async () => {
    const value = (await t.call({ method: "GET", url: "/wps/v2/wallets/balance", token })).json().value;
    expect(value).toMatchObject({
      sumBalance: 0,
      currency: "VND",
      currencySymbol: "₫",
      held: 0,
      withdrawable: 0,
    });
    expect(value.wallets).toEqual([{ code: "MAIN", name: "Main wallet", availBalance: 0 }]);
  });

  it("shows balances and records after movements, with the balance after each", async () => {
    await credit(1_234_56n, "w-1");
    await credit(10_00n, "w-2");
    const balance = (await t.call({ method: "GET", url: "/wps/v2/wallets/balance", token })).json().value;
    expect(balance.sumBalance).toBe(1244.56);
    const records = (
      await t.call({ method: "GET", url: "/wps/relay/ODSFE2_MemTransDet?type=deposit", token })
    ).json().value;
    expect(records.total).toBe(2);
    expect(records.list[0]).toMatchObject({
      type: "deposit",
      amount: 10,
      balanceAfter: 1244.56,
      reference: "REF-w-2",
      wallet: "MAIN",
    });
  });

  it("filters records by the brand's calendar days", async () => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Ho_Chi_Minh" }).format(
      new Date(t.clock.now()),
    );
    const inRange = (
      await t.call({ method: "GET", url: `/wps/relay/ODSFE2_MemTransDet?from=${today}&to=${today}`, token })
    ).json().value;
    expect(inRange.total).toBe(2);
    const before = (
      await t.call({
        method: "GET",
        url: "/wps/relay/ODSFE2_MemTransDet?from=2020-01-01&to=2020-01-31",
        token,
      })
    ).json().value;
    expect(before.total).toBe(0);
    const bad = await t.call({
      method: "GET",
      url: "/wps/relay/ODSFE2_MemTransDet?from=yesterday&type=lottery&pageSize=1000",
      token,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().value.fields).sort()).toEqual(["from", "pageSize", "type"]);
  });

  it("needs a session; another member sees only their own records", async () => {
    expect((await t.call({ method: "GET", url: "/wps/v2/wallets/balance" })).statusCode).toBe(401);
    const other = await t.callEncrypted("POST", "/wps/session/login", {
      type: "username",
      username: "player01",
      password: "Player1234",
      botCheck: await t.botCheck(),
    });
    const records = (
      await t.call({ method: "GET", url: "/wps/relay/ODSFE2_MemTransDet", token: other.json().value.token })
    ).json().value;
    expect(records.total).toBe(0);
  });

  it("signals the member's site to refetch after a movement, without the amount", async () => {
    const socket = await t.app.injectWS("/ws", { headers: { merchant: "lotus" } });
    const messages: Record<string, unknown>[] = [];
    const ready = new Promise<void>((resolve) => {
      socket.on("message", (data: Buffer) => {
        const message = JSON.parse(data.toString()) as Record<string, unknown>;
        messages.push(message);
        if (message.type === "ready") resolve();
      });
    });
    socket.send(JSON.stringify({ type: "auth", token }));
    await ready;
    const signalled = new Promise<void>((resolve) => socket.on("message", () => resolve()));
    await credit(5_00n, "w-3");
    await signalled;
    expect(messages.at(-1)).toMatchObject({ type: "balance" });
    expect(Object.keys(messages.at(-1) ?? {}).sort()).toEqual(["at", "type"]);
    socket.terminate();
  });

  it("closes a socket that does not authenticate", async () => {
    const socket = await t.app.injectWS("/ws", { headers: { merchant: "lotus" } });
    const closed = new Promise<number>((resolve) => socket.on("close", (code: number) => resolve(code)));
    socket.send(JSON.stringify({ type: "auth", token: "nope" }));
    expect(await closed).toBe(4401);
  });
});

describe("daily ledger proof", () => {
  it("runs as a daily job, records clean runs, and shows drift to the back office", async () => {
    const { RECONCILE_JOB, runReconcile } = await import("../src/modules/wallet");
    const { createOperator, asOperator } = await import("./support/operators");
    expect(t.platform.jobs.names()).toContain(RECONCILE_JOB);
    expect(await runReconcile(t.platform)).toMatch(/^clean/);
    const finance = await createOperator(t, { username: "money", role: "finance" });
    const as = asOperator(t, finance.token);
    expect(
      (await as({ method: "GET", url: "/backoffice/api/ledger/reconcile" })).json().value.latest,
    ).toMatchObject({ clean: true, driftCount: 0 });

    // Someone edits a balance behind the ledger's back.
    const account = await wallet.account(brand, demoId, "main");
    await t.platform.db.execute(
      sql`update ledger_accounts set balance = balance + 1 where id = ${account.toString()}::bigint`,
    );
    expect(await runReconcile(t.platform)).toMatch(/^DRIFT: 1 accounts/);
    const latest = (await as({ method: "GET", url: "/backoffice/api/ledger/reconcile" })).json().value.latest;
    expect(latest).toMatchObject({ clean: false, driftCount: 1 });
    await t.platform.db.execute(
      sql`update ledger_accounts set balance = balance - 1 where id = ${account.toString()}::bigint`,
    );

    const support = await createOperator(t, { username: "helpdesk", role: "support" });
    expect(
      (await asOperator(t, support.token)({ method: "GET", url: "/backoffice/api/ledger/reconcile" })).json()
        .code,
    ).toBe("access.forbidden");
  });
});
