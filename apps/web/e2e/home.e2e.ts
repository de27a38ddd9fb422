import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { E2E_OWNER } from "./support/backoffice";
import { header, launchBrowser, newPage, screenshotOnFailure } from "./support/browser";
import { creditMember, operatorApi, setBigWinRule } from "./support/operator-api";

/**
 * The home lobby as a visitor sees it: category tiles with their game counts, the providers, and
 * the live feed of wins, where a member's win appears while the visitor watches.
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

interface Lanes {
  value: { data: { lanes: { title: string; cards: { vassalage: string; gameCount: number }[] }[] } };
}

/** The catalogue's own counts, read the way the site reads them. */
async function catalogueCounts(page: Page): Promise<{ slots: number; lotus: number }> {
  const lanes = await page.evaluate(async () => {
    const response = await fetch("/wps/relay/GCSGAME_gameVendor", {
      headers: { Accept: "application/json" },
    });
    return ((await response.json()) as Lanes).value.data.lanes;
  });
  const cards = lanes.flatMap((lane) => lane.cards.map((card) => ({ ...card, lane: lane.title })));
  const sum = (list: typeof cards) => list.reduce((total, card) => total + card.gameCount, 0);
  return {
    slots: sum(cards.filter((card) => card.lane === "RNG")),
    lotus: sum(cards.filter((card) => card.vassalage === "LOTUS")),
  };
}

const games = (count: number) => `${count} ${count === 1 ? "game" : "games"}`;

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

describe("home lobby", () => {
  it("shows each category with its game count and the providers, linking to their games", async () => {
    const { page } = await newPage(browser, { language: "EN" });
    await page.goto("/");
    const slots = page.locator('[data-testid="lobby-category"][data-category="RNG"]');
    await slots.waitFor({ timeout: 20_000 });
    const counts = await catalogueCounts(page);
    expect(counts.slots).toBeGreaterThan(0);
    expect(await slots.textContent()).toBe(`Slots${games(counts.slots)}`);

    const lotus = page.getByTestId("lobby-provider").filter({ hasText: "Lotus Games" });
    expect(await lotus.textContent()).toContain(games(counts.lotus));

    // A brand with few games: no empty state stands in for a section without games.
    expect(await page.getByText("No games available yet").count()).toBe(0);

    await slots.click();
    await page.waitForURL(/\/rng$/);
    await page.goBack();
    // A vendor in several categories opens on the first one the lobby lists: the house lotteries.
    await lotus.click();
    await page.waitForURL(/\/elott\?page=LOTUS$/);
  });

  it("a member's win appears in a visitor's live feed while the visitor watches", async () => {
    const api = await operatorApi(E2E_OWNER.username, E2E_OWNER.password);
    // Any win counts for this journey, so one spin that wins anything is enough.
    const previous = await setBigWinRule(api, { multiplier: 100_000, amount: 1 });
    try {
      await creditMember(api, "demo01", 50_000);
      const visitor = (await newPage(browser, { language: "EN" })).page;
      await visitor.goto("/");
      const feed = visitor.locator("section", { has: visitor.getByRole("heading", { name: "Live wins" }) });
      await feed.waitFor({ timeout: 20_000 });
      const before = await feed.getByTestId("live-win").count();

      const { page } = await newPage(browser, { language: "EN" });
      const startedAt = Date.now() - 1000;
      await memberLogin(page);
      await page.goto("/rng?page=LOTUS");
      await page.locator('[data-testid="game-tile"][data-game-id="lotus-fortune"]').first().click();
      const slot = page.frameLocator('[data-testid="game-frame"]');
      const spin = slot.getByTestId("slot-spin");
      await spin.waitFor({ timeout: 30_000 });
      let won = false;
      for (let spins = 0; spins < 60 && !won; spins += 1) {
        await spin.click();
        await expect.poll(() => spin.isEnabled(), { timeout: 30_000 }).toBe(true);
        won = Number(((await slot.getByTestId("slot-win").textContent()) ?? "").replace(/[^\d.]/g, "")) > 0;
      }
      expect(won).toBe(true);

      // The visitor did nothing: the win arrived over the WebSocket. Other wins (the demo
      // lotteries settling) may land beside it, so the row is found by game and time.
      const spinsWon = () =>
        feed.getByTestId("live-win").evaluateAll(
          (rows, since) =>
            rows.filter((row) => {
              const time = row.querySelector("time")?.getAttribute("datetime") ?? "";
              return /^de\*\*\*01Lotus Fortune/.test(row.textContent ?? "") && Date.parse(time) >= since;
            }).length,
          startedAt,
        );
      await expect.poll(spinsWon, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(await feed.getByTestId("live-win").count()).toBeGreaterThan(Math.min(before, 5));
    } finally {
      await setBigWinRule(api, previous);
    }
  });
});
