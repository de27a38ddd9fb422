import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { E2E_OWNER, finishSetup, signIn } from "./support/backoffice";
import { header, launchBrowser, newPage, screenshotOnFailure } from "./support/browser";

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

/** Closes the welcome dialog that greets a fresh login, if it comes. */
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

async function memberLogin(): Promise<Page> {
  const { page } = await newPage(browser, { language: "EN" });
  await page.goto("/");
  await header(page).getByRole("button", { name: "Login" }).click();
  const login = page.getByRole("dialog", { name: "Log in" });
  await login.getByLabel("Username", { exact: true }).fill("demo01");
  await login.getByLabel("Password", { exact: true }).fill("Demo1234");
  await login.getByRole("button", { name: "Log in" }).click();
  await header(page)
    .getByRole("button", { name: /Member centre/ })
    .waitFor({ timeout: 30_000 });
  await dismissWelcome(page);
  return page;
}

/** Opens a member-centre page from its side menu (the header has its own Deposit/Withdraw buttons). */
async function openMemberPage(page: Page, name: string): Promise<void> {
  const centre = page.getByRole("dialog", { name: "Member centre" });
  if (!(await centre.isVisible()))
    await header(page)
      .getByRole("button", { name: /Member centre/ })
      .click();
  await centre.getByRole("button", { name, exact: true }).click();
}

async function backOffice(): Promise<Page> {
  const { page } = await newPage(browser);
  await signIn(page, E2E_OWNER.username, E2E_OWNER.password);
  await finishSetup(page, E2E_OWNER.username, E2E_OWNER.password, E2E_OWNER.password);
  return page;
}

async function openMenu(page: Page, label: string): Promise<void> {
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: label }).click();
}

const DEPOSIT = "135,700.00";
const WITHDRAWAL = "246.00";

describe("wallet journey", () => {
  it("deposits by bank transfer, finance confirms, withdraws, finance pays out, the member confirms", async () => {
    const site = await memberLogin();
    // The header shows a placeholder until the balance has loaded.
    await expect
      .poll(
        async () => amountOf((await header(site).locator(".member-block__balance").textContent()) ?? ""),
        {
          timeout: 20_000,
        },
      )
      .not.toBeNaN();
    const balanceBefore = (await header(site).locator(".member-block__balance").textContent()) ?? "";

    // The member asks to deposit by bank transfer.
    await openMemberPage(site, "Deposit");
    await site.getByRole("radio", { name: /Vietcombank/ }).check();
    await site.getByLabel("Amount", { exact: true }).fill("135700");
    await site.getByRole("button", { name: "Confirm deposit" }).click();
    await site.getByText(DEPOSIT).first().waitFor({ timeout: 20_000 });

    // Finance confirms the money arrived.
    const office = await backOffice();
    await openMenu(office, "Deposits");
    // The filter applies as it is typed (Enter applies it at once) and stays in the address.
    await office.getByLabel("Member account").fill("demo01");
    await office.getByLabel("Member account").press("Enter");
    const depositRow = office.getByRole("row").filter({ hasText: DEPOSIT }).first();
    await depositRow.getByRole("button", { name: /^Confirm deposit/ }).click();
    await office.getByRole("dialog").getByRole("button", { name: "Confirm", exact: true }).click();
    await office.getByText(/confirmed: the member was credited/).waitFor({ timeout: 20_000 });

    // The member's header balance grows by the amount.
    await site.keyboard.press("Escape");
    await header(site).getByRole("button", { name: "Refresh balance" }).click();
    // While refetching the header shows a placeholder; wait for the new amount itself.
    const expected = amountOf(balanceBefore) + 135_700;
    await expect
      .poll(
        async () => amountOf((await header(site).locator(".member-block__balance").textContent()) ?? ""),
        {
          timeout: 20_000,
        },
      )
      .toBeCloseTo(expected, 2);

    // Payment password, bank account, withdrawal.
    await openMemberPage(site, "Withdrawal");
    await site.getByRole("tab", { name: "Payment password" }).click();
    await site.getByLabel("New payment password").fill("135790");
    await site.getByLabel("Confirm payment password").fill("135790");
    await site.getByRole("button", { name: "Save payment password" }).click();
    await site.getByRole("tab", { name: "Bank accounts" }).click();
    // With no account yet the form is already open; otherwise it opens from this button.
    const addAccount = site.getByRole("button", { name: "Add bank account" });
    if (await addAccount.isVisible()) await addAccount.click();
    await site.getByLabel("Bank", { exact: true }).selectOption("VCB");
    await site.getByLabel("Account number").fill("0011223344");
    await site.getByLabel("Payee name").fill("NGUYEN VAN DEMO");
    await site.getByLabel("Payment password", { exact: true }).fill("135790");
    await site.getByRole("button", { name: "Save bank account" }).click();
    // Saved: the account is offered in the withdrawal form (masked but for its last digits).
    await site.locator("option", { hasText: "3344" }).first().waitFor({ state: "attached", timeout: 20_000 });
    await site.getByRole("tab", { name: "Request withdrawal" }).click();
    await site
      .getByLabel("Bank account")
      .selectOption({ index: 1 })
      .catch(() => undefined);
    await site.getByLabel("Amount", { exact: true }).fill("246");
    await site.getByLabel("Payment password", { exact: true }).fill("135790");
    await site.getByRole("button", { name: "Confirm withdrawal" }).click();
    await site.getByRole("tab", { name: "Withdrawal records" }).click();
    await site.getByText(WITHDRAWAL).first().waitFor({ timeout: 20_000 });

    // Finance approves and pays it out.
    await openMenu(office, "Withdrawals");
    const withdrawalRow = office.getByRole("row").filter({ hasText: WITHDRAWAL }).first();
    await withdrawalRow.getByRole("button", { name: /^Approve withdrawal/ }).click();
    await office.getByRole("dialog").getByRole("button", { name: "Approve", exact: true }).click();
    await office.getByRole("dialog").waitFor({ state: "hidden" });
    await office.getByLabel("Status").selectOption("approved");
    await office
      .getByRole("row")
      .filter({ hasText: WITHDRAWAL })
      .first()
      .getByRole("button", { name: /paid out$/ })
      .click();
    await office.getByRole("dialog").getByRole("button", { name: "Mark paid out", exact: true }).click();
    await office.getByText(/marked paid out/).waitFor({ timeout: 20_000 });

    // The member confirms receipt.
    await site.keyboard.press("Escape");
    await openMemberPage(site, "Withdrawal confirmation");
    await site.getByRole("button", { name: "Received", exact: true }).first().click();
    await site
      .getByRole("dialog", { name: "Confirm receipt" })
      .getByRole("button", { name: "Confirm received" })
      .click();
    await site.getByText("Receipt confirmed").first().waitFor({ timeout: 20_000 });

    // The account record lists both.
    await site.keyboard.press("Escape");
    await openMemberPage(site, "Account record");
    await site.getByText(DEPOSIT).first().waitFor({ timeout: 20_000 });
    await site.getByText(WITHDRAWAL).first().waitFor({ timeout: 20_000 });
  });
});

function amountOf(text: string): number {
  return Number(text.replace(/[^\d.-]/g, ""));
}
