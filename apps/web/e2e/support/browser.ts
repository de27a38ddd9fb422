import { existsSync } from "node:fs";
import pg from "pg";
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "playwright-core";

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:8080";

function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error("Chromium not found: install Debian's chromium or set CHROMIUM_PATH");
  return found;
}

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * A fresh browser context. The popup notice is hidden for today the way a visitor hides it
 * ("Don't show again today"), unless a journey wants to see it.
 */
export async function newPage(
  browser: Browser,
  options: { language?: string; showPopupNotice?: boolean; ip?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // The e2e server trusts X-Forwarded-For from 127.0.0.1, so a journey can come from its own address.
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 860 },
    ...(options.ip ? { extraHTTPHeaders: { "x-forwarded-for": options.ip } } : {}),
  });
  if (options.language) {
    await context.addInitScript(
      // Only a first visit: a reload keeps whatever the visitor chose since.
      (language) => {
        if (!window.localStorage.getItem("lotus.language"))
          window.localStorage.setItem("lotus.language", language);
      },
      options.language,
    );
  }
  if (!options.showPopupNotice) {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Ho_Chi_Minh" }).format(new Date());
    await context.addInitScript((day) => window.localStorage.setItem("lotus.popupNoticeHidden", day), today);
  }
  const page = track(await context.newPage());
  return { context, page };
}

/** The e2e server's database, read only: the outbox, assertions. Journeys arrange state through the API. */
export function database(): pg.Pool {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error("E2E_DATABASE_URL is not set: run the journeys with npm run test:e2e");
  return new pg.Pool({ connectionString: url, max: 2 });
}

export async function latestSms(pool: pg.Pool, recipient: string): Promise<string> {
  const { rows } = await pool.query<{ body: string }>(
    "select body from outbox_messages where channel = 'sms' and recipient = $1 order by created_at desc limit 1",
    [recipient],
  );
  const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? "")?.[1];
  if (!code) throw new Error(`no SMS code for ${recipient}`);
  return code;
}

/** Pages opened by a journey, photographed when it fails (E2E_SCREENSHOTS or the temp folder). */
const openPages = new Set<Page>();

export function track(page: Page): Page {
  openPages.add(page);
  return page;
}

export async function screenshotOnFailure(testName: string, failed: boolean): Promise<void> {
  if (failed) {
    const folder = process.env.E2E_SCREENSHOTS ?? "/tmp";
    let index = 0;
    for (const page of openPages) {
      const file = `${folder}/e2e-${testName.replace(/\W+/g, "-").slice(0, 60)}-${index++}.png`;
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      console.error(`screenshot: ${file}`);
    }
  }
  openPages.clear();
}

/** Waits until the server reports the whole-site status (its brand cache lasts up to 5 s). */
export async function waitForSiteStatus(status: 0 | 1 | 2): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await fetch(`${BASE_URL}/wps/system/status`, { headers: { merchant: "lotus" } });
    const body = (await response.json()) as { value?: { status?: number } };
    if (body.value?.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`site status did not become ${status}`);
}

/**
 * The site's header (role banner). Its buttons — Login, Sign up, Member centre, Log out — are
 * looked up there: another region of the page may carry a button of the same name.
 */
export function header(page: Page): Locator {
  return page.getByRole("banner");
}
