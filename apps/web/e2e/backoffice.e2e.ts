import * as OTPAuth from "otpauth";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";

/** The e2e server starts with BACKOFFICE_OWNER=owner and this password (scripts/e2e.ts). */
export const E2E_OWNER = { username: "owner", password: "Owner-Pass-2026" };

let browser: Browser;
const secrets = new Map<string, string>();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function totp(username: string): string {
  const secret = secrets.get(username);
  if (!secret) throw new Error(`no authenticator for ${username}`);
  return new OTPAuth.TOTP({
    issuer: "Lotus",
    label: username,
    secret: OTPAuth.Secret.fromBase32(secret),
  }).generate();
}

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/backoffice/");
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (secrets.has(username)) {
    await page.getByLabel("Authenticator code").fill(totp(username));
    await page.getByRole("button", { name: "Sign in" }).click();
  }
}

/** First sign-in chores: a new password where asked, then authenticator enrolment where the role needs it. */
async function finishSetup(
  page: Page,
  username: string,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const changeButton = page.getByRole("button", { name: "Change password" });
  const enrolKey = page.locator(".secret");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await changeButton.or(enrolKey).or(menu).first().waitFor({ timeout: 30_000 });
  if (await changeButton.isVisible()) {
    await page.getByLabel("Current password").fill(oldPassword);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await changeButton.click();
    await enrolKey.or(menu).first().waitFor({ timeout: 30_000 });
  }
  if (await enrolKey.isVisible()) {
    const text = (await enrolKey.textContent()) ?? "";
    secrets.set(username, text.replace(/^.*:/, "").replace(/\s+/g, ""));
    await page.getByLabel("Authenticator code").fill(totp(username));
    await page.getByRole("button", { name: "Confirm" }).click();
  }
  await menu.waitFor({ timeout: 30_000 });
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("button", { name: "Sign in" }).waitFor();
}

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
    await toggle.click();
    await page.getByLabel("Message in English").fill("Planned upgrade, back at 10:00");
    await page.getByRole("button", { name: "Save" }).first().click();
    await page
      .getByText(/saved|Saved/)
      .first()
      .waitFor({ timeout: 20_000 });

    const site = (await newPage(browser, { language: "EN" })).page;
    for (let attempt = 0; attempt < 20; attempt++) {
      await site.goto("/");
      if (
        await site
          .getByText("Planned upgrade, back at 10:00")
          .isVisible({ timeout: 2_000 })
          .catch(() => false)
      )
        break;
      await site.waitForTimeout(500);
    }
    await site.getByRole("heading", { name: "System maintenance" }).waitFor();

    await toggle.click();
    await page.getByRole("button", { name: "Save" }).first().click();
    await page
      .getByText(/saved|Saved/)
      .first()
      .waitFor({ timeout: 20_000 });
    for (let attempt = 0; attempt < 20; attempt++) {
      await site.goto("/");
      if (
        await site
          .getByRole("button", { name: "Login" })
          .isVisible({ timeout: 2_000 })
          .catch(() => false)
      )
        break;
      await site.waitForTimeout(500);
    }
    await site.getByRole("button", { name: "Login" }).waitFor();
  });
});
