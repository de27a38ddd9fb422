import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
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

/** Logs a demo account in from the header (its own address, so other journeys' throttles do not reach it). */
async function login(username: string, password: string, ip: string): Promise<Page> {
  const { page } = await newPage(browser, { language: "EN", ip });
  await page.goto("/");
  await header(page).getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await dialog.getByLabel("Username", { exact: true }).fill(username);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Log in" }).click();
  await header(page)
    .getByRole("button", { name: /Member centre/ })
    .waitFor({ timeout: 30_000 });
  await dismissWelcome(page);
  return page;
}

const menu = (page: Page) => page.getByRole("navigation", { name: "Agent centre menu" });

describe("agent centre", () => {
  it("agent01 sees the team overview, opens a downline account and finds it in the team", async () => {
    const page = await login("agent01", "Agent1234", "203.0.113.71");
    await header(page).getByRole("link", { name: "Agent centre" }).click();
    await page.getByRole("heading", { level: 1, name: "Agent centre" }).waitFor({ timeout: 30_000 });

    // The default page: the team's figures for today; player01 is agent01's downline in the demo data.
    await expect
      .poll(() => menu(page).getByRole("link", { name: "Team overview" }).getAttribute("aria-current"))
      .toBe("page");
    await page.getByRole("tab", { name: "Today", selected: true }).waitFor();
    const teamSize = page.locator(".agent-card", { hasText: "Team size" }).locator(".agent-card__value");
    await teamSize.waitFor({ timeout: 20_000 });
    expect(Number((await teamSize.textContent())?.replace(/,/g, ""))).toBeGreaterThanOrEqual(1);
    for (const figure of [
      "New members",
      "Active members",
      "Deposits",
      "Withdrawals",
      "Team bets",
      "My income",
    ]) {
      await page.locator(".agent-card", { hasText: figure }).waitFor();
    }
    // Another range is a tab away, and its figures load in place.
    await page.getByRole("tab", { name: "This month" }).click();
    await page.getByText(/^Figures (for|from) \d{4}-\d{2}-01\b/).waitFor({ timeout: 20_000 });

    // Open a downline member account.
    const account = `e2ea${Date.now().toString(36).slice(-7)}`;
    await menu(page).getByRole("link", { name: "Open account" }).click();
    const form = page.getByRole("form", { name: "Open a downline account" });
    await form.getByLabel("Member", { exact: true }).check();
    await form.getByLabel("Username", { exact: true }).fill(account);
    await form.getByLabel("Password", { exact: true }).fill("Downline1234");
    await form.getByLabel("Confirm password", { exact: true }).fill("Downline1234");
    await form.getByRole("button", { name: "Open account" }).click();
    await form.getByText(`Account ${account} opened`).waitFor({ timeout: 30_000 });
    // The invitation link and its QR code are on the same page.
    await page.getByRole("img", { name: "QR code of my invitation link" }).first().waitFor();

    // Find it in the team: by search, then in the tree as a direct downline.
    await menu(page).getByRole("link", { name: "Team management" }).click();
    await page.getByRole("searchbox", { name: "Search account" }).fill(account);
    const results = page.getByRole("region", { name: `Accounts matching "${account}"` });
    await results.getByText(account, { exact: true }).waitFor({ timeout: 20_000 });
    await expect.poll(() => results.getByText("Level 1").count()).toBeGreaterThan(0);
    await page.getByRole("searchbox", { name: "Search account" }).fill("");
    const direct = page.getByRole("region", { name: "My direct downlines" });
    await direct.getByText(account, { exact: true }).waitFor({ timeout: 20_000 });

    // A reload keeps the page: the page key is in the URL.
    await page.reload();
    await expect
      .poll(() => menu(page).getByRole("link", { name: "Team management" }).getAttribute("aria-current"), {
        timeout: 30_000,
      })
      .toBe("page");
  });

  it("refuses a plain member who opens the agent centre's address", async () => {
    const page = await login("demo01", "Demo1234", "203.0.113.72");
    // The header's member shortcuts have drawn (their texts arrived), and there is no agent centre among them.
    await header(page).getByRole("button", { name: "Refresh balance" }).waitFor({ timeout: 20_000 });
    expect(await header(page).getByRole("link", { name: "Agent centre" }).count()).toBe(0);
    await page.goto("/agentCentre/agentTeamOverview");
    await page.getByText("Non-agents cannot log in").waitFor({ timeout: 30_000 });
    expect(await page.getByRole("navigation", { name: "Agent centre menu" }).count()).toBe(0);
    expect(await page.locator(".agent-card").count()).toBe(0);
  });
});
