import { mallPointsAdjustCall } from "@lotus/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { E2E_OWNER, ownerConsole } from "./support/backoffice";
import { header, launchBrowser, screenshotOnFailure } from "./support/browser";
import { registerMember } from "./support/members";
import { creditMember, operatorApi } from "./support/operator-api";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async (context) => {
  await screenshotOnFailure(context.task.name, context.task.result?.state === "fail");
});
afterAll(async () => {
  await browser?.close();
});

const PAYMENT_PASSWORD = "246810";

function amountOf(text: string): number {
  return Number(text.replace(/[^\d.-]/g, ""));
}

/** Opens a member-centre page from its side menu. */
async function openMemberPage(page: Page, name: string): Promise<void> {
  const centre = page.getByRole("dialog", { name: "Member centre" });
  if (!(await centre.isVisible()))
    await header(page)
      .getByRole("button", { name: /Member centre/ })
      .click();
  await centre.getByRole("button", { name, exact: true }).click();
}

async function closeMemberCentre(page: Page): Promise<void> {
  const centre = page.getByRole("dialog", { name: "Member centre" });
  await page.keyboard.press("Escape");
  await centre.waitFor({ state: "hidden" });
}

async function setPaymentPassword(page: Page): Promise<void> {
  await openMemberPage(page, "Withdrawal");
  await page.getByRole("tab", { name: "Payment password" }).click();
  await page.getByLabel("New payment password").fill(PAYMENT_PASSWORD);
  await page.getByLabel("Confirm payment password").fill(PAYMENT_PASSWORD);
  await page.getByRole("button", { name: "Save payment password" }).click();
  await page.getByText("Payment password set").first().waitFor({ timeout: 20_000 });
}

async function openMenu(page: Page, label: string): Promise<void> {
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: label, exact: true })
    .click();
}

async function headerBalance(page: Page): Promise<number> {
  return amountOf((await header(page).locator(".member-block__balance").textContent()) ?? "");
}

/** The bonus details page's headline: the turnover still needed before the bonus can be withdrawn. */
async function remainingTurnover(page: Page): Promise<number> {
  const figure = page.locator(".rewards-figures > div").filter({ hasText: "Turnover still needed" });
  return amountOf((await figure.locator("dd").textContent()) ?? "");
}

/** Bonus details, read once it has loaded. */
async function bonusRemaining(page: Page): Promise<number> {
  await openMemberPage(page, "Bonus details");
  await page.locator(".rewards-figures").waitFor({ timeout: 20_000 });
  return remainingTurnover(page);
}

async function requestWithdrawal(page: Page, amount: number): Promise<void> {
  await openMemberPage(page, "Withdrawal");
  await page.getByRole("tab", { name: "Request withdrawal" }).click();
  await page
    .getByLabel("Bank account")
    .selectOption({ index: 1 })
    .catch(() => undefined);
  await page.getByLabel("Amount", { exact: true }).fill(String(amount));
  await page.getByLabel("Payment password", { exact: true }).fill(PAYMENT_PASSWORD);
  await page.getByRole("button", { name: "Confirm withdrawal" }).click();
}

const FIRST_DEPOSIT = "First deposit bonus 100%";
const DEPOSIT = 100_000;
const STAKE = 1_000_000;
const BET = "500000";

