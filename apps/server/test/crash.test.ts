import { type ChildProcess, spawn } from "node:child_process";
import { randomInt, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { connectPostgres, type DatabaseHandle } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { solveChallenge } from "altcha-lib/v1";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { reconcile } from "../src/modules/wallet";
import { hashPassword } from "../src/platform/passwords";
import { encryptBody } from "./support/app";
import { withDatabase } from "./support/postgres-setup";

/**
 * Crash recovery of the REAL server process (docs/adr/0002), PostgreSQL only: `main.ts` is started
 * as scripts/e2e.ts starts it, on a fresh database and a free port; logged-in members send money
 * calls over HTTP (sandbox-gateway deposits, transfers to their agent, withdrawals); the process is
 * frozen (SIGSTOP) at a moment when the outbox holds postings not yet in the ledger and killed with
 * SIGKILL. It is restarted on the same database two minutes "later" (its clock runs ahead, so the
 * job finishing postings older than a minute runs at its first tick). Then the ledger must
 * reconcile and every payment record must agree with the ledger to the last minor unit.
 */
const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const CLOCK_AHEAD = fileURLToPath(new URL("./support/clock-ahead.mjs", import.meta.url));
const MEMBERS = 6;
const LOOPS_PER_MEMBER = 1;
const PASSWORD = "Crash1234";
const PAYMENT_PASSWORD = "246810";
const MERCHANT = "lotus";
const FIRST_SERVER = "lotus-crash-first";

interface Server {
  process: ChildProcess;
  base: string;
  output: string[];
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function startServer(databaseUrl: string, dataDir: string, port: number, clockAheadMs = 0) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    TRUSTED_PROXY: "127.0.0.1",
    LOTUS_CLOCK_AHEAD_MS: String(clockAheadMs),
  };
  // Hermetic: in-memory rate limits and signals, whatever the test run itself uses.
  delete env.REDIS_URL;
  const args = [
    "--import",
    "tsx",
    ...(clockAheadMs ? ["--import", CLOCK_AHEAD] : []),
    "apps/server/src/main.ts",
  ];
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const server: Server = { process: child, base: `http://127.0.0.1:${port}`, output };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output.join("")}`);
    try {
      if ((await fetch(`${server.base}/readyz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`server not ready in 90 s:\n${output.join("")}`);
}

async function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((done) => {
    child.once("exit", () => done());
    child.kill("SIGKILL");
  });
}

