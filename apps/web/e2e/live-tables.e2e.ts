import type { Browser, FrameLocator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { E2E_OWNER } from "./support/backoffice";
import { header, launchBrowser, screenshotOnFailure } from "./support/browser";
import { registerMember } from "./support/members";
import { creditMember, operatorApi } from "./support/operator-api";

/**
 * Live tables (issue #15): two members sit at the same baccarat table; they see the same round
 * and countdown, then the same result; one bets Banker and sees the round's outcome on the felt
 * and in the betting record.
 */
let browser: Browser;
const TABLE = "live-baccarat-1";

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async (context) => {
  await screenshotOnFailure(context.task.name, context.task.result?.state === "fail");
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the table from the /live lobby's card; answers the game frame. */
async function sitDown(page: Page): Promise<FrameLocator> {
  await page.goto("/live");
  const card = page.locator(`[data-table="${TABLE}"]`);
  await card.getByRole("button", { name: /^Play at / }).click();
  await page.getByTestId("game-frame").waitFor({ timeout: 20_000 });
  const game = page.frameLocator('[data-testid="game-frame"]');
  await game.getByTestId("live-banner").waitFor({ timeout: 30_000 });
  return game;
}

const stageOf = (game: FrameLocator) => game.locator(".live-banner__stage");
const roundOf = async (game: FrameLocator) => (await game.locator(".live-banner__round").textContent()) ?? "";

/** Seconds left on the frame's countdown (its timer's label reads "N seconds left to bet"). */
async function secondsLeft(game: FrameLocator): Promise<number> {
  const label = (await game.getByRole("timer").getAttribute("aria-label")) ?? "";
  return Number(/(\d+)/.exec(label)?.[1] ?? Number.NaN);
}

/** Waits for a betting window with at least `seconds` left (a round may be dealing when we sit down). */
async function nextWindow(game: FrameLocator, seconds: number): Promise<void> {
  await expect
    .poll(
      async () =>
        (await stageOf(game).getAttribute("data-stage")) === "betting" &&
        (await secondsLeft(game)) >= seconds,
      { timeout: 60_000, interval: 250 },
    )
    .toBe(true);
}

describe("live tables journey", () => {
  it("two members see the same baccarat round and result; one bets Banker and sees it settled and recorded", async () => {
    const first = await registerMember(browser, "livea");
    const second = await registerMember(browser, "liveb");
    const api = await operatorApi(E2E_OWNER.username, E2E_OWNER.password);
    await creditMember(api, first.account, 200_000);

    const gameA = await sitDown(first.page);
    const gameB = await sitDown(second.page);

    // The same round takes bets at both seats, with the same countdown (the server's clock).
    await nextWindow(gameA, 6);
    const round = await roundOf(gameA);
    expect(round).toMatch(/^Round \d+$/);
    await expect.poll(async () => roundOf(gameB), { timeout: 10_000 }).toBe(round);
    const [leftA, leftB] = await Promise.all([secondsLeft(gameA), secondsLeft(gameB)]);
    expect(Math.abs(leftA - leftB)).toBeLessThanOrEqual(1);

    // The first member puts the smallest chip on Banker and confirms.
    await gameA.getByRole("radiogroup").getByRole("radio").first().click();
    await gameA.locator('[data-spot="banker"]').click();
    await gameA.getByTestId("live-confirm").click();
    await gameA.getByTestId("live-confirmed").waitFor({ timeout: 15_000 });

    // No more bets, the deal, then the same result at both seats.
    const resultAt = async (game: FrameLocator) => {
      await expect
        .poll(
          async () =>
            (await roundOf(game)) === round && (await stageOf(game).getAttribute("data-stage")) === "result",
          { timeout: 60_000, interval: 250 },
        )
        .toBe(true);
      return (await stageOf(game).textContent()) ?? "";
    };
    const [resultA, resultB] = await Promise.all([resultAt(gameA), resultAt(gameB)]);
    expect(resultA).toMatch(/^(Player wins|Banker wins|Tie) \d–\d$/);
    expect(resultB).toBe(resultA);

    // The Banker bet's outcome follows the result: a win, a push on a tie, else no win.
    const mine = gameA.getByTestId("live-my-round");
    await mine.waitFor({ timeout: 30_000 });
    const expected = resultA.startsWith("Banker")
      ? /^You won /
      : resultA.startsWith("Tie")
        ? /^Stake returned/
        : /^No win/;
    await expect.poll(async () => (await mine.textContent()) ?? "", { timeout: 30_000 }).toMatch(expected);

    // The round is in the betting record with its cards.
    const page = first.page;
    await page.goto("/");
    await header(page)
      .getByRole("button", { name: /Member centre/ })
      .click();
    const centre = page.getByRole("dialog", { name: "Member centre" });
    await centre.getByRole("button", { name: "Betting record", exact: true }).click();
    const row = page.getByRole("row").filter({ hasText: "Baccarat" });
    await row.first().waitFor({ timeout: 20_000 });
    await row
      .first()
      .getByRole("button", { name: /^Show the details of round/ })
      .click();
    const number = round.replace(/^Round /, "");
    const ticket = page.getByRole("region", { name: `Round ${number} at Baccarat`, exact: true });
    await ticket.waitFor({ timeout: 20_000 });
    expect((await ticket.textContent()) ?? "").toContain("Banker");
  });
});