describe("rewards journeys", () => {
  it("a member claims a deposit bonus, sees the remaining turnover fall while playing, and withdraws once it is met", async () => {
    // Its own member: a first deposit and a points balance no other journey touches. No own address
    // (X-Forwarded-For) here: the sandboxed house-game frame would send that header cross-origin too.
    const { page: site, account } = await registerMember(browser, "rwbonus");

    // The demo first-deposit promotion (claim mode): the member joins before depositing.
    await site.goto("/promotions");
    await site.getByTestId("promotion-card").filter({ hasText: FIRST_DEPOSIT }).click();
    const participation = site.getByRole("region", { name: "Your participation" });
    await participation.getByRole("button", { name: "Join now" }).click();
    await participation.getByText("Joined", { exact: true }).waitFor({ timeout: 20_000 });
    const promotionUrl = site.url();

    // A bank-transfer deposit of ₫100,000 that finance confirms: the ledger's deposit posting.
    await openMemberPage(site, "Deposit");
    await site.getByRole("radio", { name: /Vietcombank/ }).check();
    await site.getByLabel("Amount", { exact: true }).fill(String(DEPOSIT));
    await site.getByRole("button", { name: "Confirm deposit" }).click();
    await site.getByText("100,000.00").first().waitFor({ timeout: 20_000 });
    const office = await ownerConsole(browser);
    await openMenu(office, "Deposits");
    await office.getByLabel("Member account").fill(account);
    await office.getByLabel("Member account").press("Enter");
    await office
      .getByRole("row")
      .filter({ hasText: account })
      .first()
      .getByRole("button", { name: /^Confirm deposit/ })
      .click();
    await office.getByRole("dialog").getByRole("button", { name: "Confirm", exact: true }).click();
    await office.getByText(/confirmed: the member was credited/).waitFor({ timeout: 20_000 });

    // The deposit-bonus job (once a minute) grants the bonus, which then waits to be claimed.
    await closeMemberCentre(site);
    await site.goto(promotionUrl);
    await expect
      .poll(
        async () => {
          await site.reload();
          return participation
            .getByRole("button", { name: "Claim bonus" })
            .waitFor({ timeout: 5_000 })
            .then(
              () => true,
              () => false,
            );
        },
        { timeout: 150_000, interval: 2_000 },
      )
      .toBe(true);
    await participation.getByRole("button", { name: "Claim bonus" }).click();
    await participation.getByText("Claimed", { exact: true }).waitFor({ timeout: 20_000 });

    // Bonus details: 100% of ₫100,000 with 10× turnover on the bonus.
    expect(await bonusRemaining(site)).toBe(1_000_000);
    await site.getByRole("article", { name: FIRST_DEPOSIT }).waitFor();
    await closeMemberCentre(site);

    // Finance adds a stake to play with (an adjustment, not a deposit), and a bank account to withdraw to.
    await creditMember(await operatorApi(E2E_OWNER.username, E2E_OWNER.password), account, STAKE);
    await expect.poll(() => headerBalance(site), { timeout: 20_000 }).toBeCloseTo(DEPOSIT * 2 + STAKE, 2);
    await setPaymentPassword(site);
    await site.getByRole("tab", { name: "Bank accounts" }).click();
    const addAccount = site.getByRole("button", { name: "Add bank account" });
    if (await addAccount.isVisible()) await addAccount.click();
    const accountNumber = `77${Date.now().toString().slice(-8)}`;
    await site.getByLabel("Bank", { exact: true }).selectOption("VCB");
    await site.getByLabel("Account number").fill(accountNumber);
    await site.getByLabel("Payee name").fill("TRAN THI THUONG");
    await site.getByLabel("Payment password", { exact: true }).fill(PAYMENT_PASSWORD);
    await site.getByRole("button", { name: "Save bank account" }).click();
    await site
      .locator("option", { hasText: accountNumber.slice(-4) })
      .first()
      .waitFor({ state: "attached", timeout: 20_000 });

    // Before the turnover is met the bonus stays locked: the whole balance is refused, the
    // withdrawal limits show what is withdrawable and the turnover still to play.
    await requestWithdrawal(site, DEPOSIT * 2 + STAKE);
    await site
      .getByText("The amount is more than what is available (₫1,100,000.00)")
      .waitFor({ timeout: 20_000 });
    await site.getByText("Turnover: ₫0.00 of ₫1,000,000.00").waitFor();
    await site.getByRole("tab", { name: "Withdrawal records" }).click();
    await site.getByText("No withdrawals in this period.").waitFor({ timeout: 20_000 });
    await closeMemberCentre(site);

    // The house slot: each ₫500,000 spin counts in full (slots weigh 100%).
    await site.goto("/rng?page=LOTUS");
    await site.locator('[data-testid="game-tile"][data-game-id="lotus-fortune"]').first().click();
    await site.getByTestId("game-frame").waitFor({ timeout: 20_000 });
    const slot = site.frameLocator('[data-testid="game-frame"]');
    const spin = slot.getByTestId("slot-spin");
    await spin.waitFor({ timeout: 30_000 });
    await slot.getByLabel("Bet", { exact: true }).selectOption(BET);
    // A spin's settled bet shows in the turnover; its balance may not move (a win can equal the bet).
    const spinOnce = async () => {
      await expect.poll(() => spin.isEnabled(), { timeout: 30_000 }).toBe(true);
      await spin.click();
    };
    await expect
      .poll(async () => amountOf((await slot.getByTestId("slot-balance").textContent()) ?? ""), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);

    await spinOnce();
    // The page follows the settled bet by itself (a balance signal refetches it).
    await openMemberPage(site, "Bonus details");
    await expect.poll(() => remainingTurnover(site), { timeout: 20_000 }).toBe(500_000);
    await closeMemberCentre(site);

    await spinOnce();
    await openMemberPage(site, "Bonus details");
    await expect.poll(() => remainingTurnover(site), { timeout: 20_000 }).toBe(0);
    await site
      .getByRole("article", { name: FIRST_DEPOSIT })
      .getByText("Turnover met")
      .waitFor({ timeout: 20_000 });
    await closeMemberCentre(site);

    // Met: the whole balance is withdrawable now, and the request is accepted.
    await expect.poll(() => spin.isEnabled(), { timeout: 30_000 }).toBe(true);
    await header(site).getByRole("button", { name: "Refresh balance" }).click();
    const slotBalance = amountOf((await slot.getByTestId("slot-balance").textContent()) ?? "");
    await expect.poll(() => headerBalance(site), { timeout: 20_000 }).toBeCloseTo(slotBalance, 2);
    const everything = Math.floor(slotBalance);
    await requestWithdrawal(site, everything);
    await site.getByRole("tab", { name: "Withdrawal records" }).click();
    await site
      .getByRole("dialog", { name: "Member centre" })
      .getByRole("row")
      .filter({ hasText: everything.toLocaleString("en-US", { minimumFractionDigits: 2 }) })
      .first()
      .waitFor({ timeout: 20_000 });
    await expect
      .poll(() => headerBalance(site), { timeout: 20_000 })
      .toBeCloseTo(slotBalance - everything, 2);
  }, 300_000);

  it("a member exchanges points for a gift and an operator completes it", async () => {
    // An own address keeps per-IP limits apart from the other journeys.
    const { page: site, account } = await registerMember(browser, "rwmall", "203.0.113.132");

    // Finance gives the member points (audited adjustment), as the member-points screen does.
    const api = await operatorApi(E2E_OWNER.username, E2E_OWNER.password);
    const brandId = await api.brandId();
    await api.call("POST", mallPointsAdjustCall.path.replace(":brandId", brandId), {
      requestId: `e2e-points-${account}`,
      account,
      points: 10_000,
      reason: "E2E journey points",
    });
    await setPaymentPassword(site);
    await closeMemberCentre(site);

    // The points mall: 10,000 points, the T-shirt costs 8,000.
    await site.goto("/pointMall");
    await site.locator(".point-mall__balance").getByText("10,000").waitFor({ timeout: 20_000 });
    await site.getByRole("tab", { name: "Gifts" }).click();
    await site.getByRole("button", { name: "Exchange Lotus T-shirt" }).click();
    const dialog = site.getByRole("dialog", { name: "Exchange Lotus T-shirt" });
    await dialog.getByLabel("Recipient name").fill("Tran Thi Thuong");
    await dialog
      .getByLabel("Delivery address")
      .fill("45 Hai Ba Trung, Ben Nghe, District 1, Ho Chi Minh City");
    await dialog.getByLabel("Mobile number").fill("912345678");
    await dialog.getByLabel("Payment password").fill(PAYMENT_PASSWORD);
    await dialog.getByRole("button", { name: "Exchange", exact: true }).click();
    await dialog.waitFor({ state: "hidden", timeout: 20_000 });

    // Exchange history: processing, and the points are taken.
    await site.getByRole("tab", { name: "Exchange history", selected: true }).waitFor();
    const row = site.getByRole("row").filter({ hasText: "Lotus T-shirt" });
    await row.getByText("Processing").waitFor({ timeout: 20_000 });
    await site.locator(".point-mall__balance").getByText("2,000").waitFor({ timeout: 20_000 });

    // The operator completes it in the exchange queue.
    const office = await ownerConsole(browser);
    await openMenu(office, "Exchanges");
    await office.getByLabel("Member account").fill(account);
    await office.getByLabel("Member account").press("Enter");
    const queued = office.getByRole("row").filter({ hasText: account }).filter({ hasText: "Lotus T-shirt" });
    await queued.getByRole("button", { name: "Complete", exact: true }).click();
    const confirm = office.getByRole("dialog", { name: /^Complete exchange/ });
    await confirm.getByText(`Lotus T-shirt was delivered to ${account}`).waitFor();
    await confirm.getByRole("button", { name: "Complete", exact: true }).click();
    await office.getByText(/Exchange .* completed/).waitFor({ timeout: 20_000 });

    // The member sees it completed.
    await site.reload();
    await site.getByRole("tab", { name: "Exchange history" }).click();
    await site
      .getByRole("row")
      .filter({ hasText: "Lotus T-shirt" })
      .getByText("Completed")
      .waitFor({ timeout: 20_000 });
  }, 120_000);
});
