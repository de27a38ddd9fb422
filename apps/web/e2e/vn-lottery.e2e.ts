import { adminLotteryDrawsCall, operatorCreateCall } from "@lotus/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { E2E_OWNER, finishSetup, signIn } from "./support/backoffice";
import { header, launchBrowser, newPage, screenshotOnFailure } from "./support/browser";
import { creditMember, operatorApi } from "./support/operator-api";

/**
 * The Vietnamese daily lottery (issue #12): a member bets lô and đề on the North draw; betting
 * closes (the dev tools bring the close to now); one operator enters the result and a second one
 * confirms it; the member sees the win and the betting record.
 */
let browser: Browser;
const BASE_URL = process.env.E2E_BASE_URL ?? "";
const CHECKER = {
  username: `checker${Date.now().toString(36).slice(-6)}`,
  temp: "Checker-Temp-2026",
  password: "Checker-Pass-2026",
};

/** A North result where 27 is the special prize's ending (đề) and ends two numbers (lô 27 ×2). */
const NORTH_RESULT = [
  "12327", // ĐB
  "67890", // G1
  "11111",
  "22222", // G2
  "30001",
  "30002",
  "30003",
  "30004",
  "30005",
  "30006", // G3
  "4001",
  "4002",
  "4003",
  "4004", // G4
  "5001",
  "5002",
  "5003",
  "5004",
  "5005",
  "5006", // G5
  "601",
  "602",
  "603", // G6
  "27",
  "71",
  "73",
  "74", // G7
];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async (context) => {
  await screenshotOnFailure(context.task.name, context.task.result?.state === "fail");
});
afterAll(async () => {
  await browser?.close();
});

