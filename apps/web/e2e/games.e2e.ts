import type pg from "pg";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { database, launchBrowser, newPage, screenshotOnFailure } from "./support/browser";

let browser: Browser;
let db: pg.Pool;

beforeAll(async () => {
  browser = await launchBrowser();
  db = database();
});
afterEach(async (context) => {
  await screenshotOnFailure(context.task.name, context.task.result?.state === "fail");
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

function amountOf(text: string): number {
  return Number(text.replace(/[^\d.-]/g, ""));
}

/**
 * Arranges money for a member as a confirmed deposit would: one balanced ledger posting (the member's
 * main account up, a house cash-in account down) in one statement, so the ledger proof stays clean.
 */
async function creditMember(account: string, amountMinor: number, key: string): Promise<void> {
  await db.query(
    `with brand as (select id, currency_code from brands where merchant_code = 'lotus'),
     member as (select m.id from members m, brand where m.brand_id = brand.id and m.account_key = $1),
     ensure_main as (
       insert into ledger_accounts (brand_id, owner_type, member_id, kind, currency)
       select brand.id, 'member', member.id, 'main', brand.currency_code from brand, member
       on conflict do nothing returning id),
     ensure_house as (
       insert into ledger_accounts (brand_id, owner_type, member_id, kind, currency)
       select brand.id, 'house', null, 'cash_in:e2e', brand.currency_code from brand
       on conflict do nothing returning id)
     select 1 from ensure_main, ensure_house`,
    [account],
  );
  await db.query(
    `with brand as (select id from brands where merchant_code = 'lotus'),
     member as (select m.id from members m, brand where m.brand_id = brand.id and m.account_key = $1),
     main as (select a.id from ledger_accounts a, brand, member where a.brand_id = brand.id and a.member_id = member.id and a.kind = 'main'),
     house as (select a.id from ledger_accounts a, brand where a.brand_id = brand.id and a.member_id is null and a.kind = 'cash_in:e2e'),
     tx as (
       insert into ledger_transactions (brand_id, kind, idempotency_key, content_hash, member_id, reference)
       select brand.id, 'deposit', $3, $3, member.id, 'E2E' from brand, member returning id, created_at),
     updated as (update ledger_accounts set balance = balance + $2::bigint where id = (select id from main) returning balance)
     insert into ledger_entries (transaction_id, account_id, amount, balance_after, created_at)
     select tx.id, main.id, $2::bigint, updated.balance, tx.created_at from tx, main, updated
     union all
     select tx.id, house.id, -$2::bigint, null, tx.created_at from tx, house`,
    [account, amountMinor, key],
  );
}

async function dismissWelcome(page: Page): Promise<void> {
  const welcome = page.getByRole("dialog", { name: /Welcome/ });
  if (
    await welcome.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    )
  ) {
    await page.keyboard.press("Escape");
    await welcome.waitFor({ state: "hidden" });
  }
}

async function headerBalance(page: Page): Promise<number> {
  return amountOf((await page.locator(".member-block__balance").textContent()) ?? "");
}

describe("games journey", () => {
  it("sends a visitor who clicks a game to the login popup", async () => {
    const { page } = await newPage(browser, { language: "EN" });
    await page.goto("/rng");
    await page.getByTestId("game-tile").first().click();
    await page.getByRole("dialog", { name: "Log in" }).waitFor({ timeout: 20_000 });
  });

  it("a member opens /rng, launches a slot, spins, and sees the balance and the betting record", async () => {
    await creditMember("demo01", 50_000_00, `e2e-games-${Date.now()}`);
    const { page } = await newPage(browser, { language: "EN" });
    await page.goto("/");
    await page.getByRole("button", { name: "Login" }).click();
    const login = page.getByRole("dialog", { name: "Log in" });
    await login.getByLabel("Username", { exact: true }).fill("demo01");
    await login.getByLabel("Password", { exact: true }).fill("Demo1234");
    await login.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("button", { name: /Member centre/ }).waitFor({ timeout: 30_000 });
    await dismissWelcome(page);
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(50_000);

    await page.goto("/rng?page=LOTUS");
    await page.locator('[data-testid="game-tile"][data-game-id="lotus-fortune"]').first().click();
    await page.getByTestId("game-frame").waitFor({ timeout: 20_000 });
    const slot = page.frameLocator('[data-testid="game-frame"]');
    const spinButton = slot.getByTestId("slot-spin");
    await spinButton.waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => amountOf((await slot.getByTestId("slot-balance").textContent()) ?? ""))
      .toBeGreaterThan(0);
    const before = amountOf((await slot.getByTestId("slot-balance").textContent()) ?? "");

    await spinButton.click();
    // The slot shows the balance the wallet answered after the bet and the win.
    await expect
      .poll(async () => amountOf((await slot.getByTestId("slot-balance").textContent()) ?? ""), {
        timeout: 30_000,
      })
      .not.toBe(before);
    await expect.poll(async () => (await spinButton.isEnabled()) === true, { timeout: 30_000 }).toBe(true);
    const after = amountOf((await slot.getByTestId("slot-balance").textContent()) ?? "");
    const win = amountOf((await slot.getByTestId("slot-win").textContent()) ?? "0");
    const bet = before + win - after;
    expect(bet).toBeGreaterThan(0);

    // The site's header follows the spin (the WebSocket signal and the frame's message refetch it).
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBeCloseTo(after, 2);

    // The spin is in the betting record.
    await page.getByRole("button", { name: /Member centre/ }).click();
    const centre = page.getByRole("dialog", { name: "Member centre" });
    await centre.getByRole("button", { name: "Betting record", exact: true }).click();
    const row = page.getByTestId("bet-record-row").first();
    await row.waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toContain("Lotus Fortune");
  });
});
