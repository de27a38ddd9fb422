import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { E2E_OWNER, finishSetup, signIn, signOut } from "./support/backoffice";
import { header, launchBrowser, newPage, screenshotOnFailure, waitForSiteStatus } from "./support/browser";
import { operatorApi, setMaintenance } from "./support/operator-api";

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
    await page.getByRole("textbox", { name: "Content in English" }).fill("Double points all weekend.");
    await page.getByRole("button", { name: "Create" }).click();
    await page.getByRole("button", { name: `Edit ${title}` }).waitFor({ timeout: 20_000 });

    const site = (await newPage(browser, { language: "EN" })).page;
    await site.goto("/noticePage");
    await site.getByText(title).first().waitFor({ timeout: 20_000 });
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
});
