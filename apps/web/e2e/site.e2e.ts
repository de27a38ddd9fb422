import type pg from "pg";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { E2E_OWNER } from "./support/backoffice";
import {
  database,
  header,
  latestSms,
  launchBrowser,
  newPage,
  screenshotOnFailure,
  waitForSiteStatus,
} from "./support/browser";
import { operatorApi, setMaintenance } from "./support/operator-api";

let browser: Browser;
let db: pg.Pool;

beforeAll(async () => {
  browser = await launchBrowser();
  db = database();
});
afterEach(async (context) => {
  await screenshotOnFailure(context.task.name, context.task.result?.state === "fail");
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

/** Closes the welcome dialog that greets a fresh login, if it comes. */
async function dismissWelcome(page: Page): Promise<void> {
  const welcome = page.getByRole("dialog", { name: /Welcome|Chào mừng/ });
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

async function openHome(language = "EN", ip?: string): Promise<Page> {
  const { page } = await newPage(browser, { language, ip });
  await page.goto("/");
  await header(page)
    .getByRole("button", { name: "Login" })
    .or(header(page).getByRole("button", { name: "Đăng nhập" }))
    .waitFor();
  return page;
}

describe("player site journeys", () => {
  it("registers by username, lands home logged in, then logs out", async () => {
    const page = await openHome();
    await header(page).getByRole("button", { name: "Sign up" }).click();
    const dialog = page.getByRole("dialog", { name: "Register" });
    const username = `e2e${Date.now().toString(36).slice(-7)}`;
    await dialog.getByLabel("Username", { exact: true }).fill(username);
    await dialog.getByLabel("Password", { exact: true }).fill("Lotus2026");
    await dialog.getByLabel("Confirm password", { exact: true }).fill("Lotus2026");
    await dialog.getByRole("button", { name: "Register" }).click();
    await header(page)
      .getByRole("button", { name: /Member centre/ })
      .waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe("/");
    await dismissWelcome(page);
    await header(page).getByRole("button", { name: "Log out" }).click();
    await page.getByRole("dialog", { name: "Log out" }).getByRole("button", { name: "Log out" }).click();
    await header(page).getByRole("button", { name: "Login" }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
  });

  it("keeps the banner area's size while the banners load, with one Login button on the page", async () => {
    const { page } = await newPage(browser, { language: "EN" });
    // Hold the banners' answer so the loading state can be looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/MCSFE_getListAnnouncements\?.*groups=banners/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const skeleton = page.getByTestId("banner-skeleton");
    await skeleton.waitFor({ timeout: 20_000 });
    const loading = await skeleton.boundingBox();
    expect(await page.getByRole("button", { name: "Login" }).count()).toBe(1);
    release();
    await skeleton.waitFor({ state: "hidden", timeout: 20_000 });
    // Banners or, without any, the brand's welcome: the same box either way.
    const loaded = await page.locator("main .banner").first().boundingBox();
    expect(loaded?.height).toBeCloseTo(loading?.height ?? 0, 0);
    expect(loaded?.y).toBeCloseTo(loading?.y ?? 0, 0);
    expect(await page.getByRole("button", { name: "Login" }).count()).toBe(1);
  });

  it("asks for a captcha after three wrong passwords", async () => {
    // Its own address: the captcha flag it raises on that IP must not reach the other journeys.
    const page = await openHome("EN", "203.0.113.50");
    await header(page).getByRole("button", { name: "Login" }).click();
    const dialog = page.getByRole("dialog", { name: "Log in" });
    await dialog.getByLabel("Username", { exact: true }).fill("agent01");
    const captcha = dialog.getByRole("textbox", { name: "Captcha" });
    const refused = dialog.getByText("Wrong account or password");
    for (let attempt = 0; attempt < 3 && !(await captcha.isVisible()); attempt++) {
      await dialog.getByLabel("Password", { exact: true }).fill(`Wrong${attempt}pass`);
      await dialog.getByRole("button", { name: "Log in" }).click();
      await refused.or(captcha).first().waitFor({ timeout: 20_000 });
    }
    await dialog.getByRole("textbox", { name: "Captcha" }).waitFor({ timeout: 20_000 });
    // The captcha image arrives by its own request after the field shows: wait for it, do not count at once.
    await dialog.locator("img[src^='data:image/png;base64,']").first().waitFor({ timeout: 20_000 });
  });

  it("recovers a password by phone with the code from the outbox and is logged in", async () => {
    const page = await openHome();
    await header(page).getByRole("button", { name: "Login" }).click();
    await page
      .getByRole("dialog", { name: "Log in" })
      .getByRole("button", { name: "Forgot password?" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Forgot password" });
    await dialog.getByRole("tab", { name: "By mobile number" }).click();
    await dialog.getByLabel("Mobile number").fill("912000003");
    await dialog.getByRole("button", { name: "Send code" }).click();
    await dialog.getByRole("button", { name: /Resend in/ }).waitFor({ timeout: 30_000 });
    const code = await latestSms(db, "+84 912000003");
    await dialog.getByLabel("Verification code").fill(code);
    await dialog.getByLabel("New password", { exact: true }).fill("Player5678");
    await dialog.getByLabel("Confirm new password", { exact: true }).fill("Player5678");
    await dialog.getByRole("button", { name: "Reset password" }).click();
    await header(page)
      .getByRole("button", { name: /Member centre/ })
      .waitFor({ timeout: 30_000 });
    await dismissWelcome(page);
    expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeTruthy();
  });

  it("shows the popup notice until it is hidden for today", async () => {
    const { page } = await newPage(browser, { language: "EN", showPopupNotice: true });
    await page.goto("/");
    const popup = page.getByRole("dialog", { name: "Announcements" });
    await popup.getByText("New app available").waitFor({ timeout: 20_000 });
    await popup.getByLabel("Don't show again today").check();
    await popup.getByRole("button", { name: "Close" }).last().click();
    await page.reload();
    await header(page).getByRole("button", { name: "Login" }).waitFor();
    await page.waitForTimeout(3_000);
    expect(await popup.isVisible()).toBe(false);
  });

  it("switches between Vietnamese and English, and remembers the choice", async () => {
    const page = await openHome("VI");
    await header(page).getByRole("button", { name: "Đăng nhập" }).first().waitFor();
    await header(page).getByLabel("Ngôn ngữ").selectOption("EN");
    await header(page).getByRole("button", { name: "Login" }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem("lotus.language"))).toBe("EN");
    await page.reload();
    await header(page).getByRole("button", { name: "Login" }).first().waitFor();
    await header(page).getByLabel("Language").selectOption("VI");
    await header(page).getByRole("button", { name: "Đăng nhập" }).first().waitFor();
  });

  it("switches between dark and light themes", async () => {
    const page = await openHome();
    const theme = () => page.evaluate(() => document.documentElement.getAttribute("data-theme"));
    const start = await theme();
    await header(page).getByRole("switch", { name: "Dark theme" }).click();
    expect(await theme()).not.toBe(start);
    expect(["dark", "light"]).toContain(await theme());
    await header(page).getByRole("switch", { name: "Dark theme" }).click();
    expect(await theme()).toBe(start);
  });

  it("shows the maintenance page while the brand is in maintenance", async () => {
    // An admin's switch through the back-office API (the back-office journey clicks it).
    const admin = await operatorApi(E2E_OWNER.username, E2E_OWNER.password);
    await setMaintenance(admin, true, { EN: "Back soon after the upgrade", VI: "Sắp trở lại" });
    try {
      const { page } = await newPage(browser, { language: "EN" });
      // The server caches brand settings for up to 5 s.
      for (let attempt = 0; attempt < 20; attempt++) {
        await page.goto("/");
        if (
          await page
            .getByText("Back soon after the upgrade")
            .isVisible({ timeout: 2_000 })
            .catch(() => false)
        )
          break;
        await page.waitForTimeout(500);
      }
      await page.getByRole("heading", { name: "System maintenance" }).waitFor();
      await page.getByText("Back soon after the upgrade").waitFor();
    } finally {
      await setMaintenance(admin, false);
      await waitForSiteStatus(0);
    }
  });
});
