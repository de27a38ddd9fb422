import type { Browser, Page } from "playwright-core";
import { enrolledSecret, rememberSecret, totpFor } from "./authenticators";
import { newPage } from "./browser";

/** The e2e server starts with BACKOFFICE_OWNER=owner and this password (scripts/e2e.ts). */
export const E2E_OWNER = { username: "owner", password: "Owner-Pass-2026" };

export function totp(username: string): Promise<string> {
  const secret = enrolledSecret(username);
  if (!secret) throw new Error(`no authenticator for ${username}`);
  return totpFor(username, secret);
}

export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/backoffice/");
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (enrolledSecret(username)) {
    await page.getByLabel("Authenticator code").fill(await totp(username));
    await page.getByRole("button", { name: "Sign in" }).click();
  }
}

/** First sign-in chores: a new password where asked, then authenticator enrolment where the role needs it. */
export async function finishSetup(
  page: Page,
  username: string,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const passwordForm = page.getByLabel("Current password");
  const enrolKey = page.locator(".secret");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await menu.isVisible()) return;
    if (await passwordForm.isVisible()) {
      await passwordForm.fill(oldPassword);
      await page.getByLabel("New password", { exact: true }).fill(newPassword);
      await page.getByLabel("Confirm new password").fill(newPassword);
      await page.getByRole("button", { name: "Change password" }).click();
      await passwordForm.waitFor({ state: "hidden", timeout: 20_000 });
    } else if (await enrolKey.isVisible()) {
      const text = (await enrolKey.textContent()) ?? "";
      rememberSecret(username, text.replace(/^.*:/, "").replace(/\s+/g, ""));
      await page.getByLabel("Authenticator code").fill(await totp(username));
      await page.getByRole("button", { name: "Confirm" }).click();
      await enrolKey.waitFor({ state: "hidden", timeout: 20_000 });
    } else {
      await page.waitForTimeout(250);
    }
  }
  await menu.waitFor();
}

/** A new tab with the back office open as its owner, past the first sign-in chores. */
export async function ownerConsole(browser: Browser): Promise<Page> {
  const { page } = await newPage(browser);
  await signIn(page, E2E_OWNER.username, E2E_OWNER.password);
  await finishSetup(page, E2E_OWNER.username, E2E_OWNER.password, E2E_OWNER.password);
  return page;
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("button", { name: "Sign in" }).waitFor();
}
