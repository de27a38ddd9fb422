import { resolve } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { E2E_OWNER, finishSetup, signIn } from "./support/backoffice";
import { launchBrowser, newPage } from "./support/browser";

/**
 * The README's two pictures, retaken from the running product by `npm run docs:screenshots`
 * (DOCS_SCREENSHOTS names the folder they are written to); the ordinary e2e run skips them.
 */
const FOLDER = process.env.DOCS_SCREENSHOTS;

let browser: Browser;

beforeAll(async () => {
  if (FOLDER) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Charts and banners drawn in their final state, as for a visitor who asks for less motion. */
async function stillPage(browser: Browser): Promise<Page> {
  const { page } = await newPage(browser, { language: "EN" });
  await page.emulateMedia({ reducedMotion: "reduce" });
  return page;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  // Images that arrived late are decoded before the picture is taken.
  await page.evaluate(() =>
    Promise.all(Array.from(document.images, (image) => image.decode().catch(() => {}))),
  );
}

describe.skipIf(!FOLDER)("README screenshots", () => {
  it("the site's home as a visitor sees it, with the live wins", async () => {
    const page = await stillPage(browser);
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.goto("/");
    await page.getByTestId("live-win").first().waitFor({ timeout: 30_000 });
    await settle(page);
    await page.screenshot({ path: resolve(FOLDER ?? "", "screenshot.png") });
  });

  it("the back office's dashboard as its owner sees it, once the figures are rolled up", async () => {
    const page = await stillPage(browser);
    await page.setViewportSize({ width: 1366, height: 1300 });
    await signIn(page, E2E_OWNER.username, E2E_OWNER.password);
    await finishSetup(page, E2E_OWNER.username, E2E_OWNER.password, E2E_OWNER.password);
    // The roll-up runs once a minute: reload until the dashboard says which play it includes.
    const rolledUp = page.getByText(/figures include play up to/);
    for (let attempt = 0; attempt < 20 && !(await rolledUp.isVisible()); attempt++) {
      await page.waitForTimeout(5_000);
      await page.reload();
      await page.getByRole("navigation", { name: "Main menu" }).waitFor();
    }
    await rolledUp.waitFor();
    await page.getByRole("region", { name: "Last 30 days" }).waitFor();
    await settle(page);
    await page.screenshot({ path: resolve(FOLDER ?? "", "backoffice.png") });
  }, 180_000);
});
