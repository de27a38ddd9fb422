import {
  contractAssignCall,
  contractPolicyUpdateCall,
  formatAmount,
  memberSearchCall,
} from "@lotus/contracts";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { E2E_OWNER } from "./support/backoffice";
import { BASE_URL, header, launchBrowser, newPage, screenshotOnFailure } from "./support/browser";
import { creditMember, type OperatorApi, operatorApi } from "./support/operator-api";

/**
 * Issue #11's journey: agent01 opens a downline agent account and offers it a daily-salary
 * contract; the downline signs and plays; the settlement job runs on the test clock; agent01 sees
 * the income in "My income" and its balance move.
 *
 * Contracts take effect at the next period start and a day settles after it ends, so the journey
 * moves the server's clock through the development tools (off in production, loopback only):
 * `POST /dev/clock {"advanceMs"}` → `{"now"}` and `POST /dev/jobs/run {"name"}` run a job at that
 * time. The browsers follow the same clock, so "today" on their screens is the server's day.
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
const DAY_MS = 86_400_000;
const STAKE_CREDIT = 50_000;
// agent01 holds 0.80% from the platform and grants 0.50%: it keeps the 0.30% difference.
const AGENT_RATE = "0.80";
const DOWNLINE_RATE = "0.50";

const amountOf = (text: string) => Number(text.replace(/[^\d.-]/g, ""));

async function devTool<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Moves the server's clock on and every open browser with it; answers the server's new time. */
async function advanceClock(ms: number, contexts: readonly BrowserContext[]): Promise<number> {
  const { now } = await devTool<{ now: number }>("/dev/clock", { advanceMs: ms });
  for (const context of contexts) await context.clock.setSystemTime(now);
  return now;
}

const runJob = (name: string) => devTool("/dev/jobs/run", { name });

async function memberIdOf(api: OperatorApi, brandId: string, account: string): Promise<string> {
  const path = memberSearchCall.path.replace(":brandId", brandId);
  const found = await api.call<{ list: { id: string; account: string }[] }>(
    "GET",
    `${path}?by=account&q=${encodeURIComponent(account)}`,
  );
  const member = found.list.find((candidate) => candidate.account === account);
  if (!member) throw new Error(`no member ${account}`);
  return member.id;
}

/** The brand offers daily salary, paid without approval; agent01 holds the platform's contract. */
async function prepareBrand(api: OperatorApi): Promise<void> {
  const brandId = await api.brandId();
  await api.call("PUT", contractPolicyUpdateCall.path.replace(":brandId", brandId), {
    type: "daily_salary",
    enabled: true,
    maxRateBp: 100,
    stepBp: 5,
    activeMemberTurnover: 1,
    periods: ["D"],
    carryNegativeDefault: false,
    approvalThreshold: null,
  });
  await api.call("POST", contractAssignCall.path.replace(":brandId", brandId), {
    agentId: await memberIdOf(api, brandId, AGENT.account),
    type: "daily_salary",
    rows: [{ minTurnover: 0, minActiveMembers: 1, rateBp: Math.round(Number(AGENT_RATE) * 100) }],
    period: "D",
  });
}

async function login(page: Page, account: string, password: string): Promise<void> {
  await page.goto("/");
  await header(page).getByRole("button", { name: "Login" }).click();
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await dialog.getByLabel("Username", { exact: true }).fill(account);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Log in" }).click();
  await header(page)
    .getByRole("button", { name: /Member centre/ })
    .waitFor({ timeout: 30_000 });
  const welcome = page.getByRole("dialog", { name: /Welcome/ });
  if (await welcome.isVisible()) await page.keyboard.press("Escape");
}

/** Opens a page of the agent centre from its side menu. */
async function openAgentPage(page: Page, name: string): Promise<Page> {
  const centre = page.getByRole("dialog", { name: "Agent centre" });
  if (!(await centre.isVisible()))
    await header(page)
      .getByRole("button", { name: /Agent centre/ })
      .click();
  await centre.getByRole("button", { name, exact: true }).click();
  return page;
}

async function headerBalance(page: Page): Promise<number> {
  await header(page).getByRole("button", { name: "Refresh balance" }).click();
  const balance = header(page).locator(".member-block__balance");
  await expect
    .poll(async () => /\d/.test((await balance.textContent()) ?? ""), { timeout: 20_000 })
    .toBe(true);
  return amountOf((await balance.textContent()) ?? "");
}

/** One spin of the house slot as the member plays it, so the team has valid bets. */
async function spinOnce(page: Page): Promise<void> {
  await page.goto("/rng?page=LOTUS");
  const welcome = page.getByRole("dialog", { name: /Welcome/ });
  if (await welcome.isVisible()) await page.keyboard.press("Escape");
  await page.locator('[data-testid="game-tile"][data-game-id="lotus-fortune"]').first().click();
  const slot = page.frameLocator('[data-testid="game-frame"]');
  const spin = slot.getByTestId("slot-spin");
  await spin.waitFor({ timeout: 30_000 });
  const balance = slot.getByTestId("slot-balance");
  await expect
    .poll(async () => amountOf((await balance.textContent()) ?? ""), { timeout: 20_000 })
    .toBeGreaterThan(0);
  const before = amountOf((await balance.textContent()) ?? "");
  await spin.click();
  await expect
    .poll(async () => amountOf((await balance.textContent()) ?? ""), { timeout: 30_000 })
    .not.toBe(before);
}

