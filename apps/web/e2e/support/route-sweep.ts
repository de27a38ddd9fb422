import type { BrowserContext, Page } from "playwright-core";
import {
  applyTheme,
  axeFindings,
  type Finding,
  freezeMotion,
  layoutFindings,
  rawKeyFindings,
  screenshot,
  settleLayout,
  settleLoad,
  THEMES,
  WIDTHS,
} from "./page-checks";

/**
 * The quality sweep: every route of a role loaded once, then checked at each width in each theme
 * by resizing and switching the theme in place, the way a visitor turns a tablet or flips the
 * theme switch (a reload per width and theme made the sweep four times slower).
 */

export interface Role {
  /** Who walks the routes, as the findings name it: visitor, member, owner. */
  name: string;
  context: BrowserContext;
  /** The local-storage key the app keeps its theme under. */
  themeKey: string;
}

/** Routes of one role checked side by side, each in its own tab of the role's context. */
const PAGES_AT_ONCE = 2;

function viewport(width: number): { width: number; height: number } {
  return { width, height: width < 500 ? 844 : 900 };
}

/** Axe runs twice per route, not six times: the desktop layout in dark, the phone layout in light. */
function runsAxe(width: number, theme: string): boolean {
  return (theme === "dark" && width === 1366) || (theme === "light" && width === 390);
}

/** Seconds spent per step over a role's routes (summed over its tabs), printed with its result. */
type Timings = Record<"load" | "settle" | "layout" | "axe" | "screenshots", number>;

async function timed<T>(timings: Timings, step: keyof Timings, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    timings[step] += (Date.now() - started) / 1000;
  }
}

async function checkRoute(page: Page, role: Role, path: string, timings: Timings): Promise<Finding[]> {
  const findings: Finding[] = [];
  const route = `${role.name} ${path}`;
  await timed(timings, "load", async () => {
    // Loaded at the phone width: phones get the state a phone starts with (a collapsed side bar).
    await page.setViewportSize(viewport(WIDTHS[0]));
    await page.goto(path);
    await settleLoad(page);
    await freezeMotion(page);
    findings.push(...(await rawKeyFindings(page, route, "load")));
  });
  for (const width of WIDTHS) {
    await page.setViewportSize(viewport(width));
    for (const theme of THEMES) {
      await applyTheme(page, theme, role.themeKey);
      await timed(timings, "settle", () => settleLayout(page));
      const where = `${width} ${theme}`;
      findings.push(...(await timed(timings, "layout", () => layoutFindings(page, route, where))));
      if (runsAxe(width, theme))
        findings.push(...(await timed(timings, "axe", () => axeFindings(page, route, where))));
      await timed(timings, "screenshots", () => screenshot(page, `${role.name}-${path}-${width}-${theme}`));
    }
  }
  return findings;
}

/** Every path through PAGES_AT_ONCE tabs of the role's context; all findings, in path order. */
export async function sweep(role: Role, paths: string[]): Promise<Finding[]> {
  const started = Date.now();
  const queue = [...paths];
  const results = new Map<string, Finding[]>();
  const timings: Timings = { load: 0, settle: 0, layout: 0, axe: 0, screenshots: 0 };
  const worker = async () => {
    const page = await role.context.newPage();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        results.set(path, await checkRoute(page, role, path, timings));
      } catch (error) {
        results.set(path, [
          { route: `${role.name} ${path}`, where: "load", rule: "check failed", target: String(error) },
        ]);
      }
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: PAGES_AT_ONCE }, worker));
  const findings = paths.flatMap((path) => results.get(path) ?? []);
  const seconds = Math.round((Date.now() - started) / 1000);
  const steps = Object.entries(timings)
    .map(([step, spent]) => `${step} ${Math.round(spent)} s`)
    .join(", ");
  console.info(
    `${role.name}: ${paths.length} routes in ${seconds} s (${steps}), ${findings.length} findings`,
  );
  return findings;
}