/** A member's HTTP client: its own forwarded address (per-IP limits), session token, encryption. */
function client(server: Server, ip: string) {
  let token: string | undefined;
  async function call(method: string, path: string, body?: unknown, form?: Record<string, string>) {
    const headers: Record<string, string> = { merchant: MERCHANT, language: "EN", "x-forwarded-for": ip };
    if (token) headers.authorization = token;
    let payload: string | undefined;
    if (form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      payload = new URLSearchParams(form).toString();
    } else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${server.base}${path}`, { method, headers, body: payload });
    const text = await response.text();
    let json: { success?: boolean; code?: string; value?: Record<string, unknown> } = {};
    try {
      json = JSON.parse(text);
    } catch {
      // the sandbox answers HTML
    }
    return { status: response.status, json, text };
  }
  async function encrypted(method: string, path: string, body: unknown) {
    const key = await call("GET", "/wps/system/publicKey");
    const { keyId, jwk } = key.json.value as { keyId: string; jwk: Record<string, unknown> };
    return call(method, path, encryptBody(keyId, jwk, body));
  }
  async function botCheck(): Promise<string> {
    const { challenge } = (await call("GET", "/wps/verification/challenge")).json.value as {
      challenge: { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
    };
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    if (!solution) throw new Error("bot check not solved");
    const { algorithm, salt, signature } = challenge;
    const proof = { algorithm, challenge: challenge.challenge, number: solution.number, salt, signature };
    return Buffer.from(JSON.stringify(proof)).toString("base64");
  }
  return {
    call,
    encrypted,
    async login(username: string, password: string) {
      const answer = await encrypted("POST", "/wps/session/login", {
        type: "username",
        username,
        password,
        botCheck: await botCheck(),
      });
      token = answer.json.value?.token as string | undefined;
      if (!token) throw new Error(`login of ${username} failed: ${answer.text}`);
    },
  };
}

type Client = ReturnType<typeof client>;

const postgres = process.env.TEST_DB === "postgres";
let handle: DatabaseHandle | undefined;
let server: Server | undefined;
let dataDir: string | undefined;
let databaseName: string | undefined;

afterAll(async () => {
  if (server) await killed(server.process);
  await handle?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (databaseName) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin.end();
  }
});

describe.runIf(postgres)(
  "the real server killed with SIGKILL in the middle of money traffic (PostgreSQL)",
  () => {
    it("restarts on the same database and ends with a clean ledger that agrees with every payment record", async () => {
      const started = Date.now();
      const phases: string[] = [];
      const done = { deposits: 0, transfers: 0, withdrawals: 0, refused: 0 };
      const phase = (name: string) => phases.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)}s`);
      // ---------- a fresh database and the real server on it ----------
      const adminUrl = process.env.TEST_DATABASE_URL ?? "";
      databaseName = `${inject("lotusTemplateDb").replace(/_template$/, "")}_crash_${process.pid}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${databaseName}"`);
      await admin.end();
      const databaseUrl = withDatabase(adminUrl, databaseName);
      dataDir = mkdtempSync(join(tmpdir(), "lotus-crash-"));
      const port = await freePort();
      // The first server's connections carry a name, so the kill can wait for their statements.
      const firstUrl = new URL(databaseUrl);
      firstUrl.searchParams.set("application_name", FIRST_SERVER);
      server = await startServer(firstUrl.toString(), dataDir, port);
      phase("started");
      handle = connectPostgres(databaseUrl, { max: 3 });
      const db = handle.db;

      // ---------- an agent and downline members, starting from zero ----------
      const [brand] = await db.select().from(schema.brands).where(eq(schema.brands.merchantCode, MERCHANT));
      if (!brand) throw new Error("demo brand missing");
      const passwordHash = await hashPassword(PASSWORD);
      const suffix = randomUUID().slice(0, 6);
      const [agent] = await db
        .insert(schema.members)
        .values({
          brandId: brand.id,
          account: `crashag${suffix}`,
          accountKey: `crashag${suffix}`,
          passwordHash,
          accountType: 1,
          registerMethod: "TEST",
        })
        .returning({ id: schema.members.id });
      if (!agent) throw new Error("agent not created");
      const memberRows = await db
        .insert(schema.members)
        .values(
          Array.from({ length: MEMBERS }, (_, index) => ({
            brandId: brand.id,
            account: `crash${index}${suffix}`,
            accountKey: `crash${index}${suffix}`,
            passwordHash,
            accountType: 0,
            uplineId: agent.id,
            payeeName: "NGUYEN VAN CRASH",
            registerMethod: "TEST",
          })),
        )
        .returning({ id: schema.members.id, account: schema.members.account });

      const first = server;
      const members = await Promise.all(
        memberRows.map(async (row, index) => {
          const member = client(first, `10.77.${randomInt(0, 250)}.${index + 1}`);
          await member.login(row.account, PASSWORD);
          const set = await member.encrypted("POST", "/wps/member/paymentPassword", {
            paymentPassword: PAYMENT_PASSWORD,
            confirmPaymentPassword: PAYMENT_PASSWORD,
          });
          expect(set.status, set.text).toBe(200);
          const bank = await member.encrypted("POST", "/wps/member/bankAccounts", {
            bankCode: "VCB",
            accountNumber: `01234${index}6789`,
            payeeName: "NGUYEN VAN CRASH",
            paymentPassword: PAYMENT_PASSWORD,
          });
          expect(bank.status, bank.text).toBe(200);
          return { id: row.id, http: member, bankAccountId: String(bank.json.value?.id) };
        }),
      );
      const channels = members[0]
        ? await members[0].http.call("GET", "/wps/payment/deposit/channels")
        : undefined;
      const list = (channels?.json.value ?? []) as unknown as { id: string; type: string }[];
      const gateway = list.find((channel) => channel.type === "gateway");
      if (!gateway) throw new Error("no sandbox gateway channel");

      phase("members ready");
      // ---------- money traffic ----------
      let stop = false;
      const serverErrors: string[] = [];
      const refusals = new Set<string>();
      const loopErrors: string[] = [];
      const check = (answer: { status: number; text: string; json: { code?: string } }) => {
        if (stop) return false;
        if (answer.status >= 500) serverErrors.push(`${answer.status} ${answer.text.slice(0, 200)}`);
        if (answer.status !== 200) {
          done.refused += 1;
          refusals.add(`${answer.status} ${answer.json.code ?? answer.text.slice(0, 80)}`);
        }
        return answer.status === 200;
      };
      async function deposit(http: Client, amount = randomInt(50, 200) * 1000) {
        const created = await http.call("POST", "/wps/payment/deposit", {
          requestId: randomUUID(),
          channelId: gateway?.id,
          amount,
        });
        if (!check(created)) return;
        const url = new URL(String(created.json.value?.paymentUrl), "http://x");
        const paid = await http.call("POST", url.pathname, undefined, {
          token: url.searchParams.get("token") ?? "",
          outcome: "pay",
          lang: "EN",
        });
        if (check(paid)) done.deposits += 1;
      }
      async function transfer(http: Client) {
        const sent = await http.encrypted("POST", "/wps/payment/transfer/upline", {
          requestId: randomUUID(),
          amount: randomInt(10, 60) * 1000,
          paymentPassword: PAYMENT_PASSWORD,
        });
        if (check(sent)) done.transfers += 1;
      }
      async function withdraw(http: Client, bankAccountId: string) {
        const asked = await http.encrypted("POST", "/wps/payment/withdraw", {
          requestId: randomUUID(),
          bankAccountId,
          amount: randomInt(20, 80) * 1000,
          paymentPassword: PAYMENT_PASSWORD,
        });
        if (check(asked)) done.withdrawals += 1;
      }
      // A first deposit each, through the sandbox gateway page, before the traffic.
      await Promise.all(members.map((member) => deposit(member.http, 500_000)));
      expect({ deposits: done.deposits, refusals: [...refusals] }).toEqual({
        deposits: MEMBERS,
        refusals: [],
      });
      done.deposits = 0;
      phase("funded");
      // Within the per-member limits of a minute: 10 deposits, 20 transfers, 5 withdrawals a day.
      const traffic = members.flatMap((member) => {
        const budget = { deposit: 4, transfer: 10, withdraw: 2 };
        return Array.from({ length: LOOPS_PER_MEMBER }, async () => {
          while (!stop) {
            const open = (Object.keys(budget) as (keyof typeof budget)[]).filter((kind) => budget[kind] > 0);
            const kind = open[randomInt(0, open.length)];
            if (!kind) return;
            budget[kind] -= 1;
            try {
              if (kind === "deposit") await deposit(member.http);
              else if (kind === "transfer") await transfer(member.http);
              else await withdraw(member.http, member.bankAccountId);
            } catch (error) {
              if (!stop) loopErrors.push(String(error));
            }
          }
        });
      });

      // ---------- SIGKILL while the outbox owes the ledger postings ----------
      const due = async () =>
        Number(
          (
            (await db.execute(
              sql`select count(*)::int as n from payment_postings where status = 'due'`,
            )) as unknown as {
              rows: { n: number }[];
            }
          ).rows[0]?.n ?? 0,
        );
      const runningStatements = async () =>
        Number(
          (
            (await db.execute(
              sql`select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and application_name = ${FIRST_SERVER}
                    and state = 'active'`,
            )) as unknown as { rows: { n: number }[] }
          ).rows[0]?.n ?? 0,
        );
      const moved = () => done.deposits + done.transfers + done.withdrawals;
      // Let the traffic run a while (20 answered calls, or 20 s on a slow machine) before the kill.
      const warmUp = Date.now() + 20_000;
      while (moved() < 20 && Date.now() < warmUp) await new Promise((wait) => setTimeout(wait, 20));
      phase("warmed up");
      let dueAtKill = 0;
      const killBy = Date.now() + 15_000;
      const pid = first.process.pid ?? 0;
      while (Date.now() < killBy) {
        process.kill(pid, "SIGSTOP");
        // A statement the stopped process already sent still runs in PostgreSQL and may commit after
        // the kill (and flush what looked owed): count only once none of its statements is running.
        const quietBy = Date.now() + 2_000;
        let running = await runningStatements();
        while (running > 0 && Date.now() < quietBy) {
          await new Promise((wait) => setTimeout(wait, 10));
          running = await runningStatements();
        }
        if (running === 0) {
          dueAtKill = await due();
          if (dueAtKill > 0) break;
        }
        process.kill(pid, "SIGCONT");
        await new Promise((wait) => setTimeout(wait, randomInt(5, 40)));
      }
      stop = true;
      await killed(first.process);
      await Promise.allSettled(traffic);
      const movedBeforeKill = moved();
      phase("killed");
      const holdingAtKill = await db.$count(schema.withdrawals, eq(schema.withdrawals.status, "holding"));
      const pendingTransfersAtKill = await db.$count(
        schema.memberTransfers,
        eq(schema.memberTransfers.status, "pending"),
      );

      expect(serverErrors).toEqual([]);
      expect(loopErrors).toEqual([]);
      expect(
        movedBeforeKill,
        `money calls answered before the kill (refused: ${[...refusals].join("; ")})`,
      ).toBeGreaterThanOrEqual(6);
      expect(dueAtKill, "postings the outbox still owed the ledger at the kill").toBeGreaterThan(0);

      // ---------- restart on the same database, two minutes later ----------
      server = await startServer(databaseUrl, dataDir, await freePort(), 120_000);
      phase("restarted");
      const settled = Date.now() + 30_000;
      let owed = { due: 0, holding: 0, pending: 0 };
      do {
        await new Promise((wait) => setTimeout(wait, 250));
        owed = {
          due: await due(),
          holding: await db.$count(schema.withdrawals, eq(schema.withdrawals.status, "holding")),
          pending: await db.$count(schema.memberTransfers, eq(schema.memberTransfers.status, "pending")),
        };
      } while ((owed.due > 0 || owed.holding > 0 || owed.pending > 0) && Date.now() < settled);

      phase("recovered");
      // Nothing left unfinished: every posting posted (or cancelled after a refusal), no withdrawal
      // still waiting for its hold, no transfer half done.
      expect(owed).toEqual({ due: 0, holding: 0, pending: 0 });
      // The run that flushed records its outcome just after its last posting: wait for that write.
      const flushRun = async () => {
        const [run] = await db
          .select()
          .from(schema.jobRuns)
          .where(
            and(
              eq(schema.jobRuns.job, "payments.flush-postings"),
              sql`${schema.jobRuns.outcome} <> '0 flushed'`,
            ),
          );
        return run;
      };
      await expect
        .poll(flushRun, { timeout: 90_000, interval: 250 })
        .toBeDefined()
        .catch(async (error: unknown) => {
          const runs = await db
            .select()
            .from(schema.jobRuns)
            .where(eq(schema.jobRuns.job, "payments.flush-postings"));
          throw new Error(
            `no flush run moved the owed postings: ${JSON.stringify(runs)}\n${server?.output.join("")}`,
            { cause: error },
          );
        });
      const flushed = await flushRun();
      expect(flushed?.outcome, "the recovery job finished what the crash left").toMatch(/^[1-9]\d* flushed$/);

      // The ledger proof: every member balance equals its entries, everything sums to zero.
      const report = await reconcile(db);
      expect(report.drifts).toEqual([]);
      expect(report.unbalancedTransactions).toEqual([]);
      expect(report.totalOfAllEntries).toBe("0");

      // Every payment record agrees with the ledger, member by member, to the minor unit.
      const accounts = await db
        .select()
        .from(schema.ledgerAccounts)
        .where(eq(schema.ledgerAccounts.brandId, brand.id));
      const balanceOf = (memberId: string, kind: string) =>
        accounts.find((account) => account.memberId === memberId && account.kind === kind)?.balance ?? 0n;
      const deposits = await db.select().from(schema.deposits).where(eq(schema.deposits.brandId, brand.id));
      const withdrawals = await db
        .select()
        .from(schema.withdrawals)
        .where(eq(schema.withdrawals.brandId, brand.id));
      const transfers = await db
        .select()
        .from(schema.memberTransfers)
        .where(eq(schema.memberTransfers.brandId, brand.id));
      const sum = (rows: { amountMinor: bigint }[]) =>
        rows.reduce((total, row) => total + row.amountMinor, 0n);
      let totalHeld = 0n;
      for (const member of [...members.map((m) => m.id), agent.id]) {
        const credited = sum(deposits.filter((row) => row.memberId === member && row.status === "success"));
        const held = sum(withdrawals.filter((row) => row.memberId === member && row.status === "pending"));
        const sent = sum(
          transfers.filter((row) => row.fromMemberId === member && row.status === "completed"),
        );
        const received = sum(
          transfers.filter((row) => row.toMemberId === member && row.status === "completed"),
        );
        totalHeld += held;
        // No held amount without a pending withdrawal, and no pending withdrawal without its hold.
        expect({ member, held: balanceOf(member, "held") }).toEqual({ member, held });
        expect({ member, main: balanceOf(member, "main") }).toEqual({
          member,
          main: credited - held - sent + received,
        });
      }
      expect(withdrawals.filter((row) => !["pending", "failed"].includes(row.status))).toEqual([]);
      // The transfers' clearing account: every debit out has been credited in.
      const clearing = accounts.find((account) => account.memberId === null && account.kind === "transfers");
      if (clearing) {
        const result = (await db.execute(
          sql`select coalesce(sum(amount), 0)::text as total from ledger_entries where account_id = ${clearing.id}`,
        )) as unknown as { rows: { total: string }[] };
        expect(result.rows[0]?.total).toBe("0");
      }
      console.info(
        `crash test: ${movedBeforeKill} money calls answered before SIGKILL (${JSON.stringify(done)}); at the kill ${dueAtKill} postings due, ${holdingAtKill} withdrawals holding, ${pendingTransfersAtKill} transfers pending; after restart ${flushed?.outcome}; ${totalHeld} held for pending withdrawals; ${phases.join(", ")}`,
      );
    }, 240_000);
  },
);
