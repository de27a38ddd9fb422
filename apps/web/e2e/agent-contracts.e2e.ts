import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { E2E_OWNER } from "./support/backoffice";
import { BASE_URL, header, launchBrowser, newPage, screenshotOnFailure } from "./support/browser";
import { creditMember, operatorApi } from "./support/operator-api";

/**
 * Issue #11's journey: agent01 opens a downline agent account and offers it a daily-salary
 * contract; the downline signs and plays; the settlement job runs; agent01 sees the income in
 * "My income" and its balance move.
 *
 * The downline's first daily salary counts for the day it is signed (docs/adr/0010), so it signs
 * and plays today. The day is closed through the development tool (off in production, loopback
 * only) `POST /dev/jobs/:name/run?at=<ms>`, which runs one job as if the clock read `at`: the
 * reports roll-up just after the brand's midnight, then the settlement a minute later (a job's
 * minute is claimed once, so each runs in its own minute).
 *
 * agent01 holds the demo platform contract, whose first row pays 0.20% from 100,000₫ of team valid
 * bets and one active member; it grants the downline 0.10% at the same thresholds, and the
 * downline reaches them with two 50,000₫ spins. agent01's team also holds the demo team's rounds
 * played at the server's start, so the expected income is read from the team betting record.
 */

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

const AGENT = { account: "agent01", password: "Agent1234" };
// A fresh name per run: the journey can run again on the same database.
const DOWNLINE = { account: `sub${Date.now().toString(36).slice(-6)}`, password: "Downline1234" };
const BRAND_ZONE = "Asia/Ho_Chi_Minh";
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const STAKE = 50_000;
const SPINS = 2;
// agent01's demo row 1 and what it grants the downline at the same thresholds (basis points).
const ROW = { minTurnover: 100_000, minActiveMembers: 1 };
const AGENT_RATE_BP = 20;
const AGENT_ROW_2_TURNOVER = 50_000_000;
const DOWNLINE_RATE_BP = 10;

const amountOf = (text: string | null) => Number((text ?? "").replace(/[^\d.-]/g, ""));
/** A rate in basis points applied to an amount, floored to the minor unit (₫ has two digits). */
const salaryOf = (amount: number, rateBp: number) =>
  Math.floor((Math.round(amount * 100) * rateBp) / 10_000) / 100;

/** The start of the brand's next day (its time zone's offset read, not assumed). */
function nextBrandDayStart(now: number): number {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: BRAND_ZONE }).format(now);
  const next = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const zoneName = new Intl.DateTimeFormat("en-US", { timeZone: BRAND_ZONE, timeZoneName: "longOffset" })
    .formatToParts(now)
    .find((part) => part.type === "timeZoneName")?.value;
  const offset = /GMT([+-]\d{2}:\d{2})/.exec(zoneName ?? "")?.[1] ?? "+00:00";
  return Date.parse(`${next}T00:00:00${offset}`);
}

