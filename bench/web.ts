/**
 * `npm run bench:web`: the player site's speed on a phone (issue #10). Builds the site if its
 * sources changed, starts the real server on a fresh database with the demo data, and runs
 * Lighthouse (mobile, default simulated throttling) in Debian's Chromium on the home page and a
 * category page, beside a bare static page served by the same server as the baseline. Prints a
 * table and a closing RESULT line with the home page's figures; the budget is initial JS ≤ 150 KB on
 * the wire, ≤ 25 requests, CLS ≤ 0.05 and a performance score ≥ 95.
 * CHROME_PATH overrides /usr/bin/chromium; the database is found as for `npm run test:e2e`.
 * BENCH_WEB_REQUESTS=1 also lists every request of each page (type, bytes on the wire, URL) and
 * the layout shifts. Each page's largest-contentful-paint element and its phases are always printed:
 * the LCP is what the score depends on most. BENCH_WEB_RUNS (default 5) sets the runs per page; the
 * table shows each page's median run.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildSitesIfNeeded, ROOT } from "../scripts/build-sites";
import { startLocalServer } from "../scripts/local-server";

interface PageFigures {
  page: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  requests: number;
  jsRequests: number;
  jsKb: number;
  totalKb: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** What a bare page costs on this server and machine: the best score the site could reach here. */