async function devPost(path: string): Promise<unknown> {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: "POST",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
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

describe("Vietnamese lottery journey", () => {
  it("a member bets lô and đề on the North draw, one operator enters the result, a second confirms, the member sees the win", async () => {
    const api = await operatorApi(E2E_OWNER.username, E2E_OWNER.password);
    await creditMember(api, "demo01", 500_000);
    const brandId = await api.brandId();
    await api.call("POST", operatorCreateCall.path, {
      username: CHECKER.username,
      password: CHECKER.temp,
      displayName: "Result checker",
      role: "risk",
      brandIds: [brandId],
      allBrands: false,
      allowedIps: [],
    });

    // Between 18:00 and 18:15 (the North's cut-off and draw) no North draw takes bets: open the next.
    await devPost("/dev/actions/lottery-open?merchant=lotus&game=xsmb");

    // The member opens the North lottery from the lottery page and bets lô 27/72 and đề 27.
    const { page } = await newPage(browser, { language: "EN" });
    await memberLogin(page);
    await page.goto("/elott?page=LOTUS");
    await page.locator('[data-testid="game-tile"][data-game-id="xsmb"]').first().click();
    await page.getByTestId("game-frame").waitFor({ timeout: 20_000 });
    const game = page.frameLocator('[data-testid="game-frame"]');
    const slip = game.getByRole("region", { name: "Bet slip" });
    await slip.waitFor({ timeout: 30_000 });
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
    const period = (await game.getByTestId("lottery-slip-draw").getAttribute("data-period")) ?? "";
    expect(period).toMatch(/^\d{8}$/);
    await slip.getByRole("button", { name: /^Place bets/ }).click();
    await game
      .getByText(/Bets placed on/)
      .first()
      .waitFor({ timeout: 20_000 });

    // Betting on that draw closes now (instead of at 18:00): the page shows it waits for the result.
    await devPost(`/dev/actions/lottery-close?merchant=lotus&game=xsmb&period=${period}`);
    const draws = await api.call<{ list: { id: string; period: string }[] }>(
      "GET",
      `${adminLotteryDrawsCall.path.replace(":brandId", brandId)}?game=xsmb`,
    );
    const drawId = draws.list.find((draw) => draw.period === period)?.id ?? "";
    expect(drawId).not.toBe("");
    await game.getByTestId("lottery-closed").waitFor({ timeout: 30_000 });

    // The owner enters the result on the draw's page.
    const owner = await newPage(browser);
    await signIn(owner.page, E2E_OWNER.username, E2E_OWNER.password);
    await finishSetup(owner.page, E2E_OWNER.username, E2E_OWNER.password, E2E_OWNER.password);
    await owner.page.goto(`/backoffice/lottery-draws/${drawId}`);
    const prizes = owner.page.getByRole("form", { name: `Result of draw ${period}` });
    await prizes.waitFor({ timeout: 30_000 });
    const inputs = prizes.getByRole("textbox");
    expect(await inputs.count()).toBe(NORTH_RESULT.length);
    for (const [index, value] of NORTH_RESULT.entries()) await inputs.nth(index).fill(value);
    await owner.page.getByRole("button", { name: "Save result" }).click();
    await owner.page.getByText("Waiting for confirmation").first().waitFor({ timeout: 20_000 });
    // The operator who entered it cannot confirm it.
    await owner.page.getByText(/You entered this result, so you cannot confirm it/).waitFor();

    // A second operator confirms it.
    const checker = await newPage(browser);
    await signIn(checker.page, CHECKER.username, CHECKER.temp);
    await finishSetup(checker.page, CHECKER.username, CHECKER.temp, CHECKER.password);
    await checker.page.goto(`/backoffice/lottery-draws/${drawId}`);
    await checker.page.getByRole("button", { name: "Confirm result" }).click();
    const confirm = checker.page.getByRole("dialog");
    await confirm.getByRole("button", { name: "Confirm result" }).click();
    await checker.page.getByText(`Result of ${period} confirmed`).waitFor({ timeout: 20_000 });

    // The draw is settled (the beat pays it within seconds; the job makes sure).
    await devPost(`/dev/jobs/lottery.draws/run?at=${Date.now()}`);
    await checker.page
      .getByText(/Settled/)
      .first()
      .waitFor({ timeout: 30_000 });

    // The member sees the won lines of that draw, and the draw in the betting record.
    await game.getByRole("tab", { name: "My bets" }).click();
    await game.getByRole("tab", { name: "Settled" }).click();
    const bets = game.getByRole("region", { name: "My bets" });
    const settled = bets.getByRole("row").filter({ hasText: period }).filter({ hasText: "27" });
    await expect.poll(async () => settled.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    expect((await settled.allTextContents()).join(" ")).toContain("Won");

    await page.goto("/");
    await header(page)
      .getByRole("button", { name: /Member centre/ })
      .click();
    const centre = page.getByRole("dialog", { name: "Member centre" });
    await centre.getByRole("button", { name: "Betting record", exact: true }).click();
    const row = page
      .getByRole("row")
      .filter({ hasText: "Vietnam Lottery North" })
      .filter({ hasText: period });
    await row.first().waitFor({ timeout: 20_000 });

    // The round opens on its ticket: the lines won, the confirmed result; a daily draw has no fair check.
    await row
      .first()
      .getByRole("button", { name: /^Show the details of round/ })
      .click();
    const ticket = page.getByRole("region", { name: new RegExp(`^Lottery ticket, .*${period}$`) });
    await ticket.getByText("Drawn and paid").waitFor({ timeout: 20_000 });
    await ticket.getByText("Special prize 12327").waitFor();
    expect((await ticket.getByRole("row").filter({ hasText: "Lô 2 digits" }).textContent()) ?? "").toContain(
      "Won",
    );
    expect(await ticket.getByRole("link").count()).toBe(0);

    // The paid special prize was misread: the checker enters a correction with its reason, the
    // owner confirms it, and the draw is settled again (the job makes sure).
    await checker.page.getByRole("button", { name: "Correct the result" }).click();
    const fix = checker.page.getByRole("form", { name: `Correction of the result of draw ${period}` });
    await fix.getByRole("textbox").first().fill("12399");
    await fix.getByLabel("Reason for the correction").fill("Special prize misread on the official sheet");
    await fix.getByRole("button", { name: "Save correction" }).click();
    await owner.page.reload();
    await owner.page.getByRole("button", { name: "Confirm correction" }).click();
    await owner.page.getByRole("dialog").getByRole("button", { name: "Confirm correction" }).click();
    await owner.page.getByText("Corrected 1 time").first().waitFor({ timeout: 20_000 });
    await devPost(`/dev/jobs/lottery.draws/run?at=${Date.now()}`);
    await owner.page.getByText(/settling the draw again/).waitFor({ state: "hidden", timeout: 30_000 });
  });
});