describe("agent contracts journey", () => {
  it("agent01 offers a new downline a daily salary, the downline signs and plays, and the day's salary reaches agent01", async () => {
    const api = await operatorApi(E2E_OWNER.username, E2E_OWNER.password);
    await prepareBrand(api);
    const agent = await newPage(browser, { language: "EN" });
    const contexts = [agent.context];
    // agent01's own contract takes effect at the next day's start.
    await advanceClock(DAY_MS, contexts);
    await login(agent.page, AGENT.account, AGENT.password);

    // Register centre: open a downline agent account.
    await openAgentPage(agent.page, "Open account");
    const register = agent.page.getByRole("form", { name: /Open account/ });
    await register.getByLabel("Account type").selectOption({ label: "Agent" });
    await register.getByLabel("Username", { exact: true }).fill(DOWNLINE.account);
    await register.getByLabel("Password", { exact: true }).fill(DOWNLINE.password);
    await register.getByRole("button", { name: "Open account" }).click();
    await agent.page.getByText(DOWNLINE.account).first().waitFor({ timeout: 20_000 });

    // Team management → Change contract on the new downline: the offer dialog of the contracts feature.
    await openAgentPage(agent.page, "Team management");
    await agent.page.getByRole("button", { name: `Offer a contract to ${DOWNLINE.account}` }).click();
    const offer = agent.page.getByRole("dialog", { name: `Offer a contract to ${DOWNLINE.account}` });
    await offer.getByLabel("Contract type").selectOption({ label: "Daily salary" });
    // The limits arrived: agent01 may grant up to its own 0.80%.
    await offer.getByText("You may grant at most 0.80%").waitFor({ timeout: 20_000 });
    // Above agent01's own rate: refused on the field before anything is sent.
    await offer.getByLabel("Team valid bets from, row 1").fill("0");
    await offer.getByLabel("Active members from, row 1").fill("1");
    await offer.getByLabel("Rate (%), row 1").fill("0.85");
    await offer.getByRole("button", { name: "Send offer" }).click();
    await offer.getByText("The rate cannot be above 0.80%").waitFor();
    await offer.getByLabel("Rate (%), row 1").fill(DOWNLINE_RATE);
    await offer.getByRole("button", { name: "Send offer" }).click();
    await agent.page
      .getByText(`Daily salary contract offered to ${DOWNLINE.account}`)
      .waitFor({ timeout: 20_000 });

    // The downline logs in, finds the offer under Contracts and signs it.
    await creditMember(api, DOWNLINE.account, STAKE_CREDIT);
    const downline = await newPage(browser, { language: "EN" });
    contexts.push(downline.context);
    const { now } = await devTool<{ now: number }>("/dev/clock", { advanceMs: 0 });
    await downline.context.clock.setSystemTime(now);
    await login(downline.page, DOWNLINE.account, DOWNLINE.password);
    await openAgentPage(downline.page, "Contracts");
    const offered = downline.page.getByRole("article").filter({ hasText: `New offer from ${AGENT.account}` });
    await offered.getByText(`${DOWNLINE_RATE}%`).waitFor({ timeout: 20_000 });
    await offered.getByRole("button", { name: "Sign" }).click();
    await downline.page
      .getByRole("dialog", { name: "Sign the Daily salary contract" })
      .getByRole("button", { name: "Sign" })
      .click();
    await downline.page.getByText("Contract signed").waitFor({ timeout: 20_000 });
    await downline.page.getByText("Contract in force").waitFor();

    // The signed contract applies from the next day: the downline plays on that day.
    await advanceClock(DAY_MS, contexts);
    await spinOnce(downline.page);
    await runJob("reports.rollup");

    // The day ends; the settlement job pays the closed day.
    const balanceBefore = await headerBalance(agent.page);
    await advanceClock(DAY_MS, contexts);
    await runJob("reports.rollup");
    await runJob("contracts.settle");

    // Daily wages: the day's settlement, paid, under contract version 1 at 0.80%.
    await openAgentPage(agent.page, "Daily wages");
    const wages = agent.page.getByRole("region", { name: "Daily salary settlements" });
    const paidRow = wages.getByRole("row").filter({ hasText: "Paid" }).first();
    await paidRow.waitFor({ timeout: 30_000 });
    expect(await paidRow.textContent()).toContain(`${AGENT_RATE}%`);
    // Columns: period, version, team bets, net loss, active members, rate, team amount, paid to downlines, my income.
    const income = amountOf((await paidRow.getByRole("cell").nth(8).textContent()) ?? "");
    expect(income).toBeGreaterThan(0);

    // My income (agentRevenueReport) shows it, and the balance moved by exactly that much.
    await openAgentPage(agent.page, "My income");
    await agent.page.getByText(formatAmount(income, "")).first().waitFor({ timeout: 20_000 });
    await expect
      .poll(() => headerBalance(agent.page), { timeout: 30_000 })
      .toBeCloseTo(balanceBefore + income, 2);

    await downline.context.close();
    await agent.context.close();
  });
});