const BARE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title></head>
<body><h1>Baseline</h1><p>A static page without scripts, styles or images.</p></body></html>`;

/**
 * Lighthouse runs per page; the median run (by score) is reported, as Lighthouse's own guidance
 * advises: one run's score moves by ±15 on a shared 2-core machine.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 5));

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function numeric(audits: Record<string, { numericValue?: number }>, id: string): number {
  return audits[id]?.numericValue ?? Number.NaN;
}

async function measure(port: number, page: string, url: string): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metricScores = [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "speed-index",
    "cumulative-layout-shift",
  ]
    .map((id) => `${id} ${lhr.audits[id]?.score ?? "?"}`)
    .join(", ");
  console.info(`${page}: benchmark index ${lhr.environment.benchmarkIndex}; metric scores ${metricScores}`);
  const audits = lhr.audits as Record<string, { numericValue?: number; details?: unknown }>;
  const details = audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined;
  const requests = (details?.items ?? []).filter((item) => /^https?:/.test(item.url));
  const scripts = requests.filter((item) => item.resourceType === "Script");
  if (process.env.BENCH_WEB_REQUESTS === "1") {
    printRequests(page, requests);
    printShifts(page, audits["layout-shifts"]?.details as { items?: ShiftItem[] } | undefined);
    printLongTasks(page, audits["long-tasks"]?.details as { items?: LongTask[] } | undefined);
  }
  printLcp(page, audits["largest-contentful-paint-element"]?.details as LcpDetails | undefined);
  const bytes = (items: NetworkItem[]) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    page,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(numeric(audits, "first-contentful-paint")),
    lcpMs: Math.round(numeric(audits, "largest-contentful-paint")),
    cls: Math.round(numeric(audits, "cumulative-layout-shift") * 1000) / 1000,
    tbtMs: Math.round(numeric(audits, "total-blocking-time")),
    requests: requests.length,
    jsRequests: scripts.length,
    jsKb: kb(bytes(scripts)),
    totalKb: kb(bytes(requests)),
  };
}

/** Where the bytes and requests of a page go, to see what to cut next. */
function printRequests(page: string, requests: readonly NetworkItem[]): void {
  console.info(`requests of ${page}:`);
  for (const item of requests) {
    const path = item.url.replace(/^https?:\/\/[^/]+/, "");
    console.info(
      `  ${(item.resourceType ?? "?").padEnd(10)} ${String(kb(item.transferSize ?? 0)).padStart(6)} KB  ${path}`,
    );
  }
}

interface ShiftItem {
  score?: number;
  node?: { selector?: string; nodeLabel?: string };
}

/** Which elements moved, and by how much, to see what space to reserve. */
function printShifts(page: string, details: { items?: ShiftItem[] } | undefined): void {
  console.info(`layout shifts of ${page}:`);
  for (const item of details?.items ?? []) {
    const label = `${item.node?.selector ?? "?"} (${(item.node?.nodeLabel ?? "").slice(0, 40)})`;
    console.info(`  ${(item.score ?? 0).toFixed(3)}  ${label}`);
  }
}

interface LongTask {
  url?: string;
  duration?: number;
  startTime?: number;
}

/** The main thread's long tasks (what the blocking time is made of) and whose script ran them. */
function printLongTasks(page: string, details: { items?: LongTask[] } | undefined): void {
  console.info(`long tasks of ${page}:`);
  for (const task of details?.items ?? []) {
    const path = (task.url ?? "?").replace(/^https?:\/\/[^/]+/, "");
    console.info(`  at ${Math.round(task.startTime ?? 0)} ms  ${Math.round(task.duration ?? 0)} ms  ${path}`);
  }
}

interface LcpDetails {
  items?: Array<{
    items?: Array<{ node?: { selector?: string; nodeLabel?: string }; phase?: string; timing?: number }>;
  }>;
}

/** The LCP element and where its time went (TTFB, load delay, load time, render delay). */
function printLcp(page: string, details: LcpDetails | undefined): void {
  const [elements, phases] = details?.items ?? [];
  const node = elements?.items?.[0]?.node;
  const timings = (phases?.items ?? []).map((item) => `${item.phase} ${Math.round(item.timing ?? 0)} ms`);
  console.info(
    `LCP of ${page}: ${node?.selector ?? "?"} (${(node?.nodeLabel ?? "").slice(0, 40)}) ${timings.join(", ")}`,
  );
}

function printTable(figures: readonly PageFigures[]): void {
  const columns = Object.keys(figures[0] ?? {}) as Array<keyof PageFigures>;
  const rows = [columns.map(String), ...figures.map((row) => columns.map((column) => String(row[column])))];
  const widths = columns.map((_, index) => Math.max(...rows.map((row) => row[index]?.length ?? 0)));
  for (const row of rows)
    console.info(row.map((cell, index) => cell.padStart(widths[index] ?? 0)).join("  "));
}

async function main(): Promise<void> {
  buildSitesIfNeeded();
  const bareName = `bench-bare-${process.pid}.html`;
  // Served from the built site's asset folder, so the same server and route deliver it.
  const barePath = join(ROOT, "apps/web/dist/res", bareName);
  writeFileSync(barePath, BARE_PAGE);
  const server = await startLocalServer(`lotus_bench_web_${process.pid}`);
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const pages: Array<[string, string]> = [
      ["baseline", `${server.baseUrl}/res/${bareName}`],
      ["home", `${server.baseUrl}/`],
      ["category", `${server.baseUrl}/rng`],
    ];
    const figures: PageFigures[] = [];
    for (const [page, url] of pages) {
      // A first visit warms the server's caches (brand, catalogue), as a live site's would be.
      await fetch(url).then((response) => response.arrayBuffer());
      const runs: PageFigures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(chrome.port, page, url));
      const sorted = [...runs].sort((a, b) => a.performance - b.performance);
      console.info(`${page}: scores of ${RUNS} runs ${sorted.map((run) => run.performance).join(", ")}`);
      figures.push(sorted[Math.floor(sorted.length / 2)] as PageFigures);
    }
    printTable(figures);
    const baseline = figures[0];
    const home = figures[1];
    if (!baseline || !home) throw new Error("missing figures");
    console.info(
      `RESULT initial_js_kb=${home.jsKb} requests=${home.requests} lighthouse_performance=${home.performance} ` +
        `cls=${home.cls} lcp_ms=${home.lcpMs} baseline_performance=${baseline.performance}`,
    );
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(barePath, { force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
