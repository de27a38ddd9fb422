import type { Browser, Page } from "playwright-core";
import { header, newPage } from "./browser";

/** The password every journey's own member registers with. */
export const MEMBER_PASSWORD = "Lotus2026";

/** Closes the welcome dialog a new member may be greeted with (the brand decides whether it shows). */
export async function dismissWelcome(page: Page): Promise<void> {
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

/**
 * Registers a member of the journey's own in an open tab through the header's Sign up dialog: the
 * account is `prefix` and a time-based suffix, so reruns never collide. Answers the account.
 */
export async function signUp(page: Page, prefix: string): Promise<string> {
  await page.goto("/");
  await header(page).getByRole("button", { name: "Sign up" }).click();
  const dialog = page.getByRole("dialog", { name: "Register" });
  const account = `${prefix}${Date.now().toString(36).slice(-7)}`;
  await dialog.getByLabel("Username", { exact: true }).fill(account);
  await dialog.getByLabel("Password", { exact: true }).fill(MEMBER_PASSWORD);
  await dialog.getByLabel("Confirm password", { exact: true }).fill(MEMBER_PASSWORD);
  await dialog.getByRole("button", { name: "Register" }).click();
  await header(page)
    .getByRole("button", { name: /Member centre/ })
    .waitFor({ timeout: 30_000 });
  await dismissWelcome(page);
  return account;
}

/** A new English tab (from its own address where `ip` is given) with a freshly registered member. */
export async function registerMember(
  browser: Browser,
  prefix: string,
  ip?: string,
): Promise<{ page: Page; account: string }> {
  const { page } = await newPage(browser, { language: "EN", ...(ip ? { ip } : {}) });
  return { page, account: await signUp(page, prefix) };
}
