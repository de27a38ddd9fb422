import { readFile } from "node:fs/promises";
import { formatAmount, reportsDashboardCall } from "@lotus/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { E2E_OWNER, finishSetup, signIn } from "./support/backoffice";
import { header, launchBrowser, newPage, screenshotOnFailure } from "./support/browser";
import { creditMember, type OperatorApi, operatorApi } from "./support/operator-api";

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

const MEMBER = { account: "demo01", password: "Demo1234" };
const CREDIT = 20_000;
// The roll-up runs every minute (and on the first tick after start): two periods and some slack.
const ROLLUP_DEADLINE_MS = 150_000;

const amountOf = (text: string) => Number(text.replace(/[^\d.-]/g, ""));

/** One spin of the house slot as the member plays it on the site, so the report has real play. */
async function spinOnce(page: Page): Promise<void> {
  await page.goto("/");
  await header(page).getByRole("button", { name: "Login" }).click();
  const login = page.getByRole("dialog", { name: "Log in" });
  await login.getByLabel("Username", { exact: true }).fill(MEMBER.account);
  await login.getByLabel("Password", { exact: true }).fill(MEMBER.password);
  await login.getByRole("button", { name: "Log in" }).click();
  await header(page)
    .getByRole("button", { name: /Member centre/ })
    .waitFor({ timeout: 30_000 });
  await page.goto("/rng?page=LOTUS");
  const welcome = page.getByRole("dialog", { name: /Welcome/ });
  if (await welcome.isVisible()) await page.keyboard.press("Escape");
  await page.locator('[data-testid="game-tile"][data-game-id="lotus-fortune"]').first().click();
  const slot = page.frameLocator('[data-testid="game-frame"]');
  const spin = slot.getByTestId("slot-spin");
  await spin.waitFor({ timeout: 30_000 });
  await expect
    .poll(async () => amountOf((await slot.getByTestId("slot-balance").textContent()) ?? ""), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  const before = amountOf((await slot.getByTestId("slot-balance").textContent()) ?? "");
  await spin.click();
  await expect
    .poll(async () => amountOf((await slot.getByTestId("slot-balance").textContent()) ?? ""), {
      timeout: 30_000,
    })
    .not.toBe(before);
}

type Dashboard = {
  timeZone: string;
  currency: { symbol: string };
  today: { day: string; bets: number; bonuses: number };
  rolledUpAt: number | null;
};

/** Today's figures once the roll-up (every minute) has run after `since`, so they count the play. */
async function rolledUpAfter(api: OperatorApi, since: number): Promise<Dashboard> {
  const brandId = await api.brandId();
  const path = reportsDashboardCall.path.replace(":brandId", brandId);
  const deadline = Date.now() + ROLLUP_DEADLINE_MS;
  for (;;) {
    const dashboard = await api.call<Dashboard>("GET", path);
    if (dashboard.rolledUpAt !== null && dashboard.rolledUpAt > since) return dashboard;
    if (Date.now() > deadline)
      throw new Error(`no roll-up after the play: last ran at ${dashboard.rolledUpAt}`);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
}

describe("reports journey", () => {
  it("after play and a credit, the owner sees the day's figures, drills down to the game and the member, and downloads the CSV", async () => {
    const api = await operatorApi(E2E_OWNER.username, E2E_OWNER.password);
    // Money in as finance puts it in (a credit adjustment: the day's bonuses), then one spin.
    await creditMember(api, MEMBER.account, CREDIT);
    const player = await newPage(browser, { language: "EN" });
    await spinOnce(player.page);
    await player.context.close();
    const figures = await rolledUpAfter(api, Date.now());
    expect(figures.today.bets).toBeGreaterThan(0);
    expect(figures.today.bonuses).toBeGreaterThanOrEqual(CREDIT);
    const day = figures.today.day;
    const money = (amount: number) => formatAmount(amount, figures.currency.symbol);

    const { page } = await newPage(browser);
    await signIn(page, E2E_OWNER.username, E2E_OWNER.password);
    await finishSetup(page, E2E_OWNER.username, E2E_OWNER.password, E2E_OWNER.password);
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Reports" }).click();
    await page.getByRole("heading", { name: "Report by day" }).waitFor();
    await page.getByRole("button", { name: "Today", exact: true }).click();
    await expect.poll(() => page.url()).toContain(`dateFrom=${day}&dateTo=${day}`);
    // The chosen quick range shows as pressed once the address holds it.
    await page.getByRole("button", { name: "Today", exact: true, pressed: true }).waitFor();

    // Today's row carries the roll-up's figures in the brand's currency.
    const table = page.getByRole("region", { name: "Report by day" });
    const todayRow = table
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: `Games played on ${day}` }) });
    await todayRow.waitFor();
    // The roll-up runs every minute and the lottery draws keep settling in the background, so the
    // screen is compared with the figures read at the same moment, reloading until a minute's
    // roll-up does not fall between the two reads.
    let shown = figures;
    await expect
      .poll(
        async () => {
          shown = await api.call<Dashboard>(
            "GET",
            reportsDashboardCall.path.replace(":brandId", await api.brandId()),
          );
          await page.reload();
          await todayRow.waitFor();
          const rowText = (await todayRow.textContent()) ?? "";
          const footText = (await table.locator("tfoot").textContent()) ?? "";
          return (
            rowText.includes(money(shown.today.bets)) &&
            rowText.includes(money(shown.today.bonuses)) &&
            footText.includes(money(shown.today.bets))
          );
        },
        { timeout: 150_000, interval: 2_000 },
      )
      .toBe(true);

    // A day → the games of that day.
    await todayRow.getByRole("link", { name: `Games played on ${day}` }).click();
    await page.getByRole("heading", { name: "Report by game and vendor" }).waitFor();
    expect(page.url()).toContain(`/backoffice/reports/games?dateFrom=${day}&dateTo=${day}`);
    const gameRow = page.getByRole("row").filter({ hasText: "Lotus Fortune" });
    await gameRow.waitFor();
    expect(amountOf((await gameRow.getByRole("cell").nth(2).textContent()) ?? "")).toBeGreaterThan(0);

    // The day's games → the day's members: the member who spun is there.
    await page.getByRole("link", { name: `Members on ${day}` }).click();
    await page.getByRole("heading", { name: "Top winners and losers" }).waitFor();
    expect(page.url()).toContain(`/backoffice/reports/members?dateFrom=${day}&dateTo=${day}`);
    await page.getByRole("row").filter({ hasText: MEMBER.account }).waitFor();

    // Back returns along the path.
    await page.goBack();
    await page.getByRole("heading", { name: "Report by game and vendor" }).waitFor();
    await gameRow.waitFor();

    // The CSV has the same rows as the screen.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`games-${day}-${day}.csv`);
    const csv = await readFile(await download.path(), "utf8");
    expect(csv).toContain("Lotus Fortune");
  });
});
