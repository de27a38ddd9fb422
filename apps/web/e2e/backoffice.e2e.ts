import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { E2E_OWNER, finishSetup, signIn, signOut } from "./support/backoffice";
import {
  BASE_URL,
  header,
  launchBrowser,
  newPage,
  screenshotOnFailure,
  waitForSiteStatus,
} from "./support/browser";
import { operatorApi, setBigWinRule, setMaintenance } from "./support/operator-api";

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

async function createOperator(page: Page, username: string, role: string, password: string): Promise<void> {
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Operators" }).click();
  await page.getByRole("button", { name: "New operator" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Username", { exact: true }).fill(username);
  await dialog.getByLabel("Display name").fill(username);
  await dialog.getByLabel("Temporary password").fill(password);
  await dialog.getByLabel("Role").selectOption(role);
  await dialog.getByLabel(/\(lotus\)/).check();
  await dialog.getByRole("button", { name: "Create" }).click();
  await dialog.waitFor({ state: "hidden" });
  await page.getByRole("cell", { name: username, exact: true }).first().waitFor();
}

describe("back-office journeys", () => {
  it("owner enrols an authenticator, signs in with it and creates a content operator and an admin", async () => {
    const { page } = await newPage(browser);
    await signIn(page, E2E_OWNER.username, E2E_OWNER.password);
    await finishSetup(page, E2E_OWNER.username, E2E_OWNER.password, E2E_OWNER.password);
    await signOut(page);
    await signIn(page, E2E_OWNER.username, E2E_OWNER.password);
    await page.getByRole("navigation", { name: "Main menu" }).waitFor();
    await createOperator(page, "writer", "content", "Writer-Temp-2026");
    await createOperator(page, "chief", "admin", "Chief-Temp-2026");
  });

  it("the content operator publishes a notice that shows on the site's notice page", async () => {
    const { page } = await newPage(browser);
    await signIn(page, "writer", "Writer-Temp-2026");
    await finishSetup(page, "writer", "Writer-Temp-2026", "Writer-Pass-2026");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    expect(await menu.getByRole("link", { name: "Operators" }).count()).toBe(0);
    await menu.getByRole("link", { name: "Content" }).click();
    await page.getByRole("button", { name: "New announcement" }).click();
    const title = `Lucky weekend ${Date.now().toString(36)}`;
    await page.getByLabel("Type").selectOption("PL");
    await page.getByLabel("Group").selectOption("player");
    await page.getByLabel("Title in English").fill(title);
    const content = page.getByRole("textbox", { name: "Content in English" });
    await content.click();
    await page.keyboard.type("Double points all weekend");
    // Make the line bold and a bulleted list with the toolbar (ProseMirror keeps the selection).
    await page.keyboard.press("ControlOrMeta+A");
    const toolbar = page.getByRole("toolbar", { name: "Formatting for Content in English" });
    const bold = toolbar.getByRole("button", { name: "Bold" });
    await bold.click();
    const list = toolbar.getByRole("button", { name: "Bulleted list" });
    await list.click();
    expect(await bold.getAttribute("aria-pressed")).toBe("true");
    expect(await list.getAttribute("aria-pressed")).toBe("true");
    await content.locator("ul li strong", { hasText: "Double points all weekend" }).waitFor();
    await toolbar.getByRole("button", { name: "Link" }).click();
    await page.getByLabel("Link address").fill("javascript:alert(1)");
    await page.keyboard.press("Enter");
    await page
      .getByRole("alert")
      .getByText(/^Links may start only with https:\/\//)
      .waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Create" }).click();
    await page.getByRole("button", { name: `Edit ${title}` }).waitFor({ timeout: 20_000 });

    const site = (await newPage(browser, { language: "EN" })).page;
    await site.goto("/noticePage");
    await site.getByRole("button", { name: title }).first().click({ timeout: 20_000 });
    await site.locator("ul li strong", { hasText: "Double points all weekend" }).waitFor();
  });

  it("an admin turns maintenance on, the site shows the maintenance page, then off again", async () => {
    const { page } = await newPage(browser);
    await signIn(page, "chief", "Chief-Temp-2026");
    await finishSetup(page, "chief", "Chief-Temp-2026", "Chief-Pass-2026");
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Site state" })
      .click();
    const toggle = page.getByRole("switch", { name: "Maintenance" });
    const saved = page.getByText("Under maintenance", { exact: true });
    const site = (await newPage(browser, { language: "EN" })).page;
    /** The server caches brand settings for up to 5 s: reload until the page shows the new state. */
    const reloadUntil = async (visible: () => Promise<boolean>) => {
      for (let attempt = 0; attempt < 20 && !(await visible()); attempt++) {
        await site.waitForTimeout(500);
        await site.goto("/");
      }
    };
    try {
      await toggle.click();
      await page.getByLabel("Message in English").fill("Planned upgrade, back at 10:00");
      await page.getByRole("button", { name: "Save" }).first().click();
      await saved.waitFor({ timeout: 20_000 });
      await site.goto("/");
      await reloadUntil(() => site.getByText("Planned upgrade, back at 10:00").isVisible());
      await site.getByRole("heading", { name: "System maintenance" }).waitFor();

      await toggle.click();
      await page.getByRole("button", { name: "Save" }).first().click();
      await saved.waitFor({ state: "hidden", timeout: 20_000 });
      await reloadUntil(() => header(site).getByRole("button", { name: "Login" }).isVisible());
      await header(site).getByRole("button", { name: "Login" }).waitFor();
    } finally {
      // Never leave the brand closed for the journeys that follow.
      await setMaintenance(await operatorApi(E2E_OWNER.username, E2E_OWNER.password), false);
      await waitForSiteStatus(0);
    }
  });

  it("the owner sets the live-wins rule in the brand's Games tab and the home's feed follows it", async () => {
    const api = await operatorApi(E2E_OWNER.username, E2E_OWNER.password);
    const previous = await setBigWinRule(api, { multiplier: 10, amount: 0 });
    /** The wins a visitor's home lists (cached a few seconds by the server, as are brand settings). */
    const feedLength = async () => {
      const response = await fetch(`${BASE_URL}/wps/relay/GCSGAME_recentWins`, {
        headers: { merchant: "lotus" },
      });
      return ((await response.json()) as { value: { list: unknown[] } }).value.list.length;
    };
    try {
      // A fresh start already shows the demo winner's big wins.
      const site = (await newPage(browser, { language: "EN" })).page;
      await site.goto("/");
      const feed = site.locator("section", { has: site.getByRole("heading", { name: "Live wins" }) });
      // Other journeys' members may win meanwhile and sit above them: look through the whole feed.
      await expect
        .poll(() => feed.getByTestId("live-win").allTextContents(), { timeout: 20_000 })
        .toContainEqual(expect.stringMatching(/^lu\*\*\*88/));

      const { page } = await newPage(browser);
      await signIn(page, E2E_OWNER.username, E2E_OWNER.password);
      await page.getByRole("navigation", { name: "Main menu" }).waitFor();
      await page.goto(`/backoffice/brands/${await api.brandId()}`);
      await page.getByRole("tab", { name: "Games" }).click();
      const multiplier = page.getByLabel("Win multiplier");
      const amount = page.getByLabel("Fixed amount");
      const save = page.getByRole("button", { name: "Save" });
      await multiplier.fill("0");
      await save.click();
      await page.getByText("Must be at least 1", { exact: true }).first().waitFor();

      await multiplier.fill("100000");
      await save.click();
      await page.getByText("Settings of Lotus saved").waitFor({ timeout: 20_000 });
      await expect.poll(feedLength, { timeout: 20_000, interval: 1_000 }).toBe(0);

      // The fixed amount alone makes every demo win big again.
      await amount.fill("1");
      await save.click();
      await expect.poll(feedLength, { timeout: 20_000, interval: 1_000 }).toBeGreaterThan(0);
    } finally {
      await setBigWinRule(api, previous);
    }
  });
});