/** Runs one periodic job through the development tool as if the clock read `at`. */
async function runJobAt(name: string, at: number): Promise<string> {
  const response = await fetch(`${BASE_URL}/dev/jobs/${name}/run?at=${at}`, {
    method: "POST",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status} ${await response.text()}`);
  const result = (await response.json()) as { ran: boolean; outcome?: string; error?: string };
  if (!result.ran || result.error) throw new Error(`${name} did not run: ${JSON.stringify(result)}`);
  return result.outcome ?? "";
}

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

/**
 * Logs an account in from the header; `ip` gives it its own address (other journeys' throttles do not
 * reach it) — not for an account that plays: the sandboxed game frame's calls must go out unchanged.
 */
async function login(account: string, password: string, ip?: string): Promise<Page> {
  const { page } = await newPage(browser, { language: "EN", ...(ip ? { ip } : {}) });
  await page.goto("/");
  await header(page).getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await dialog.getByLabel("Username", { exact: true }).fill(account);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Log in" }).click();
  await header(page)
    .getByRole("button", { name: /Member centre/ })
    .waitFor({ timeout: 30_000 });
  await dismissWelcome(page);
  return page;
}

const menu = (page: Page) => page.getByRole("navigation", { name: "Agent centre menu" });

/** Opens a page of the agent centre (/agentCentre/:pageKey) from its side menu. */
async function openAgentPage(page: Page, label: string): Promise<void> {
  if (!(await menu(page).isVisible())) {
    await header(page).getByRole("link", { name: "Agent centre" }).click();
    await menu(page).waitFor({ timeout: 30_000 });
  }
  const link = menu(page).getByRole("link", { name: label, exact: true });
  await link.waitFor({ timeout: 20_000 });
  await link.click();
  await expect.poll(() => link.getAttribute("aria-current"), { timeout: 20_000 }).toBe("page");
}

async function headerBalance(page: Page): Promise<number> {
  await header(page).getByRole("button", { name: "Refresh balance" }).click();
  const balance = header(page).locator(".member-block__balance");
  // Keep the amount the poll read: a balance being redrawn can read as no number (or no element)
  // a moment later, so it is never read a second time.
  let amount = Number.NaN;
  await expect
    .poll(
      async () => {
        const text = (await balance.textContent()) ?? "";
        amount = /\d/.test(text) ? amountOf(text) : Number.NaN;
        return Number.isFinite(amount);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return amount;
}

/** The house slot at a chosen stake, spun `spins` times as the member plays it. */
async function playSlot(page: Page, stake: number, spins: number): Promise<void> {
  await page.goto("/rng?page=LOTUS");
  await page.locator('[data-testid="game-tile"][data-game-id="lotus-fortune"]').first().click();
  await page.getByTestId("game-frame").waitFor({ timeout: 20_000 });
  const slot = page.frameLocator('[data-testid="game-frame"]');
  const spin = slot.getByTestId("slot-spin");
  const balance = slot.getByTestId("slot-balance");
  await spin.waitFor({ timeout: 30_000 });
  await expect
    .poll(async () => amountOf(await balance.textContent()), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await slot.getByLabel("Bet", { exact: true }).selectOption(String(stake));
  for (let i = 0; i < spins; i++) {
    const before = amountOf(await balance.textContent());
    await spin.click();
    // The bet moved the balance, and the round's show has ended before the next spin.
    await expect
      .poll(async () => amountOf(await balance.textContent()), { timeout: 30_000 })
      .not.toBe(before);
    await expect.poll(() => spin.isEnabled(), { timeout: 30_000 }).toBe(true);
  }
}

/** A figure of the "My income" page (agentRevenueReport) for today, by its type label. */
function incomeFigure(page: Page, label: string): Locator {
  return page.locator(".agent-income__item", { has: page.getByText(label, { exact: true }) }).locator("dd");
}

describe("agent contracts journey", () => {
  it("agent01 offers a new downline a daily salary, the downline signs and plays, and the day's salary reaches agent01", async () => {
    const api = await operatorApi(E2E_OWNER.username, E2E_OWNER.password);
    const agent = await login(AGENT.account, AGENT.password, "203.0.113.91");

    // Open account: a downline agent.
    await openAgentPage(agent, "Open account");
    const form = agent.getByRole("form", { name: "Open a downline account" });
    await form.getByLabel("Agent", { exact: true }).check();
    await form.getByLabel("Username", { exact: true }).fill(DOWNLINE.account);
    await form.getByLabel("Password", { exact: true }).fill(DOWNLINE.password);
    await form.getByLabel("Confirm password", { exact: true }).fill(DOWNLINE.password);
    await form.getByRole("button", { name: "Open account" }).click();
    await form.getByText(`Account ${DOWNLINE.account} opened`).waitFor({ timeout: 30_000 });

    // Team management → Change contract on the new downline: the contracts feature's offer dialog.
    await openAgentPage(agent, "Team management");
    await agent.getByRole("searchbox", { name: "Search account" }).fill(DOWNLINE.account);
    const results = agent.getByRole("region", { name: `Accounts matching "${DOWNLINE.account}"` });
    const row = results.getByRole("row").filter({ hasText: DOWNLINE.account });
    await row.getByRole("button", { name: "Change contract" }).click({ timeout: 20_000 });
    const offer = agent.getByRole("dialog", { name: `Offer a contract to ${DOWNLINE.account}` });
    await offer.getByLabel("Contract type").selectOption({ label: "Daily salary" });
    await offer.getByText(/You may grant at most/).waitFor({ timeout: 20_000 });
    await offer.getByLabel("Team valid bets from, row 1").fill(String(ROW.minTurnover));
    await offer.getByLabel("Active members from, row 1").fill(String(ROW.minActiveMembers));
    // Above what agent01's own rows give at these thresholds: refused on the field, nothing sent.
    await offer.getByLabel("Rate (%), row 1").fill("0.25");
    await offer.getByRole("button", { name: "Send offer" }).click();
    await offer.getByText(/The rate cannot be above 0\.20%/).waitFor();
    await offer.getByLabel("Rate (%), row 1").fill("0.10");
    await offer.getByRole("button", { name: "Send offer" }).click();
    await agent
      .getByText(`Daily salary contract offered to ${DOWNLINE.account}`)
      .waitFor({ timeout: 20_000 });

    // The downline logs in, finds the offer under Contracts and signs it.
    await creditMember(api, DOWNLINE.account, STAKE * SPINS * 2);
    const downline = await login(DOWNLINE.account, DOWNLINE.password);
    await openAgentPage(downline, "Contracts");
    const offered = downline.getByRole("article").filter({ hasText: `New offer from ${AGENT.account}` });
    await offered.getByText("0.10%").first().waitFor({ timeout: 20_000 });
    await offered.getByRole("button", { name: "Sign" }).click();
    await downline
      .getByRole("dialog", { name: "Sign the Daily salary contract" })
      .getByRole("button", { name: "Sign" })
      .click();
    await downline.getByText("Contract signed").first().waitFor({ timeout: 20_000 });
    await downline.getByText("Contract in force").waitFor({ timeout: 20_000 });

    // Its first daily salary counts for today: it plays today.
    await playSlot(downline, STAKE, SPINS);

    // agent01's team betting record: today's valid bets of the whole team (the demo team played at
    // the server's start too) and of the downline's rounds, the salary's bases.
    await openAgentPage(agent, "Team betting record");
    const bets = agent.getByRole("region", { name: "Team betting record" });
    const downlineRounds = bets.locator("tbody tr").filter({ hasText: DOWNLINE.account });
    await expect.poll(() => downlineRounds.count(), { timeout: 30_000 }).toBe(SPINS);
    let downlineValid = 0;
    for (const round of await downlineRounds.all())
      downlineValid += amountOf(await round.locator('[data-label="Valid bet"]').textContent());
    expect(downlineValid).toBe(STAKE * SPINS);
    const teamValid = amountOf(await bets.locator('tfoot td[data-label="Valid bet"]').textContent());
    expect(teamValid).toBeGreaterThanOrEqual(downlineValid);
    // Row 1 of each side: both teams reach 100,000₫ with the downline active; agent01's row 2 needs
    // 50,000,000₫, which the team is far below.
    expect(downlineValid).toBeGreaterThanOrEqual(ROW.minTurnover);
    expect(teamValid).toBeLessThan(AGENT_ROW_2_TURNOVER);
    // The difference rule: agent01's 0.20% on its team less the downline's 0.10% on the downline's.
    const downlineSalary = salaryOf(downlineValid, DOWNLINE_RATE_BP);
    const teamAmount = salaryOf(teamValid, AGENT_RATE_BP);
    const expected = Math.round((teamAmount - downlineSalary) * 100) / 100;
    expect(expected).toBeGreaterThan(0);

    // The day closes: the roll-up passes the brand's midnight, then the settlement pays the day.
    const balanceBefore = await headerBalance(agent);
    const midnight = nextBrandDayStart(Date.now());
    await runJobAt("reports.rollup", midnight + 5 * MINUTE_MS);
    const settled = await runJobAt("contracts.settle", midnight + 6 * MINUTE_MS);
    expect(settled).toMatch(/^settled [1-9]\d* periods/);

    // Daily wages: today's settlement, paid at 0.20%, agent01's income the difference.
    await agent.reload();
    await openAgentPage(agent, "Daily wages");
    const wages = agent.getByRole("region", { name: "Daily salary settlements" });
    const paid = wages.locator("tbody tr").filter({ hasText: "Paid" }).first();
    await paid.waitFor({ timeout: 30_000 });
    expect(await paid.textContent()).toContain("0.20%");
    const cell = async (label: string) =>
      amountOf(await paid.locator(`[data-label="${label}"]`).textContent());
    expect(await cell("Team valid bets")).toBeCloseTo(teamValid, 2);
    expect(await cell("Team amount")).toBeCloseTo(teamAmount, 2);
    expect(await cell("Paid to downlines")).toBeCloseTo(downlineSalary, 2);
    expect(await cell("My income")).toBeCloseTo(expected, 2);

    // My income (agentRevenueReport) shows it as today's daily wages, and the balance moved by it.
    await openAgentPage(agent, "My income");
    await expect
      .poll(async () => amountOf(await incomeFigure(agent, "Daily wages").first().textContent()), {
        timeout: 20_000,
      })
      .toBeCloseTo(expected, 2);
    await expect
      .poll(() => headerBalance(agent), { timeout: 30_000 })
      .toBeCloseTo(balanceBefore + expected, 2);

    // The downline's own salary reached it: 0.10% of its team's valid bets.
    await downline.goto("/agentCentre/agentRevenueReport");
    await expect
      .poll(async () => amountOf(await incomeFigure(downline, "Daily wages").first().textContent()), {
        timeout: 30_000,
      })
      .toBeCloseTo(downlineSalary, 2);

    await downline.context().close();
    await agent.context().close();
  });
});
