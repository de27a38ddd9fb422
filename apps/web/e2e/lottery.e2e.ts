import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { E2E_OWNER } from "./support/backoffice";
import { header, launchBrowser, newPage, screenshotOnFailure } from "./support/browser";
import { creditMember, operatorApi } from "./support/operator-api";

/** The house fast lottery (issue #12): a member bets on a 1-minute draw and sees it settle. */
let browser: Browser;
const BASE_URL = process.env.E2E_BASE_URL ?? "";

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async (context) => {
  await screenshotOnFailure(context.task.name, context.task.result?.state === "fail");
});
afterAll(async () => {
  await browser?.close();
});

/** Runs one periodic job through the development tool as if the clock read `at`. */
async function runJobAt(name: string, at: number): Promise<string> {
  const response = await fetch(`${BASE_URL}/dev/jobs/${name}/run?at=${at}`, {
    method: "POST",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status} ${await response.text()}`);
  const result = (await response.json()) as { ran: boolean; outcome?: string; error?: string };
  if (result.error) throw new Error(`${name} failed: ${result.error}`);
  return result.outcome ?? "";
}

async function memberLogin(page: Page): Promise<void> {
  await page.goto("/");
  await header(page).getByRole("button", { name: "Login" }).click();
  const login = page.getByRole("dialog", { name: "Log in" });
  await login.getByLabel("Username", { exact: true }).fill("demo01");
  await login.getByLabel("Password", { exact: true }).fill("Demo1234");
  await login.getByRole("button", { name: "Log in" }).click();
  await header(page)
    .getByRole("button", { name: /Member centre/ })
    .waitFor({ timeout: 30_000 });
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

describe("fast lottery journey", () => {
  it("a member opens /elott, bets lô and đề on the 1-minute draw, and sees it drawn and settled", async () => {
    await creditMember(await operatorApi(E2E_OWNER.username, E2E_OWNER.password), "demo01", 500_000);
    const { page } = await newPage(browser, { language: "EN" });
    await memberLogin(page);

    await page.goto("/elott?page=LOTUS");
    await page.locator('[data-testid="game-tile"][data-game-id="elott-1"]').first().click();
    await page.getByTestId("game-frame").waitFor({ timeout: 20_000 });
    const game = page.frameLocator('[data-testid="game-frame"]');
    const slip = game.getByRole("region", { name: "Bet slip" });
    await slip.waitFor({ timeout: 30_000 });

    // Lô 2 digits on 27 and 72, then đề on 27.
    await game.getByRole("button", { name: /^Lô 2 digits/ }).click();
    const board = game.getByRole("group", { name: "Numbers 00 to 99" });
    await board.getByRole("button", { name: "27", exact: true }).click();
    await board.getByRole("button", { name: "72", exact: true }).click();
    await game.getByRole("button", { name: "Add to slip" }).click();
    await game.getByRole("tab", { name: "Đề" }).click();
    await game
      .getByRole("button", { name: /^Đề special prize\b/ })
      .first()
      .click();
    await game
      .getByRole("group", { name: "Numbers 00 to 99" })
      .getByRole("button", { name: "27", exact: true })
      .click();
    await game.getByRole("button", { name: "Add to slip" }).click();

    const place = slip.getByRole("button", { name: /^Place bets/ });
    await place.click();
    const placed = game.getByText(/Bets placed on period (\d{8}-\d{4})/);
    await placed.waitFor({ timeout: 20_000 });
    const period = /(\d{8}-\d{4})/.exec((await placed.textContent()) ?? "")?.[1] ?? "";
    expect(period).toMatch(/^\d{8}-\d{4}$/);

    // My bets lists the open lines of that period.
    await game.getByRole("tab", { name: "My bets" }).click();
    const bets = game.getByRole("region", { name: "My bets" });
    await bets.getByRole("row").filter({ hasText: period }).first().waitFor({ timeout: 20_000 });

    // Close and draw the period now instead of waiting for its minute: the lottery job runs as if
    // the clock read its draw time (the board tells it), draws from the day's chain and pays.
    const board$ = (await (
      await fetch(`${BASE_URL}/house/api/lottery/board?merchant=lotus&game=elott-1`)
    ).json()) as {
      value: {
        open: { period: string; drawAt: number } | null;
        upcoming: { period: string; drawAt: number }[];
      };
    };
    const draw = [board$.value.open, ...board$.value.upcoming].find((entry) => entry?.period === period);
    const drawAt = draw?.drawAt ?? Date.now() + 60_000;
    await runJobAt("lottery.draws", drawAt);

    // The result reaches the page (signal or refetch) and the lines are settled.
    await game.getByRole("tab", { name: "Settled" }).click();
    // Our two lines (the demo data may have placed the member's own slip on the same period).
    const settled = bets.getByRole("row").filter({ hasText: period }).filter({ hasText: "27" });
    await expect.poll(async () => settled.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    const text = (await settled.allTextContents()).join(" ");
    expect(text).toMatch(/Won|Lost/);
    await game.getByRole("tab", { name: "Results" }).click();
    await game.getByText(`Period ${period}`).first().waitFor({ timeout: 20_000 });

    // The slip's rounds are in the site's betting record.
    await page.goto("/");
    await header(page)
      .getByRole("button", { name: /Member centre/ })
      .click();
    const centre = page.getByRole("dialog", { name: "Member centre" });
    await centre.getByRole("button", { name: "Betting record", exact: true }).click();
    const row = page
      .getByRole("row")
      .filter({ hasText: "Fast Lottery 1 Minute" })
      .filter({ hasText: period });
    await row.first().waitFor({ timeout: 20_000 });

    // The row opens on its ticket: the draw, the lines with their outcome, the result and the fair check.
    await row
      .first()
      .getByRole("button", { name: /^Show the details of round/ })
      .click();
    const ticket = page.getByRole("region", { name: `Lottery ticket, ${period}` });
    await ticket.waitFor({ timeout: 20_000 });
    await ticket.getByText("Drawn and paid").waitFor();
    const lines = await ticket.getByRole("row").filter({ hasText: "27" }).allTextContents();
    expect(lines.join(" ")).toMatch(/Lô 2 digits.*(Won|Lost)/s);
    expect(lines.join(" ")).toMatch(/1 wins 99/);
    await ticket.getByText(/^Special prize \d{5}$/).waitFor();
    await ticket.getByText("Full prize table").click();
    await ticket.getByRole("rowheader", { name: "First prize" }).waitFor();
    await ticket.getByRole("link", { name: `Check that draw ${period} was fair` }).click();
    await page.waitForURL(/\/fair\?lottery=elott-1&period=/);
    await centre.waitFor({ state: "hidden" });
    await page.getByRole("heading", { name: "Check a fast-lottery draw" }).waitFor();
    await page.getByText("The seed leads to the chain head").waitFor({ timeout: 20_000 });
    await page.getByText("The recomputed result matches the published one").waitFor();
  });
});
