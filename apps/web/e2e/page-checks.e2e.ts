import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import {
  applyTheme,
  axeFindings,
  type Finding,
  formatFindings,
  layoutFindings,
  rawKeyFindings,
  settleLayout,
} from "./support/page-checks";

/**
 * The quality sweep's detectors on small crafted pages: each known defect must be reported, and a
 * clean page must pass. Without this, a detector broken by a refactor would let quality.e2e.ts
 * pass over every route while checking nothing.
 */

let browser: Browser;
let page: Page;
/** The crafted page the next visit to ORIGIN gets. */
let html = "";
const ORIGIN = "http://detector.test";

beforeAll(async () => {
  browser = await launchBrowser();
  // axe needs a context of its own; a real origin lets the theme switch use local storage.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  page = await context.newPage();
  await page.route(`${ORIGIN}/**`, (route) => route.fulfill({ contentType: "text/html", body: html }));
});
afterAll(async () => {
  await browser?.close();
});

/** A small page with a banner, a main region, and whatever the case adds. */
async function show(body: string, style = ""): Promise<void> {
  html = `<!doctype html><html lang="en"><head><title>Detector check</title><style>
      body { margin: 0; font: 16px sans-serif; color: #111; background: #fff; }
      header { display: flex; gap: 12px; padding: 8px; }
      ${style}
    </style></head><body>
      <header><a href="#home">Home</a><a href="#games">Games</a></header>
      <main><h1>Lobby</h1>${body}</main>
    </body></html>`;
  await page.goto(`${ORIGIN}/`);
  await settleLayout(page);
}

async function everything(): Promise<Finding[]> {
  return [
    ...(await layoutFindings(page, "crafted /", "390 dark")),
    ...(await axeFindings(page, "crafted /", "390 dark")),
    ...(await rawKeyFindings(page, "crafted /", "load")),
  ];
}

describe("the quality detectors", () => {
  it("pass a clean page", async () => {
    await show(`<p>Welcome to the lobby.</p><button type="button">Play</button>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Lotus" width="40" height="40">`);
    expect(formatFindings(await everything())).toBe("");
  });

  it("report a box wider than the screen, naming it", async () => {
    await show(`<div class="promo-strip" style="width: 900px">Wide promotions</div>`);
    const report = formatFindings(await layoutFindings(page, "crafted /", "390 dark"));
    expect(report).toContain(
      'crafted / [390 dark] page wider than the screen: 900px > 390px: main > div.promo-strip "Wide promotions"',
    );
    expect(report).toContain("crafted / [390 dark] sticks out of the screen: main > div.promo-strip");
  });

  it("report two controls lying over each other", async () => {
    await show(
      `<div style="position: relative; height: 60px">
        <button type="button" class="banner-arrow" style="position: absolute; left: 10px; top: 0">Next</button>
        <button type="button" class="theme-switch" style="position: absolute; left: 20px; top: 5px">Dark</button>
      </div>`,
    );
    const report = formatFindings(await layoutFindings(page, "crafted /", "390 dark"));
    expect(report).toMatch(
      /controls overlap: .*button\.theme-switch "Dark" over .*button\.banner-arrow "Next"/,
    );
  });

  // At the page's bottom the tile's top and its heart lie under the pinned header, or half above
  // the screen's top edge: neither is one control drawn over another.
  it.each([
    [
      "under a pinned header",
      "header { position: sticky; top: 0; height: 60px; z-index: 1; }",
      624,
      "HEADER",
    ],
    ["half above the screen", "", 664, undefined],
  ])("pass a tile's heart the page scrolled %s", async (_case, style, below, covering) => {
    await show(
      `<div class="tile" style="position: relative; height: 200px">
        <button type="button" class="tile-open" style="width: 100%; height: 100%">Dragon Pearl</button>
        <button type="button" class="tile-heart" style="position: absolute; right: 4px; top: 4px">Like</button>
      </div><div style="height: ${below}px"></div>`,
      `header { background: #fff; } ${style}`,
    );
    const atHeart = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const heart = document.querySelector(".tile-heart")?.getBoundingClientRect();
      return (
        heart &&
        document.elementFromPoint(heart.left + heart.width / 2, heart.top + heart.height / 2)?.tagName
      );
    });
    expect(atHeart).toBe(covering);
    expect(formatFindings(await layoutFindings(page, "crafted /", "390 dark"))).not.toContain(
      "controls overlap",
    );
  });

  it("report a control drawn over a text", async () => {
    await show(
      `<div style="position: relative">
        <p class="headline">Big jackpot tonight for every player</p>
        <button type="button" class="banner-arrow" style="position: absolute; left: 30px; top: 0">Next</button>
      </div>`,
    );
    const report = formatFindings(await layoutFindings(page, "crafted /", "390 dark"));
    expect(report).toMatch(/control over text: .*button\.banner-arrow "Next" over .*p\.headline/);
  });

  it("report a header text cut short and one wrapped onto two lines", async () => {
    await show(
      "",
      `.nickname { display: inline-block; width: 40px; overflow: hidden; white-space: nowrap; }
       .nav-link { display: inline-block; width: 50px; }`,
    );
    await page.evaluate(() => {
      const header = document.querySelector("header");
      header?.insertAdjacentHTML(
        "beforeend",
        `<span class="nickname">quality12345678</span><a class="nav-link" href="#p">Member centre</a>`,
      );
    });
    const report = formatFindings(await layoutFindings(page, "crafted /", "390 dark"));
    expect(report).toContain('header text cut: header > span.nickname "quality12345678"');
    expect(report).toContain('header text wraps: header > a.nav-link "Member centre"');
  });

  it("report a serious axe violation", async () => {
    await show(`<p style="color: #999; background: #aaa">Terms apply</p>`);
    const report = formatFindings(await axeFindings(page, "crafted /", "390 dark"));
    expect(report).toBe("crafted / [390 dark] axe color-contrast (serious): p");
  });

  it("report raw translation keys, also when styled upper case and in labels", async () => {
    await show(`<span style="text-transform: uppercase">tile.hot</span>
      <button type="button" aria-label="games.play">▶</button><p>Version 2.1 on lotus</p>
      <code>members.view</code><input aria-label="Action" placeholder="operator.login">`);
    const report = formatFindings(await rawKeyFindings(page, "crafted /", "load"));
    expect(report).toBe(
      [
        "crafted / [load] raw translation key: tile.hot",
        "crafted / [load] raw translation key: games.play (aria-label)",
      ].join("\n"),
    );
  });

  it("see a defect that only the theme switched in place or the resized window brings", async () => {
    await show(
      `<div class="tiles">Tiles</div>`,
      `[data-theme=light] .tiles { width: 700px; }
       @media (max-width: 500px) { .tiles { min-width: 450px; } }`,
    );
    await page.setViewportSize({ width: 1366, height: 900 });
    await applyTheme(page, "dark", "detector.theme");
    await settleLayout(page);
    expect(formatFindings(await layoutFindings(page, "crafted /", "1366 dark"))).toBe("");
    await page.setViewportSize({ width: 600, height: 900 });
    await applyTheme(page, "light", "detector.theme");
    await settleLayout(page);
    expect(formatFindings(await layoutFindings(page, "crafted /", "600 light"))).toContain(
      "page wider than the screen",
    );
    await applyTheme(page, "dark", "detector.theme");
    await page.setViewportSize({ width: 390, height: 844 });
    await settleLayout(page);
    expect(formatFindings(await layoutFindings(page, "crafted /", "390 dark"))).toContain(
      "page wider than the screen",
    );
  });
});
