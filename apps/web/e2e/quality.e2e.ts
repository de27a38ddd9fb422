import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { E2E_OWNER, finishSetup, signIn } from "./support/backoffice";
import { launchBrowser, newPage, screenshotOnFailure } from "./support/browser";
import { signUp } from "./support/members";
import { ARTIFACTS, formatFindings } from "./support/page-checks";
import { backofficeIds, shareSession } from "./support/quality-roles";
import { sweep } from "./support/route-sweep";
import { backofficeRoutes, fillParams, siteRoutes } from "./support/routes";

/**
 * Accessibility and layout over every route of both SPAs: axe (serious and critical violations),
 * the layout check at phone, tablet and desktop widths in both themes, and no raw translation
 * key on screen. Each route loads once per role (support/route-sweep.ts); E2E_ARTIFACTS=<folder>
 * keeps a screenshot of each width and theme for a person to look at. The detectors themselves
 * are tested on crafted pages in page-checks.e2e.ts.
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
  if (ARTIFACTS) console.info(`quality screenshots: ${ARTIFACTS}`);
});

// The three roles walk side by side, each in its own browser context: most of a route's time is
// spent waiting for the page to settle, not computing. On the 2-core machine axe makes a role's
// walk take up to ten minutes (three browsers share the cores), hence the generous limits.
describe.concurrent("accessibility and layout on every route", () => {
  it("finds every route of both routers", () => {
    expect(siteRoutes()).toEqual(
      expect.arrayContaining(["/", "/register", "/promotions", "/helpmc", "/game"]),
    );
    expect(backofficeRoutes()).toEqual(expect.arrayContaining(["dashboard", "members/:memberId", "audit"]));
  });

  it("the site as a visitor sees it", async () => {
    const { context } = await newPage(browser, { language: "EN" });
    const findings = await sweep({ name: "visitor", context, themeKey: "lotus.theme" }, siteRoutes());
    expect(formatFindings(findings)).toBe("");
  }, 1_200_000);

  it("the site as a signed-in member sees it", async () => {
    const { context, page } = await newPage(browser, { language: "EN" });
    // A long nickname: the header must show it without wrapping or spilling.
    await signUp(page, "quality");
    await shareSession(context, page);
    const findings = await sweep({ name: "member", context, themeKey: "lotus.theme" }, siteRoutes());
    expect(formatFindings(findings)).toBe("");
  }, 1_200_000);

  it("the back office as its owner sees it", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, E2E_OWNER.username, E2E_OWNER.password);
    await finishSetup(page, E2E_OWNER.username, E2E_OWNER.password, E2E_OWNER.password);
    await shareSession(context, page);
    const ids = await backofficeIds(page);
    const paths = backofficeRoutes().map((path) => `/backoffice/${fillParams(path, ids)}`);
    const findings = await sweep({ name: "owner", context, themeKey: "lotus.backoffice.theme" }, paths);
    expect(formatFindings(findings)).toBe("");
  }, 1_200_000);
});
