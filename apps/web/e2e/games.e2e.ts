import type { Browser, Frame, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { E2E_OWNER } from "./support/backoffice";
import { header, launchBrowser, newPage, screenshotOnFailure, track } from "./support/browser";
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

function amountOf(text: string): number {
  return Number(text.replace(/[^\d.-]/g, ""));
}

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

async function headerBalance(page: Page): Promise<number> {
  return amountOf((await header(page).locator(".member-block__balance").textContent()) ?? "");
}

/**
 * The house game runs sandboxed in an opaque origin (docs/adr/0007): nothing of the site — its
 * storage, cookies, session token or DOM — is reachable from the game, framed or in its own window.
 */
async function expectIsolated(game: Frame, site: Page, host: "parent" | "opener"): Promise<void> {
  const reach = await game.evaluate((hostName) => {
    const attempt = (read: () => unknown) => {
      try {
        const value = read();
        return value === null || value === undefined || value === "" ? "empty" : "read";
      } catch {
        return "blocked";
      }
    };
    const siteWindow = (hostName === "parent" ? window.parent : window.opener) as Window;
    return {
      origin: self.origin,
      hasHost: Boolean(siteWindow) && siteWindow !== window,
      localStorage: attempt(() => localStorage.getItem("lotus.language")),
      sessionStorage: attempt(() => sessionStorage.length),
      cookie: attempt(() => document.cookie),
      siteStorage: attempt(() => siteWindow.localStorage.getItem("lotus.language")),
      siteToken: attempt(() => siteWindow.sessionStorage.getItem("token")),
      siteDocument: attempt(() => siteWindow.document.title),
    };
  }, host);
  expect(reach).toEqual({
    origin: "null",
    // A game window gets no opener at all (use-launch-game.ts); a frame has its parent.
    hasHost: host === "parent",
    localStorage: "blocked",
    sessionStorage: "blocked",
    cookie: "blocked",
    siteStorage: "blocked",
    siteToken: "blocked",
    siteDocument: "blocked",
  });
  // The site itself still holds its token: the game is kept out, the token is not lost.
  expect(await site.evaluate(() => sessionStorage.getItem("token"))).toBeTruthy();
}

function gameFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().includes("/play/"));
  if (!frame) throw new Error("no game frame");
  return frame;
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
  await dismissWelcome(page);
}

const LOTUS_FORTUNE = '[data-testid="game-tile"][data-game-id="lotus-fortune"]';

describe("games journey", () => {
  it("sends a visitor who clicks a game to the login popup", async () => {
    const { page } = await newPage(browser, { language: "EN" });
    await page.goto("/rng");
    await page.getByTestId("game-tile").first().click();
    await page.getByRole("dialog", { name: "Log in" }).waitFor({ timeout: 20_000 });
  });

  it("a member opens /rng, launches a slot, spins, and sees the balance and the betting record", async () => {
    // Money in as finance puts it in: an operator's credit adjustment through the back-office API.
    await creditMember(await operatorApi(E2E_OWNER.username, E2E_OWNER.password), "demo01", 50_000);
    const { page } = await newPage(browser, { language: "EN" });
    await memberLogin(page);
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(50_000);

    await page.goto("/rng?page=LOTUS");
    await page.locator(LOTUS_FORTUNE).first().click();
    await page.getByTestId("game-frame").waitFor({ timeout: 20_000 });
    const slot = page.frameLocator('[data-testid="game-frame"]');
    await slot.getByTestId("slot-spin").waitFor({ timeout: 30_000 });
    await expectIsolated(gameFrame(page), page, "parent");
    const spinButton = slot.getByTestId("slot-spin");
    await spinButton.waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => amountOf((await slot.getByTestId("slot-balance").textContent()) ?? ""))
      .toBeGreaterThan(0);
    const before = amountOf((await slot.getByTestId("slot-balance").textContent()) ?? "");

    await spinButton.click();
    // The slot shows the balance the wallet answered after the bet and the win.
    await expect
      .poll(async () => amountOf((await slot.getByTestId("slot-balance").textContent()) ?? ""), {
        timeout: 30_000,
      })
      .not.toBe(before);
    await expect.poll(async () => (await spinButton.isEnabled()) === true, { timeout: 30_000 }).toBe(true);
    const after = amountOf((await slot.getByTestId("slot-balance").textContent()) ?? "");
    const win = amountOf((await slot.getByTestId("slot-win").textContent()) ?? "0");
    const bet = before + win - after;
    expect(bet).toBeGreaterThan(0);

    // The site's header follows the spin (the WebSocket signal and the frame's message refetch it).
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBeCloseTo(after, 2);

    // The spin is in the betting record.
    await header(page)
      .getByRole("button", { name: /Member centre/ })
      .click();
    const centre = page.getByRole("dialog", { name: "Member centre" });
    await centre.getByRole("button", { name: "Betting record", exact: true }).click();
    const row = page.getByRole("row").filter({ hasText: "Lotus Fortune" }).first();
    await row.waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toContain("Lotus Fortune");
  });

  it("plays in the pop-up over the page and in its own window, sandboxed in both", async () => {
    const { context, page } = await newPage(browser, { language: "EN" });
    await memberLogin(page);
    await page.goto("/rng?page=LOTUS");
    await page.locator(LOTUS_FORTUNE).first().click();
    await page.getByTestId("game-frame").waitFor({ timeout: 20_000 });

    // Its own window: opened from the game page, which goes back once the game moved there.
    const opened = context.waitForEvent("page");
    await page.getByRole("button", { name: "Open in pop-up window" }).click();
    const gameWindow = track(await opened);
    await gameWindow.getByTestId("slot-spin").waitFor({ timeout: 30_000 });
    await expectIsolated(gameWindow.mainFrame(), page, "opener");
    await gameWindow.close();

    // The pop-up over the current page.
    await page.goto("/rng?page=LOTUS");
    await page.locator(LOTUS_FORTUNE).first().click();
    await page.getByLabel("Open games over the current page").check();
    await page.goto("/rng?page=LOTUS");
    await page.locator(LOTUS_FORTUNE).first().click();
    const popup = page.getByRole("dialog");
    await popup.getByTestId("game-frame").waitFor({ timeout: 20_000 });
    await page
      .frameLocator('[data-testid="game-frame"]')
      .getByTestId("slot-spin")
      .waitFor({ timeout: 30_000 });
    await expectIsolated(gameFrame(page), page, "parent");
  });
});
