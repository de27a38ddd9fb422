import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { HOME_NOTICES_QUERY, SITE_BOOT_ELEMENT_ID, type SiteBoot } from "@lotus/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/app";

function spa(marker: string): string {
  const dir = mkdtempSync(join(tmpdir(), `lotus-${marker}-`));
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><head><title>${marker}</title></head><div id="root"></div>`,
  );
  mkdirSync(join(dir, "res/js"), { recursive: true });
  writeFileSync(join(dir, "res/js/index-abc123.js"), "export {};");
  return dir;
}

describe("site serving", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dist: { web: spa("player-site"), backoffice: spa("back-office") } });
  });
  afterAll(async () => t.close());

  it("sends /backoffice without the slash to the back office", async () => {
    const response = await t.app.inject({ method: "GET", url: "/backoffice?x=1" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/backoffice/?x=1");
    const page = await t.app.inject({ method: "GET", url: "/backoffice/" });
    expect(page.body).toContain("back-office");
  });

  it("sends the page policies with pages, and with hashed scripts only what a script needs", async () => {
    const page = await t.app.inject({ method: "GET", url: "/" });
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    for (const url of ["/res/js/index-abc123.js", "/backoffice/res/js/index-abc123.js"]) {
      const script = await t.app.inject({ method: "GET", url });
      expect(script.statusCode).toBe(200);
      expect(script.headers["x-content-type-options"]).toBe("nosniff");
      expect(script.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      expect(script.headers["content-security-policy"]).toBeUndefined();
      expect(script.headers["strict-transport-security"]).toBeUndefined();
    }
    // Anything else under the same names is still a document to the browser.
    const api = await t.app.inject({ method: "GET", url: "/wps/system/status" });
    expect(api.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it.each(["/index.html", "/register.html", "/register.html?referralCode=AB12", "/home"])(
    "serves the player site at %s",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("player-site");
    },
  );

  /** The start-up answers the page carries, read as the site reads them. */
  function bootOf(page: string): SiteBoot | undefined {
    const match = new RegExp(
      `<script id="${SITE_BOOT_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    ).exec(page);
    return match?.[1] ? (JSON.parse(match[1]) as SiteBoot) : undefined;
  }

  it("writes the start-up answers into the home page, equal to the calls' own answers", async () => {
    const host = "127.0.0.1";
    const page = await t.app.inject({ method: "GET", url: "/", headers: { host, "accept-encoding": "br" } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain("player-site");
    const boot = bootOf(html);
    if (!boot) throw new Error("the home page carries no start-up answers");
    const headers = { host, language: boot.language };
    const settings = await t.app.inject({ method: "GET", url: "/wps/system/settings/consolidated", headers });
    expect(boot.settings).toEqual(settings.json().value);
    expect(boot.language).toBe(boot.settings.info.whitelabel.defaultLanguage);
    const status = await t.app.inject({ method: "GET", url: `/wps/system/status?url=${host}`, headers });
    expect(boot.status).toEqual(status.json().value);
    const query = new URLSearchParams(
      Object.entries(HOME_NOTICES_QUERY).map(([k, v]): [string, string] => [k, String(v)]),
    );
    const notices = await t.app.inject({
      method: "GET",
      url: `/wps/relay/MCSFE_getListAnnouncements?${query}`,
      headers,
    });
    expect(boot.homeNotices).toEqual(notices.json().value);
    // The carousel's first image is asked for by the page itself, before any script runs.
    const banner = boot.homeNotices?.list.find((notice) => notice.group === "banners" && notice.imageUrl);
    expect(banner?.imageUrl).toBeTruthy();
    expect(html).toContain(`<link rel="preload" as="image" href="${banner?.imageUrl}" fetchpriority="high">`);
    expect(html.indexOf(SITE_BOOT_ELEMENT_ID)).toBeLessThan(html.indexOf("</head>"));
  });

  it("writes only the settings and status on other pages, and nothing for an unknown host", async () => {
    const other = await t.app.inject({ method: "GET", url: "/rng", headers: { host: "127.0.0.1" } });
    const boot = bootOf(other.body);
    expect(boot?.settings.info.whitelabel.merchantCode).toBe("lotus");
    expect(boot?.homeNotices).toBeUndefined();
    expect(other.body).not.toContain('rel="preload"');
    const unknown = await t.app.inject({ method: "GET", url: "/", headers: { host: "nobody.example" } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain("player-site");
    expect(bootOf(unknown.body)).toBeUndefined();
  });

  it("still answers a missing file with a 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/missing.js" });
    expect(response.statusCode).toBe(404);
  });
});

describe("dev tools", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("shows the outbox to a loopback caller only", async () => {
    const local = await t.app.inject({ method: "GET", url: "/dev/outbox.json", remoteAddress: "127.0.0.1" });
    expect(local.statusCode).toBe(200);
    for (const url of ["/dev/outbox", "/dev/outbox.json"]) {
      const remote = await t.app.inject({ method: "GET", url, remoteAddress: "203.0.113.9" });
      expect(remote.statusCode).toBe(404);
      expect(remote.json()).toMatchObject({ success: false, code: "not_found" });
    }
    // A request forwarded by a local proxy comes from elsewhere.
    const proxied = await t.app.inject({
      method: "GET",
      url: "/dev/outbox",
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it("runs a periodic job as if at a given time, for a loopback caller only", async () => {
    const at = Date.UTC(2031, 0, 2, 0, 30);
    const url = `/dev/jobs/reports.rollup/run?at=${at}`;
    const run = await t.app.inject({ method: "POST", url, remoteAddress: "127.0.0.1" });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ job: "reports.rollup", ran: true, periodStart: at });
    // The period is claimed: a second call at the same time runs nothing.
    const again = await t.app.inject({ method: "POST", url, remoteAddress: "127.0.0.1" });
    expect(again.json()).toMatchObject({ ran: false });
    const remote = await t.app.inject({ method: "POST", url, remoteAddress: "203.0.113.9" });
    expect(remote.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: "POST",
      url: "/dev/jobs/nope/run",
      remoteAddress: "127.0.0.1",
    });
    expect(unknown.statusCode).toBe(404);
    const badTime = await t.app.inject({
      method: "POST",
      url: "/dev/jobs/reports.rollup/run?at=soon",
      remoteAddress: "127.0.0.1",
    });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json()).toMatchObject({ success: false, code: "validation.failed" });
  });

  it("opens the outbox to everyone with DEV_TOOLS=on", async () => {
    const open = await createTestApp({ env: { DEV_TOOLS: "on" } });
    try {
      const remote = await open.app.inject({
        method: "GET",
        url: "/dev/outbox",
        remoteAddress: "203.0.113.9",
      });
      expect(remote.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});
